/** What the app knows of its driver session, and how a check of /me changes it (pure). */
import type { DriverSession } from '@kerbside/contract';
import type { DriverAnswer } from './driver-api';
import type { RememberedSession } from './signed-in-marker';

export type SessionState =
  /** Not asked yet (the sign-in screen does not ask). */
  | { status: 'unknown' }
  | { status: 'checking' }
  | { status: 'signed-in'; session: DriverSession }
  /** `ended`: the phone was signed in and no longer is (the office signed it out, the driver was deactivated, it expired). */
  | { status: 'signed-out'; ended: boolean }
  /** Signed in when last known, and no signal now to check. */
  | { status: 'offline' };

/** Every few minutes while the app is open, /me is asked again, so a session the office ended signs the phone out. */
export const CHECK_EVERY_MS = 3 * 60_000;

export const SIGNED_OUT_BY_OFFICE = 'You were signed out. Ask the office for a new sign-in link.';

/**
 * The state after /me answered, given what the phone remembered of its session. A 401 is signed
 * out: "ended" when the phone was signed in (or had been told so before). No signal or a server
 * fault keeps a signed-in phone signed in, and leaves any other at the signed-out screen.
 */
export function stateAfterCheck(before: SessionState, answer: DriverAnswer<DriverSession>, remembered: RememberedSession): SessionState {
  if (answer.kind === 'ok') return { status: 'signed-in', session: answer.data };
  const ended = before.status === 'signed-in' || before.status === 'offline' || (before.status === 'signed-out' && before.ended) || remembered !== null;
  if (answer.kind === 'signed-out') return { status: 'signed-out', ended };
  if (before.status === 'signed-in' || before.status === 'signed-out') return before;
  return remembered === 'signed-in' ? { status: 'offline' } : { status: 'signed-out', ended: remembered === 'ended' };
}
