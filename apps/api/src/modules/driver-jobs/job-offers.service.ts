/**
 * Offers of jobs to drivers (README.md). Staff offer a job without a driver to one driver, with the
 * checks of Assign driver (dispatch's own); the driver accepts (dispatch assigns the job to them,
 * closing the offer in the same transaction under the booking's lock) or declines; an offer nobody
 * answers is timed out exactly at its expiry by a timer of the instance that made it, and by the
 * sweep (closeExpiredOffers) on any instance, should that one have gone. Each change is audited and
 * told to the boards and the driver's phone (`job.updated`) after the commit.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { OFFER_MESSAGES, type JobOfferView, type OfferJobRequest } from '@kerbside/contract';
import { nextJobStatus } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Failure, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type CompanyScope, NOT_FOUND, type StaffPrincipal } from '../../platform/company-scope/index.js';
import type { AssignFailure, DispatchForDrivers, JobActionResult, JobChanger } from '../dispatch/index.js';
import { createJobOffersRepository, offerJson, type OfferRecord } from './job-offers.repository.js';
import type { OfferAnswer } from './job-offers.tables.js';

export interface StaffActor {
  staff: StaffPrincipal;
  scope: CompanyScope;
}

/** The driver of a driver-app session. */
export interface DriverActor {
  driverId: number;
  driverName: string;
  companyId: number;
}

export interface JobOffersDeps {
  db: Kysely<Database>;
  dispatch: DispatchForDrivers;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const AUDIT: Record<OfferAnswer | 'offered', string> = {
  offered: 'job.offered',
  accepted: 'job.offer_accepted',
  declined: 'job.offer_declined',
  timed_out: 'job.offer_timed_out',
  withdrawn: 'job.offer_withdrawn',
};

const refusal = (message: string): Failure => ({ ok: false, status: 409, message });

/** Node's timers hold at most this long (about 24.8 days); offers last minutes. */
const MAX_TIMER_MS = 2_147_483_647;

export function createJobOffersService(deps: JobOffersDeps) {
  const repo = createJobOffersRepository(deps.db);
  const { dispatch } = deps;
  const timers = new Map<number, NodeJS.Timeout>();
  /** Told of a job whose offer was declined or timed out here (auto-offer offers it to the next driver). */
  let reopened: (companyId: number, jobId: number) => void = () => {};

  const audit = (trx: Kysely<Database>, offer: Pick<OfferRecord, 'id' | 'company_id' | 'job_id' | 'driver_id' | 'driver_name'>, what: keyof typeof AUDIT, staffId: number | null, at: string, more: Record<string, unknown> = {}) =>
    recordAudit(trx, {
      companyId: offer.company_id,
      staffId,
      action: AUDIT[what],
      subjectType: 'job',
      subjectId: offer.job_id,
      detail: { offer_id: offer.id, driver_id: offer.driver_id, driver_name: offer.driver_name, ...more },
      at,
    });

  /** The job's offer for the console: the open one, or the last closed since the job was last given a driver. */
  async function view(companyId: number, jobId: number, driverId: number | null): Promise<JobOfferView> {
    const latest = await repo.latestOfJob(companyId, jobId);
    // An accepted offer, or any offer once the job has a driver, is the assignment's story: the job page tells it.
    if (!latest || latest.answer === 'accepted' || (driverId !== null && latest.answer !== null)) return { offer: null };
    return { offer: offerJson(latest, deps.now()) };
  }

  function schedule(offerId: number, expiresAt: string) {
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(expiresAt) - deps.now().getTime()));
    const timer = setTimeout(() => {
      timers.delete(offerId);
      // A timer may fire a millisecond before the wall clock reaches the expiry (timers run on the
      // monotonic clock): close as of the expiry at least, or the offer would wait for the sweep.
      const at = new Date(Math.max(deps.now().getTime(), Date.parse(expiresAt)));
      closeExpiredOffers(at).catch((err: unknown) => deps.log.error({ err, offer_id: offerId }, 'offers: closing an expired offer failed'));
    }, wait);
    timer.unref();
    timers.set(offerId, timer);
  }

  function unschedule(offerId: number) {
    clearTimeout(timers.get(offerId));
    timers.delete(offerId);
  }

  /**
   * Closes every open offer past its expiry at `now` as timed out (withdrawn, when the job was given
   * a driver meanwhile), answered at its expiry; how many it closed. Any instance may run it: an
   * offer is closed once.
   */
  async function closeExpiredOffers(now: Date): Promise<number> {
    const at = now.toISOString();
    let closed = 0;
    for (const offer of await repo.expiredOpen(at)) {
      unschedule(offer.id);
      const done = await deps.db.transaction().execute(async (trx) => {
        const answer: OfferAnswer = (await repo.jobDriver(trx, offer.job_id)) === null ? 'timed_out' : 'withdrawn';
        if (!(await repo.close(trx, offer.id, answer, offer.expires_at))) return false;
        await audit(trx, offer, answer, null, offer.expires_at, { seconds: offer.seconds });
        return true;
      });
      if (!done) continue;
      closed += 1;
      await dispatch.publish(offer.company_id, [offer.job_id]);
      reopened(offer.company_id, offer.job_id);
    }
    return closed;
  }

  /**
   * Offers the job to the driver: Assign driver's checks (`confirm_overlap` as given), then one row
   * of job_offers and its audit entry; `by` null is the system (auto-offer, `offered_by` null). A job
   * with an open offer already (the partial unique index: a staff offer and an automatic one, or two
   * instances, at the same instant) is refused with "offered already", never twice.
   */
  async function offerAs(by: StaffPrincipal | null, scope: CompanyScope, jobId: number, input: OfferJobRequest): Promise<Result<JobOfferView> | AssignFailure> {
    const job = await dispatch.jobs.findJob(scope, jobId);
    if (!job) return fail(404, NOT_FOUND);
    if (job.driver_id !== null) return fail(409, OFFER_MESSAGES.hasDriver);
    const transition = nextJobStatus(job.status, 'assign');
    if (!transition.ok) return fail(409, transition.message);
    const checked = await dispatch.check(job, input);
    if (!checked.ok) return checked;
    const { driver, overlapping } = checked.value;
    const now = deps.now();
    const at = now.toISOString();
    const seconds = await repo.offerSeconds(job.company_id);
    const expiresAt = new Date(now.getTime() + seconds * 1000).toISOString();
    // An earlier offer past its expiry that no sweep closed yet is closed first: it no longer holds the job.
    await closeExpiredOffers(now);
    let replaced: OfferRecord | null = null;
    const made = await deps.db.transaction().execute(async (trx) => {
      // Staff take precedence over auto-offer: their offer replaces an automatic one still open.
      const open = by === null ? null : await repo.latestOfJob(job.company_id, job.id, trx);
      if (open && open.answer === null && open.offered_by === null && (await repo.close(trx, open.id, 'withdrawn', at))) {
        await audit(trx, open, 'withdrawn', by!.id, at, { replaced_by_staff_offer: true });
        replaced = open;
      }
      const id = await repo.insert(trx, { companyId: job.company_id, jobId: job.id, driverId: driver.id, offeredBy: by?.id ?? null, at, expiresAt, seconds });
      if (id === null) return null;
      const more = { expires_at: expiresAt, seconds, ...(by === null ? { automatic: true } : {}), ...(overlapping.length > 0 ? { overlap_confirmed_with: overlapping.map((o) => o.job_id) } : {}) };
      await audit(trx, { id, company_id: job.company_id, job_id: job.id, driver_id: driver.id, driver_name: driver.name }, 'offered', by?.id ?? null, at, more);
      await repo.forgetMiss(trx, job.id);
      return id;
    });
    if (made === null) return fail(409, OFFER_MESSAGES.offeredAlready);
    if (replaced) unschedule((replaced as OfferRecord).id);
    schedule(made, expiresAt);
    await dispatch.publish(job.company_id, [job.id]);
    return ok(await view(job.company_id, job.id, null));
  }

  const offer = (actor: StaffActor, jobId: number, input: OfferJobRequest) => offerAs(actor.staff, actor.scope, jobId, input);

  /** Auto-offer's offer: the system's, to a driver free at the job's time (no overlap confirmed). */
  const offerAutomatically = (companyId: number, jobId: number, driverId: number) => offerAs(null, { all: false, companyId }, jobId, { driver_id: driverId, confirm_overlap: false });

  async function withdraw(actor: StaffActor, jobId: number): Promise<Result<JobOfferView>> {
    const job = await dispatch.jobs.findJob(actor.scope, jobId);
    if (!job) return fail(404, NOT_FOUND);
    const latest = await repo.latestOfJob(job.company_id, job.id);
    const at = deps.now().toISOString();
    if (!latest || latest.answer !== null) return fail(409, OFFER_MESSAGES.noOpenOffer);
    const withdrawn = await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.close(trx, latest.id, 'withdrawn', at, at))) return false;
      await audit(trx, latest, 'withdrawn', actor.staff.id, at);
      return true;
    });
    if (!withdrawn) return fail(409, OFFER_MESSAGES.noOpenOffer);
    unschedule(latest.id);
    await dispatch.publish(job.company_id, [job.id]);
    return ok(await view(job.company_id, job.id, job.driver_id));
  }

  /** The driver's open offer, or why it cannot be answered. */
  async function answerable(driver: DriverActor, offerId: number): Promise<Result<OfferRecord>> {
    const found = await repo.ofDriver(driver.driverId, driver.companyId, offerId);
    if (!found) return fail(404, NOT_FOUND);
    return openOrWhyNot(found);
  }

  function openOrWhyNot(found: OfferRecord): Result<OfferRecord> {
    if (found.answer === 'withdrawn') return fail(409, OFFER_MESSAGES.withdrawn);
    if (found.answer === 'timed_out' || (found.answer === null && Date.parse(found.expires_at) <= deps.now().getTime())) return fail(409, OFFER_MESSAGES.expired);
    if (found.answer !== null) return fail(409, OFFER_MESSAGES.answered);
    return ok(found);
  }

  /** Accepting assigns the job to the driver through dispatch's assignment: the same checks, lock, audit and passenger's mail. */
  async function accept(driver: DriverActor, offerId: number): Promise<Result<JobActionResult> | AssignFailure> {
    const open = await answerable(driver, offerId);
    if (!open.ok) return open;
    const found = open.value;
    const who: JobChanger = { by: { kind: 'driver', id: driver.driverId, name: driver.driverName }, scope: { all: false, companyId: driver.companyId } };
    // The office confirmed any overlap when it offered the job.
    const result = await dispatch.assignAs(who, found.job_id, { driver_id: driver.driverId, confirm_overlap: true }, async (trx): Promise<Failure | null> => {
      const at = deps.now().toISOString();
      if ((await repo.jobDriver(trx, found.job_id)) !== null) return refusal(OFFER_MESSAGES.withdrawn);
      if (!(await repo.close(trx, found.id, 'accepted', at, at))) {
        const now = await repo.ofDriver(driver.driverId, driver.companyId, offerId);
        const why = now ? openOrWhyNot(now) : null;
        return why && !why.ok ? why : refusal(OFFER_MESSAGES.answered);
      }
      await audit(trx, found, 'accepted', null, at, { actor: 'driver' });
      return null;
    });
    if (result.ok) unschedule(found.id);
    return result;
  }

  async function decline(driver: DriverActor, offerId: number): Promise<Result<{ declined: true }>> {
    const open = await answerable(driver, offerId);
    if (!open.ok) return open;
    const found = open.value;
    const at = deps.now().toISOString();
    const declined = await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.close(trx, found.id, 'declined', at, at))) return false;
      await audit(trx, found, 'declined', null, at, { actor: 'driver' });
      return true;
    });
    if (!declined) {
      const now = await repo.ofDriver(driver.driverId, driver.companyId, offerId);
      const why = now ? openOrWhyNot(now) : null;
      return why && !why.ok ? why : fail(409, OFFER_MESSAGES.answered);
    }
    unschedule(found.id);
    await dispatch.publish(found.company_id, [found.job_id]);
    reopened(found.company_id, found.job_id);
    return ok({ declined: true });
  }

  return {
    offer,
    offerAutomatically,
    withdraw,
    accept,
    decline,
    closeExpiredOffers,
    /** The console's view of a job's offer (GET …/jobs/{id}/offer). */
    async current(actor: StaffActor, jobId: number): Promise<Result<JobOfferView>> {
      const job = await dispatch.jobs.findJob(actor.scope, jobId);
      if (!job) return fail(404, NOT_FOUND);
      return ok(await view(job.company_id, job.id, job.driver_id));
    },
    whenReopened(listener: (companyId: number, jobId: number) => void) {
      reopened = listener;
    },
    /** Stops every timer (the app is closing; the sweep of another instance, or this one's next start, closes them). */
    stopTimers() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
    repo,
  };
}

export type JobOffersService = ReturnType<typeof createJobOffersService>;
