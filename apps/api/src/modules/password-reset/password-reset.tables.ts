import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * One row per code sent. `code_hash` is HMAC-SHA-256(code_salt, code), hex; the code itself is
 * never stored. Instants are ISO 8601 text in UTC, so they compare as text in both databases.
 * `attempts` counts wrong tries; `used_at` is set when the code resets a password.
 */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  passenger_id: number;
  code_salt: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;
export type NewResetCode = Insertable<PasswordResetCodesTable>;

/** Tables of the password-reset module, merged into the Database type in db/schema.ts. */
export interface PasswordResetTables {
  password_reset_codes: PasswordResetCodesTable;
}
