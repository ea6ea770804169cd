/** Test support for the flights module: a test app asking the fake AeroAPI, and a clock driven through a flight's day. */
import { FAKE_FLIGHTAWARE_KEY, type FakeFlightAware } from './flightaware-fake.js';

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
