// Bench helper for the scenario 'quotes while 50 boards hear bookings' (scenarios.mjs), issue 24 §6:
// BENCH_BOARDS (default 50) console boards hold the live event stream open, each from its own
// address, while a website booking arrives every BENCH_BOARD_BOOKING_MS (default 250 ms: four a
// second, beyond any taxi office's peak) and autocannon asks for quotes. What a board does on an
// event is the console's: since issue 24 the event carries the changed row and the board applies it,
// asking nothing; BENCH_BOARDS_MODE=refetch makes each board fetch its first page on every event,
// as the console did before, to compare.
import http from 'node:http';
import { guestBookingBody } from './scenarios.mjs';

const API_KEYS = {
  'api-public-key': process.env.API_PUBLIC_KEY ?? 'kerbside-web-public',
  'api-secret-key': process.env.API_SECRET_KEY ?? 'kerbside-web-secret',
  'content-type': 'application/json',
};
/** A staff session holds at most 4 streams (STREAM_LIMITS). */
const STREAMS_PER_SESSION = 4;

async function signIn(baseUrl) {
  // A demo login signs in only from this machine, without a forwarded address.
  const res = await fetch(`${baseUrl}/api/operator/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@kerbside.example', password: 'kerbside-demo' }),
  });
  if (!res.ok) throw new Error(`boards: sign-in answered ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** One board: its stream open; on each event what the console does (`onEvent`). Resolves once open. */
function openBoard(url, headers, agent, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`a board's stream was answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: /m.test(block) && data) onEvent(JSON.parse(data));
        }
      });
      res.on('error', () => {});
      resolve({ close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

export async function prepareBoards(baseUrl, boards) {
  const mode = process.env.BENCH_BOARDS_MODE === 'refetch' ? 'refetch' : 'rows';
  const cookies = [];
  for (let i = 0; i < Math.ceil(boards / STREAMS_PER_SESSION); i++) cookies.push(await signIn(baseUrl));
  const body = await guestBookingBody(baseUrl);
  const everyMs = Number(process.env.BENCH_BOARD_BOOKING_MS ?? 250);
  return {
    start() {
      const stats = { events: 0, refetches: 0, refetchErrors: 0, bookings: 0, bookingErrors: 0 };
      const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
      const headersOf = (i) => ({ cookie: cookies[Math.floor(i / STREAMS_PER_SESSION)], 'x-forwarded-for': `10.252.${i >> 8}.${i & 255}` });
      const opened = Promise.all(
        Array.from({ length: boards }, (_, i) =>
          openBoard(`${baseUrl}/api/operator/v1/events`, headersOf(i), agent, () => {
            stats.events += 1;
            if (mode !== 'refetch') return;
            stats.refetches += 1;
            fetch(`${baseUrl}/api/operator/v1/jobs?view=today`, { headers: { ...headersOf(i), 'accept-encoding': 'gzip, deflate, br' } })
              .then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(new Error(String(res.status)))))
              .catch(() => (stats.refetchErrors += 1));
          }),
        ),
      );
      let n = 0;
      const booking = setInterval(() => {
        const i = ++n;
        fetch(`${baseUrl}/api/v1/booking`, { method: 'POST', headers: { ...API_KEYS, 'x-forwarded-for': `10.253.${(i >> 8) & 255}.${i & 255}` }, body: body.replace('ada@example.com', `board-${i}@example.com`) })
          .then(async (res) => {
            await res.arrayBuffer();
            if (res.ok) stats.bookings += 1;
            else stats.bookingErrors += 1;
          })
          .catch(() => (stats.bookingErrors += 1));
      }, everyMs);
      return {
        async stop() {
          clearInterval(booking);
          for (const board of await opened) board.close();
          agent.destroy();
          return {
            boards,
            'a board on each event': mode === 'refetch' ? 'fetches its first page' : 'applies the row',
            'bookings made': stats.bookings,
            'events heard (all boards)': stats.events,
            'first pages fetched': stats.refetches,
            errors: stats.bookingErrors + stats.refetchErrors,
          };
        },
      };
    },
  };
}
