import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fail, ok } from '../../http/result.js';
import { bearerToken, hashToken, LAST_USED_RESOLUTION_MS, newToken, SESSION_ENDED, TOKEN_LIFETIME_MS } from './tokens.js';
import type { TokensRepository } from './tokens.repository.js';
import type { TokensService } from './tokens.types.js';

// Tokens that ended more than this long ago are deleted when their passenger signs in again.
const KEEP_ENDED_MS = 7 * 24 * 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export interface SessionTokens extends TokensService {
  /** A new token for the passenger: the only time the token itself exists outside their browser. */
  issue(passengerId: number): Promise<IssuedToken>;
  revoke(tokenId: number): Promise<void>;
  /** Ends every session of a passenger except `keepTokenId` (after a change made from that session), with the caller's transaction. */
  revokeOthersForPassenger(db: Kysely<Database>, passengerId: number, keepTokenId: number): Promise<void>;
}

export function createTokensService(deps: { repo: TokensRepository; now: () => Date }): SessionTokens {
  const { repo, now } = deps;
  const ended = fail(401, SESSION_ENDED);

  return {
    async issue(passengerId) {
      const at = now();
      const { token, hash } = newToken();
      const expiresAt = new Date(at.getTime() + TOKEN_LIFETIME_MS).toISOString();
      await repo.deleteEndedBefore(passengerId, new Date(at.getTime() - KEEP_ENDED_MS).toISOString());
      await repo.insert({
        passenger_id: passengerId,
        token_hash: hash,
        created_at: at.toISOString(),
        expires_at: expiresAt,
        revoked_at: null,
        last_used_at: null,
      });
      return { token, expiresAt };
    },

    async authenticate(authorization) {
      const token = bearerToken(authorization);
      if (!token) return ended;
      const stored = await repo.findByHash(hashToken(token));
      const at = now();
      const nowIso = at.toISOString();
      if (!stored || stored.revokedAt !== null || stored.expiresAt <= nowIso) return ended;
      const staleBefore = new Date(at.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
      if (stored.lastUsedAt === null || stored.lastUsedAt < staleBefore) await repo.touch(stored.id, nowIso, staleBefore);
      return ok({ passengerId: stored.passengerId, tokenId: stored.id });
    },

    async revoke(tokenId) {
      await repo.revoke(tokenId, now().toISOString());
    },

    async revokeAllForPassenger(db: Kysely<Database>, passengerId: number) {
      await repo.revokeAllForPassenger(db, passengerId, now().toISOString());
    },

    async revokeOthersForPassenger(db: Kysely<Database>, passengerId: number, keepTokenId: number) {
      await repo.revokeAllForPassenger(db, passengerId, now().toISOString(), keepTokenId);
    },
  };
}
