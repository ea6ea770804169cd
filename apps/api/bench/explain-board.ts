/**
 * The board's first-page queries on a seeded database: their plans (which index each uses) and
 * how long they take, straight against the database (no HTTP). Seed first with seed-bookings.mjs.
 *   npx tsx apps/api/bench/explain-board.ts <file.db>
 *   DATABASE_URL=postgres://… npx tsx apps/api/bench/explain-board.ts
 */
import { CompiledQuery } from 'kysely';
import { JOB_PAGE_SIZE, type JobListQuery } from '@kerbside/contract';
import { openDatabase } from '../src/db/database.js';
import { boardFilter } from '../src/modules/dispatch/board-query.js';
import { boardPageQuery, searchMatches } from '../src/modules/dispatch/jobs-board.repository.js';
import type { CompanyScope } from '../src/platform/company-scope/index.js';

const databaseUrl = process.env.DATABASE_URL || undefined;
const db = openDatabase({ databaseUrl, sqlitePath: process.argv[2] ?? 'data/bench.db' });
const company = await db.kysely.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
const now = new Date();
const one: CompanyScope = { all: false, companyId: company.id };
const all: CompanyScope = { all: true };

const cases: Array<[string, CompanyScope, Partial<JobListQuery>]> = [
  ['company, today', one, { view: 'today' }],
  ['company, upcoming', one, { view: 'upcoming' }],
  ['company, past', one, { view: 'past' }],
  ['all companies, upcoming', all, { view: 'upcoming' }],
  ['company, upcoming, status new', one, { view: 'upcoming', status: ['new'] }],
  ['company, all, search by name', one, { view: 'all', q: 'hopper' }],
  ['company, all, search matching nothing', one, { view: 'all', q: 'nobody-has-this' }],
  ['company, all, search by booking number', one, { view: 'all', q: process.env.BOOKING_NUMBER ?? 'KB-0000-0100' }],
  ['company, today, search matching nothing', one, { view: 'today', q: 'nobody-has-this' }],
];
// The same searches as the repository runs them when few bookings match: through the search index (migration 0025).
const indexed = new Set(['company, all, search matching nothing', 'company, today, search matching nothing']);
for (const [name, scope, query] of [...cases]) if (indexed.has(name)) cases.push([`${name}, through the index`, scope, query]);

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

for (const [name, scope, query] of cases) {
  const built = boardFilter({ view: 'today', ...query }, now);
  if (!built.ok) throw new Error(built.message);
  const filter = built.value.filter;
  // Through the index: first the bookings it finds (their query's plan), then their jobs.
  let search = filter.search;
  if (search?.indexQuery && name.endsWith('through the index')) {
    const matches = searchMatches(db.dialect, scope, { ...search, indexQuery: search.indexQuery }).compile(db.kysely);
    await explain(`${name}: the bookings the index finds`, matches);
    search = { ...search, bookingIds: (await db.kysely.executeQuery<{ id: number }>(matches)).rows.map((r) => r.id).join(',') };
  }
  await explain(name, boardPageQuery(db.kysely, db.dialect, scope, { ...filter, search }).compile());
}
await db.close();

async function explain(name: string, compiled: CompiledQuery) {
  const prefix = db.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN ' : 'EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ';
  const plan = await db.kysely.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    rows = (await db.kysely.executeQuery(compiled)).rows.length;
    times.push(performance.now() - started);
  }
  console.log(`\n## ${name}: ${rows} rows (a page is ${JOB_PAGE_SIZE} + 1), median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`);
  for (const row of plan.rows) console.log(`  ${String(row.detail ?? row['QUERY PLAN'])}`);
}
