/**
 * The scheduler's pass over due watches. Every instance may run it: each watch is first claimed by
 * a conditional update of its next_poll_at (the value read must still be there), so across
 * instances one call per watch per due time. A claim lasts CLAIM_MS, longer than a batch of calls
 * with their timeout: an instance that dies mid-call leaves the watch to be asked again after it.
 */
import type { FlightChanged } from '@kerbside/contract';

/** The board's event for jobs whose pickup or flight status changed. */
type JobsUpdated = { type: 'job.updated'; company_id: number; job_ids: number[] };
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LiveEvents } from '../../platform/live-events/index.js';
import type { FlightLookup, FlightStatus, FlightStatusProvider } from './flight-status-provider.js';
import type { FlightWatchesTable, WatchState } from './flights.tables.js';
import { NO_JOBS } from './flight-watches.js';
import { nextPoll } from './poll-plan.js';
import { followLanding } from './pickup-mover.js';

/** Each watch is claimed just before its call: longer than one call with its 10 s timeout. */
const CLAIM_MS = 5 * 60_000;
/** Due watches read at a time; a pass reads again until none is due (at most MAX_BATCHES times). */
const BATCH = 20;
const MAX_BATCHES = 100;
/** Jobs past these are no longer collected from the flight. */
const WAITING_STATUSES = ['new', 'accepted', 'driver_assigned', 'on_the_way', 'arrived'] as const;
const MAX_JOB_IDS = 500;

export interface PollLog {
  warn(obj: object, msg: string): void;
}

export interface PollerDeps {
  db: Kysely<Database>;
  provider: FlightStatusProvider;
  events: Pick<LiveEvents, 'publish'>;
  log: PollLog;
}

export interface PassResult {
  /** Watches this instance claimed. */
  claimed: number;
  /** Calls made to the provider. */
  calls: number;
}

type Watch = Selectable<FlightWatchesTable>;

export function createFlightWatchPoller(deps: PollerDeps) {
  const { db } = deps;

  async function claim(watch: Pick<Watch, 'id' | 'next_poll_at'>, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('flight_watches')
      .set({ next_poll_at: new Date(now.getTime() + CLAIM_MS).toISOString(), updated_at: now.toISOString() })
      .where('id', '=', watch.id)
      .where('next_poll_at', '=', watch.next_poll_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  // The job's own company (not the one the caller gave): an event never names another company's job.
  async function waitingJobs(watchId: number): Promise<Array<{ job_id: number; company_id: number }>> {
    return db
      .selectFrom('flight_watch_jobs')
      .innerJoin('booking_jobs', 'booking_jobs.id', 'flight_watch_jobs.job_id')
      .select(['flight_watch_jobs.job_id', 'booking_jobs.company_id'])
      .where('flight_watch_jobs.watch_id', '=', watchId)
      .where('booking_jobs.status', 'in', WAITING_STATUSES)
      .orderBy('flight_watch_jobs.job_id')
      .execute();
  }

  /** Asks the provider for one claimed watch and stores what it said; the events to publish once committed. */
  async function poll(watch: Watch, now: Date): Promise<{ called: boolean; events: Array<FlightChanged | JobsUpdated> }> {
    const at = now.toISOString();
    const jobs = await waitingJobs(watch.id);
    if (jobs.length === 0) {
      await db.updateTable('flight_watches').set({ next_poll_at: null, stopped_reason: NO_JOBS, updated_at: at }).where('id', '=', watch.id).execute();
      return { called: false, events: [] };
    }
    const lookup = await deps.provider.lookup(watch.ident, { date: watch.arrival_date, arrivalAirport: watch.airport_code });
    const failed = lookup.kind === 'rate_limited' || lookup.kind === 'unavailable';
    const failures = failed ? watch.failures + 1 : 0;
    const next = nextPoll(lookup, now, failures, watch.arrival_date);
    if (failed) deps.log.warn({ watchId: watch.id, ident: watch.ident, lookup: lookup.kind, failures }, 'flights: the flight-status provider did not answer');
    const facts = failed ? null : factsOf(lookup);
    const changed = facts !== null && differs(watch, facts);
    const found = lookup.kind === 'found' ? { domestic: lookup.flight.domestic ? 1 : 0, provider_flight_id: lookup.flight.providerFlightId } : {};
    const moved = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('flight_watches')
        .set({
          ...(facts ?? {}),
          ...found,
          next_poll_at: next.at?.toISOString() ?? null,
          stopped_reason: next.at ? null : next.stoppedReason,
          polls: watch.polls + 1,
          failures,
          last_polled_at: at,
          last_error: lookup.kind === 'unavailable' ? lookup.error.slice(0, 300) : lookup.kind === 'rate_limited' ? `rate limited for ${Math.round(lookup.retryAfterMs / 1000)} s` : null,
          updated_at: at,
        })
        .where('id', '=', watch.id)
        .execute();
      if (!changed) return [];
      await trx.insertInto('flight_watch_history').values({ watch_id: watch.id, observed_at: at, ...facts }).execute();
      // Inside the claimed watch's transaction: one instance moves the pickups of one change, once.
      const { byCompany } = await followLanding(trx, { ...watch, ...facts, ...found }, watch, now);
      return [...byCompany].map(([companyId, jobIds]): JobsUpdated => ({ type: 'job.updated', company_id: companyId, job_ids: jobIds }));
    });
    return { called: true, events: changed ? [...eventsOf(watch.id, facts.state, jobs), ...moved] : [] };
  }

  return {
    /**
     * Polls every watch due at `now`, one after another. Each one polled (or taken by another
     * instance) moves its next_poll_at past `now`, so the reads end.
     */
    async pass(now: Date): Promise<PassResult> {
      let claimed = 0;
      let calls = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const due = await db.selectFrom('flight_watches').selectAll().where('next_poll_at', '<=', now.toISOString()).orderBy('next_poll_at').orderBy('id').limit(BATCH).execute();
        for (const watch of due) {
          if (!(await claim(watch, now))) continue;
          claimed += 1;
          const { called, events } = await poll(watch, now);
          if (called) calls += 1;
          for (const event of events) await deps.events.publish(event);
        }
        if (due.length < BATCH) break;
      }
      return { claimed, calls };
    },
  };
}

type Facts = Pick<Watch, 'state' | 'scheduled_arrival' | 'estimated_arrival' | 'actual_arrival' | 'delay_minutes' | 'origin_code' | 'destination_code'>;

function factsOf(lookup: Extract<FlightLookup, { kind: 'found' | 'not_found' }>): Facts {
  if (lookup.kind === 'not_found') {
    return { state: 'not_found', scheduled_arrival: null, estimated_arrival: null, actual_arrival: null, delay_minutes: null, origin_code: null, destination_code: null };
  }
  const flight: FlightStatus = lookup.flight;
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  return {
    state: flight.state,
    scheduled_arrival: iso(flight.scheduledArrival),
    estimated_arrival: iso(flight.estimatedArrival),
    actual_arrival: iso(flight.actualArrival),
    delay_minutes: flight.delayMinutes,
    origin_code: flight.originCode,
    destination_code: flight.destinationCode,
  };
}

function differs(watch: Watch, facts: Facts): boolean {
  return (Object.keys(facts) as Array<keyof Facts>).some((key) => watch[key] !== facts[key]);
}

/** One event per company, its job ids in chunks the bus carries. */
function eventsOf(watchId: number, state: WatchState, jobs: Array<{ job_id: number; company_id: number }>): FlightChanged[] {
  if (state === 'pending') return [];
  const byCompany = new Map<number, number[]>();
  for (const job of jobs) byCompany.set(job.company_id, [...(byCompany.get(job.company_id) ?? []), job.job_id]);
  const events: FlightChanged[] = [];
  for (const [companyId, ids] of byCompany) {
    for (let i = 0; i < ids.length; i += MAX_JOB_IDS) events.push({ type: 'flight.changed', company_id: companyId, watch_id: watchId, state, job_ids: ids.slice(i, i + MAX_JOB_IDS) });
  }
  return events;
}
