/**
 * Statuses from the car (issue 25 §4): the driver's phone sends on the way, arrived, passenger on
 * board, completed or no-show with the time it happened (perhaps long after, when signal came
 * back) and a client id. A client id seen before changes nothing (200, recorded: false). Else the
 * job must be this driver's; the step must be ahead of the job's status (behind it: 409, words
 * that say so); its time no later than the server's clock allows for a phone a little fast, and
 * not before the assignment or the step recorded before it (422). Dispatch then records it as the
 * desk would (stepAs: the lifecycle, the clock's rules judged at that time, the passenger's mail,
 * the lock, the audit with the driver as actor, job.updated), the step's time being the phone's.
 */
import type { Kysely } from 'kysely';
import {
  DRIVER_CLOCK_SKEW_MINUTES,
  DRIVER_STATUS_MESSAGES,
  JOB_STATUS_LABELS,
  type DriverStatus,
  type DriverStatusRequest,
  type DriverStatusResult,
  type AddJobExtraRequest,
  type JobStatus,
} from '@kerbside/contract';
import { NO_SHOW_WAIT_FLIGHT_MINUTES, NO_SHOW_WAIT_MINUTES, utcToLondonLocal } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Failure, type Result } from '../../http/result.js';
import { NOT_FOUND } from '../../platform/company-scope/index.js';
import type { DispatchForDrivers, JobChanger, JobRow, JobStepAction } from '../dispatch/index.js';
import type { DriverActor } from './job-offers.service.js';

const ACTION_OF: Record<DriverStatus, JobStepAction> = {
  on_the_way: 'on_the_way',
  arrived: 'arrived',
  passenger_on_board: 'on_board',
  completed: 'complete',
  no_show: 'no_show',
};

/** The journey's order: a step at or behind the job's place in it is out of order. */
const PLACE: Partial<Record<JobStatus, number>> = { driver_assigned: 0, on_the_way: 1, arrived: 2, passenger_on_board: 3, completed: 4, no_show: 4 };

const hhmm = (instant: string) => {
  const minute = utcToLondonLocal(new Date(instant)).minute;
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

/** A replay seen only inside the step's transaction (two copies sent at once): answered as a replay. */
const REPLAYED: Failure = { ok: false, status: 409, message: 'replayed' };

export function createDriverStatusesService(deps: { db: Kysely<Database>; dispatch: DispatchForDrivers; now: () => Date }) {
  const { dispatch } = deps;

  /** The answer to a client id seen before: the same job of the same driver, else 409. */
  async function replay(driver: DriverActor, jobId: number, clientId: string): Promise<Result<DriverStatusResult> | null> {
    const seen = await deps.db.selectFrom('driver_job_steps').select(['job_id', 'driver_id']).where('client_id', '=', clientId).executeTakeFirst();
    if (!seen) return null;
    if (seen.driver_id !== driver.driverId || seen.job_id !== jobId) return fail(409, DRIVER_STATUS_MESSAGES.otherJob);
    const job = await dispatch.jobs.findJob({ all: false, companyId: driver.companyId }, jobId);
    if (!job) return fail(404, NOT_FOUND);
    return ok({ job_id: job.id, status: job.status, recorded: false, completion_refused: [] });
  }

  /** Why the step cannot be taken now, before asking dispatch (which checks the lifecycle and the clock again under the lock). */
  function refusal(job: JobRow, status: DriverStatus, at: Date): Failure | null {
    const here = PLACE[job.status];
    const there = PLACE[status]!;
    if (here === undefined || here >= there) {
      return { ok: false, status: 409, message: `This job is already marked ${JOB_STATUS_LABELS[job.status]}: “${JOB_STATUS_LABELS[status]}” cannot come after it.` };
    }
    if (at.getTime() > deps.now().getTime() + DRIVER_CLOCK_SKEW_MINUTES * 60_000) return { ok: false, status: 422, message: DRIVER_STATUS_MESSAGES.future };
    if (job.assigned_at && at.toISOString() < job.assigned_at) return { ok: false, status: 422, message: `${DRIVER_STATUS_MESSAGES.beforeAssignment} (${hhmm(job.assigned_at)})` };
    const previous = [job.on_the_way_at, job.arrived_at, job.on_board_at].filter((t): t is string => t !== null).sort().at(-1);
    if (previous && at.toISOString() < previous) return { ok: false, status: 422, message: `${DRIVER_STATUS_MESSAGES.beforePrevious} (${hhmm(previous)})` };
    if (status === 'no_show') {
      if (job.status !== 'arrived' || !job.arrived_at) return { ok: false, status: 409, message: 'Mark Arrived first: a no-show is recorded after waiting at the pickup.' };
      const wait = job.flight_no?.trim() ? NO_SHOW_WAIT_FLIGHT_MINUTES : NO_SHOW_WAIT_MINUTES;
      const from = Math.max(Date.parse(job.arrived_at), Date.parse(job.pick_up_at));
      const until = new Date(from + wait * 60_000).toISOString();
      if (at.toISOString() < until) return { ok: false, status: 409, message: `A no-show can be recorded from ${hhmm(until)}: the passenger is given ${wait} minutes at the pickup.` };
    }
    return null;
  }

  return {
    async record(driver: DriverActor, jobId: number, input: DriverStatusRequest): Promise<Result<DriverStatusResult>> {
      const replayed = await replay(driver, jobId, input.client_id);
      if (replayed) return replayed;
      const job = await dispatch.jobs.findJob({ all: false, companyId: driver.companyId }, jobId);
      if (!job || job.driver_id !== driver.driverId) return fail(404, NOT_FOUND);
      const at = new Date(input.happened_at);
      const refused = refusal(job, input.status, at);
      if (refused) return refused;
      if (input.completion && input.status !== 'completed') return fail(422, 'Waiting, parking, stops, tolls and cash are given with Completed.');
      const receivedAt = deps.now().toISOString();
      const who: JobChanger = { by: { kind: 'driver', id: driver.driverId, name: driver.driverName }, scope: { all: false, companyId: driver.companyId } };
      const detail = { client_id: input.client_id, happened_at: at.toISOString(), received_at: receivedAt, ...(input.position ? { position: input.position } : {}) };
      const result = await dispatch.stepAs(who, jobId, ACTION_OF[input.status], {
        at,
        detail,
        record: async (trx) => {
          const kept = await trx
            .insertInto('driver_job_steps')
            .values({
              company_id: job.company_id,
              job_id: job.id,
              driver_id: driver.driverId,
              client_id: input.client_id,
              status: input.status,
              happened_at: at.toISOString(),
              received_at: receivedAt,
              lat: input.position?.lat ?? null,
              lng: input.position?.lng ?? null,
              accuracy: input.position?.accuracy ?? null,
            })
            .onConflict((oc) => oc.column('client_id').doNothing())
            .returning('id')
            .executeTakeFirst();
          return kept ? null : REPLAYED;
        },
      });
      if (!result.ok) {
        if (result === REPLAYED) return (await replay(driver, jobId, input.client_id)) ?? fail(409, DRIVER_STATUS_MESSAGES.otherJob);
        // The desk's clock rule: the phone cannot confirm an early step; the office can.
        return result.status === 409 ? { ...result, message: result.message.replace(/ To .* confirm it and give a reason\.$/, ' The office can record it with a reason.') } : result;
      }
      // The entries after the journey, as staff add them; the cash last, as it is checked against what the others make due.
      const completion_refused: DriverStatusResult['completion_refused'] = [];
      const given = input.completion ?? {};
      const entries: AddJobExtraRequest[] = [
        ...(given.waiting_minutes ? [{ kind: 'waiting' as const, minutes: given.waiting_minutes }] : []),
        ...(given.parking_pence ? [{ kind: 'parking' as const, amount_pence: given.parking_pence }] : []),
        ...(given.extra_stop_pence ? [{ kind: 'extra_stop' as const, amount_pence: given.extra_stop_pence }] : []),
        ...(given.toll_pence ? [{ kind: 'toll' as const, amount_pence: given.toll_pence }] : []),
        ...(given.cash_pence ? [{ kind: 'cash' as const, amount_pence: given.cash_pence }] : []),
      ];
      for (const entry of entries) {
        const added = await dispatch.addExtra(who, jobId, { ...entry, note: 'From the driver’s phone' });
        if (!added.ok) completion_refused.push({ kind: entry.kind, message: added.message });
      }
      return ok({ job_id: jobId, status: result.value.job.status, recorded: true, completion_refused });
    },
  };
}

export type DriverStatusesService = ReturnType<typeof createDriverStatusesService>;
