import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { TokensService } from '../accounts/tokens.types.js';
import type { MailOutbox } from '../mail/mail.types.js';

export interface PasswordResetModule {
  routes(app: FastifyInstance): void;
}

/** Forgot password: a short code by email, verified, then a new password (spec §2, §7). */
export function createPasswordResetModule(ctx: AppContext, deps: { outbox: MailOutbox; tokens: TokensService }): PasswordResetModule {
  void ctx;
  void deps;
  return { routes() {} };
}
