#!/usr/bin/env node
// Inserts many bookings (default 100,000) with their details, travelling passengers and jobs straight
// into a database the API has already migrated and seeded with the demo companies (start the API
// once, or `npm run seed -w @kerbside/api`), for the board's bench and query plans. Batched in one
// transaction (SQLite) or multi-row INSERTs (PostgreSQL): ~100,000 bookings in seconds.
//   node apps/api/bench/seed-bookings.mjs <file.db> [count]          (SQLite)
//   DATABASE_URL=postgres://… node apps/api/bench/seed-bookings.mjs [count]
// Pick-ups spread from 300 days ago to 100 days ahead of today (London), 20 % return journeys
// (two jobs), 10 % hourly hires, 30 % paid by card; past jobs completed, a few cancelled.
import { fileURLToPath } from 'node:url';

const DAY_MS = 86_400_000;

/** London's offset from UTC in minutes at `utcMs`. */
const londonParts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
function londonOffset(utcMs) {
  const p = Object.fromEntries(londonParts.formatToParts(new Date(utcMs)).map((x) => [x.type, x.value]));
  return Math.round((Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) - utcMs) / 60_000);
}
/** A London wall-clock time as the UTC instant (the hour skipped in March is read with the winter offset). */
function londonToUtc(date, minute) {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  return new Date(asUtc - londonOffset(asUtc - DAY_MS) * 60_000).toISOString();
}
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A booking number in the site's shape ('KB-0000-01ZK') from the id: unique, never drawn by a real booking in practice. */
function seededNumber(id) {
  let chars = '';
  for (let n = id, i = 0; i < 8; i++, n = Math.floor(n / 32)) chars = CROCKFORD[n % 32] + chars;
  return `KB-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
const isoDate = (ms) => new Date(ms).toISOString().slice(0, 10);
const hhmm = (minute) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const PLACES = ['10 Downing Street, London SW1A 2AA', 'London Heathrow Airport Terminal 5', 'London Gatwick Airport North Terminal', "London King's Cross", 'Canary Wharf, London E14 5AB', 'Oxford', 'Cambridge', 'Brighton', 'Reading', 'Windsor'];
const FIRST = ['Ada', 'Grace', 'Alan', 'Katherine', 'Tim', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Johnson', 'Berners-Lee', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen'];

/** Deterministic pseudo-random numbers, so two runs seed the same data. */
function random(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

/**
 * The rows of `count` bookings, in batches of `size`, ids from `firstId`. Pick-ups fall on the
 * `spanDays` days from `startMs` (default: 300 days ago to 100 days ahead of `todayMs`).
 */
export function* bookingBatches({ count, firstId, firstPassengerId, passengers, companies, todayMs, startMs = todayMs - 300 * DAY_MS, spanDays = 400, size = 1000 }) {
  const rnd = random(42);
  const now = new Date(todayMs).toISOString();
  for (let start = 0; start < count; start += size) {
    const batch = { bookings: [], details: [], travellers: [], jobs: [] };
    for (let i = start; i < Math.min(count, start + size); i++) {
      const id = firstId + i;
      const company = companies[i % companies.length];
      const vehicle = company.vehicles[Math.floor(rnd() * company.vehicles.length)];
      const date = isoDate(startMs + Math.floor(rnd() * spanDays) * DAY_MS);
      const minute = 5 * Math.floor(rnd() * 288);
      const hourly = rnd() < 0.1;
      const isReturn = !hourly && rnd() < 0.2;
      const card = rnd() < 0.3;
      const from = PLACES[Math.floor(rnd() * PLACES.length)];
      const to = hourly ? null : PLACES[(PLACES.indexOf(from) + 1 + Math.floor(rnd() * (PLACES.length - 1))) % PLACES.length];
      const returnDate = isReturn ? isoDate(Date.parse(`${date}T00:00:00Z`) + (1 + Math.floor(rnd() * 7)) * DAY_MS) : null;
      const returnMinute = 5 * Math.floor(rnd() * 288);
      const passengerId = firstPassengerId + (i % passengers);
      const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
      const pence = 2_000 + 100 * Math.floor(rnd() * 300);
      const cancelled = rnd() < 0.03;
      batch.bookings.push({
        id,
        booking_number: seededNumber(id),
        idempotency_key: null,
        request_hash: 'seeded',
        payment_id: card ? `pi_seed_${id}` : null,
        payment_session_id: card ? `ch_seed_${id}` : null,
        payment_method: card ? 'card' : 'car',
        ride_type: hourly ? 'H' : 'Q',
        company_id: company.id,
        company_name: company.name,
        vehicle_id: vehicle.id,
        category_name: vehicle.name,
        pick_up_address: from,
        drop_off_address: to,
        pick_up_date: date,
        pick_up_time: hhmm(minute),
        return_date: returnDate,
        return_time: isReturn ? hhmm(returnMinute) : null,
        hourly_duration: hourly ? `${4 + Math.floor(rnd() * 8)}hour` : null,
        flight_no: rnd() < 0.2 ? `BA${100 + (i % 900)}` : null,
        return_flight_no: null,
        amount_pence: pence,
        total_pence: pence,
        unit_pence: pence,
        quantity: 1,
        currency_code: 'GBP',
        currency_symbol: '£',
        price_breakdown: JSON.stringify({ lines: [{ code: 'distance', label: 'Journey', amount: pence / 100 }], final_price: pence / 100 }),
        journey_form: JSON.stringify({ select_option: isReturn ? 'return' : 'one_way', passengers: 2, luggages: 1, hand_luggages: 1 }),
        passenger_id: passengerId,
        status: cancelled ? 'cancelled' : 'confirmed',
        created_at: now,
      });
      batch.details.push({ booking_id: id, meet_and_greet: 'no', baby_seat: 0, booster_seat: 0, wheel_chair: 'no', special_luggages: 0, waiting_minutes: 0, luggages: 1, vehicle_qty: 1 });
      batch.travellers.push({
        booking_id: id,
        passenger_id: passengerId,
        passenger_name: name,
        passenger_email: `passenger-${i % passengers}@example.com`,
        passenger_contact_no: `+44 7700 ${String(900000 + (i % 100000)).slice(-6)}`,
        total_passengers: 2,
        additional_info: '',
      });
      const statusOf = (legDate) => (cancelled ? 'cancelled' : legDate < isoDate(todayMs) ? 'completed' : rnd() < 0.5 ? 'new' : 'accepted');
      const job = (leg, legDate, legMinute, a, b) => ({
        booking_id: id,
        company_id: company.id,
        leg,
        pick_up_at: londonToUtc(legDate, legMinute),
        pick_up_date: legDate,
        pick_up_time: hhmm(legMinute),
        from_address: a,
        to_address: b,
        status: statusOf(legDate),
        driver_id: null,
        cancel_reason: cancelled ? 'Seeded cancellation' : null,
        updated_at: now,
      });
      batch.jobs.push(job('outbound', date, minute, from, to));
      if (isReturn) batch.jobs.push(job('return', returnDate, returnMinute, to, from));
    }
    yield batch;
  }
}

const PASSENGERS = 1_000;

async function companiesOf(query, onlyName) {
  const companies = await query('select id, company_name from companies order by id');
  const vehicles = await query('select id, company_id, category_name from vehicle_categories order by id');
  const out = companies
    .map((c) => ({ id: c.id, name: c.company_name, vehicles: vehicles.filter((v) => v.company_id === c.id).map((v) => ({ id: v.id, name: v.category_name })) }))
    .filter((c) => c.vehicles.length > 0 && (!onlyName || c.name === onlyName));
  if (out.length === 0) throw new Error('No companies with vehicles: start the API once (or run the seed) on this database first.');
  return out;
}

const passengerRow = (i, at) => ({ first_name: FIRST[i % FIRST.length], surname: LAST[i % LAST.length], email: `passenger-${i}@example.com`, phone: '+447700900000', password_hash: null, kind: 'guest', created_at: at, updated_at: at });

async function seedSqlite(file, count, spread) {
  // The same choice as src/db/sqlite-driver.ts: better-sqlite3 12 aborts on Node 24, 13 needs Node 22.
  const driver = Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';
  const { default: SQLite } = await import(driver);
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  const all = (sql) => Promise.resolve(db.prepare(sql).all());
  const companies = await companiesOf(all, spread.companyName);
  const maxId = (table) => db.prepare(`select coalesce(max(id), 0) as m from ${table}`).get().m;
  const firstId = maxId('bookings') + 1;
  const firstPassengerId = maxId('passengers') + 1;
  const at = new Date().toISOString();
  const statements = new Map();
  const insert = (table, row) => {
    const columns = Object.keys(row);
    const key = `${table}:${columns.join()}`;
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`)));
    statement.run(row);
  };
  const run = db.transaction(() => {
    for (let i = 0; i < PASSENGERS; i++) insert('passengers', { id: firstPassengerId + i, ...passengerRow(firstPassengerId + i, at) });
    for (const batch of bookingBatches({ count, firstId, firstPassengerId, passengers: PASSENGERS, companies, todayMs: Date.now(), ...spread.days })) {
      for (const row of batch.bookings) insert('bookings', row);
      for (const row of batch.details) insert('booking_details', row);
      for (const row of batch.travellers) insert('passenger_details', row);
      for (const row of batch.jobs) insert('booking_jobs', row);
    }
  });
  run();
  const jobs = db.prepare('select count(*) as n from booking_jobs').get().n;
  db.close();
  return jobs;
}

async function seedPostgres(url, count, spread) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  try {
    const companies = await companiesOf(query, spread.companyName);
    const maxId = async (table) => Number((await query(`select coalesce(max(id), 0) as m from ${table}`))[0].m);
    const firstId = (await maxId('bookings')) + 1;
    const firstPassengerId = (await maxId('passengers')) + 1;
    const at = new Date().toISOString();
    /** One multi-row INSERT per batch of rows. */
    const insertAll = async (table, rows) => {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]);
      const values = [];
      const tuples = rows.map((row) => `(${columns.map((c) => (values.push(row[c]), `$${values.length}`)).join(', ')})`);
      await client.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values);
    };
    await client.query('begin');
    await insertAll('passengers', Array.from({ length: PASSENGERS }, (_, i) => ({ id: firstPassengerId + i, ...passengerRow(firstPassengerId + i, at) })));
    for (const batch of bookingBatches({ count, firstId, firstPassengerId, passengers: PASSENGERS, companies, todayMs: Date.now(), size: 1000, ...spread.days })) {
      await insertAll('bookings', batch.bookings);
      await insertAll('booking_details', batch.details);
      await insertAll('passenger_details', batch.travellers);
      await insertAll('booking_jobs', batch.jobs);
    }
    // Explicit ids were given: the sequences must continue after them.
    for (const table of ['passengers', 'bookings', 'booking_jobs']) await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    await client.query('commit');
    await client.query('analyze');
    return Number((await query('select count(*) as n from booking_jobs'))[0].n);
  } finally {
    await client.end();
  }
}

/**
 * Seeds `count` bookings; returns how many jobs the database then holds. `companyName` puts them
 * all in that company; `fromDate` ('2035-01-01') and `spanDays` place the pick-ups on those days.
 */
export async function seedBookings({ sqlitePath, databaseUrl, count = 100_000, companyName, fromDate, spanDays }) {
  const days = fromDate ? { startMs: Date.parse(`${fromDate}T00:00:00Z`), spanDays: spanDays ?? 365 } : {};
  const spread = { companyName, days };
  return databaseUrl ? seedPostgres(databaseUrl, count, spread) : seedSqlite(sqlitePath, count, spread);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const args = process.argv.slice(2);
  const sqlitePath = databaseUrl ? undefined : args.shift();
  const count = Number(args[0] ?? 100_000);
  if (!databaseUrl && !sqlitePath) {
    console.error('usage: node apps/api/bench/seed-bookings.mjs <file.db> [count]  (or DATABASE_URL=… node … [count])');
    process.exit(2);
  }
  const started = Date.now();
  const jobs = await seedBookings({ sqlitePath, databaseUrl, count });
  console.log(`${count} bookings seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; the database holds ${jobs} jobs.`);
}
