import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Result } from '../../http/result.js';

export interface TokensService {
  /** The passenger an `Authorization: Bearer …` header belongs to; 401 when missing, malformed, expired or revoked. */
  authenticate(authorization: string | undefined): Promise<Result<{ passengerId: number; tokenId: number }>>;
  /** Ends every session of a passenger (after a password reset), with the caller's transaction. */
  revokeAllForPassenger(db: Kysely<Database>, passengerId: number): Promise<void>;
}
