// Bench helper (run.mjs uses it through live-board.mjs): opens N event streams (GET with the given headers, e.g. a
// staff cookie; `headers` may be a function of the stream's number), runs `trigger` (e.g. a booking made on the website) once every stream is open,
// and times when each stream hears the first event `matches` accepts. Issue 10's goal: 200
// streams, each within 1 s.
import http from 'node:http';
import { openEventStream, percentile, roundMs as round } from './sse-reader.mjs';

/** One stream: `firstEvent` times the first event `matches` accepts. */
async function openStream(url, headers, agent) {
  let watcher = null; // { matches, resolve }
  const { close } = await openEventStream(url, {
    headers,
    agent,
    onEvent(type, data, at) {
      if (watcher && watcher.matches(type, data)) {
        watcher.resolve(at);
        watcher = null;
      }
    },
  });
  return {
    /** ms from `since` to the first matching event, or null when none came within timeoutMs. */
    firstEvent(matches, since, timeoutMs) {
      return new Promise((done) => {
        const timer = setTimeout(() => {
          watcher = null;
          done(null);
        }, timeoutMs);
        watcher = {
          matches,
          resolve: (at) => {
            clearTimeout(timer);
            done(at - since);
          },
        };
      });
    },
    close,
  };
}

/**
 * @param {{ url: string, headers?: Record<string, string> | ((i: number) => Record<string, string>), streams?: number,
 *   trigger: () => Promise<unknown>, matches?: (type: string, data: unknown) => boolean, timeoutMs?: number }} options
 * @returns {Promise<{ streams: number, arrived: number, within1s: number, triggerMs: number,
 *   p50: number|null, p99: number|null, max: number|null }>} times in ms from the start of `trigger`
 */
export async function measureEventStreams({ url, headers = {}, streams = 200, trigger, matches = () => true, timeoutMs = 5_000 }) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const headersOf = typeof headers === 'function' ? headers : () => headers;
  const open = await Promise.allSettled(Array.from({ length: streams }, (_, i) => openStream(url, headersOf(i), agent)));
  const opened = open.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  try {
    const refused = open.find((r) => r.status === 'rejected');
    if (refused) throw refused.reason;
    const started = performance.now();
    const heard = opened.map((s) => s.firstEvent(matches, started, timeoutMs));
    await trigger();
    const triggerMs = performance.now() - started;
    const delays = (await Promise.all(heard)).filter((d) => d !== null).sort((a, b) => a - b);
    return {
      streams,
      arrived: delays.length,
      within1s: delays.filter((d) => d <= 1_000).length,
      triggerMs: round(triggerMs),
      p50: round(percentile(delays, 50)),
      p99: round(percentile(delays, 99)),
      max: round(delays.at(-1) ?? null),
    };
  } finally {
    for (const s of opened) s.close();
    agent.destroy();
  }
}
