/** Reading the board: a page of jobs, and every job of a date range for the exports. */
import { sql, type Kysely } from 'kysely';
import { JOB_STATUSES } from '@kerbside/contract';
import type { Db, Dialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import type { BoardCursor, BoardFilter } from './board-query.js';
import { createCompiledShapes } from './compiled-shapes.js';
import { boardJobs, boardRowJson, boardRowOf, jobsWithBooking, lowerLike, type BoardRow, type JobRow, type JobsQuery } from './job-rows.js';

/** The filters of the board, each in SQL; date ranges as ranges of pick_up_at (the indexed column). */
function filtered<O extends BoardRow>(query: JobsQuery<O>, filter: Omit<BoardFilter, 'after' | 'limit' | 'descending'>): JobsQuery<O> {
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
  } else if (search) {
    q = q.where((eb) =>
      eb.or([
        lowerLike('b.booking_number', search.pattern),
        lowerLike('pd.passenger_name', search.pattern),
        lowerLike('pd.passenger_email', search.pattern),
        lowerLike('pd.passenger_contact_no', search.pattern),
        ...(search.phonePattern ? [eb(sql<string>`replace(${sql.ref('pd.passenger_contact_no')}, ' ', '')`, 'like', search.phonePattern)] : []),
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
  // A whole booking number names one booking: reach its jobs through it, not by the company's jobs in time order.
  const base = boardJobs(db, scope, filter.search?.bookingNumber ? 'b' : 'j');
  return ordered(after(filtered(base, filter), filter.after, filter.descending), filter.descending)
    .clearSelect()
    .select(boardRowJson(dialect).as('row'))
    .limit(filter.limit + 1);
}

export function createJobsBoardRepository({ kysely: db, dialect }: Pick<Db, 'kysely' | 'dialect'>) {
  // Built and compiled once per shape of filters: the page is the console's busiest read.
  const pageQuery = createCompiledShapes((input: { scope: CompanyScope; filter: BoardFilter }) => boardPageQuery(db, dialect, input.scope, input.filter), {
    shapeKeys: ['limit'],
  });
  return {
    async page(scope: CompanyScope, filter: BoardFilter): Promise<{ rows: BoardRow[]; more: boolean }> {
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
        });
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
