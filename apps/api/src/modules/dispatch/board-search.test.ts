/**
 * The board's free-text search through its index (migration 0025): each kind of text an office
 * types finds the booking, only within the caller's company, and a booking whose passenger changes
 * is found by its new text (the index is kept in step by triggers, whoever writes the rows).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { JOB_PAGE_SIZE, OPERATIONS, OPERATOR_MESSAGES, jobListResponseSchema } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { boardFilter, type BoardCursor, type BoardFilter, type BoardSearch } from './board-query.js';
import { boardRowOf, type BoardRow } from './job-rows.js';
import { dispatchTestApp, mileage, type Booked } from './dispatch-test-kit.js';
import { boardPageQuery, createJobsBoardRepository, searchMatches } from './jobs-board.repository.js';
import { sampleOf, searchTextOf } from './search-sample.js';
import type { StaffClient } from '../staff/operator-test-kit.js';

const kit = dispatchTestApp();

let grace: Booked;
let skyGrace: Booked;
let other: Booked;

beforeAll(async () => {
  grace = await kit.book('riverside', {
    form: mileage({ pickup_date: '2026-12-07' }),
    changes: { registrationData: { ...guest, firstName: 'Grace', surname: 'Hopper', email: 'grace.hopper@navy.example', number: '(020) 7946-0018' } },
  });
  // The same passenger name at another company, with an email of its own.
  skyGrace = await kit.book('skyline', {
    form: mileage({ pickup_date: '2026-12-08' }),
    changes: { registrationData: { ...guest, firstName: 'Grace', surname: 'Hopper', email: 'grace@skyline-only.example', number: '+44 7700 900999' } },
  });
  other = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-09' }) });
});

const search = async (client: StaffClient, q: string, dates = '') => {
  const res = await client.call('GET', `${OPERATIONS.operatorJobs.path}?view=all&q=${encodeURIComponent(q)}${dates && `&${dates}`}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return jobListResponseSchema.parse(res.body).data.items.map((i) => i.booking_number);
};

describe('board search through its index', () => {
  it('finds a booking by its number, name, phone in any spacing, email, whole or in part, any case', async () => {
    const dispatcher = kit.staff.riversideDispatcher;
    for (const q of [
      grace.number,
      grace.number.slice(-4).toLowerCase(),
      grace.number.slice(3, 10),
      'HOPP',
      'grace hopper',
      'grace.hopper@navy.example',
      'hopper@NAVY',
      'navy.example',
      '(020) 7946-0018',
      '02079460018',
      '020 7946 0018',
      '7946-00',
    ]) {
      expect(await search(dispatcher, q), q).toEqual([grace.number]);
    }
    expect(await search(dispatcher, 'nobody-has-this')).toEqual([]);
    expect(await search(dispatcher, '"quoted"')).toEqual([]);
  });

  it('stays within the caller’s company; a platform admin finds every company’s', async () => {
    expect(await search(kit.staff.skylineDispatcher, 'grace.hopper@navy')).toEqual([]);
    expect(await search(kit.staff.skylineDispatcher, grace.number.slice(-4))).toEqual([]);
    expect(await search(kit.staff.skylineDispatcher, '020 7946 0018')).toEqual([]);
    expect(await search(kit.staff.skylineDispatcher, 'grace hopper')).toEqual([skyGrace.number]);
    expect(await search(kit.staff.riversideDispatcher, 'skyline-only')).toEqual([]);
    expect(await search(kit.staff.riversideDispatcher, 'grace hopper')).toEqual([grace.number]);
    expect((await search(kit.staff.platformAdmin, 'grace hopper')).sort()).toEqual([grace.number, skyGrace.number].sort());
  });

  it('finds a booking by its new text once its passenger or number changes, and no longer by the old', async () => {
    const dispatcher = kit.staff.riversideDispatcher;
    // Straight into the tables, as any later code that changes a booking would: the triggers keep the index.
    await kit.db.kysely
      .updateTable('passenger_details')
      .set({ passenger_name: 'Amazing Grace Brewster', passenger_email: 'admiral@fleet.example', passenger_contact_no: '+44 (0)7700 900 777' })
      .where('booking_id', '=', other.id)
      .execute();
    expect(await search(dispatcher, 'brewster')).toEqual([other.number]);
    expect(await search(dispatcher, 'admiral@fleet')).toEqual([other.number]);
    expect(await search(dispatcher, '7700900777')).toEqual([other.number]);
    expect(await search(dispatcher, 'ada lovelace')).not.toContain(other.number);

    await kit.db.kysely.updateTable('bookings').set({ booking_number: 'KB-ZZZW-ZZZW' }).where('id', '=', other.id).execute();
    expect(await search(dispatcher, 'zzzw-zz')).toEqual(['KB-ZZZW-ZZZW']);
    expect(await search(dispatcher, other.number.slice(-4))).toEqual([]);

    const later = await kit.book('riverside', { changes: { registrationData: { ...guest, email: 'made-later@example.com' } } });
    expect(await search(dispatcher, 'made-later@')).toEqual([later.number]);
  });

  it('reads one or two characters in time order, over Today or at most 7 days, and answers 400 over more', async () => {
    const dispatcher = kit.staff.riversideDispatcher;
    const week = 'from=2026-12-03&to=2026-12-09';
    // I, O and U are in no booking number (Crockford's base 32 leaves them out), and 'uo' in no passenger here.
    expect(await search(dispatcher, 'uo', week)).toEqual([]);
    expect(await search(dispatcher, 'Gr', week)).toContain(grace.number);
    expect(await search(kit.staff.skylineDispatcher, 'Gr', week)).not.toContain(grace.number);
    expect(await search(dispatcher, 'Gr', 'from=2026-12-07&to=2026-12-07')).toEqual([grace.number]);
    const today = await dispatcher.call('GET', `${OPERATIONS.operatorJobs.path}?view=today&q=Gr`);
    expect(today.status).toBe(200);
    for (const query of ['view=all&q=Gr', 'view=upcoming&q=%E2%82%AC%E2%82%AC', 'view=all&q=Gr&from=2026-12-01', 'view=all&q=Gr&from=2026-12-03&to=2026-12-10', 'view=past&q=7&to=2026-12-01']) {
      const res = await dispatcher.call('GET', `${OPERATIONS.operatorJobs.path}?${query}`);
      expect({ query, status: res.status, body: res.body }).toEqual({ query, status: 400, body: { success: false, message: OPERATOR_MESSAGES.searchTooShort } });
    }
  });

  it('reaches the same jobs through the index as by reading in time order, and each query uses its index', async () => {
    const { kysely, dialect } = kit.db;
    const scope = { all: false, companyId: kit.companyId.riverside } as const;
    const repository = createJobsBoardRepository(kit.db);
    for (const q of ['hopper', grace.number.slice(-4), '020 7946 0018', 'example', 'nobody-has-this']) {
      const built = boardFilter({ view: 'all', q }, kit.clock.now);
      if (!built.ok) throw new Error(built.message);
      const inTimeOrder = (await boardPageQuery(kysely, dialect, scope, built.value.filter).execute()).map(boardRowOf).slice(0, JOB_PAGE_SIZE);
      expect((await repository.page(scope, built.value.filter)).rows, q).toEqual(inTimeOrder);
    }
    const built = boardFilter({ view: 'all', q: 'navy.example' }, kit.clock.now);
    if (!built.ok) throw new Error(built.message);
    const search = built.value.filter.search as BoardSearch & { indexQuery: string };
    const planOf = async (compiled: CompiledQuery) => {
      const explain = dialect === 'sqlite' ? 'explain query plan ' : 'explain (costs off) ';
      const plan = await kysely.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + compiled.sql, [...compiled.parameters]));
      return plan.rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join('\n');
    };
    // PostgreSQL reads a table this small without its trigram index; bench/explain-board.ts shows it used at scale.
    expect(await planOf(searchMatches(dialect, scope, search).compile(kysely))).toMatch(dialect === 'sqlite' ? /SCAN board_search VIRTUAL TABLE INDEX/ : /on board_search/);
    const throughIds = boardPageQuery(kysely, dialect, scope, { ...built.value.filter, search: { ...search, bookingIds: String(grace.id) } }).compile();
    // The page's jobs picked from (booking_id, pick_up_at) alone (migration 0033), without reading their rows.
    if (dialect === 'sqlite') expect(await planOf(throughIds)).toMatch(/SEARCH j USING COVERING INDEX booking_jobs_booking \(booking_id=\?\)/);
    expect((await kysely.executeQuery<{ row: string | unknown[] }>(throughIds)).rows.map(boardRowOf).map((r) => r.booking_number)).toEqual([grace.number]);
  });

  it('answers a text the index finds in no booking without reading the jobs', async () => {
    const repository = createJobsBoardRepository({ kysely: kit.db.kysely, dialect: kit.db.dialect });
    const built = boardFilter({ view: 'all', q: 'nobody-has-this' }, kit.clock.now);
    if (!built.ok) throw new Error(built.message);
    expect(await repository.page({ all: false, companyId: kit.companyId.riverside }, built.value.filter)).toEqual({ rows: [], more: false });
  });

  describe('through the rarest parts of the text, checked whole (issue 24 §6)', () => {
    const email = 'passenger-365@example.com';
    let own: Booked;
    let holding: Booked;
    let elsewhere: Booked;
    let nearMiss: Booked;
    beforeAll(async () => {
      const as = (company: 'riverside' | 'skyline', date: string, address: string) =>
        kit.book(company, { form: mileage({ pickup_date: date }), changes: { registrationData: { ...guest, firstName: 'Sam', surname: 'Parts', email: address } } });
      holding = await as('riverside', '2026-12-11', `x${email}`);
      own = await as('riverside', '2026-12-10', email);
      elsewhere = await as('skyline', '2026-12-10', email);
      nearMiss = await as('riverside', '2026-12-12', 'passenger-3650@example.com');
    });

    it('finds exactly the bookings that hold a whole email, in time order, only within the company', async () => {
      expect(await search(kit.staff.riversideDispatcher, email)).toEqual([own.number, holding.number]);
      expect(await search(kit.staff.riversideDispatcher, 'PASSENGER-365@Example')).toEqual([own.number, holding.number]);
      expect(await search(kit.staff.riversideDispatcher, 'passenger-365')).toEqual([own.number, holding.number, nearMiss.number]);
      expect(await search(kit.staff.skylineDispatcher, email)).toEqual([elsewhere.number]);
      expect(await search(kit.staff.riversideDispatcher, 'passenger-366@example.com')).toEqual([]);
    });

    it('keeps of the candidates the index gives for a part only those holding the whole text', async () => {
      const { kysely, dialect } = kit.db;
      const scope = { all: false, companyId: kit.companyId.riverside } as const;
      const built = boardFilter({ view: 'all', q: 'Grace Hopper' }, kit.clock.now);
      if (!built.ok) throw new Error(built.message);
      const search = built.value.filter.search as BoardSearch & { indexQuery: string };
      // 'ace' is in Grace and in Lovelace (the other bookings' passenger): the index gives both, the check keeps Grace.
      const lookup = { parts: dialect === 'sqlite' ? { match: '"ace"' } : { patterns: ['%ace%'] } };
      const ids = (await kysely.executeQuery<{ id: number }>(searchMatches(dialect, scope, search, lookup).compile(kysely))).rows.map((r) => Number(r.id));
      expect(ids).toEqual([grace.id]);
      const lovelaces = (await kysely.executeQuery<{ id: number }>(searchMatches(dialect, scope, { ...search, text: 'lovelace', pattern: '%lovelace%' }, lookup).compile(kysely))).rows;
      expect(lovelaces.length).toBeGreaterThan(0);
    });

    it('answers the same page walking the jobs in time order (a common text), walking among the candidates (SQLite, 1 %) and listing the bookings', async () => {
      const scope = { all: false, companyId: kit.companyId.riverside } as const;
      // Two hundred bookings of Riverside in the sample: enough to say how common a text is.
      const sampled = (holding: number) =>
        sampleOf(Array.from({ length: 200 }, (_, i) => ({ companyId: scope.companyId, text: searchTextOf({ booking_number: 'KB-0000-0000', passenger_name: i < holding ? 'Sam Parts' : 'Kim Other', passenger_email: i < holding ? email : 'kim@other.example', passenger_contact_no: '' }) })));
      const walking = createJobsBoardRepository(kit.db, { sample: () => sampled(200) });
      const amongCandidates = createJobsBoardRepository(kit.db, { sample: () => sampled(2) });
      const listing = createJobsBoardRepository(kit.db, { sample: () => sampleOf([]) });
      for (const q of ['passenger-365', 'sam parts', 'example.com']) {
        const built = boardFilter({ view: 'all', q }, kit.clock.now);
        if (!built.ok) throw new Error(built.message);
        const listed = await listing.page(scope, built.value.filter);
        expect(listed.rows.length, q).toBeGreaterThan(0);
        expect(await walking.page(scope, built.value.filter), q).toEqual(listed);
        expect(await amongCandidates.page(scope, built.value.filter), q).toEqual(listed);
      }
    });

    it('pages through many bookings’ jobs by their ids in time order, as the walk does', async () => {
      const { kysely, dialect } = kit.db;
      const scope = { all: false, companyId: kit.companyId.riverside } as const;
      const built = boardFilter({ view: 'all', q: 'passenger-365' }, kit.clock.now);
      if (!built.ok) throw new Error(built.message);
      const ids = [nearMiss.id, own.id, holding.id].join(',');
      const pages = async (bookingIds?: string) => {
        const numbers: string[][] = [];
        let after: BoardCursor | null = null;
        for (let n = 0; n < 4; n++) {
          const filter: BoardFilter = { ...built.value.filter, limit: 1, after, search: { ...built.value.filter.search!, ...(bookingIds ? { bookingIds } : {}) } };
          const rows: BoardRow[] = (await boardPageQuery(kysely, dialect, scope, filter).execute()).map(boardRowOf);
          numbers.push(rows.map((r) => r.booking_number));
          const last = rows[0];
          if (!last) break;
          after = { at: last.pick_up_at, id: last.id };
        }
        return numbers;
      };
      const byIds = await pages(ids);
      expect(byIds).toEqual([[own.number, holding.number], [holding.number, nearMiss.number], [nearMiss.number], []]);
      expect(await pages()).toEqual(byIds);
    });
  });
});
