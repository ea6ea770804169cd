import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { MAX_WRONG_ATTEMPTS } from './reset-codes.js';

export interface ResetCode {
  id: number;
  passengerId: number;
  salt: string;
  hash: string;
  expiresAt: string;
  attempts: number;
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;

/** Takes the handle to use, so writes join the caller's transaction when given one. */
export function createPasswordResetRepository(db: Kysely<Database>) {
  return {
    /** Drops the passenger's unused codes: a new code replaces every earlier one. */
    async discardUnused(passengerId: number): Promise<void> {
      await db.deleteFrom('password_reset_codes').where('passenger_id', '=', passengerId).where('used_at', 'is', null).execute();
    },

    async insert(code: { passengerId: number; salt: string; hash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('password_reset_codes')
        .values({
          passenger_id: code.passengerId,
          code_salt: code.salt,
          code_hash: code.hash,
          created_at: code.createdAt.toISOString(),
          expires_at: code.expiresAt.toISOString(),
          attempts: 0,
          used_at: null,
        })
        .execute();
    },

    async findNewestUnused(passengerId: number): Promise<ResetCode | null> {
      const row = await db
        .selectFrom('password_reset_codes')
        .select(['id', 'passenger_id', 'code_salt', 'code_hash', 'expires_at', 'attempts'])
        .where('passenger_id', '=', passengerId)
        .where('used_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      return { id: row.id, passengerId: row.passenger_id, salt: row.code_salt, hash: row.code_hash, expiresAt: row.expires_at, attempts: row.attempts };
    },

    /**
     * Takes one try before the code is compared, in one UPDATE, so parallel requests cannot
     * compare more than MAX_WRONG_ATTEMPTS wrong codes between them. False when the code is
     * locked (or used or replaced meanwhile).
     */
    async claimAttempt(codeId: number): Promise<boolean> {
      const result = await db
        .updateTable('password_reset_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', codeId)
        .where('attempts', '<', MAX_WRONG_ATTEMPTS)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives back the try claimed by a right code: only wrong codes count. */
    async releaseAttempt(codeId: number): Promise<void> {
      await db
        .updateTable('password_reset_codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', codeId)
        .where('attempts', '>', 0)
        .execute();
    },

    /** Marks the code used; false when another request used it first. */
    async markUsed(codeId: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('password_reset_codes')
        .set({ used_at: at.toISOString() })
        .where('id', '=', codeId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setPasswordHash(passengerId: number, passwordHash: string, at: Date): Promise<void> {
      await db
        .updateTable('passengers')
        .set({ password_hash: passwordHash, updated_at: at.toISOString() })
        .where('id', '=', passengerId)
        .where('kind', '=', 'client')
        .execute();
    },
  };
}
