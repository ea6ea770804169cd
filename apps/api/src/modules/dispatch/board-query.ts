/**
 * The board's query as plain values (pure; no I/O): which pick-up instants a view and a date range
 * cover, the filters, and the keyset cursor. Every date filter becomes a range of `pick_up_at`, so
 * the (company_id, pick_up_at) and (pick_up_at) indexes serve every view.
 */
import { addDays, londonLocalToUtc, londonToday } from '@kerbside/domain';
import { JOB_PAGE_SIZE, OPERATOR_MESSAGES, SEARCH_MIN_CHARACTERS, shortSearchProblem, type JobListQuery, type JobStatus } from '@kerbside/contract';
import { fail, ok, type Result } from '../../http/result.js';

export interface BoardCursor {
  at: string;
  id: number;
}

export interface BoardFilter {
  /** pick_up_at >= from and < until (UTC instants); either may be open. */
  from: string | null;
  until: string | null;
  /** Past: newest first; every other view: soonest first. */
  descending: boolean;
  statuses: readonly JobStatus[] | null;
  vehicle: string | null;
  payment: 'car' | 'card' | null;
  search: BoardSearch | null;
  after: BoardCursor | null;
  limit: number;
}

export interface BoardSearch {
  /** A whole booking number ('KB-7Q4M-2XHD'), upper-case: found through its unique index, not a scan. */
  bookingNumber: string | null;
  /** What was typed, trimmed, lower-case: found anywhere in a booking's search text. */
  text: string;
  /** A LIKE pattern, lower-case, with `!` escaping the wildcards of what was typed. */
  pattern: string;
  /** The digits (and +) of a phone number typed with or without spaces; null if not one. */
  phoneDigits: string | null;
  /** The same as a pattern. */
  phonePattern: string | null;
  /**
   * The same search for SQLite's FTS5 index (migration 0025): the text as a phrase, or the phone's
   * digits. Null under 3 characters, which no trigram index can narrow: such a search (and, on
   * PostgreSQL, `pattern`) goes through the index only when this is set.
   */
  indexQuery: string | null;
  /**
   * Set by the repository: the bookings the index found, when few enough match to reach their jobs
   * through them (at most SEARCH_THROUGH_INDEX), as one text ('12,57,301': one value of the
   * compiled page, whatever their number); absent, the jobs are read in time order.
   */
  bookingIds?: string;
  /**
   * Set by the repository on SQLite: an FTS5 query of the text's rarest parts, whose bookings the
   * jobs are walked among in time order (each then checked whole), for a text too common to list
   * its bookings and too rare to walk every job for.
   */
  candidates?: string;
}

/** The instant London's day `date` starts. */
export const londonMidnight = (date: string) => londonLocalToUtc({ date, minute: 0 }).toISOString();

/** '50% off_now' → '%50!% off!_now%': what was typed matches literally, anywhere in the text. */
export function likePattern(typed: string): string {
  return `%${typed.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** An FTS5 phrase: the text as typed, quotes doubled, which the trigram tokenizer matches as a substring, any case. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

export function searchOf(q: string | undefined): BoardSearch | null {
  const typed = q?.trim() ?? '';
  if (typed === '') return null;
  const phone = typed.replace(/[\s()-]/g, '');
  const isPhone = /^\+?\d{3,}$/.test(phone);
  return {
    text: typed.toLowerCase(),
    phoneDigits: isPhone ? phone.toLowerCase() : null,
    bookingNumber: /^KB-[0-9A-Z]{4}-[0-9A-Z]{4}$/i.test(typed) ? typed.toUpperCase() : null,
    pattern: likePattern(typed),
    phonePattern: isPhone ? likePattern(phone) : null,
    indexQuery: [...typed].length >= SEARCH_MIN_CHARACTERS ? ftsPhrase(typed) + (isPhone && phone !== typed ? ` OR phone_digits : ${ftsPhrase(phone)}` : '') : null,
  };
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,10})$/;

export function encodeCursor(cursor: BoardCursor): string {
  return Buffer.from(`${cursor.at}_${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): BoardCursor | null {
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) return null;
  const id = Number(match[2]);
  return id > 0 && id <= 2 ** 31 - 1 ? { at: match[1]!, id } : null;
}

/** The pick-up range of a view on `today` (London), narrowed by from/to dates (inclusive). */
export function viewRange(query: Pick<JobListQuery, 'view' | 'from' | 'to'>, today: string): { from: string | null; until: string | null } {
  const startOfToday = londonMidnight(today);
  const startOfTomorrow = londonMidnight(addDays(today, 1));
  const view = {
    today: { from: startOfToday, until: startOfTomorrow },
    upcoming: { from: startOfTomorrow, until: null },
    past: { from: null, until: startOfToday },
    all: { from: null, until: null },
  }[query.view];
  const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
  const sooner = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);
  return {
    from: later(view.from, query.from ? londonMidnight(query.from) : null),
    until: sooner(view.until, query.to ? londonMidnight(addDays(query.to, 1)) : null),
  };
}

/** The filter of a board request at `now`, or a 400 for a cursor that is not ours or a short search over too many days. */
export function boardFilter(query: JobListQuery, now: Date): Result<{ filter: BoardFilter; today: string }> {
  const today = londonToday(now);
  const searchProblem = shortSearchProblem(query);
  if (searchProblem) return fail(400, searchProblem);
  let after: BoardCursor | null = null;
  if (query.cursor) {
    after = decodeCursor(query.cursor);
    if (!after) return fail(400, OPERATOR_MESSAGES.badCursor);
  }
  const range = viewRange(query, today);
  return ok({
    today,
    filter: {
      ...range,
      descending: query.view === 'past',
      statuses: query.status && query.status.length > 0 ? [...new Set(query.status)] : null,
      vehicle: query.vehicle?.trim() ? query.vehicle.trim().toLowerCase() : null,
      payment: query.payment ?? null,
      search: searchOf(query.q),
      after,
      limit: JOB_PAGE_SIZE,
    },
  });
}
