/** Tables of the accounts module, merged into the Database type in db/schema.ts. */
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * One row per sign-in. `token_hash` is SHA-256 (hex) of the token the passenger holds; the token
 * itself is never stored. Instants are ISO 8601 UTC text, so they compare as text in both databases.
 */
export interface PassengerTokensTable {
  id: Generated<number>;
  passenger_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Updated at most once a minute, so reads stay reads. */
  last_used_at: string | null;
}

export type PassengerTokenRow = Selectable<PassengerTokensTable>;
export type NewPassengerToken = Insertable<PassengerTokensTable>;

export interface AccountsTables {
  passenger_tokens: PassengerTokensTable;
}
