/** Reading the board: a page of jobs, and every job of a date range for the exports. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { JOB_PAGE_SIZE, JOB_STATUSES } from '@kerbside/contract';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import { likePattern, type BoardCursor, type BoardFilter, type BoardSearch } from './board-query.js';
import { createCompiledShapes } from './compiled-shapes.js';
import { boardJobs, boardRowJson, boardRowOf, jobsWithBooking, lowerLike, type BoardRow, type JobRow, type JobsQuery } from './job-rows.js';
import { createSearchSampler, drawSample, likelyShareOf, rarestLikePart, rarestParts, type SearchSample } from './search-sample.js';

/** A phone as its digits (and +), as migration 0025 keeps it in the search index. */
const phoneDigits = (phone: RawBuilder<string> | ReturnType<typeof sql.ref>) =>
  sql<string>`replace(replace(replace(replace(${phone}, ' ', ''), '(', ''), ')', ''), '-', '')`;

/** PostgreSQL's `board_search.search_text` holds the text (or the phone's digits), through the trigram index. */
function searchTextHolds(search: BoardSearch): RawBuilder<boolean> {
  const text = sql<boolean>`search_text like ${search.pattern} escape '!'`;
  return search.phonePattern ? sql<boolean>`(${text} or search_text like ${search.phonePattern} escape '!')` : text;
}

/**
 * The same test as `searchTextHolds` written so that no index serves it, and so that PostgreSQL
 * guesses a third of the rows pass (its default for `f(x) > 0`): checked row by row on rows reached
 * otherwise, as a walk in time order, never by the trigram index. For a LIKE it guessed from the
 * column statistics, which for a text 1 % of bookings hold said 0.01 %: it read all 10,000 through
 * the index and sorted their jobs (200 ms) where the walk stops after 5,000 jobs (20 ms).
 */
function searchTextContains(search: BoardSearch): RawBuilder<boolean> {
  const text = sql<boolean>`strpos(search_text, ${search.text}) > 0`;
  return search.phoneDigits ? sql<boolean>`(${text} or strpos(search_text, ${search.phoneDigits}) > 0)` : text;
}

/** `board_search` rows matching the search: through FTS5 on SQLite, the trigram index on PostgreSQL (migration 0025). */
function searchCondition(dialect: Dialect, search: BoardSearch & { indexQuery: string }): RawBuilder<boolean> {
  return dialect === 'sqlite' ? sql<boolean>`board_search match ${search.indexQuery}` : searchTextHolds(search);
}

const indexable = (search: BoardSearch | null): search is BoardSearch & { indexQuery: string } => !!search && search.indexQuery !== null && !search.bookingNumber;

/**
 * `j.booking_id` is one of `ids` ('12,57,301'), bound as one value. On PostgreSQL as a set to join,
 * not `= any(array)`: with the array's size known, the planner walked the jobs in time order
 * testing each against the whole array (1.5 s for 3,333 bookings at 1,000,000), where the set
 * reaches each booking's jobs through the (booking_id, pick_up_at) index.
 */
function oneOfBookings(dialect: Dialect, ids: string): RawBuilder<boolean> {
  const bookingId = sql.ref('j.booking_id');
  return dialect === 'sqlite'
    ? sql<boolean>`${bookingId} in (select value from json_each('[' || ${ids} || ']'))`
    : sql<boolean>`${bookingId} in (select unnest(cast('{' || ${ids} || '}' as integer[])))`;
}

/** The filters of the board, each in SQL; date ranges as ranges of pick_up_at (the indexed column). */
function filtered<O extends BoardRow>(query: JobsQuery<O>, filter: Omit<BoardFilter, 'after' | 'limit' | 'descending'>, dialect: Dialect): JobsQuery<O> {
  let q = query;
  if (filter.from !== null) q = q.where('j.pick_up_at', '>=', filter.from);
  if (filter.until !== null) q = q.where('j.pick_up_at', '<', filter.until);
  if (filter.statuses) q = q.where('j.status', 'in', filter.statuses);
  if (filter.vehicle !== null) q = q.where(sql<string>`lower(${sql.ref('b.category_name')})`, '=', filter.vehicle);
  if (filter.payment !== null) q = q.where('b.payment_method', '=', filter.payment);
  const search = filter.search;
  if (search?.bookingNumber) {
    const number = search.bookingNumber;
    q = q.where('j.booking_id', '=', (eb) => eb.selectFrom('bookings').select('id').where('booking_number', '=', number));
  } else if (search?.bookingIds) {
    q = q.where(oneOfBookings(dialect, search.bookingIds));
  } else if (search && dialect === 'postgres') {
    // The job's booking's search text, one row by its key, the jobs read in time order until a
    // page is full: the repository comes here for a common text (or one or two characters), which
    // fills a page at once (16 ms for 'example.com' at 1,000,000 bookings).
    q = q.where(sql<boolean>`exists (select 1 from board_search where board_search.booking_id = ${sql.ref('j.booking_id')} and ${searchTextContains(search)})`);
  } else if (search) {
    // Tested on the job alone, before its booking is read: a member of the candidates' list, which
    // SQLite makes once from the index.
    if (search.candidates) q = q.where(sql<boolean>`${sql.ref('j.booking_id')} in (select rowid from board_search where board_search match ${search.candidates})`);
    q = q.where((eb) =>
      eb.or([
        lowerLike('b.booking_number', search.pattern),
        lowerLike('pd.passenger_name', search.pattern),
        lowerLike('pd.passenger_email', search.pattern),
        lowerLike('pd.passenger_contact_no', search.pattern),
        ...(search.phonePattern ? [eb(phoneDigits(sql.ref('pd.passenger_contact_no')), 'like', search.phonePattern)] : []),
      ]),
    );
  }
  return q;
}

/**
 * Keyset pagination on (pick_up_at, id): a page starts after the last row of the one before. The
 * condition is written so the pick_up_at index gives the start of the range and `id` only breaks ties.
 */
function after<O extends BoardRow>(query: JobsQuery<O>, cursor: BoardCursor | null, descending: boolean): JobsQuery<O> {
  if (!cursor) return query;
  const direction = descending ? '<' : '>';
  return query
    .where('j.pick_up_at', descending ? '<=' : '>=', cursor.at)
    .where((eb) => eb.or([eb('j.pick_up_at', direction, cursor.at), eb('j.id', direction, cursor.id)]));
}

function ordered<O extends BoardRow>(query: JobsQuery<O>, descending: boolean): JobsQuery<O> {
  const direction = descending ? 'desc' : 'asc';
  return query.orderBy('j.pick_up_at', direction).orderBy('j.id', direction);
}

/**
 * One page of the board: `limit` rows, plus one to tell whether another page follows, each row one
 * JSON object (bench/explain-board.ts shows the plan).
 */
export function boardPageQuery(db: Kysely<Database>, dialect: Dialect, scope: CompanyScope, filter: BoardFilter) {
  // A whole booking number names one booking, and the search index a few: reach their jobs through
  // them (the company tested on the booking), not by the company's jobs in time order.
  const throughBookings = !!filter.search && (!!filter.search.bookingNumber || !!filter.search.bookingIds);
  const page = (query: JobsQuery) => ordered(after(filtered(query, filter, dialect), filter.after, filter.descending), filter.descending);
  let rows = page(boardJobs(db, scope, throughBookings ? 'b' : 'j'));
  const search = filter.search;
  if (search?.bookingIds || (search && !search.bookingNumber && dialect === 'postgres')) {
    // Pick the page's jobs first, from the jobs alone (and their bookings when a filter names a
    // booking's column), then build only their rows. Thousands of bookings' jobs joined and built
    // before the sort cost 23 ms for 2,000 bookings at 1,000,000 (SQLite and PostgreSQL alike),
    // where their jobs alone take 2 ms through (booking_id, pick_up_at). PostgreSQL's walk in time
    // order joined each job's booking details before testing its search text: 6,811 needless
    // reads for a week of a busy company's jobs that hold no 'uo'.
    const jobs = filter.vehicle !== null || filter.payment !== null ? db.selectFrom('booking_jobs as j').innerJoin('bookings as b', 'b.id', 'j.booking_id') : db.selectFrom('booking_jobs as j');
    // Through booking ids the ids are the scope's bookings (searchMatches tests the company), and
    // the rows below are built inside the scope again: testing it here too would read each job's
    // row, not the index alone. A walk reads the company's jobs in time order.
    const scoped = search.bookingIds || scope.all ? jobs : jobs.where('j.company_id', '=', scope.companyId);
    // Only j (and b) are named by these filters; the other tables of JobsQuery are not needed.
    const pageIds = page(scoped as unknown as JobsQuery).clearSelect().select('j.id').limit(filter.limit + 1);
    rows = ordered(boardJobs(db, scope, 'b').where('j.id', 'in', pageIds), filter.descending);
  }
  return rows
    .clearSelect()
    .select(boardRowJson(dialect).as('row'))
    .limit(filter.limit + 1);
}

/**
 * The most bookings a search reaches through the index; more, and the jobs are read in time order.
 * A text the sample says is common never comes near it; the limit is for a sample that was wrong.
 */
export const SEARCH_THROUGH_INDEX = 5_000;

/**
 * How many bookings (of the scope) a walk in time order may expect to read for a page before the
 * index is the faster way: each is a row checked by its key (about 4 µs on PostgreSQL, 9 µs on
 * SQLite, which tests four columns), where the index finds the text's bookings and their jobs. On
 * PostgreSQL the index's candidates cost a read of their rows each (the trigram index's recheck):
 * listing the 3,333 bookings of a text 1 % of a company's hold took 100 ms, walking 20–40.
 */
export const WALK_READS: Record<Dialect, number> = { postgres: 20_000, sqlite: 3_000 };

/**
 * SQLite: up to how many bookings read for a page the jobs are walked among the candidates of the
 * text's rarest parts (a look-up in a list SQLite makes once from the index, about 1 µs a job,
 * where listing the text's 3,000 bookings read and checked 10,000 candidates: 25–50 ms).
 */
export const WALK_AMONG_CANDIDATES_READS = 20_000;

/** The index lookup of a search: its rarest parts (then checked whole), or the whole text. */
export interface IndexLookup {
  /** SQLite: an FTS5 query; PostgreSQL: LIKE patterns of one part each, any of which (a phone's text or its digits). */
  parts: { match: string } | { patterns: string[] } | null;
  /** SQLite: walk the jobs in time order among the bookings the parts find, rather than list them. */
  amongCandidates?: true;
}

/** Further parts join the rarest only when at most this share of the sample holds them: a common one adds a long list to read. */
const USEFUL_PART_SHARE = 0.05;

/**
 * How to search: read the jobs in time order (a text a large share of the scope's bookings hold,
 * by the sample, less its uncertainty), or look the bookings up in the index, through the text's rarest parts when it is
 * plain ASCII and not a phone (then each candidate is checked against the whole text, so the answer
 * stays exact; SQLite's lower() and LIKE know only ASCII case, as FTS5 knows every letter's). SQLite's
 * FTS5 looks up any 3 characters, so up to three rare ones; pg_trgm looks up the trigrams of words,
 * so one part whose words' trigrams few texts hold together.
 */
export function searchPlan(dialect: Dialect, sample: SearchSample, scope: CompanyScope, search: BoardSearch): 'walk' | IndexLookup {
  if (!/^[\x20-\x7e]+$/.test(search.text)) return { parts: null };
  // A phone is also found by its digits: looked up through the rare parts of either, never walked
  // by the sample (which holds the text as typed, not the digits).
  const texts = search.phoneDigits && search.phoneDigits !== search.text ? [search.text, search.phoneDigits] : [search.text];
  const share = search.phoneDigits ? null : likelyShareOf(sample, scope, search.text);
  if (share !== null && share > 0 && JOB_PAGE_SIZE / share <= WALK_READS[dialect]) return 'walk';
  const size = Math.max(1, sample.texts.length);
  if (dialect === 'postgres') {
    const rarest = texts.map((text) => rarestLikePart(sample, text));
    const usable = rarest.every((part) => part && part.seen / size <= USEFUL_PART_SHARE);
    return { parts: usable ? { patterns: rarest.map((part) => likePattern(part!.part)) } : null };
  }
  const parts = texts.map((text) => rarestParts(sample, text, 3).filter((part, i) => i === 0 || (sample.trigrams.get(part) ?? 0) / size <= USEFUL_PART_SHARE));
  if (parts.some((each) => each.length === 0)) return { parts: null };
  const match = parts.length === 1 ? parts[0]!.map(ftsPhrase).join(' AND ') : parts.map((each) => `(${each.map(ftsPhrase).join(' AND ')})`).join(' OR ');
  return share !== null && share > 0 && JOB_PAGE_SIZE / share <= WALK_AMONG_CANDIDATES_READS ? { parts: { match }, amongCandidates: true } : { parts: { match } };
}

/** An FTS5 phrase: one trigram here. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The bookings of the scope the search index finds, SEARCH_THROUGH_INDEX + 1 at most: through the
 * whole text, or through its rarest parts, each candidate then checked against the whole text (on
 * SQLite the columns as the walk tests them; on PostgreSQL the search text, by strpos, which keeps
 * the planner from taking the whole text to the index).
 */
export function searchMatches(dialect: Dialect, scope: CompanyScope, search: BoardSearch & { indexQuery: string }, lookup: IndexLookup = { parts: null }) {
  const id = sql.ref(dialect === 'sqlite' ? 'board_search.rowid' : 'board_search.booking_id');
  const company = scope.all ? sql`` : sql` and b.company_id = ${scope.companyId}`;
  const limit = sql.lit(SEARCH_THROUGH_INDEX + 1);
  const parts = lookup.parts;
  if (parts && 'match' in parts) {
    const columns = ['b.booking_number', 'pd.passenger_name', 'pd.passenger_email', 'pd.passenger_contact_no'].map((column) => lowerLike(column, search.pattern));
    if (search.phonePattern) columns.push(sql<boolean>`${phoneDigits(sql.ref('pd.passenger_contact_no'))} like ${search.phonePattern}`);
    return sql<{ id: number }>`select b.id as id from board_search join bookings as b on b.id = ${id}
      join passenger_details as pd on pd.booking_id = b.id
      where board_search match ${parts.match}${company} and (${sql.join(columns, sql` or `)}) limit ${limit}`;
  }
  if (parts && 'patterns' in parts) {
    // The candidates first, all of them, through the trigram index: left to choose, the planner took
    // a LIMIT as leave to walk the company's bookings, checking each (2 s when fewer than the limit match).
    const holds = parts.patterns.map((pattern) => sql`search_text like ${pattern} escape '!'`);
    return sql<{ id: number }>`with board_search as materialized (select booking_id, search_text from board_search where ${sql.join(holds, sql` or `)})
      select b.id as id from board_search join bookings as b on b.id = ${id}
      where ${searchTextContains(search)}${company} limit ${limit}`;
  }
  return sql<{ id: number }>`select b.id as id from board_search join bookings as b on b.id = ${id}
    where ${searchCondition(dialect, search)}${company} limit ${limit}`;
}

/** `sample`: the search sample to plan by (tests give their own); by default drawn from the database. */
export function createJobsBoardRepository({ kysely: db, dialect }: Pick<Db, 'kysely' | 'dialect'>, options: { sample?: () => SearchSample } = {}) {
  // Built and compiled once per shape of filters: the page is the console's busiest read.
  const pageQuery = createCompiledShapes((input: { scope: CompanyScope; filter: BoardFilter }) => boardPageQuery(db, dialect, input.scope, input.filter), {
    shapeKeys: ['limit'],
  });
  const matchesQuery = createCompiledShapes((input: { scope: CompanyScope; search: BoardSearch & { indexQuery: string }; lookup: IndexLookup }) => ({
    compile: () => searchMatches(dialect, input.scope, input.search, input.lookup).compile(db),
  }));
  const sample = options.sample ?? createSearchSampler(() => drawSample(db, dialect));
  // Drawn as the server starts, not by the first search.
  sample();

  /**
   * The bookings to reach the jobs through, when at most SEARCH_THROUGH_INDEX of the scope match;
   * null when more do. The ids go to the page query as a list: asked again as a subquery, the index
   * search ran twice, and PostgreSQL's planner, guessing its size, sometimes read the jobs in time
   * order anyway.
   */
  async function matchedBookings(scope: CompanyScope, search: BoardSearch & { indexQuery: string }, lookup: IndexLookup): Promise<number[] | null> {
    const result = await db.executeQuery<{ id: number | string }>(matchesQuery({ scope, search, lookup }));
    return result.rows.length > SEARCH_THROUGH_INDEX ? null : result.rows.map((row) => Number(row.id));
  }

  return {
    async page(scope: CompanyScope, given: BoardFilter): Promise<{ rows: BoardRow[]; more: boolean }> {
      let filter = given;
      const search = given.search;
      if (indexable(search)) {
        const plan = searchPlan(dialect, sample(), scope, search);
        if (plan !== 'walk' && plan.amongCandidates && plan.parts && 'match' in plan.parts) {
          filter = { ...given, search: { ...search, candidates: plan.parts.match } };
        } else if (plan !== 'walk') {
          const bookingIds = await matchedBookings(scope, search, plan);
          if (bookingIds?.length === 0) return { rows: [], more: false };
          if (bookingIds) filter = { ...given, search: { ...search, bookingIds: bookingIds.join(',') } };
        }
      }
      const result = await db.executeQuery<{ row: string | unknown[] }>(pageQuery({ scope, filter }));
      const rows = result.rows.map(boardRowOf);
      return { rows: rows.slice(0, filter.limit), more: rows.length > filter.limit };
    },

    /**
     * Every job from `from` until `until` (pick-up instants), soonest first, in pages of `batch`
     * rows, one query each (keyset on pick_up_at and id), so an export of a year never holds it all
     * in memory and never reads it in one go.
     */
    async *pagesInRange(scope: CompanyScope, range: { from: string; until: string; excludeCancelled?: boolean }, batch: number): AsyncGenerator<JobRow[]> {
      let cursor: BoardCursor | null = null;
      for (;;) {
        const base = filtered(jobsWithBooking(db, scope), {
          from: range.from,
          until: range.until,
          statuses: range.excludeCancelled ? JOB_STATUSES.filter((status) => status !== 'cancelled') : null,
          vehicle: null,
          payment: null,
          search: null,
        }, dialect);
        const rows = await ordered(after(base, cursor, false), false).limit(batch).execute();
        if (rows.length > 0) yield rows;
        const last = rows.at(-1);
        if (!last || rows.length < batch) return;
        cursor = { at: last.pick_up_at, id: last.id };
      }
    },
  };
}

export type JobsBoardRepository = ReturnType<typeof createJobsBoardRepository>;
