import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { createInsertCache } from '../../db/insert-cache.js';
import type { NewPassengerToken } from './accounts.tables.js';
import { compileOnce } from './compile-once.js';

export interface StoredToken {
  id: number;
  passengerId: number;
  expiresAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;

/** The only file that touches passenger_tokens. Instants are ISO 8601 UTC text and compare as text. */
export function createTokensRepository(db: Kysely<Database>) {
  const inserts = createInsertCache();
  // Every authenticated request runs this: built and compiled once (see compile-once.ts).
  const findByHashQuery = compileOnce(
    db
      .selectFrom('passenger_tokens')
      .select(['id', 'passenger_id', 'expires_at', 'revoked_at', 'last_used_at'])
      .where('token_hash', '=', '$hash'),
    ['$hash'],
  );
  return {
    async insert(token: NewPassengerToken): Promise<number> {
      return inserts.insertReturningId(db, 'passenger_tokens', token);
    },

    async findByHash(tokenHash: string): Promise<StoredToken | null> {
      const [row] = (await db.executeQuery(findByHashQuery([tokenHash]))).rows;
      if (!row) return null;
      return { id: row.id, passengerId: row.passenger_id, expiresAt: row.expires_at, revokedAt: row.revoked_at, lastUsedAt: row.last_used_at };
    },

    /** Sets last_used_at unless another request already did since `staleBefore`. */
    async touch(id: number, at: string, staleBefore: string): Promise<void> {
      await db
        .updateTable('passenger_tokens')
        .set({ last_used_at: at })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
        .execute();
    },

    async revoke(id: number, at: string): Promise<void> {
      await db.updateTable('passenger_tokens').set({ revoked_at: at }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },

    /**
     * Revokes every live token of a passenger but `keepId` when given (the session that asked), with
     * the caller's handle (a transaction, when given one).
     */
    async revokeAllForPassenger(on: Kysely<Database>, passengerId: number, at: string, keepId?: number): Promise<void> {
      let update = on
        .updateTable('passenger_tokens')
        .set({ revoked_at: at })
        .where('passenger_id', '=', passengerId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at);
      if (keepId !== undefined) update = update.where('id', '!=', keepId);
      await update.execute();
    },

    /** Drops a passenger's tokens that ended before `before`: the table holds live sessions, not history. */
    async deleteEndedBefore(passengerId: number, before: string): Promise<void> {
      await db
        .deleteFrom('passenger_tokens')
        .where('passenger_id', '=', passengerId)
        .where('expires_at', '<', before)
        .execute();
    },
  };
}
