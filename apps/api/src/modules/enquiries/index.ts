import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox } from '../mail/mail.types.js';

export interface EnquiriesModule {
  routes(app: FastifyInstance): void;
}

export function createEnquiriesModule(ctx: AppContext, deps: { outbox: MailOutbox }): EnquiriesModule {
  void ctx;
  void deps;
  return { routes() {} };
}
