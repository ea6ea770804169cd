#!/usr/bin/env node
// Issue 24 §6: the bookings board's free-text search over all dates (view=all), as an office
// makes it, p99 < 50 ms. A Riverside dispatcher searches each kind of text in turn, one request at
// a time (what one search costs, not a queue), over HTTP against the built server; the values are
// taken from the board's own first page, so every search but the "nothing" ones finds something.
// Prints p50 / p95 / p99 per kind.
//
//   node apps/api/bench/board-search.mjs                      SQLite, 100,000 bookings (BENCH_SEARCH_BOOKINGS)
//   BENCH_POSTGRES_URL=postgres://…/postgres node …           also on PostgreSQL, in a database of its own made there
//   BENCH_SEARCH_SQLITE=<file.db> / BENCH_SEARCH_DATABASE_URL=postgres://…/<db>
//                                                             an existing, already seeded database instead (not seeded
//                                                             again); the PostgreSQL one alone skips SQLite
// `npm run bench` runs it with the defaults after its scenarios. Seeding 1,000,000 bookings takes
// minutes on a 2-core machine (about 1 on SQLite, 4 on PostgreSQL): seed once with
// seed-bookings.mjs and point BENCH_SEARCH_SQLITE / BENCH_SEARCH_DATABASE_URL at it.
import { fileURLToPath } from 'node:url';
import { buildApi, startBenchServer } from './bench-server.mjs';
import { seedBookings } from './seed-bookings.mjs';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 200);

/** The next 7 days (London dates, near enough): the longest a search of one or two characters reads. */
const isoDay = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const SHORT_SEARCH_DAYS = `&from=${isoDay(0)}&to=${isoDay(6)}`;

/** The kinds of text an office searches, from a booking of the board (`b`, a board row) and its rotation index. */
const KINDS = [
  ['whole booking number', (b) => b.booking_number],
  ['end of a booking number', (b) => b.booking_number.slice(-4)],
  ['surname (10 % of bookings)', (b) => b.passenger_name.split(' ').at(-1).toLowerCase()],
  ['whole name (1 %)', (b) => b.passenger_name],
  ['phone as stored', (b) => b.passenger_phone],
  ['phone, other spacing', (b) => b.passenger_phone.replace(/^\+44 /, '').replace(/(\d{3})(\d{3})$/, '$1 $2')],
  ['whole email', (b) => b.passenger_email],
  ['part of an email', (b) => b.passenger_email.split('@')[0]],
  ['email domain (every booking)', () => 'example.com'],
  // I, O and U are in no seeded name and in no booking number (Crockford's base 32 leaves them out).
  ['matching nothing', (_b, i) => `nobody-${i}-has-this`],
  ['3 characters, matching nothing', () => 'iou'],
  // No trigram narrows two characters: they are read in time order, over at most 7 days (shortSearchProblem).
  ['2 characters, common, 7 days', () => 'ov', undefined, SHORT_SEARCH_DAYS],
  ['2 characters, matching nothing, 7 days', () => 'uo', undefined, SHORT_SEARCH_DAYS],
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function signIn(url) {
  // A demo login signs in only from this machine, without a forwarded address.
  const post = () =>
    fetch(`${url}/api/operator/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dispatch@riverside-cars.example', password: 'kerbside-demo' }),
    });
  // Once more on a new connection: the one kept from the start-up checks may have been closed by the
  // server while the bookings were seeded, and fetch does not retry a POST (EPIPE).
  const res = await post().catch(post);
  if (!res.ok) throw new Error(`staff sign-in answered ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** The board search's figures on a running, seeded server: one row per kind. */
export async function measureBoardSearch(url, rounds = ROUNDS) {
  const cookie = await signIn(url);
  let forwarded = 0;
  const board = async (query) => {
    // From many addresses: the per-address limits stay on, as in production.
    const n = ++forwarded;
    const res = await fetch(`${url}/api/operator/v1/jobs${query}`, { headers: { cookie, 'accept-encoding': 'gzip', 'x-forwarded-for': `100.80.${(n >> 8) & 255}.${n & 255}` } });
    if (!res.ok) throw new Error(`board answered ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
  const samples = (await board('?view=upcoming')).items;
  if (samples.length === 0) throw new Error('board search: the board is empty; seed bookings first');
  const rows = [];
  for (const [kind, textOf, kindRounds = rounds, dates = ''] of KINDS) {
    const times = [];
    let found = 0;
    for (let i = 0; i < kindRounds + 2; i++) {
      const q = textOf(samples[i % samples.length], i);
      const started = performance.now();
      const { items } = await board(`?view=all&q=${encodeURIComponent(q)}${dates}`);
      // The first two warm the statement caches.
      if (i >= 2) times.push(performance.now() - started);
      found += items.length;
    }
    times.sort((a, b) => a - b);
    const ms = (p) => Number(percentile(times, p).toFixed(1));
    rows.push({ kind, example: textOf(samples[0], 0), 'jobs found (avg)': Math.round(found / (kindRounds + 2)), 'p50 ms': ms(50), 'p95 ms': ms(95), 'p99 ms': ms(99), requests: times.length });
  }
  return rows;
}

/** Starts a server on a database (seeded with `bookings` unless it is an existing one) and measures. */
async function benchOn(label, port, database, bookings) {
  const server = await startBenchServer(port, 'search', database.existing ?? database.fresh ?? {});
  try {
    if (!database.existing) {
      const started = Date.now();
      await seedBookings({ sqlitePath: server.sqlitePath, databaseUrl: database.fresh?.databaseUrl, count: bookings });
      console.log(`${label}: ${bookings.toLocaleString('en-GB')} bookings seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const rows = await measureBoardSearch(server.url);
    console.log(`\nBoard search, ${label}, view=all, one request at a time (ms over HTTP):`);
    console.table(rows);
    return rows;
  } finally {
    server.stop();
  }
}

/** A new, empty PostgreSQL database `name` beside the one `adminUrl` names; its URL. */
export async function freshPostgres(adminUrl, name = 'kerbside_bench_search') {
  await onPostgres(adminUrl, `drop database if exists ${name} with (force)`, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropPostgres = (adminUrl, name) => onPostgres(adminUrl, `drop database if exists ${name} with (force)`);

async function onPostgres(adminUrl, ...statements) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function runBoardSearchBench(port) {
  const bookings = Number(process.env.BENCH_SEARCH_BOOKINGS ?? 100_000);
  const sqlite = process.env.BENCH_SEARCH_SQLITE;
  const existingPg = process.env.BENCH_SEARCH_DATABASE_URL;
  // An existing PostgreSQL database alone is measured alone.
  if (sqlite || !existingPg) await benchOn(sqlite ? `SQLite (${sqlite})` : `SQLite, ${bookings.toLocaleString('en-GB')} bookings`, port, sqlite ? { existing: { sqlitePath: sqlite } } : {}, bookings);
  if (existingPg) await benchOn('PostgreSQL (existing database)', port, { existing: { databaseUrl: existingPg } }, bookings);
  else if (process.env.BENCH_POSTGRES_URL) {
    await benchOn(`PostgreSQL, ${bookings.toLocaleString('en-GB')} bookings`, port, { fresh: { databaseUrl: await freshPostgres(process.env.BENCH_POSTGRES_URL) } }, bookings);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.env.BENCH_SERVER_JS) buildApi();
  await runBoardSearchBench(Number(process.env.BENCH_PORT ?? 3998));
}
