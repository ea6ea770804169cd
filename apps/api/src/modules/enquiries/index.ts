import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { MailOutbox } from '../mail/mail.types.js';
import { enquiriesRoutes } from './enquiries.routes.js';
import { createEnquiriesService } from './enquiries.service.js';

export interface EnquiriesModule {
  routes(app: FastifyInstance): void;
}

/** Quote Now (POST /api/v1/send-instant-email) and Contact Us (POST /api/v1/contact-us). */
export function createEnquiriesModule(ctx: AppContext, deps: { outbox: MailOutbox }): EnquiriesModule {
  const service = createEnquiriesService({ db: ctx.db, outbox: deps.outbox, settings: ctx.settings, now: ctx.now });
  return { routes: (app) => enquiriesRoutes(app, service) };
}
