// Bench helper (run.mjs uses it through live-board.mjs): opens N event streams (GET with the given headers, e.g. a
// staff cookie; `headers` may be a function of the stream's number), runs `trigger` (e.g. a booking made on the website) once every stream is open,
// and times when each stream hears the first event `matches` accepts. Issue 10's goal: 200
// streams, each within 1 s.
import http from 'node:http';

/** Nearest-rank percentile of sorted numbers. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

/** One stream: resolves once its headers and opening comment are in. */
function openStream(url, headers, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent }, (res) => {
      res.setEncoding('utf8');
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => reject(new Error(`a stream was answered ${res.statusCode}: ${body.slice(0, 200)}`)));
        return;
      }
      let buffer = '';
      let opened = false;
      let watcher = null; // { matches, resolve }
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!opened) {
            opened = true;
            resolve(stream);
          }
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (watcher && type && data && watcher.matches(type, JSON.parse(data))) {
            watcher.resolve(at);
            watcher = null;
          }
        }
      });
      res.on('error', () => {});
      const stream = {
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
        close: () => req.destroy(),
      };
    });
    req.on('error', reject);
  });
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
