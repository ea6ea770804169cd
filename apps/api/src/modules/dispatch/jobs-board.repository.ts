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

/** `board_search` rows matching the search: through FTS5 on SQLite, the trigram index on PostgreSQL (migration 0025). */
function searchCondition(dialect: Dialect, search: BoardSearch & { indexQuery: string }): RawBuilder<boolean> {
  if (dialect === 'sqlite') return sql<boolean>`board_search match ${search.indexQuery}`;
  const text = sql<boolean>`search_text like ${search.pattern} escape '!'`;
  return search.phonePattern ? sql<boolean>`(${text} or search_text like ${search.phonePattern} escape '!')` : text;
}

/** The ids of the bookings whose number, passenger name, email or phone contain the text, from the search index. */
function indexedBookings(dialect: Dialect, search: BoardSearch & { indexQuery: string }): RawBuilder<number> {
  const id = dialect === 'sqlite' ? sql.raw('rowid') : sql.raw('booking_id');
  return sql<number>`(select ${id} from board_search where ${searchCondition(dialect, search)})`;
}

const indexable = (search: BoardSearch | null): search is BoardSearch & { indexQuery: string } => !!search && search.indexQuery !== null && !search.bookingNumber;

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
  } else if (search?.throughIndex && indexable(search)) {
    q = q.where('j.booking_id', 'in', indexedBookings(dialect, search));
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
  const throughBookings = !!filter.search && (!!filter.search.bookingNumber || (!!filter.search.throughIndex && indexable(filter.search)));
  const base = boardJobs(db, scope, throughBookings ? 'b' : 'j');
  return ordered(after(filtered(base, filter, dialect), filter.after, filter.descending), filter.descending)
    .clearSelect()
    .select(boardRowJson(dialect).as('row'))
    .limit(filter.limit + 1);
}

/** The most bookings a search reaches through the index; more, and the jobs are read in time order (bench: board search). */
export const SEARCH_THROUGH_INDEX = 2_000;

/** How many bookings of the scope the search index finds, counting to SEARCH_THROUGH_INDEX + 1 at most. */
function searchProbe(dialect: Dialect, scope: CompanyScope, search: BoardSearch & { indexQuery: string }) {
  const id = sql.ref(dialect === 'sqlite' ? 'board_search.rowid' : 'board_search.booking_id');
  const company = scope.all ? sql`` : sql` and b.company_id = ${scope.companyId}`;
  return sql<{ n: number | string }>`select count(*) as n from (
    select 1 from board_search join bookings as b on b.id = ${id} where ${searchCondition(dialect, search)}${company} limit ${sql.lit(SEARCH_THROUGH_INDEX + 1)}
  ) as matched`;
}

export function createJobsBoardRepository({ kysely: db, dialect }: Pick<Db, 'kysely' | 'dialect'>) {
  // Built and compiled once per shape of filters: the page is the console's busiest read.
  const pageQuery = createCompiledShapes((input: { scope: CompanyScope; filter: BoardFilter }) => boardPageQuery(db, dialect, input.scope, input.filter), {
    shapeKeys: ['limit'],
  });
  const probeQuery = createCompiledShapes((input: { scope: CompanyScope; search: BoardSearch & { indexQuery: string } }) => ({
    compile: () => searchProbe(dialect, input.scope, input.search).compile(db),
  }));

  /**
   * Whether to reach the jobs through the search index: yes when at most SEARCH_THROUGH_INDEX
   * bookings of the scope match. A text that many bookings hold ('example.com', a common name) is
   * found faster by reading the jobs in time order until a page is full, as without an index.
   */
  async function throughIndex(scope: CompanyScope, search: BoardSearch & { indexQuery: string }): Promise<boolean> {
    const result = await db.executeQuery<{ n: number | string }>(probeQuery({ scope, search }));
    return Number(result.rows[0]?.n ?? 0) <= SEARCH_THROUGH_INDEX;
  }

  return {
    async page(scope: CompanyScope, given: BoardFilter): Promise<{ rows: BoardRow[]; more: boolean }> {
      const search = given.search;
      const filter = indexable(search) ? { ...given, search: { ...search, throughIndex: await throughIndex(scope, search) } } : given;
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
