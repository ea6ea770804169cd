// Bench helper for the scenario 'quotes while 50 boards are open and bookings arrive' (scenarios.mjs,
// issue 24 §6): BENCH_BOARDS (default 50) console boards, each an event stream of the platform
// admin's sessions (4 a session, each from an address of its own), and a booking made on the
// website every BENCH_BOOKING_MS (default 500), while autocannon drives the quote endpoint. Each
// board does what the console does with an event: a job event that carries every changed row is
// applied to the list in the browser (no request); one that does not makes the board fetch its
// first page again. BENCH_BOARDS_REFETCH=1 makes every board fetch its first page on every event,
// as the console did before the events carried rows, for comparison.
import http from 'node:http';
import { guestBookingBody } from './scenarios.mjs';

const API_KEYS = {
  'api-public-key': process.env.API_PUBLIC_KEY ?? 'kerbside-web-public',
  'api-secret-key': process.env.API_SECRET_KEY ?? 'kerbside-web-secret',
  'content-type': 'application/json',
};
const STREAMS_PER_SESSION = 4;
const FIRST_PAGE = '/api/operator/v1/jobs?view=today';

const sleep = (ms, signal) =>
  new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

async function signInAdmin(baseUrl) {
  const res = await fetch(`${baseUrl}/api/operator/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@kerbside.example', password: 'kerbside-demo' }),
  });
  if (!res.ok) throw new Error(`boards: sign-in answered ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** One board: its stream, and what it does on each job event. Resolves once the stream is open. */
function openBoard(baseUrl, headers, agent, onJobEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}/api/operator/v1/events`, { headers: { accept: 'text/event-stream', ...headers }, agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`a board's stream was answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type?.startsWith('job.') && data) onJobEvent(JSON.parse(data));
        }
      });
      res.on('error', () => {});
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

export async function prepareBoards(baseUrl, boards = Number(process.env.BENCH_BOARDS ?? 50)) {
  const refetchAlways = process.env.BENCH_BOARDS_REFETCH === '1';
  const bookingEveryMs = Number(process.env.BENCH_BOOKING_MS ?? 500);
  const cookies = [];
  for (let i = 0; i < Math.ceil(boards / STREAMS_PER_SESSION); i++) cookies.push(await signInAdmin(baseUrl));
  const body = await guestBookingBody(baseUrl);
  return {
    start() {
      const stats = { events: 0, applied: 0, refetches: 0, refetchMs: [], bookings: 0, bookingErrors: 0 };
      const abort = new AbortController();
      const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
      const headersOf = (i) => ({ cookie: cookies[Math.floor(i / STREAMS_PER_SESSION)], 'x-forwarded-for': `10.252.${i >> 8}.${i & 255}` });
      const refetch = async (i) => {
        const started = performance.now();
        const res = await fetch(`${baseUrl}${FIRST_PAGE}`, { headers: { ...headersOf(i), 'accept-encoding': 'gzip, deflate, br' } });
        await res.arrayBuffer();
        stats.refetches += 1;
        stats.refetchMs.push(performance.now() - started);
      };
      const opened = Promise.all(
        Array.from({ length: boards }, (_, i) =>
          openBoard(baseUrl, headersOf(i), agent, (event) => {
            stats.events += 1;
            if (!refetchAlways && Array.isArray(event.rows) && event.rows.length === event.job_ids.length) stats.applied += 1;
            else void refetch(i).catch(() => {});
          }),
        ),
      );
      const booking = (async () => {
        await opened;
        for (let i = 0; !abort.signal.aborted; i++) {
          try {
            const res = await fetch(`${baseUrl}/api/v1/booking`, {
              method: 'POST',
              headers: { ...API_KEYS, 'x-forwarded-for': `10.253.${(i >> 8) & 255}.${i & 255}` },
              body: body.replace('ada@example.com', `board-bench-${i}@example.com`),
            });
            await res.arrayBuffer();
            if (res.ok) stats.bookings += 1;
            else stats.bookingErrors += 1;
          } catch {
            stats.bookingErrors += 1;
          }
          await sleep(bookingEveryMs, abort.signal);
        }
      })();
      const started = performance.now();
      return {
        async stop() {
          abort.abort();
          await booking;
          (await opened).forEach((board) => board.close());
          const seconds = (performance.now() - started) / 1000;
          const sorted = stats.refetchMs.sort((a, b) => a - b);
          return {
            boards,
            mode: refetchAlways ? 'refetch on every event (before)' : 'rows from the event',
            'bookings made': stats.bookings,
            'booking errors': stats.bookingErrors,
            'job events heard': stats.events,
            'applied from rows': stats.applied,
            'first pages fetched': stats.refetches,
            'first pages/s': Math.round(stats.refetches / seconds),
            'first page p99 ms': sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]) : '-',
          };
        },
      };
    },
  };
}
