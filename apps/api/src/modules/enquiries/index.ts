import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { MailOutboxWithIds } from '../../platform/outbox/index.js';
import { enquiriesRoutes } from './enquiries.routes.js';
import { createEnquiriesService } from './enquiries.service.js';
import { enquiriesOperatorRoutes } from './enquiries.operator-routes.js';
import { createEnquiriesInboxService } from './enquiries-inbox.service.js';

export interface EnquiriesModule {
  routes(app: FastifyInstance): void;
  /** The console's inbox (`/api/operator/v1/enquiries`): register on the console API's plugin. */
  operatorRoutes(operator: FastifyInstance): void;
}

/** Quote Now (POST /api/v1/send-instant-email) and Contact Us (POST /api/v1/contact-us), and the console's inbox of them. */
export function createEnquiriesModule(ctx: AppContext, deps: { outbox: MailOutboxWithIds }): EnquiriesModule {
  const service = createEnquiriesService({ db: ctx.db, outbox: deps.outbox, settings: ctx.settings, now: ctx.now });
  const inbox = createEnquiriesInboxService({ db: ctx.db, outbox: deps.outbox, settings: ctx.settings, now: ctx.now });
  return {
    routes: (app) => enquiriesRoutes(app, service),
    operatorRoutes: (operator) => enquiriesOperatorRoutes(operator, inbox),
  };
}
