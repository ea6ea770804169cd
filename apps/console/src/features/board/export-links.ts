/** The addresses of the board's exports: the CSV of a date range and a day's run sheet (pure). */
import { EXPORT_MAX_DAYS, JOBS_OPERATIONS, requestOf } from '@kerbside/contract';
import { DATE_ORDER_PROBLEM } from './board-filters';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type ExportLink = { ok: true; href: string } | { ok: false; message: string };

/** Days from `from` to `to`, both counted. */
function daysCovered(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** GET /jobs/export.csv of the bookings picked up from `from` to `to` (London dates, both counted). */
export function csvExportLink(from: string, to: string, companyId: string): ExportLink {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return { ok: false, message: 'Choose the first and the last day.' };
  if (from > to) return { ok: false, message: DATE_ORDER_PROBLEM };
  if (daysCovered(from, to) > EXPORT_MAX_DAYS) return { ok: false, message: `Choose a date range of at most ${EXPORT_MAX_DAYS} days.` };
  return { ok: true, href: requestOf(JOBS_OPERATIONS.operatorJobsExport, { query: { from, to, company_id: companyId } }).url };
}

/** GET /jobs/run-sheet of one London day. */
export function runSheetLink(date: string, companyId: string): ExportLink {
  if (!ISO_DATE.test(date)) return { ok: false, message: 'Choose the day.' };
  return { ok: true, href: requestOf(JOBS_OPERATIONS.operatorRunSheet, { query: { date, company_id: companyId } }).url };
}
