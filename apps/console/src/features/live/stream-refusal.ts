/**
 * Why the browser gave up on the live stream. An EventSource only says "error" and closed when the
 * answer was not a stream; it never shows the status or the body. So the console asks once more
 * with fetch: a 429 says in its JSON why (four tabs of this sign-in already hold a stream, or the
 * network's connections are used up), and the console shows it instead of retrying. A stream that
 * does open this time is let go at once: the caller opens its EventSource again.
 */
import { errorResponseSchema } from '@kerbside/contract';

export type StreamProbe =
  /** The stream opens now: open the EventSource again at once. */
  | { kind: 'open' }
  /** Refused until the user closes another stream: do not retry by itself. */
  | { kind: 'refused'; message: string }
  /** Anything else (server full, offline, signed out): retry later as before. */
  | { kind: 'failed' };

/** Said when a 429 comes without a message the console can read. */
export const REFUSED_FALLBACK = 'Live updates are open in too many tabs or windows already. Close one of them to get live updates here.';

const PROBE_TIMEOUT_MS = 10_000;

export async function probeStream(path: string): Promise<StreamProbe> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(path, { headers: { accept: 'text/event-stream' }, cache: 'no-store', signal: controller.signal });
    if (response.ok) return { kind: 'open' };
    if (response.status !== 429) return { kind: 'failed' };
    const body = errorResponseSchema.safeParse(await response.json().catch(() => null));
    return { kind: 'refused', message: body.success && body.data.message ? body.data.message : REFUSED_FALLBACK };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
    // An open stream (or an unread body) is let go: the EventSource takes over.
    controller.abort();
  }
}
