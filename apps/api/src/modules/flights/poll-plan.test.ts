import { describe, expect, it } from 'vitest';
import type { FlightLookup, FlightStatus } from './flight-status-provider.js';
import { firstPollAt, nextPoll } from './poll-plan.js';

const DUE = new Date('2026-12-01T14:00:00Z');
const at = (iso: string) => new Date(iso);
const flight = (changes: Partial<FlightStatus> = {}): FlightLookup => ({
  kind: 'found',
  flight: { state: 'scheduled', scheduledArrival: DUE, estimatedArrival: DUE, actualArrival: null, delayMinutes: 0, originCode: 'JFK', destinationCode: 'LHR', originCity: 'New York', domestic: false, providerFlightId: null, ...changes },
});

describe('the poll plan', () => {
  it('starts 6 hours before the expected arrival, or now when that is past', () => {
    expect(firstPollAt(DUE, at('2026-12-01T06:00:00Z'))).toEqual(at('2026-12-01T08:00:00Z'));
    expect(firstPollAt(DUE, at('2026-12-01T09:10:00Z'))).toEqual(at('2026-12-01T09:10:00Z'));
  });

  it('polls every 30 minutes, then every 5 in the last hour and after it, following the estimate', () => {
    expect(nextPoll(flight(), at('2026-12-01T05:00:00Z'), 0, '2026-12-01')).toEqual({ at: at('2026-12-01T08:00:00Z') });
    expect(nextPoll(flight(), at('2026-12-01T08:00:00Z'), 0, '2026-12-01')).toEqual({ at: at('2026-12-01T08:30:00Z') });
    expect(nextPoll(flight(), at('2026-12-01T12:45:00Z'), 0, '2026-12-01')).toEqual({ at: at('2026-12-01T13:00:00Z') });
    expect(nextPoll(flight(), at('2026-12-01T13:00:00Z'), 0, '2026-12-01')).toEqual({ at: at('2026-12-01T13:05:00Z') });
    expect(nextPoll(flight(), at('2026-12-01T14:20:00Z'), 0, '2026-12-01')).toEqual({ at: at('2026-12-01T14:25:00Z') });
    // Delayed to 16:00: back to every 30 minutes until 15:00.
    expect(nextPoll(flight({ estimatedArrival: at('2026-12-01T16:00:00Z') }), at('2026-12-01T13:00:00Z'), 0, '2026-12-01')).toEqual({ at: at('2026-12-01T13:30:00Z') });
  });

  it('stops once the flight has landed, is cancelled or diverted, or 3 hours after an arrival never reported', () => {
    for (const state of ['landed', 'cancelled', 'diverted'] as const) {
      expect(nextPoll(flight({ state }), at('2026-12-01T13:00:00Z'), 0, '2026-12-01')).toEqual({ at: null, stoppedReason: state });
    }
    expect(nextPoll(flight(), at('2026-12-01T17:01:00Z'), 0, '2026-12-01')).toEqual({ at: null, stoppedReason: 'no landing reported 3 hours after the expected arrival' });
  });

  it('backs off on a 429 by its Retry-After (a minute at least) and on failures, doubling to 30 minutes', () => {
    const now = at('2026-12-01T13:00:00Z');
    expect(nextPoll({ kind: 'rate_limited', retryAfterMs: 120_000 }, now, 1, '2026-12-01')).toEqual({ at: at('2026-12-01T13:02:00Z') });
    expect(nextPoll({ kind: 'rate_limited', retryAfterMs: 1_000 }, now, 1, '2026-12-01')).toEqual({ at: at('2026-12-01T13:01:00Z') });
    const unavailable = { kind: 'unavailable', error: 'down' } as const;
    expect([1, 2, 3, 6, 9].map((failures) => nextPoll(unavailable, now, failures, '2026-12-01').at?.toISOString())).toEqual([
      '2026-12-01T13:01:00.000Z',
      '2026-12-01T13:02:00.000Z',
      '2026-12-01T13:04:00.000Z',
      '2026-12-01T13:30:00.000Z',
      '2026-12-01T13:30:00.000Z',
    ]);
  });

  it('asks again hourly for a flight not found, until its London day is over', () => {
    expect(nextPoll({ kind: 'not_found' }, at('2026-12-01T13:00:00Z'), 0, '2026-12-01')).toEqual({ at: at('2026-12-01T14:00:00Z') });
    expect(nextPoll({ kind: 'not_found' }, at('2026-12-01T23:30:00Z'), 0, '2026-12-01')).toEqual({ at: at('2026-12-01T23:59:00Z') });
    expect(nextPoll({ kind: 'not_found' }, at('2026-12-01T23:59:00Z'), 0, '2026-12-01')).toEqual({ at: null, stoppedReason: 'not found on its arrival date' });
  });
});
