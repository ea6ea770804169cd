import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { BookingChangeMail } from '../bookings/booking-change-mail.js';
import type { MailOutbox } from '../mail/mail.types.js';
import { createPaymentRefundsRepository } from '../payments/payment-refunds.repository.js';
import type { CardRefunds } from '../payments/payments.types.js';
import { exportsRoutes } from './exports.routes.js';
import { createJobActionsService, type JobEvents } from './job-actions.service.js';
import { createJobsBoardRepository } from './jobs-board.repository.js';
import { createJobsBoardService } from './jobs-board.service.js';
import { jobsRoutes } from './jobs.routes.js';
import { createJobsRepository } from './jobs.repository.js';

export type { JobEvents } from './job-actions.service.js';

export interface DispatchModule {
  /** The board's routes, for an operator area open to every staff role. */
  operatorRoutes(area: FastifyInstance): void;
}

/** The bookings board: jobs (one per leg), their lifecycle, refunds, exports. */
export function createDispatchModule(ctx: AppContext, deps: { outbox: MailOutbox; changeMail: BookingChangeMail; refunds: CardRefunds; events?: JobEvents }): DispatchModule {
  const db = ctx.db.kysely;
  const jobs = createJobsRepository(db);
  const boardRepo = createJobsBoardRepository(ctx.db);
  const refunds = { cards: deps.refunds, records: createPaymentRefundsRepository(db) };
  const actions = createJobActionsService({ db, jobs, refunds, outbox: deps.outbox, changeMail: deps.changeMail, events: deps.events, now: ctx.now, log: ctx.log });
  const board = createJobsBoardService({ db, board: boardRepo, jobs, refunds, outbox: deps.outbox, actions, now: ctx.now, log: ctx.log });
  return {
    operatorRoutes(area) {
      jobsRoutes(area, { board, actions });
      exportsRoutes(area, { board: boardRepo, jobs, now: ctx.now });
    },
  };
}
