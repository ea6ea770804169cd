// Issue 10's goal for the live board: 200 open event streams of dispatchers' boards each hear a
// booking made on the website within 1 s. Signs in with the platform admin's demo login (the bench
// server runs on this machine, where demo logins work) as many times as the streams need (a
// session holds at most 4, STREAM_LIMITS), opens each stream from an address of its own (the
// server trusts X-Forwarded-For; an address holds at most 10), and times the arrival of the
// booking's `job.created` event on each.
import { measureEventStreams } from './event-streams.mjs';
import { guestBookingBody } from './scenarios.mjs';

const API_KEYS = {
  'api-public-key': process.env.API_PUBLIC_KEY ?? 'kerbside-web-public',
  'api-secret-key': process.env.API_SECRET_KEY ?? 'kerbside-web-secret',
  'content-type': 'application/json',
};

const STREAMS_PER_SESSION = 4;

async function signInAdmin(baseUrl) {
  const signIn = await fetch(`${baseUrl}/api/operator/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@kerbside.example', password: 'kerbside-demo' }),
  });
  if (!signIn.ok) throw new Error(`live board: sign-in answered ${signIn.status} ${await signIn.text()}`);
  return (signIn.headers.get('set-cookie') ?? '').split(';')[0];
}

export async function measureLiveBoard(baseUrl, streams = 200) {
  const cookies = [];
  for (let i = 0; i < Math.ceil(streams / STREAMS_PER_SESSION); i++) cookies.push(await signInAdmin(baseUrl));
  const body = (await guestBookingBody(baseUrl)).replace('ada@example.com', 'live-board@example.com');
  return measureEventStreams({
    url: `${baseUrl}/api/operator/v1/events`,
    headers: (i) => ({ cookie: cookies[Math.floor(i / STREAMS_PER_SESSION)], 'x-forwarded-for': `10.251.${i >> 8}.${i & 255}` }),
    streams,
    matches: (type) => type === 'job.created',
    async trigger() {
      const res = await fetch(`${baseUrl}/api/v1/booking`, { method: 'POST', headers: { ...API_KEYS, 'x-forwarded-for': '10.250.0.1' }, body });
      if (!res.ok) throw new Error(`live board: the booking answered ${res.status} ${await res.text()}`);
    },
  });
}
