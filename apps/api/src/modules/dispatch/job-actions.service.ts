/**
 * The lifecycle of a job, one transaction per change, holding the booking's lock (so a change never
 * lands in the middle of a refund, a cancellation or a passenger's change of the same booking): the
 * job's update (guarded by the status it was read with, so of two racing dispatchers one gets a
 * 409), its audit entry and, where the passenger should know, their mail. The live event goes out
 * after the commit. A cancellation is a movement of the booking's money (payments/booking-money.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { OPERATOR_MESSAGES, type AssignDriverRequest, type CancelJobRequest, type JobListItem, type JobStepRequest, type Refund } from '@kerbside/contract';
import { arrivalMail, clockGuard, formatPounds, londonToday, nextJobStatus, type JobAction } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Failure, type Result } from '../../http/result.js';
import type { BookingChangeMail } from '../bookings/index.js';
import type { MailOutbox, NotificationEvent, Notifier } from '../../platform/outbox/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type CompanyScope, NOT_FOUND, type StaffPrincipal } from '../../platform/company-scope/index.js';
import { createBookingPaymentsRepository } from '../payments/index.js';
import { auditRefunds, cardPaymentsOf, moneyOf, planRefunds, wholeRefund, type RefundDeps } from './booking-refunds.js';
import type { BookingRecords } from './booking-record.js';
import { auditActor, byStaff, cancelledBy, type ChangedBy } from './changed-by.js';
import { assignment, type OverlappingJob } from './driver-assignment.js';
import type { JobStatus } from './dispatch.tables.js';
import { jobMails, type JobMailEvent } from './job-mails.js';
import { toJobListItem, type JobRow } from './job-rows.js';
import { type Allocation, createJobsRepository, type DriverForAssignment, type JobsRepository } from './jobs.repository.js';

/** The live events bus (modules/live-events), when the app has one. */
export interface JobEvents {
  publish(event: { type: 'job.created' | 'job.updated'; company_id: number; job_ids: number[] }): Promise<void>;
}

export interface Actor {
  staff: StaffPrincipal;
  scope: CompanyScope;
}

/** Who changes the job (a staff member, or a driver answering an offer) and the companies they act in. */
export interface Who {
  by: ChangedBy;
  scope: CompanyScope;
}
const whoIs = (actor: Actor): Who => ({ by: byStaff(actor.staff), scope: actor.scope });

/**
 * Run in the assignment's transaction, under the booking's lock, before the job changes (a driver's
 * accepted offer, closed in the same transaction): a failure changes nothing.
 */
export type AssignClaim = (trx: Kysely<Database>, job: JobRow) => Promise<Failure | null>;

/** Thrown to roll back an assignment's transaction whose claim was made but whose job changed meanwhile. */
class JobChangedMeanwhile extends Error {}

export interface JobActionsDeps {
  db: Kysely<Database>;
  jobs: JobsRepository;
  refunds: RefundDeps;
  outbox: MailOutbox;
  /** Texts and the passenger's other messages of each change (notifications module). */
  notifier?: Notifier;
  /** A cancellation's calendar file and the booking's links, for the passengers' mail. */
  changeMail: BookingChangeMail;
  events?: JobEvents;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** The booking record's gate of On the way (booking-record.ts). */
  records: Pick<BookingRecords, 'lacks'>;
}

export interface JobActionResult {
  job: JobListItem;
  refund: Refund | null;
}

export type AssignFailure = Failure & { overlapping?: OverlappingJob[] };
/** A step early for the pick-up time, not confirmed: the 409 says a confirmation would take it. */
export type StepFailure = Failure & { confirmationNeeded?: true };

/** The steps with no input beyond the job and, for the clock's guard, a confirmation. */
export type JobStepAction = Exclude<JobAction, 'assign' | 'cancel'>;

const AUDIT_ACTIONS: Record<JobAction, string> = {
  accept: 'job.accepted',
  assign: 'job.driver_assigned',
  on_the_way: 'job.on_the_way',
  arrived: 'job.arrived',
  on_board: 'job.on_board',
  complete: 'job.completed',
  no_show: 'job.no_show',
  cancel: 'job.cancelled',
};

/** One job's change by the lifecycle's rules (the `to` of nextJobStatus). */
export interface JobChangeSpec {
  action: JobAction;
  to: JobStatus;
  driverId?: number | null;
  cancelReason?: string;
  detail?: Record<string, unknown>;
  /** When the step happened, if not the change's own time (a driver's phone). */
  stepAt?: string;
  allocation?: Allocation;
}

interface Change extends JobChangeSpec {
  mail?: JobMailEvent;
}

/** What the passenger hears of a change (the assignment of the same driver again and a late arrival: nothing). */
function notificationOf(job: JobRow, change: Change): NotificationEvent | null {
  switch (change.action) {
    case 'assign':
      return change.mail ? { kind: 'driver_assigned', jobId: job.id } : null;
    case 'on_the_way':
      return { kind: 'driver_on_the_way', jobId: job.id };
    case 'arrived':
      return change.mail ? { kind: 'driver_arrived', jobId: job.id } : null;
    case 'complete':
      return { kind: 'journey_completed', jobId: job.id };
    case 'cancel':
      return { kind: 'booking_cancelled', bookingId: job.booking_id, jobIds: [job.id] };
    default:
      return null;
  }
}

/**
 * The job's change in `trx`: the update guarded by the status it was read with, its audit entry
 * (by a staff member or the passenger), and its booking cancelled with its last leg. False when
 * the job's status changed since it was read (nothing is written then).
 */
export async function changeJob(trx: Kysely<Database>, jobs: JobsRepository, job: JobRow, change: JobChangeSpec, by: ChangedBy, at: string): Promise<boolean> {
  const changed = await jobs.changeStatus(trx, {
    id: job.id,
    companyId: job.company_id,
    expected: job.status,
    status: change.to,
    driverId: change.driverId,
    cancelReason: change.cancelReason,
    at,
    stepAt: change.stepAt,
    allocation: change.allocation,
  });
  if (!changed) return false;
  const actor = auditActor(by);
  await recordAudit(trx, {
    companyId: job.company_id,
    staffId: actor.staffId,
    action: AUDIT_ACTIONS[change.action],
    subjectType: 'job',
    subjectId: job.id,
    detail: { booking_number: job.booking_number, leg: job.leg, from: job.status, to: change.to, ...change.detail, ...actor.detail },
    at,
  });
  if (change.to === 'cancelled') await jobs.cancelBookingIfAllLegsAre(trx, job.booking_id, { at, by: cancelledBy(by) });
  return true;
}

/** `job.updated` to every open board, after the commit; a bus failure is logged, never thrown (the change is committed). */
export async function publishJobsUpdated(deps: Pick<JobActionsDeps, 'events' | 'log'>, companyId: number, jobIds: number[]): Promise<void> {
  if (!deps.events) return;
  try {
    await deps.events.publish({ type: 'job.updated', company_id: companyId, job_ids: jobIds });
  } catch (error) {
    // A board that missed the event catches up on its next fetch.
    deps.log.warn({ err: error, job_ids: jobIds }, 'live event not published');
  }
}

/**
 * The booking record's allocation: who dispatched (the staff member; for a driver's accepted offer,
 * whoever offered it or auto-offer) and the driver's and vehicle's details as they are now.
 */
async function allocationOf(trx: Kysely<Database>, by: ChangedBy, job: JobRow, driver: DriverForAssignment): Promise<Allocation> {
  const record = { record_driver_name: driver.name, record_driver_licence: driver.licenceNumber, record_vehicle_registration: driver.registration, record_vehicle_plate: driver.plateNumber };
  if (by.kind === 'staff') return { dispatched_by: 'staff', dispatched_by_staff_id: by.id, dispatched_by_name: by.name, ...record };
  const offeredBy = await createJobsRepository(trx).offerMaker(trx, job.id, driver.id);
  const name = offeredBy ? `${offeredBy.name}, offer accepted by the driver` : 'Auto-offer, accepted by the driver';
  return { dispatched_by: 'driver_offer', dispatched_by_staff_id: offeredBy?.id ?? null, dispatched_by_name: name, ...record };
}

export function createJobActionsService(deps: JobActionsDeps) {
  const { jobs } = deps;
  const payments = createBookingPaymentsRepository(deps.db);

  const publish = (companyId: number, jobIds: number[]) => publishJobsUpdated(deps, companyId, jobIds);

  /** A card authorised at booking is captured (or released) once the booking's last leg is finished; never throws. */
  const settleCard = async (job: JobRow) => deps.refunds.captures?.settle(job.booking_id);
  const locked = <T>(job: JobRow, work: (trx: Kysely<Database>) => Promise<T>) => deps.refunds.money.lock(job.booking_id, work);

  /** The job updated, audited and mailed in `trx`; false when its status changed since it was read. */
  async function apply(trx: Kysely<Database>, who: Who, job: JobRow, change: Change, at: string): Promise<boolean> {
    if (!(await changeJob(trx, jobs, job, change, who.by, at))) return false;
    const event = notificationOf(job, change);
    if (event && deps.notifier) await deps.notifier.notify(trx, event);
    if (change.mail) {
      const [booker, companyPhone] = await Promise.all([jobs.bookerOf(job.booking_id, trx), jobs.companyPhone(job.company_id, trx)]);
      const parts = change.mail.kind === 'cancelled' ? await deps.changeMail(trx, { bookingId: job.booking_id, at: new Date(at), cancelled: [job.leg] }) : undefined;
      await deps.outbox.enqueue(trx, jobMails({ job, event: change.mail, booker, companyPhone, parts }));
    }
    return true;
  }

  /** Whoever sends the driver on the way (the desk, the driver's phone), the booking record must be complete first. */
  const recordGate = (trx: Kysely<Database>, job: JobRow, action: JobAction): Promise<Failure | null> => (action === 'on_the_way' ? deps.records.lacks(trx, job.id) : Promise.resolve(null));

  /** The 409 of a job that changed under us: what it is now, and why the action no longer fits. */
  async function conflict(who: Who, job: JobRow, action: JobAction, suffix = ''): Promise<Failure> {
    const now = await jobs.findJob(who.scope, job.id);
    const why = now ? nextJobStatus(now.status, action) : null;
    return { ok: false, status: 409, message: `${why && !why.ok ? why.message : OPERATOR_MESSAGES.jobChanged}${suffix}` };
  }

  async function done(who: Who, job: JobRow, refund: Refund | null): Promise<Result<JobActionResult>> {
    await publish(job.company_id, [job.id]);
    const fresh = await jobs.findJob(who.scope, job.id);
    if (!fresh) return fail(404, NOT_FOUND);
    return ok({ job: toJobListItem(fresh), refund });
  }

  async function load(who: Who, id: number, action: JobAction): Promise<Result<{ job: JobRow; to: JobStatus }>> {
    const job = await jobs.findJob(who.scope, id);
    if (!job) return fail(404, NOT_FOUND);
    const transition = nextJobStatus(job.status, action);
    if (!transition.ok) return fail(409, transition.message);
    return ok({ job, to: transition.to });
  }

  /**
   * accept, on the way, arrived, on board, complete, no-show. A step early for the pick-up time
   * (domain clockGuard) needs `confirm` with a reason, kept in the audit entry with how early it
   * was. Accepting and the driver's arrival tell the passenger.
   */
  async function step(actor: Actor, id: number, action: JobStepAction, input: JobStepRequest = {}): Promise<Result<JobActionResult> | StepFailure> {
    const loaded = await load(whoIs(actor), id, action);
    if (!loaded.ok) return loaded;
    const { job, to } = loaded.value;
    const now = deps.now();
    const guard = clockGuard(action, { pickUpAt: job.pick_up_at, pickUpDate: job.pick_up_date, pickUpTime: job.pick_up_time, flightNo: job.flight_no }, now);
    if (guard.needed && !(input.confirm && input.reason)) return { ok: false, status: 409, message: guard.message, confirmationNeeded: true };
    const at = now.toISOString();
    // Arrived recorded long after the pick-up time is the office catching up, not news for the kerb: no mail, and the audit says so.
    const arrival = action === 'arrived' ? arrivalMail(job.pick_up_at, now) : null;
    const detail = {
      ...(guard.needed ? { early_minutes: guard.minutesEarly, reason: input.reason } : {}),
      ...(arrival && !arrival.send ? { arrival_mail: false, minutes_late: arrival.minutesLate } : {}),
    };
    const mail: JobMailEvent | undefined =
      action === 'accept'
        ? { kind: 'accepted' }
        : arrival?.send && job.driver_name
          ? { kind: 'arrived', driver: { name: job.driver_name, registration: job.driver_registration ?? '' } }
          : undefined;
    const changed = await locked(job, async (trx) => (await recordGate(trx, job, action)) ?? apply(trx, whoIs(actor), job, { action, to, mail, detail }, at));
    if (typeof changed === 'object') return changed;
    if (!changed) return conflict(whoIs(actor), job, action);
    await settleCard(job);
    return done(whoIs(actor), job, null);
  }

  /**
   * A step sent by the driver's phone, with the time it happened (`at`): the lifecycle's and the
   * clock's rules as at the desk, judged at that time, but never confirmed early (the phone
   * cannot: the 409 carries the rule's words); the step's column records `at`. `record` runs in
   * the same locked transaction first (the phone's step kept, once); the passenger hears of the
   * arrival as when the desk marks it.
   */
  async function stepAs(who: Who, id: number, action: JobStepAction, step: { at: Date; detail: Record<string, unknown>; record: AssignClaim }): Promise<Result<JobActionResult>> {
    const loaded = await load(who, id, action);
    if (!loaded.ok) return loaded;
    const { job, to } = loaded.value;
    const guard = clockGuard(action, { pickUpAt: job.pick_up_at, pickUpDate: job.pick_up_date, pickUpTime: job.pick_up_time, flightNo: job.flight_no }, step.at);
    if (guard.needed) return fail(409, guard.message);
    const arrival = action === 'arrived' ? arrivalMail(job.pick_up_at, step.at) : null;
    const detail = { ...step.detail, ...(arrival && !arrival.send ? { arrival_mail: false, minutes_late: arrival.minutesLate } : {}) };
    const mail: JobMailEvent | undefined = arrival?.send && job.driver_name ? { kind: 'arrived', driver: { name: job.driver_name, registration: job.driver_registration ?? '' } } : undefined;
    try {
      const outcome = await locked(job, async (trx): Promise<Failure | true> => {
        const lacking = await recordGate(trx, job, action);
        if (lacking) return lacking;
        const refused = await step.record(trx, job);
        if (refused) return refused;
        if (!(await apply(trx, who, job, { action, to, mail, detail, stepAt: step.at.toISOString() }, deps.now().toISOString()))) throw new JobChangedMeanwhile();
        return true;
      });
      if (outcome !== true) return outcome;
    } catch (error) {
      if (error instanceof JobChangedMeanwhile) return conflict(who, job, action);
      throw error;
    }
    await settleCard(job);
    return done(who, job, null);
  }

  const assign = (actor: Actor, id: number, input: AssignDriverRequest) => assignAs(whoIs(actor), id, input);

  /**
   * Assigns the driver (staff, or a driver accepting an offer: `claim` closes the offer in the same
   * transaction). The same checks, lock, audit entry and passenger's mail whoever assigns.
   */
  async function assignAs(who: Who, id: number, input: AssignDriverRequest, claim?: AssignClaim): Promise<Result<JobActionResult> | AssignFailure> {
    const loaded = await load(who, id, 'assign');
    if (!loaded.ok) return loaded;
    const { job, to } = loaded.value;
    const checked = await assignment(jobs, job, input, londonToday(deps.now()));
    if (!checked.ok) return checked;
    const { driver, overlapping } = checked.value;
    const at = deps.now().toISOString();
    const sameDriver = job.driver_id === driver.id;
    const change: Change = {
      action: 'assign',
      to,
      driverId: driver.id,
      detail: {
        driver_id: driver.id,
        driver_name: driver.name,
        registration: driver.registration,
        ...(job.driver_id !== null && !sameDriver ? { previous_driver_id: job.driver_id, previous_driver_name: job.driver_name } : {}),
        ...(overlapping.length > 0 ? { overlap_confirmed_with: overlapping.map((o) => o.job_id) } : {}),
        // Assigning a driver to a new job accepts it too.
        ...(job.status === 'new' ? { accepted: true } : {}),
      },
      // The same driver again changes nothing the passenger was told.
      mail: sameDriver ? undefined : { kind: 'driver_assigned', driver, changed: job.status === 'driver_assigned' },
    };
    try {
      const outcome = await locked(job, async (trx): Promise<Failure | boolean> => {
        const refused = claim ? await claim(trx, job) : null;
        if (refused) return refused;
        const allocation = await allocationOf(trx, who.by, job, driver);
        const applied = await apply(trx, who, job, { ...change, allocation }, at);
        if (!applied && claim) throw new JobChangedMeanwhile();
        return applied;
      });
      if (typeof outcome === 'object') return outcome;
      return outcome ? done(who, job, null) : conflict(who, job, 'assign');
    } catch (error) {
      if (error instanceof JobChangedMeanwhile) return conflict(who, job, 'assign');
      throw error;
    }
  }

  /**
   * Cancel, refunding a card payment when asked: one movement of the booking's money. Under its lock
   * the job is read again and the refund planned; the provider is asked; then, under the lock again,
   * the refund is recorded with the cancellation. A refusal changes nothing. A refund the provider
   * made is recorded even when the job could no longer be cancelled, because the money moved.
   */
  async function cancel(actor: Actor, id: number, input: CancelJobRequest): Promise<Result<JobActionResult>> {
    const loaded = await load(whoIs(actor), id, 'cancel');
    if (!loaded.ok) return loaded;
    const { job } = loaded.value;
    const by = byStaff(actor.staff);
    const moved = await deps.refunds.money.move({
      bookingId: job.booking_id,
      op: 'cancel',
      busyMessage: OPERATOR_MESSAGES.moneyBusy,
      plan: async (trx) => {
        const current = await jobs.findJob(actor.scope, id, trx);
        if (!current) return fail(404, NOT_FOUND);
        const transition = nextJobStatus(current.status, 'cancel');
        if (!transition.ok) return fail(409, transition.message);
        // The payments are read only when a refund is asked (planRefunds plans none otherwise).
        const parts = planRefunds(current, input.refund_pence ? await cardPaymentsOf(payments, current, trx) : [], input.refund_pence);
        if (!parts.ok) return parts;
        return ok({ refunds: parts.value, reason: input.reason, staffId: actor.staff.id, context: null });
      },
      finish: async (trx, made) => {
        const at = deps.now().toISOString();
        const refund = wholeRefund(await auditRefunds(trx, job, made, { provider: deps.refunds.provider, reason: input.reason, by, at }));
        // Read again: a dispatcher's change during the refund (an accept, a driver) still cancels.
        const current = await jobs.findJob(actor.scope, id, trx);
        const transition = current ? nextJobStatus(current.status, 'cancel') : null;
        if (!current || !transition?.ok) return { changed: false, refund };
        const change: Change = {
          action: 'cancel',
          to: transition.to,
          cancelReason: input.reason,
          detail: { reason: input.reason, ...(refund ? { refund_pence: refund.amount_pence, refund_id: refund.id } : {}) },
          mail: {
            kind: 'cancelled',
            reason: input.reason,
            refundPence: refund?.amount_pence ?? null,
            released: refund?.status === 'released',
            ...(refund ? { money: moneyOf(await cardPaymentsOf(payments, current, trx)) } : {}),
          },
        };
        return { changed: await apply(trx, whoIs(actor), current, change, at), refund };
      },
    });
    if (!moved.ok) return moved;
    const outcome = moved.value;
    await settleCard(job);
    if (!outcome.changed) {
      const refund = outcome.refund;
      const note = refund ? ` A refund of ${formatPounds(refund.amount_pence, job.currency_symbol)} was made and recorded.` : '';
      if (refund) await publish(job.company_id, [job.id]);
      return conflict(whoIs(actor), job, 'cancel', note);
    }
    return done(whoIs(actor), job, outcome.refund);
  }

  return {
    accept: (actor: Actor, id: number) => step(actor, id, 'accept'),
    onTheWay: (actor: Actor, id: number, input?: JobStepRequest) => step(actor, id, 'on_the_way', input),
    arrived: (actor: Actor, id: number, input?: JobStepRequest) => step(actor, id, 'arrived', input),
    onBoard: (actor: Actor, id: number, input?: JobStepRequest) => step(actor, id, 'on_board', input),
    complete: (actor: Actor, id: number, input?: JobStepRequest) => step(actor, id, 'complete', input),
    noShow: (actor: Actor, id: number, input?: JobStepRequest) => step(actor, id, 'no_show', input),
    assign,
    assignAs,
    stepAs,
    cancel,
    publish,
  };
}

export type JobActionsService = ReturnType<typeof createJobActionsService>;
