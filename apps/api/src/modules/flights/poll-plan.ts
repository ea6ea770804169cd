/**
 * When a watch is next asked of the provider (issue 28 §3): from 6 hours before the expected
 * arrival every 30 minutes, every 5 in the last hour and after it until the flight lands, is
 * cancelled or diverted. Pure: the poller stores what it answers.
 */
import { londonLocalToUtc } from '@kerbside/domain';
import type { FlightLookup } from './flight-status-provider.js';

const MINUTE = 60_000;
export const POLL_PLAN = {
  /** The first call this long before the expected arrival. */
  watchFromMs: 6 * 60 * MINUTE,
  everyMs: 30 * MINUTE,
  /** Within this of the expected arrival, and after it… */
  closeWindowMs: 60 * MINUTE,
  closeEveryMs: 5 * MINUTE,
  /** …until this long after it with no landing reported: then the office decides. */
  giveUpAfterMs: 3 * 60 * MINUTE,
  /** A flight the provider does not know (yet) is asked again this often, until its day is over. */
  notFoundEveryMs: 60 * MINUTE,
  /** A 429 without a longer Retry-After waits this long. */
  rateLimitedMinMs: MINUTE,
  /** Backoff after failed calls in a row: 1, 2, 4… minutes, at most 30. */
  failureBaseMs: MINUTE,
  failureMaxMs: 30 * MINUTE,
} as const;

export type NextPoll = { at: Date } | { at: null; stoppedReason: string };

/** The first call for a new watch: 6 hours before the expected arrival, or now if that is past. */
export function firstPollAt(expectedArrival: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), expectedArrival.getTime() - POLL_PLAN.watchFromMs));
}

/** The expected arrival before the provider was asked: the pickup time, else the start of the arrival date. */
export function expectedArrivalOf(date: string, pickUpAt: Date | undefined): Date {
  return pickUpAt ?? londonLocalToUtc({ date, minute: 0 });
}

/**
 * After a call answered `lookup` at `now`; `failures`: failed calls in a row including this one;
 * `arrivalDate`: the watch's London date (a flight not found is given up when it is over).
 */
export function nextPoll(lookup: FlightLookup, now: Date, failures: number, arrivalDate: string): NextPoll {
  const t = now.getTime();
  switch (lookup.kind) {
    case 'rate_limited':
      return { at: new Date(t + Math.max(lookup.retryAfterMs, POLL_PLAN.rateLimitedMinMs)) };
    case 'unavailable':
      return { at: new Date(t + Math.min(POLL_PLAN.failureBaseMs * 2 ** Math.max(failures - 1, 0), POLL_PLAN.failureMaxMs)) };
    case 'not_found': {
      const dayOver = londonLocalToUtc({ date: arrivalDate, minute: 24 * 60 - 1 }).getTime();
      return t >= dayOver ? { at: null, stoppedReason: 'not found on its arrival date' } : { at: new Date(Math.min(t + POLL_PLAN.notFoundEveryMs, dayOver)) };
    }
    case 'found':
      break;
  }
  const { flight } = lookup;
  if (flight.state === 'landed' || flight.state === 'cancelled' || flight.state === 'diverted') return { at: null, stoppedReason: flight.state };
  const expected = (flight.estimatedArrival ?? flight.scheduledArrival)?.getTime();
  if (expected === undefined) return { at: new Date(t + POLL_PLAN.everyMs) };
  if (t < expected - POLL_PLAN.watchFromMs) return { at: new Date(expected - POLL_PLAN.watchFromMs) };
  if (t < expected - POLL_PLAN.closeWindowMs) return { at: new Date(Math.min(t + POLL_PLAN.everyMs, expected - POLL_PLAN.closeWindowMs)) };
  if (t <= expected + POLL_PLAN.giveUpAfterMs) return { at: new Date(t + POLL_PLAN.closeEveryMs) };
  return { at: null, stoppedReason: 'no landing reported 3 hours after the expected arrival' };
}
