// Bench helper: server-sent event streams read as a browser's EventSource reads them, and the
// latency figures the stream benches print (event-streams.mjs, driver-offers.mjs).
import http from 'node:http';

/**
 * Opens a stream; resolves with `{ close }` once its first block (the opening comment) is in.
 * `onEvent(type, data, at)` gets each event that carries data, `at` being its arrival (performance.now()).
 */
export function openEventStream(url, { headers = {}, agent, onEvent }) {
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
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!opened) {
            opened = true;
            resolve({ close: () => req.destroy() });
          }
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data !== undefined) onEvent(/^event: (.*)$/m.exec(block)?.[1] ?? 'message', JSON.parse(data), at);
        }
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
  });
}

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const roundMs = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);
