/**
 * A register's exports for an inspection: the records of a date range as CSV (platform/csv) and
 * as a printable page, one record a row, the same columns in both. Owners and platform admins
 * only (their declarations); each export counts against the session's exports (with the bookings
 * CSV and run sheets, EXPORT_LIMITS.perSession) and is audited: who, which dates, how many.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CASE_EXPORT_MAX_DAYS, CASE_MESSAGES } from '@kerbside/contract';
import { utcToLondonLocal } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import type { Kysely } from 'kysely';
import { overLimit } from '../../http/address-limits.js';
import { EXPORT_LIMITS } from '../../http/limits.js';
import { fail, sendFailure, type Failure } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { companyOf, narrowScope, type CompanyScope } from '../../platform/company-scope/index.js';
import { CSV_BOM, csvLine } from '../../platform/csv/index.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { escapeHtml } from '../../platform/outbox/index.js';

/** A column: its heading and the cell of one record. */
export type ExportColumn<Json> = readonly [heading: string, cell: (record: Json) => string | number | null];

export interface ExportSpec<Json> {
  subject: 'complaint' | 'lost_property';
  /** 'Complaints', the page's heading and the file's name. */
  title: string;
  columns: ReadonlyArray<ExportColumn<Json>>;
  inRange(scope: CompanyScope, from: string, to: string): Promise<Json[]>;
}

const PRINT_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
const PRINT_STYLE = `*{box-sizing:border-box}body{margin:0;padding:24px;font:13px/1.4 Arial,Helvetica,sans-serif;color:#1c2624}
h1{font-size:20px;margin:0 0 4px}p.meta{margin:0 0 16px;color:#55615e}table{width:100%;border-collapse:collapse}
th,td{border:1px solid #c9d1ce;padding:5px 6px;text-align:left;vertical-align:top;white-space:pre-line}th{background:#eef2f0;font-size:11px}
div.rows{overflow-x:auto}thead{display:table-header-group}tr{break-inside:avoid}@media print{body{padding:0;font-size:10px}div.rows{overflow:visible}@page{size:A4 landscape;margin:10mm}}`;

const DAY_MS = 86_400_000;
/** '1 September 2026'. */
const longDate = (date: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const daysCovered = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export interface ExportDeps {
  db: Kysely<Database>;
  limiter: RateLimiter;
  now: () => Date;
}

export function caseExports<Json>(deps: ExportDeps, spec: ExportSpec<Json>) {
  /** The checks, the records and the audit entry of one export; the records or the refusal. */
  async function exported(request: FastifyRequest, query: { from: string; to: string; company_id?: number | undefined }, format: 'csv' | 'print'): Promise<Json[] | Failure> {
    const { from, to } = query;
    if (from > to) return fail(400, CASE_MESSAGES.dateOrder) as Failure;
    if (daysCovered(from, to) > CASE_EXPORT_MAX_DAYS) return fail(400, CASE_MESSAGES.exportRange(CASE_EXPORT_MAX_DAYS)) as Failure;
    const refused = await overLimit(deps.limiter, EXPORT_LIMITS.perSession, `session:${request.staffSession.sessionId}`);
    if (refused) return refused;
    const scope = narrowScope(request.scope, query.company_id);
    const records = await spec.inRange(scope, from, to);
    await recordAudit(deps.db, {
      companyId: companyOf(scope) ?? null,
      staffId: request.staff.id,
      action: `${spec.subject}.exported`,
      subjectType: spec.subject,
      subjectId: 0,
      detail: { from, to, format, records: records.length },
      at: deps.now().toISOString(),
    });
    return records;
  }

  const row = (record: Json) => spec.columns.map(([, cell]) => cell(record));

  return {
    async csv(request: FastifyRequest, reply: FastifyReply, query: { from: string; to: string; company_id?: number | undefined }) {
      const records = await exported(request, query, 'csv');
      if (!Array.isArray(records)) return sendFailure(reply, records);
      const file = CSV_BOM + csvLine(spec.columns.map(([heading]) => heading)) + records.map((record) => csvLine(row(record))).join('');
      const name = spec.title.toLowerCase().replace(/\s+/g, '-');
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}-${query.from}-to-${query.to}.csv"`).send(file);
    },

    async print(request: FastifyRequest, reply: FastifyReply, query: { from: string; to: string; company_id?: number | undefined }) {
      const records = await exported(request, query, 'print');
      if (!Array.isArray(records)) return sendFailure(reply, records);
      const now = utcToLondonLocal(deps.now());
      const printed = `${longDate(now.date)} at ${String(Math.floor(now.minute / 60)).padStart(2, '0')}:${String(now.minute % 60).padStart(2, '0')}`;
      const head = `<tr>${spec.columns.map(([heading]) => `<th scope="col">${escapeHtml(heading)}</th>`).join('')}</tr>`;
      const body = records.length
        ? records.map((record) => `<tr>${row(record).map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('\n')
        : `<tr><td colspan="${spec.columns.length}">No records in these dates.</td></tr>`;
      const range = `${longDate(query.from)} to ${longDate(query.to)}`;
      const scope = narrowScope(request.scope, query.company_id);
      const company = scope.all ? 'All companies' : ((await deps.db.selectFrom('companies').select('company_name').where('id', '=', scope.companyId).executeTakeFirst())?.company_name ?? '');
      const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(spec.title)}, ${escapeHtml(company)}, ${escapeHtml(range)}</title><style>${PRINT_STYLE}</style></head>
<body><h1>${escapeHtml(spec.title)}: ${escapeHtml(company)}</h1><p class="meta">${escapeHtml(range)}: ${records.length} record${records.length === 1 ? '' : 's'}. Printed ${escapeHtml(printed)}.</p>
<div class="rows"><table><thead>${head}</thead><tbody>${body}</tbody></table></div></body></html>`;
      return reply.header('content-security-policy', PRINT_CSP).type('text/html; charset=utf-8').send(html);
    },
  };
}
