import { londonToday } from '@kerbside/domain';
import type { AssignDriverRequest } from '@kerbside/contract';
import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { BookingChangeMail } from '../bookings/index.js';
import type { MailOutbox, Notifier } from '../../platform/outbox/index.js';
import { type BookingMoney, type CardCaptures, createBookingPaymentsRepository, createPaymentRefundsRepository } from '../payments/index.js';
import { createAttentionList } from './attention.js';
import { createBookingRecords } from './booking-record.js';
import { bookingRecordRoutes } from './booking-record.routes.js';
import { bookingRecordsExportRoutes } from './booking-records-export.routes.js';
import { exportsRoutes } from './exports.routes.js';
import { createExportGate } from './export-gate.js';
import { createExportTurns } from './export-turns.js';
import { assignment } from './driver-assignment.js';
import { createJobActionsService, type JobActionsService, type JobEvents } from './job-actions.service.js';
import type { JobRow } from './job-rows.js';
import { createJobExtrasRepository } from './job-extras.repository.js';
import { jobExtrasRoutes } from './job-extras.routes.js';
import { createJobExtrasService, type JobExtrasService } from './job-extras.service.js';
import { createJobsBoardRepository } from './jobs-board.repository.js';
import { createJobsBoardService } from './jobs-board.service.js';
import { attentionRoutes, jobsRoutes } from './jobs.routes.js';
import { createJobsRepository, type JobsRepository } from './jobs.repository.js';

export type { AssignClaim, AssignFailure, JobActionResult, JobEvents, JobStepAction, Who as JobChanger } from './job-actions.service.js';
export type { OverlappingJob } from './driver-assignment.js';

/** The bookings board: jobs (one per leg), their lifecycle, refunds, exports. */
/** Card money: one movement of a booking's money at a time, the provider's name, captures of authorised payments. */
export interface DispatchMoney {
  money: BookingMoney;
  provider: string;
  captures: CardCaptures;
}

/** What the driver app's module uses of dispatch: the jobs, the assignment's checks and path, what is due in the car. */
export interface DispatchForDrivers {
  jobs: JobsRepository;
  /** The checks of Assign driver (company, active, licensed, overlap unless confirmed), without assigning. */
  check: (job: JobRow, input: AssignDriverRequest) => ReturnType<typeof assignment>;
  assignAs: JobActionsService['assignAs'];
  stepAs: JobActionsService['stepAs'];
  publish: JobActionsService['publish'];
  afterJourney: JobExtrasService['afterJourney'];
  /** An entry after the journey (waiting, parking, an extra stop, a toll, the cash), as staff add one. */
  addExtra: JobExtrasService['addAs'];
}

export interface DispatchModule extends ApiModule {
  forDrivers: DispatchForDrivers;
}

export function createDispatchModule(ctx: AppContext, deps: { outbox: MailOutbox; notifier?: Notifier; changeMail: BookingChangeMail; money: DispatchMoney; events?: JobEvents }): DispatchModule {
  const db = ctx.db.kysely;
  const jobs = createJobsRepository(db);
  const boardRepo = createJobsBoardRepository(ctx.db);
  const refunds = { ...deps.money, records: createPaymentRefundsRepository(db) };
  const records = createBookingRecords(db, ctx.now);
  const actions = createJobActionsService({ db, jobs, refunds, outbox: deps.outbox, notifier: deps.notifier, changeMail: deps.changeMail, events: deps.events, now: ctx.now, log: ctx.log, records });
  const extrasRepo = createJobExtrasRepository(db);
  const extras = createJobExtrasService({ db, jobs, extras: extrasRepo, money: deps.money.money, settings: ctx.settings, publish: actions.publish, now: ctx.now });
  const board = createJobsBoardService({ db, board: boardRepo, jobs, refunds, outbox: deps.outbox, actions, extras, now: ctx.now, log: ctx.log });
  // Every export of this instance takes its turns here, one page at a time.
  const exports = { gate: createExportGate(ctx.rateLimiter), turns: createExportTurns() };
  return {
    name: 'dispatch',
    forDrivers: { jobs, check: (job, input) => assignment(jobs, job, input, londonToday(ctx.now())), assignAs: actions.assignAs, stepAs: actions.stepAs, publish: actions.publish, afterJourney: extras.afterJourney, addExtra: extras.addAs },
    // The board's routes (every staff role, their declarations' roles).
    operator(operator) {
      jobsRoutes(operator, { board, actions });
      jobExtrasRoutes(operator, { extras });
      bookingRecordRoutes(operator, records);
      attentionRoutes(operator, createAttentionList(db, ctx.now));
      bookingRecordsExportRoutes(operator, { db, records, ...exports, now: ctx.now });
      exportsRoutes(operator, { board: boardRepo, jobs, ...exports, payments: createBookingPaymentsRepository(db), extras: extrasRepo, now: ctx.now });
    },
  };
}
export { likePattern, londonMidnight } from './board-query.js';
export { createBoardRowReader } from './board-rows.js';
export { auditRefunds, planRefundAcross, type RefundDeps, refundSummary } from './booking-refunds.js';
export { auditActor, type ChangedBy } from './changed-by.js';
export type { BookingJobsTable, DriverRow, DriversTable, JobLeg, JobStatus } from './dispatch.tables.js';
export { changeJob, publishJobsUpdated } from './job-actions.service.js';
export { type JobRow, legExtras, toJobListItem } from './job-rows.js';
export { createJobsRepository, type JobsRepository } from './jobs.repository.js';
export { assignment as driverAssignment } from './driver-assignment.js';
