/** The addresses of the inspection export of booking records: CSV and the printable page of a date range (pure). */
import { BOOKING_RECORDS_EXPORT_MESSAGES, BOOKING_RECORDS_EXPORT_OPERATIONS, RECORDS_EXPORT_MAX_DAYS, requestOf } from '@kerbside/contract';
import { DATE_ORDER_PROBLEM } from '../board/board-filters';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type RecordsLinks = { ok: true; csv: string; print: string } | { ok: false; message: string };

const daysCovered = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** `companyId`: '' for an owner (their own company); a platform admin must name one. */
export function recordsLinks(from: string, to: string, companyId: string, isAdmin: boolean): RecordsLinks {
  if (!ISO_DATE.test(from) || !ISO_DATE.test(to)) return { ok: false, message: 'Choose the first and the last day.' };
  if (from > to) return { ok: false, message: DATE_ORDER_PROBLEM };
  if (daysCovered(from, to) > RECORDS_EXPORT_MAX_DAYS) return { ok: false, message: BOOKING_RECORDS_EXPORT_MESSAGES.range };
  if (isAdmin && companyId === '') return { ok: false, message: BOOKING_RECORDS_EXPORT_MESSAGES.chooseCompany };
  const query = { from, to, ...(companyId ? { company_id: Number(companyId) } : {}) };
  return {
    ok: true,
    csv: requestOf(BOOKING_RECORDS_EXPORT_OPERATIONS.operatorBookingRecordsCsv, { query }).url,
    print: requestOf(BOOKING_RECORDS_EXPORT_OPERATIONS.operatorBookingRecordsPrint, { query }).url,
  };
}
