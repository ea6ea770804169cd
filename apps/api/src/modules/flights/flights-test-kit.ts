/** Test support for the flights module: a test app asking the fake AeroAPI, and a clock driven through a flight's day. */
import { AIRPORTS, departed, FAKE_FLIGHTAWARE_KEY, type FakeFlightAware, fakeFlight, landed } from './flightaware-fake.js';

/** The environment of a test app whose flight watches ask the fake AeroAPI server. */
export function flightAwareEnv(fake: FakeFlightAware, extra: Record<string, string> = {}): Record<string, string> {
  return { FLIGHTAWARE_API_KEY: FAKE_FLIGHTAWARE_KEY, FLIGHTAWARE_BASE_URL: fake.url, ...extra };
}

/** Changes to the fake's flights, each made once the clock reaches its time. */
export type Script = Array<{ at: string; change: () => void }>;

/**
 * Moves `clock` from `from` to `to` in steps of `stepMs`; at each step applies the script's changes
 * now due, then runs `tick` (a scheduler pass) as the timer would.
 */
export async function driveClock(clock: { now: Date }, from: string, to: string, stepMs: number, script: Script, tick: (now: Date) => Promise<unknown>): Promise<void> {
  const pending = [...script].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (let t = Date.parse(from); t <= Date.parse(to); t += stepMs) {
    clock.now = new Date(t);
    while (pending.length > 0 && Date.parse(pending[0]!.at) <= t) pending.shift()!.change();
    await tick(clock.now);
  }
}

/** The day the flights' tests follow; their New York flights are due at Heathrow at 14:00 (London is UTC in December). */
export const FLIGHT_DAY = '2026-12-03';
export const FLIGHT_DUE = `${FLIGHT_DAY}T14:00:00.000Z`;
export const jfkToHeathrow = (iata: string) => fakeFlight({ iata, icao: iata.replace(/^BA/, 'BAW') }, AIRPORTS.JFK, AIRPORTS.LHR, FLIGHT_DUE, 420);

/**
 * Four flights of that day and the script they follow: BA283 departs expected at 14:40 and lands
 * 14:32; BA117 is expected at 13:40 and lands 13:21; BA175 is diverted to Stansted at 13:50; BA179
 * is cancelled at 11:02.
 */
export function fourFlightsDay() {
  const flights = { delayed: jfkToHeathrow('BA283'), early: jfkToHeathrow('BA117'), diverted: jfkToHeathrow('BA175'), cancelled: jfkToHeathrow('BA179') };
  const at = (hhmm: string) => `${FLIGHT_DAY}T${hhmm}:00.000Z`;
  const script: Script = [
    { at: at('09:10'), change: () => departed(flights.delayed, at('14:40')) },
    { at: at('14:32'), change: () => landed(flights.delayed, at('14:32')) },
    { at: at('07:10'), change: () => departed(flights.early, at('13:40')) },
    { at: at('13:21'), change: () => landed(flights.early, at('13:21')) },
    { at: at('07:10'), change: () => departed(flights.diverted, FLIGHT_DUE) },
    { at: at('13:50'), change: () => Object.assign(flights.diverted, { diverted: true, destination: AIRPORTS.STN, status: 'Diverted' }) },
    { at: at('11:02'), change: () => Object.assign(flights.cancelled, { cancelled: true, status: 'Cancelled' }) },
  ];
  return { flights, script };
}
