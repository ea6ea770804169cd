/**
 * Making and leaving watches, inside the caller's transaction (the bookings or dispatch code that
 * stores an airport pickup). One watch per flight ident, London arrival date and airport, shared by
 * every job on it; a job is on one watch at most (a changed flight moves it).
 */
import type { Kysely, Transaction } from 'kysely';
import { parseFlightNumber } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { expectedArrivalOf, firstPollAt } from './poll-plan.js';

export interface WatchFlightInput {
  jobId: number;
  companyId: number;
  /** As the passenger typed it ('ba 283'). */
  flightNo: string;
  /** IATA code of the pickup airport. */
  airportCode: string;
  /** London date of arrival, YYYY-MM-DD. */
  date: string;
  /** The job's pick-up instant, when known: the first call is 6 hours before it. */
  pickUpAt?: Date;
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Puts the job on its flight's watch (made if new) and answers the watch's id; null, and nothing
 * stored, for a flight number that cannot be read (a train, a typo: the office checks by hand).
 * Throws for a job that is not the company's (a caller's bug).
 */
export async function watchFlightForJob(db: Db, input: WatchFlightInput, now: Date): Promise<number | null> {
  const flight = parseFlightNumber(input.flightNo);
  const airportCode = input.airportCode.trim().toUpperCase();
  if (!flight || !/^[A-Z]{3}$/.test(airportCode) || !/^\d{4}-\d{2}-\d{2}$/.test(input.date)) return null;
  const job = await db.selectFrom('booking_jobs').select('company_id').where('id', '=', input.jobId).executeTakeFirst();
  if (job?.company_id !== input.companyId) throw new Error(`watchFlightForJob: job ${input.jobId} is not a job of company ${input.companyId}`);
  const at = now.toISOString();
  const firstPoll = firstPollAt(expectedArrivalOf(input.date, input.pickUpAt), now).toISOString();
  const key = { ident: flight.ident, arrival_date: input.date, airport_code: airportCode };
  await db
    .insertInto('flight_watches')
    .values({ ...key, state: 'pending', scheduled_arrival: null, estimated_arrival: null, actual_arrival: null, delay_minutes: null, origin_code: null, destination_code: null, domestic: null, provider_flight_id: null, next_poll_at: firstPoll, last_polled_at: null, last_error: null, stopped_reason: null, created_at: at, updated_at: at })
    .onConflict((oc) => oc.columns(['ident', 'arrival_date', 'airport_code']).doNothing())
    .execute();
  const watch = await db.selectFrom('flight_watches').select(['id', 'state', 'next_poll_at', 'stopped_reason']).where('ident', '=', key.ident).where('arrival_date', '=', key.arrival_date).where('airport_code', '=', key.airport_code).executeTakeFirstOrThrow();
  await db
    .insertInto('flight_watch_jobs')
    .values({ job_id: input.jobId, watch_id: watch.id, company_id: input.companyId, created_at: at })
    .onConflict((oc) => oc.column('job_id').doUpdateSet({ watch_id: watch.id, company_id: input.companyId, created_at: at }))
    .execute();
  // A watch not yet asked, or stopped for want of jobs, starts as early as its earliest job needs.
  const rearm = watch.stopped_reason === NO_JOBS;
  if ((watch.state === 'pending' && watch.next_poll_at !== null && firstPoll < watch.next_poll_at) || rearm) {
    await db.updateTable('flight_watches').set({ next_poll_at: firstPoll, stopped_reason: null, updated_at: at }).where('id', '=', watch.id).execute();
  }
  return watch.id;
}

/** Takes the job off its watch (cancelled, its flight number removed); the poller stops a watch with no jobs left. */
export async function unwatchJob(db: Db, jobId: number): Promise<void> {
  await db.deleteFrom('flight_watch_jobs').where('job_id', '=', jobId).execute();
}

export const NO_JOBS = 'no job uses it';
