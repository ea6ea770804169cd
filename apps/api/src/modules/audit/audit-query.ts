/**
 * An audit-log request as plain values (pure; no I/O): which rows, the filters, and the keyset
 * cursor. Pages go by id, newest first, so the (company_id, id) index and the primary key serve
 * every page; date filters become ranges of created_at (London days, as the board's).
 */
import { addDays } from '@kerbside/domain';
import { AUDIT_PAGE_SIZE, OPERATOR_MESSAGES, type AuditListQuery } from '@kerbside/contract';
import { fail, ok, type Result } from '../../http/result.js';
import { likePattern, londonMidnight } from '../dispatch/index.js';
import { type CompanyScope, listedRows, type ListedRows } from '../../platform/company-scope/index.js';

export interface AuditFilter {
  rows: ListedRows;
  subject: string | null;
  action: string | null;
  staffId: number | null;
  /** created_at >= from and < until (UTC instants); either may be open. */
  from: string | null;
  until: string | null;
  /** A LIKE pattern over the lower-cased detail, with `!` escaping the wildcards typed. */
  pattern: string | null;
  /** Entries with an id below this one (the last of the page before). */
  beforeId: number | null;
  limit: number;
}

const CURSOR = /^audit_(\d{1,10})$/;

export const encodeAuditCursor = (id: number): string => Buffer.from(`audit_${id}`, 'utf8').toString('base64url');

export function decodeAuditCursor(text: string): number | null {
  const match = CURSOR.exec(Buffer.from(text, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : 0;
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/** The filter of a request in the caller's scope, or the 400 of a cursor that is not ours or dates the wrong way round. */
export function auditFilter(scope: CompanyScope, query: AuditListQuery): Result<AuditFilter> {
  if (query.from && query.to && query.from > query.to) return fail(400, OPERATOR_MESSAGES.dateOrder);
  let beforeId: number | null = null;
  if (query.cursor) {
    beforeId = decodeAuditCursor(query.cursor);
    if (beforeId === null) return fail(400, OPERATOR_MESSAGES.badCursor);
  }
  const q = query.q?.trim() ?? '';
  return ok({
    rows: listedRows(scope, query.company_id),
    subject: query.subject ?? null,
    action: query.action ?? null,
    staffId: query.staff_id ?? null,
    from: query.from ? londonMidnight(query.from) : null,
    until: query.to ? londonMidnight(addDays(query.to, 1)) : null,
    pattern: q === '' ? null : likePattern(q),
    beforeId,
    limit: AUDIT_PAGE_SIZE,
  });
}
