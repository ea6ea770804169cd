#!/usr/bin/env node
// Issue 25's goal for offers: with 200 drivers' phones connected to one instance (their live
// streams, GET /api/driver/v1/events), an offer reaches its driver's phone in p95 < 2 s, timed from
// the start of the dispatcher's offer call. Builds the API and starts it on a fresh SQLite
// database with the demo data (bench-server.mjs); makes 200 drivers of Riverside (console API),
// a session for each (straight into driver_sessions: the sign-in link's mail is not what is
// measured), 200 bookings (website API), opens the 200 streams, then offers job i to driver i,
// OFFER_CONCURRENCY offers in flight at a time, and times each offer's arrival on its phone.
//   node apps/api/bench/driver-offers.mjs            (BENCH_SERVER_JS: an earlier build; DRIVERS=n)
import http from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { buildApi, startBenchServer } from './bench-server.mjs';

const DRIVERS = Number(process.env.DRIVERS ?? 200);
const OFFER_CONCURRENCY = Number(process.env.OFFER_CONCURRENCY ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const API_KEYS = { 'api-public-key': process.env.API_PUBLIC_KEY ?? 'kerbside-web-public', 'api-secret-key': process.env.API_SECRET_KEY ?? 'kerbside-web-secret' };
const Database = createRequire(import.meta.url)('better-sqlite3');

let addresses = 0;
/** A client address of its own per call: the per-address limits stay on and never count. */
const nextAddress = () => {
  addresses += 1;
  return `10.${60 + (addresses >> 16)}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const round = (ms) => (ms === null ? null : Math.round(ms * 10) / 10);

async function json(res, what) {
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A driver's stream: resolves once open; `offerArrived(jobId)` resolves with the time its offer came. */
function openDriverStream(url, cookie) {
  return new Promise((resolve, reject) => {
    const waiting = new Map();
    const arrived = new Map();
    const req = http.get(url, { headers: { accept: 'text/event-stream', cookie, 'x-forwarded-for': nextAddress() } }, (res) => {
      res.setEncoding('utf8');
      if (res.statusCode !== 200) return reject(new Error(`a stream was answered ${res.statusCode}`));
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
            resolve(stream);
          }
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          for (const job of JSON.parse(data).jobs ?? []) {
            if (job.kind !== 'offer') continue;
            arrived.set(job.id, at);
            waiting.get(job.id)?.(at);
          }
        }
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
    const stream = {
      offerArrived: (jobId, timeoutMs) =>
        arrived.has(jobId)
          ? Promise.resolve(arrived.get(jobId))
          : new Promise((done) => {
              const timer = setTimeout(() => done(null), timeoutMs);
              waiting.set(jobId, (at) => {
                clearTimeout(timer);
                done(at);
              });
            }),
      close: () => req.destroy(),
    };
  });
}

if (!process.env.BENCH_SERVER_JS) buildApi();
const server = await startBenchServer(PORT, 'driver-offers');
const { url } = server;
const streams = [];
try {
  const signIn = await fetch(`${url}/api/operator/v1/session`, {
    method: 'POST',
    // From this machine, as a demo login must be.
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dispatch@riverside-cars.example', password: 'kerbside-demo' }),
  });
  const session = (await json(signIn, 'sign-in')).data;
  const staff = { cookie: signIn.headers.get('set-cookie').split(';')[0], 'x-csrf-token': session.csrf_token, 'content-type': 'application/json' };
  const companyId = session.staff.company.id;
  const call = async (method, path, body, what) =>
    json(await fetch(`${url}${path}`, { method, headers: { ...staff, 'x-forwarded-for': nextAddress() }, body: body === undefined ? undefined : JSON.stringify(body) }), what);

  // The jobs: one booking each with Riverside, paid in the car, three days ahead.
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const form = { stops: [], pickup: '10 Downing Street, London SW1A 2AA', dropoff: 'London Heathrow Airport Terminal 5', pickup_date: day, pickup_hour: '10am', pickup_min: '30', select_option: 'one_way', passengers: 1, luggages: 1, hand_luggages: 0, meet_and_greet: 'no', baby_seats: 0, booster_seats: 0, wheel_chair: 'no', special_luggage: 0, waiting_min: 0 };
  const quote = await json(await fetch(`${url}/api/v1/calculate-distance-price`, { method: 'POST', headers: { ...API_KEYS, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, body: JSON.stringify(form) }), 'quote');
  const vehicle = quote.data.price_details.find((p) => p.company_id === companyId);
  const jobIds = [];
  for (let i = 0; i < DRIVERS; i++) {
    const body = {
      selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
      selectedVehicle: 1,
      bookingType: 'milleage',
      bookingForm: form,
      registrationData: { firstName: 'Ada', surname: `Bench ${i}`, number: '+447700900123', email: `offers-${i}@example.com` },
      payment_method: 'car',
      selected_passenger: 'guest_login',
    };
    const booked = await json(await fetch(`${url}/api/v1/booking`, { method: 'POST', headers: { ...API_KEYS, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, body: JSON.stringify(body) }), 'booking');
    jobIds.push(booked.data.booking.id);
  }
  // booking ids → their (outbound) job ids
  const db = new Database(server.sqlitePath);
  db.pragma('busy_timeout = 5000');
  const jobOf = db.prepare('select id from booking_jobs where booking_id = ? order by id limit 1');
  const jobs = jobIds.map((bookingId) => jobOf.get(bookingId).id);

  // The drivers, each with a phone signed in.
  const cookies = [];
  const drivers = [];
  const insertSession = db.prepare(
    'insert into driver_sessions (driver_id, company_id, token_hash, device_label, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  for (let i = 0; i < DRIVERS; i++) {
    const driver = await call('POST', '/api/operator/v1/drivers', {
      name: `Bench Driver ${i}`, mobile: '07700 900123', licence_number: `PHD B${i}`, licence_expiry: '2030-01-01', vehicle_registration: `AB${String(i % 100).padStart(2, '0')} CDE`, vehicle_category: 'executive', email: `bench-driver-${i}@example.com`,
    }, 'driver');
    const token = randomBytes(32).toString('base64url');
    insertSession.run(driver.data.id, companyId, createHash('sha256').update(token).digest('hex'), 'Bench', now, now, expires);
    drivers.push(driver.data.id);
    cookies.push(`kb_driver=${token}`);
  }
  db.close();

  for (const cookie of cookies) streams.push(await openDriverStream(`${url}/api/driver/v1/events`, cookie));
  console.log(`${streams.length} driver streams open`);

  const delays = [];
  const callTimes = [];
  let missed = 0;
  let next = 0;
  async function offerLoop() {
    for (let i = next++; i < DRIVERS; i = next++) {
      const started = performance.now();
      const arrival = streams[i].offerArrived(jobs[i], 10_000);
      await call('POST', `/api/operator/v1/jobs/${jobs[i]}/offer`, { driver_id: drivers[i] }, 'offer');
      callTimes.push(performance.now() - started);
      const at = await arrival;
      if (at === null) missed += 1;
      else delays.push(at - started);
    }
  }
  await Promise.all(Array.from({ length: OFFER_CONCURRENCY }, offerLoop));
  delays.sort((a, b) => a - b);
  callTimes.sort((a, b) => a - b);
  const result = {
    streams: streams.length,
    offers: DRIVERS,
    concurrency: OFFER_CONCURRENCY,
    arrived: delays.length,
    missed,
    within2s: delays.filter((d) => d <= 2_000).length,
    p50: round(percentile(delays, 50)),
    p95: round(percentile(delays, 95)),
    p99: round(percentile(delays, 99)),
    max: round(delays.at(-1) ?? null),
    offerCallP95: round(percentile(callTimes, 95)),
  };
  console.log(JSON.stringify(result));
  console.log(`goal p95 < 2000 ms: ${result.p95 !== null && result.p95 < 2_000 && missed === 0 ? 'met' : 'NOT met'}`);
} finally {
  for (const s of streams) s.close();
  server.stop();
}
