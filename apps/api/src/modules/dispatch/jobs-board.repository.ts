/** Reading the board: a page of jobs, and every job of a date range for the exports. */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { JOB_STATUSES } from '@kerbside/contract';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import type { BoardCursor, BoardFilter, BoardSearch } from './board-query.js';
import { createCompiledShapes } from './compiled-shapes.js';
import { boardJobs, boardRowJson, boardRowOf, jobsWithBooking, lowerLike, type BoardRow, type JobRow, type JobsQuery } from './job-rows.js';

/** A phone as its digits (and +), as migration 0025 keeps it in the search index. */
const phoneDigits = (phone: RawBuilder<string> | ReturnType<typeof sql.ref>) =>
  sql<string>`replace(replace(replace(replace(${phone}, ' ', ''), '(', ''), ')', ''), '-', '')`;

/** PostgreSQL's `board_search.search_text` holds the text (or the phone's digits). */
function searchTextHolds(search: BoardSearch): RawBuilder<boolean> {
  const text = sql<boolean>`search_text like ${search.pattern} escape '!'`;
  return search.phonePattern ? sql<boolean>`(${text} or search_text like ${search.phonePattern} escape '!')` : text;
}

/** `board_search` rows matching the search: through FTS5 on SQLite, the trigram index on PostgreSQL (migration 0025). */
function searchCondition(dialect: Dialect, search: BoardSearch & { indexQuery: string }): RawBuilder<boolean> {
  return dialect === 'sqlite' ? sql<boolean>`board_search match ${search.indexQuery}` : searchTextHolds(search);
}

const indexable = (search: BoardSearch | null): search is BoardSearch & { indexQuery: string } => !!search && search.indexQuery !== null && !search.bookingNumber;

/** `j.booking_id` is one of `ids` ('12,57,301'), bound as one value. */
function oneOfBookings(dialect: Dialect, ids: string): RawBuilder<boolean> {
  const bookingId = sql.ref('j.booking_id');
  return dialect === 'sqlite'
    ? sql<boolean>`${bookingId} in (select value from json_each('[' || ${ids} || ']'))`
    : sql<boolean>`${bookingId} = any(cast('{' || ${ids} || '}' as integer[]))`;
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
    // The job's booking's search text, one row by its key: PostgreSQL knows from that column's
    // statistics how common the text is (it guesses 0.5 % for a LIKE on lower(col)), and so walks
    // the jobs in time order for a common one, stopping at a full page (6 s → 16 ms for
    // 'example.com' at 1,000,000 bookings, where it had joined every booking and sorted).
    q = q.where(sql<boolean>`exists (select 1 from board_search where board_search.booking_id = ${sql.ref('j.booking_id')} and ${searchTextHolds(search)})`);
  } else if (search) {
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
  const base = boardJobs(db, scope, throughBookings ? 'b' : 'j');
  return ordered(after(filtered(base, filter, dialect), filter.after, filter.descending), filter.descending)
    .clearSelect()
    .select(boardRowJson(dialect).as('row'))
    .limit(filter.limit + 1);
}

/** The most bookings a search reaches through the index; more, and the jobs are read in time order (bench: board search). */
export const SEARCH_THROUGH_INDEX = 2_000;

/** The bookings of the scope the search index finds, SEARCH_THROUGH_INDEX + 1 at most. */
export function searchMatches(dialect: Dialect, scope: CompanyScope, search: BoardSearch & { indexQuery: string }) {
  const id = sql.ref(dialect === 'sqlite' ? 'board_search.rowid' : 'board_search.booking_id');
  const company = scope.all ? sql`` : sql` and b.company_id = ${scope.companyId}`;
  return sql<{ id: number }>`select b.id as id from board_search join bookings as b on b.id = ${id}
    where ${searchCondition(dialect, search)}${company} limit ${sql.lit(SEARCH_THROUGH_INDEX + 1)}`;
}

export function createJobsBoardRepository({ kysely: db, dialect }: Pick<Db, 'kysely' | 'dialect'>) {
  // Built and compiled once per shape of filters: the page is the console's busiest read.
  const pageQuery = createCompiledShapes((input: { scope: CompanyScope; filter: BoardFilter }) => boardPageQuery(db, dialect, input.scope, input.filter), {
    shapeKeys: ['limit'],
  });
  const matchesQuery = createCompiledShapes((input: { scope: CompanyScope; search: BoardSearch & { indexQuery: string } }) => ({
    compile: () => searchMatches(dialect, input.scope, input.search).compile(db),
  }));

  /**
   * The bookings to reach the jobs through, when at most SEARCH_THROUGH_INDEX of the scope match;
   * null when more do. A text that many bookings hold ('example.com', a common name) is found faster
   * by reading the jobs in time order until a page is full, as without an index. The ids go to the
   * page query as a list: asked again as a subquery, the index search ran twice, and PostgreSQL's
   * planner, guessing its size, sometimes read the jobs in time order anyway.
   */
  async function matchedBookings(scope: CompanyScope, search: BoardSearch & { indexQuery: string }): Promise<number[] | null> {
    const result = await db.executeQuery<{ id: number | string }>(matchesQuery({ scope, search }));
    return result.rows.length > SEARCH_THROUGH_INDEX ? null : result.rows.map((row) => Number(row.id));
  }

  return {
    async page(scope: CompanyScope, given: BoardFilter): Promise<{ rows: BoardRow[]; more: boolean }> {
      let filter = given;
      const search = given.search;
      if (indexable(search)) {
        const bookingIds = await matchedBookings(scope, search);
        if (bookingIds?.length === 0) return { rows: [], more: false };
        if (bookingIds) filter = { ...given, search: { ...search, bookingIds: bookingIds.join(',') } };
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
