#!/usr/bin/env node
// Issue 25's goals for offers: with 200 drivers' phones connected to one instance (their live
// streams, GET /api/driver/v1/events), an offer reaches its driver's phone in p95 < 2 s, timed from
// the start of the dispatcher's offer call; and an offer made on one instance reaches a phone
// connected to another. Makes 200 drivers of Riverside (console API), a session for each (straight
// into driver_sessions: the sign-in link's mail is not what is measured), 200 bookings (website
// API), opens the 200 streams, then offers job i to driver i, OFFER_CONCURRENCY offers in flight at
// a time, and times each offer's arrival on its phone.
//   One instance, SQLite (run.mjs, "driver offers"; alone: node apps/api/bench/driver-offers.mjs).
//   Two instances on one PostgreSQL database, the streams on B and the offers made on A, when
//   BENCH_POSTGRES_URL names a server (a database of its own is made there and dropped after): the
//   events cross by LISTEN/NOTIFY, and, with BENCH_REDIS_URL as well, by Redis.
// DRIVERS=n, OFFER_CONCURRENCY=n; BENCH_SERVER_JS runs an earlier build.
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApi, startBenchServer } from './bench-server.mjs';
import { openEventStream, percentile, roundMs } from './sse-reader.mjs';
import { dropPostgres, freshPostgres } from './board-search.mjs';

const DRIVERS = Number(process.env.DRIVERS ?? 200);
const OFFER_CONCURRENCY = Number(process.env.OFFER_CONCURRENCY ?? 20);
const GOAL_MS = 2_000;
const API_KEYS = { 'api-public-key': process.env.API_PUBLIC_KEY ?? 'kerbside-web-public', 'api-secret-key': process.env.API_SECRET_KEY ?? 'kerbside-web-secret' };

let addresses = 0;
/** A client address of its own per call: the per-address limits stay on and never count. */
const nextAddress = () => {
  addresses += 1;
  return `10.${60 + (addresses >> 16)}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

async function json(res, what) {
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** The server's database, for the two things written or read straight: `?` placeholders on both. */
async function openDatabase({ sqlitePath, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const numbered = (sql) => sql.replace(/\?/g, ((n) => () => `$${++n}`)(0));
    const get = async (sql, params) => (await client.query(numbered(sql), params)).rows[0];
    return { get, run: get, close: () => client.end() };
  }
  const driver = Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
  const { default: SQLite } = await import(driver);
  const db = new SQLite(sqlitePath);
  db.pragma('busy_timeout = 5000');
  return { get: async (sql, params) => db.prepare(sql).get(...params), run: async (sql, params) => db.prepare(sql).run(...params), close: async () => db.close() };
}

/** A driver's phone: `offerArrived(jobId)` resolves with when its offer came (performance.now()), or null. */
async function openPhone(url, cookie) {
  const waiting = new Map();
  const arrived = new Map();
  const { close } = await openEventStream(url, {
    headers: { cookie, 'x-forwarded-for': nextAddress() },
    onEvent(type, data, at) {
      if (type !== 'jobs.changed') return;
      for (const job of data.jobs ?? []) {
        if (job.kind !== 'offer') continue;
        arrived.set(job.id, at);
        waiting.get(job.id)?.(at);
      }
    },
  });
  return {
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
    close,
  };
}

/** Jobs and drivers made on `officeUrl` (its database: `database`); the phones connect to `phonesUrl`. */
export async function measureDriverOffers({ officeUrl, phonesUrl = officeUrl, database, drivers = DRIVERS, concurrency = OFFER_CONCURRENCY }) {
  const signIn = await fetch(`${officeUrl}/api/operator/v1/session`, {
    method: 'POST',
    // From this machine, as a demo login must be.
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dispatch@riverside-cars.example', password: 'kerbside-demo' }),
  });
  const session = (await json(signIn, 'sign-in')).data;
  const staff = { cookie: signIn.headers.get('set-cookie').split(';')[0], 'x-csrf-token': session.csrf_token, 'content-type': 'application/json' };
  const companyId = session.staff.company.id;
  const call = async (method, path, body, what) =>
    json(await fetch(`${officeUrl}${path}`, { method, headers: { ...staff, 'x-forwarded-for': nextAddress() }, body: body === undefined ? undefined : JSON.stringify(body) }), what);
  const website = async (path, body, what) =>
    json(await fetch(`${officeUrl}${path}`, { method: 'POST', headers: { ...API_KEYS, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() }, body: JSON.stringify(body) }), what);

  // The jobs: one booking each with Riverside, paid in the car, three days ahead.
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const form = { stops: [], pickup: '10 Downing Street, London SW1A 2AA', dropoff: 'London Heathrow Airport Terminal 5', pickup_date: day, pickup_hour: '10am', pickup_min: '30', select_option: 'one_way', passengers: 1, luggages: 1, hand_luggages: 0, meet_and_greet: 'no', baby_seats: 0, booster_seats: 0, wheel_chair: 'no', special_luggage: 0, waiting_min: 0 };
  const vehicle = (await website('/api/v1/calculate-distance-price', form, 'quote')).data.price_details.find((p) => p.company_id === companyId);
  const db = await openDatabase(database);
  const jobs = [];
  const driverIds = [];
  const cookies = [];
  try {
    const now = new Date().toISOString();
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    for (let i = 0; i < drivers; i++) {
      const booked = await website('/api/v1/booking', {
        selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
        selectedVehicle: 1,
        bookingType: 'milleage',
        bookingForm: form,
        registrationData: { firstName: 'Ada', surname: `Bench ${i}`, number: '+447700900123', email: `offers-${i}@example.com` },
        payment_method: 'car',
        selected_passenger: 'guest_login',
      }, 'booking');
      // The booking's (outbound) job.
      jobs.push(Number((await db.get('select id from booking_jobs where booking_id = ? order by id limit 1', [booked.data.booking.id])).id));
      const driver = await call('POST', '/api/operator/v1/drivers', {
        name: `Bench Driver ${i}`, mobile: '07700 900123', licence_number: `PHD B${i}`, licence_expiry: '2030-01-01', vehicle_registration: `AB${String(i % 100).padStart(2, '0')} CDE`, vehicle_category: 'executive', email: `bench-driver-${i}@example.com`,
      }, 'driver');
      const token = randomBytes(32).toString('base64url');
      await db.run(
        'insert into driver_sessions (driver_id, company_id, token_hash, device_label, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)',
        [driver.data.id, companyId, createHash('sha256').update(token).digest('hex'), 'Bench', now, now, expires],
      );
      driverIds.push(driver.data.id);
      cookies.push(`kb_driver=${token}`);
    }
  } finally {
    await db.close();
  }

  const phones = [];
  try {
    for (const cookie of cookies) phones.push(await openPhone(`${phonesUrl}/api/driver/v1/events`, cookie));
    const delays = [];
    const callTimes = [];
    let next = 0;
    async function offerLoop() {
      for (let i = next++; i < drivers; i = next++) {
        const started = performance.now();
        const arrival = phones[i].offerArrived(jobs[i], 10_000);
        await call('POST', `/api/operator/v1/jobs/${jobs[i]}/offer`, { driver_id: driverIds[i] }, 'offer');
        callTimes.push(performance.now() - started);
        const at = await arrival;
        if (at !== null) delays.push(at - started);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, offerLoop));
    delays.sort((a, b) => a - b);
    callTimes.sort((a, b) => a - b);
    const p95 = roundMs(percentile(delays, 95));
    return {
      streams: phones.length,
      'in flight': Math.min(concurrency, drivers),
      arrived: `${delays.length}/${drivers}`,
      'p50 ms': roundMs(percentile(delays, 50)),
      'p95 ms': p95,
      'p99 ms': roundMs(percentile(delays, 99)),
      'max ms': roundMs(delays.at(-1) ?? null),
      'offer call p95 ms': roundMs(percentile(callTimes, 95)),
      goal: delays.length === drivers && p95 < GOAL_MS ? 'met' : `MISSED (all arrive, p95 < ${GOAL_MS} ms)`,
    };
  } finally {
    for (const phone of phones) phone.close();
  }
}

/** One instance on SQLite. */
export async function benchOneInstance(port) {
  const server = await startBenchServer(port, 'driver-offers');
  try {
    return { bench: 'one instance, SQLite', ...(await measureDriverOffers({ officeUrl: server.url, database: { sqlitePath: server.sqlitePath } })) };
  } finally {
    server.stop();
  }
}

/** Offers made on instance A, phones connected to instance B, one PostgreSQL database; `redisUrl`: the bus through Redis. */
export async function benchTwoInstances(ports, postgresUrl, redisUrl) {
  const databaseUrl = await freshPostgres(postgresUrl, 'kerbside_bench_offers');
  const servers = [];
  try {
    // One after the other: the first makes the tables and the demo data.
    for (const port of ports) servers.push(await startBenchServer(port, 'driver-offers', { databaseUrl, redisUrl }));
    const figures = await measureDriverOffers({ officeUrl: servers[0].url, phonesUrl: servers[1].url, database: { databaseUrl } });
    return { bench: `two instances, PostgreSQL, events by ${redisUrl ? 'Redis' : 'LISTEN/NOTIFY'}`, ...figures };
  } finally {
    for (const server of servers) server.stop();
    await dropPostgres(postgresUrl, 'kerbside_bench_offers');
  }
}

/** The figures of every bench the environment allows, as one table; says what it skipped. */
export async function runDriverOffersBench(port) {
  const rows = [await benchOneInstance(port)];
  const postgresUrl = process.env.BENCH_POSTGRES_URL;
  const skipped = [];
  if (postgresUrl) {
    rows.push(await benchTwoInstances([port, port + 1], postgresUrl));
    if (process.env.BENCH_REDIS_URL) rows.push(await benchTwoInstances([port, port + 1], postgresUrl, process.env.BENCH_REDIS_URL));
    else skipped.push('over Redis (set BENCH_REDIS_URL as well)');
  } else skipped.push('across two instances (set BENCH_POSTGRES_URL, and BENCH_REDIS_URL for Redis)');
  console.log(`\nDriver offers: ${DRIVERS} drivers' streams open, job i offered to driver i, ms from the start of the offer call to its arrival on the phone:`);
  console.table(rows);
  for (const what of skipped) console.log(`Skipped: driver offers ${what}.`);
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.env.BENCH_SERVER_JS) buildApi();
  await runDriverOffersBench(Number(process.env.BENCH_PORT ?? 3998));
}
