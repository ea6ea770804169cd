/**
 * The pickup follows the landing (issue 28 Deliver 4): run by the poller inside the transaction
 * that stores a watch's change, so across instances it runs once per change (the watch's claim).
 * For each job on the watch not yet under way the pickup follows the landing (followingPickup). Within the
 * company's limits the job's pickup moves (its money does not), audited with the provider's times;
 * beyond them, or diverted or cancelled, it does not move and needs the office (job_flight_status).
 */
import type { Kysely, Selectable } from 'kysely';
import { utcToLondonLocal } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { FlightWatchesTable } from './flights.tables.js';

/**
 * Where a pickup booked at `booked` goes when the landing (actual, else estimated) is `landing` for
 * a flight scheduled at `scheduled`: on time, it stays where the passenger chose; moved, it moves by
 * as much, and never to less than the company's minutes after the landing (`after`: domestic or
 * international, + meet and greet).
 */
export function followingPickup(booked: string, landing: string, scheduled: string | null, after: number): Date {
  const bookedMs = Date.parse(booked);
  const landingMs = Date.parse(landing);
  const shift = scheduled === null ? 0 : landingMs - Date.parse(scheduled);
  if (scheduled !== null && shift === 0) return new Date(bookedMs);
  return new Date(Math.max(bookedMs + shift, landingMs + after * 60_000));
}

/** Jobs whose pickup may still move: the driver has not set off. */
const MOVABLE = ['new', 'accepted', 'driver_assigned'] as const;
/** A difference smaller than this is not a move. */
const SAME_MINUTE_MS = 60_000;

type Watch = Selectable<FlightWatchesTable>;

const hhmm = (iso: string): string => {
  const { minute } = utcToLondonLocal(new Date(iso));
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

/** The flight as the board shows it: 'on time', 'delayed +40', 'early −10', 'landed 14:32', 'diverted', 'cancelled'. */
export function flightStatusText(watch: Pick<Watch, 'state' | 'actual_arrival' | 'delay_minutes'>): string {
  if (watch.state === 'landed' && watch.actual_arrival) return `landed ${hhmm(watch.actual_arrival)}`;
  if (watch.state === 'diverted' || watch.state === 'cancelled') return watch.state;
  if (watch.state === 'not_found') return 'not found';
  if (watch.state === 'pending' || watch.state === 'unknown') return 'not known yet';
  const delay = watch.delay_minutes ?? 0;
  if (delay >= 1) return `delayed +${delay}`;
  if (delay <= -1) return `early −${-delay}`;
  return 'on time';
}

/** What caused a move, in the provider's times: "estimated 14:40 (was 14:00)", "landed 14:32". */
function landingText(watch: Watch, previous: Pick<Watch, 'estimated_arrival' | 'scheduled_arrival'>): string {
  if (watch.actual_arrival) return `landed ${hhmm(watch.actual_arrival)}`;
  // Before its first answer a watch knows no times: the schedule is what it was.
  const was = previous.estimated_arrival ?? previous.scheduled_arrival ?? watch.scheduled_arrival;
  const now = watch.estimated_arrival ?? watch.scheduled_arrival!;
  return was && was !== now ? `estimated ${hhmm(now)} (was ${hhmm(was)})` : `estimated ${hhmm(now)}`;
}

export interface MovedJobs {
  /** Jobs changed (moved, or their flight status or attention changed), by company: the board is told. */
  byCompany: Map<number, number[]>;
}

/**
 * Applies the watch's new facts (already stored) to its jobs; `previous` is what the watch said
 * before. Answers the jobs whose board rows changed.
 */
export async function followLanding(trx: Kysely<Database>, watch: Watch, previous: Watch, now: Date): Promise<MovedJobs> {
  const at = now.toISOString();
  const jobs = await trx
    .selectFrom('flight_watch_jobs as w')
    .innerJoin('booking_jobs as j', 'j.id', 'w.job_id')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .innerJoin('bookings as b', 'b.id', 'j.booking_id')
    .leftJoin('booking_details as d', 'd.booking_id', 'j.booking_id')
    .leftJoin('job_flight_status as s', 's.job_id', 'j.id')
    .select([
      'j.id', 'j.company_id', 'j.status', 'j.pick_up_at', 'j.leg', 'b.booking_number', 'd.meet_and_greet',
      'c.landing_domestic_minutes', 'c.landing_international_minutes', 'c.landing_meet_greet_minutes',
      'c.flight_move_earlier_max_minutes', 'c.flight_move_later_max_minutes',
      's.moved_from', 's.moved_to', 's.status_text', 's.attention',
    ])
    .where('w.watch_id', '=', watch.id)
    .where('j.status', 'in', MOVABLE)
    .orderBy('j.id')
    .execute();
  const byCompany = new Map<number, number[]>();
  const told = (companyId: number, jobId: number) => byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), jobId]);
  const statusText = flightStatusText(watch);
  const landing = watch.actual_arrival ?? watch.estimated_arrival ?? watch.scheduled_arrival;

  for (const job of jobs) {
    // The limits are from the pickup as booked: after a move of ours, from where it was before it.
    const booked = job.moved_to === job.pick_up_at && job.moved_from ? job.moved_from : job.pick_up_at;
    let attention: string | null = null;
    let moveTo: string | null = null;
    if (watch.state === 'diverted' || watch.state === 'cancelled') {
      attention = `Flight ${watch.ident} ${watch.state}: the pickup was not moved`;
    } else if (landing && (watch.state === 'scheduled' || watch.state === 'en_route' || watch.state === 'landed')) {
      const after = (watch.domestic === 1 ? job.landing_domestic_minutes : job.landing_international_minutes) + (job.meet_and_greet === 'yes' ? job.landing_meet_greet_minutes : 0);
      const target = followingPickup(booked, landing, watch.scheduled_arrival, after);
      const fromBooked = (target.getTime() - Date.parse(booked)) / 60_000;
      if (fromBooked < -job.flight_move_earlier_max_minutes || fromBooked > job.flight_move_later_max_minutes) {
        attention = `Flight ${watch.ident} ${landingText(watch, previous)}: a pickup at ${hhmm(target.toISOString())} is beyond the limits (booked ${hhmm(booked)}); not moved`;
      } else if (Math.abs(target.getTime() - Date.parse(job.pick_up_at)) >= SAME_MINUTE_MS) {
        moveTo = target.toISOString();
      }
    }

    if (moveTo) {
      const local = utcToLondonLocal(new Date(moveTo));
      const time = hhmm(moveTo);
      // Status-guarded: a job set off (or changed) meanwhile is left as it is.
      const moved = await trx
        .updateTable('booking_jobs')
        .set({ pick_up_at: moveTo, pick_up_date: local.date, pick_up_time: time, updated_at: at })
        .where('id', '=', job.id)
        .where('pick_up_at', '=', job.pick_up_at)
        .where('status', 'in', MOVABLE)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) continue;
      await recordAudit(trx, {
        companyId: job.company_id,
        staffId: null,
        action: 'job.pickup_moved_by_flight',
        subjectType: 'job',
        subjectId: job.id,
        detail: {
          booking_number: job.booking_number,
          leg: job.leg,
          summary: `flight ${watch.ident} ${landingText(watch, previous)}; pickup ${time} (was ${hhmm(job.pick_up_at)})`,
          flight: watch.ident,
          state: watch.state,
          scheduled_arrival: watch.scheduled_arrival,
          estimated_arrival: watch.estimated_arrival,
          actual_arrival: watch.actual_arrival,
          previous_estimated_arrival: previous.estimated_arrival,
          pick_up_from: job.pick_up_at,
          pick_up_to: moveTo,
        },
        at,
      });
    }
    const row = { status_text: statusText, attention, moved_from: moveTo ? booked : job.moved_from, moved_to: moveTo ?? job.moved_to, updated_at: at };
    if (!moveTo && row.status_text === job.status_text && row.attention === job.attention) continue;
    await trx
      .insertInto('job_flight_status')
      .values({ job_id: job.id, company_id: job.company_id, watch_id: watch.id, ...row })
      .onConflict((oc) => oc.column('job_id').doUpdateSet({ watch_id: watch.id, ...row }))
      .execute();
    told(job.company_id, job.id);
  }
  return { byCompany };
}
