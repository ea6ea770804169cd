/** The board's exports: the bookings of a date range as CSV, and a day's printable run sheet. */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { EXPORT_MAX_DAYS, OPERATOR_MESSAGES, OPERATOR_PATHS, jobsExportQuerySchema, runSheetQuerySchema } from '@kerbside/contract';
import { addDays, formatDateDMY, utcToLondonLocal } from '@kerbside/domain';
import { parseInput, sendFailure } from '../../http/result.js';
import { narrowScope } from '../staff/staff-scope.js';
import { londonMidnight } from './board-query.js';
import { jobsCsv } from './jobs-csv.js';
import type { JobsBoardRepository } from './jobs-board.repository.js';
import type { JobRow } from './job-rows.js';
import type { JobsRepository } from './jobs.repository.js';
import { RUN_SHEET_CSP, runSheetHtml } from './run-sheet.js';

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted. */
const daysCovered = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export function exportsRoutes(area: FastifyInstance, deps: { board: JobsBoardRepository; jobs: JobsRepository; now: () => Date }) {
  area.get(OPERATOR_PATHS.jobsExport, async (request, reply) => {
    const query = parseInput(jobsExportQuerySchema, request.query);
    if (!query.ok) return sendFailure(reply, query);
    const { from, to, company_id } = query.value;
    if (from > to) return sendFailure(reply, { ok: false, status: 400, message: OPERATOR_MESSAGES.dateOrder });
    if (daysCovered(from, to) > EXPORT_MAX_DAYS) return sendFailure(reply, { ok: false, status: 400, message: OPERATOR_MESSAGES.exportRange(EXPORT_MAX_DAYS) });
    const rows = deps.board.inRange(narrowScope(request.scope, company_id), { from: londonMidnight(from), until: londonMidnight(addDays(to, 1)) });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bookings-${from}-to-${to}.csv"`)
      .send(Readable.from(jobsCsv(rows)));
  });

  area.get(OPERATOR_PATHS.runSheet, async (request, reply) => {
    const query = parseInput(runSheetQuerySchema, request.query);
    if (!query.ok) return sendFailure(reply, query);
    const { date, company_id } = query.value;
    const scope = narrowScope(request.scope, company_id);
    const rows: JobRow[] = [];
    for await (const row of deps.board.inRange(scope, { from: londonMidnight(date), until: londonMidnight(addDays(date, 1)), excludeCancelled: true })) rows.push(row);
    const stops = await deps.jobs.stopsOfBookings([...new Set(rows.map((r) => r.booking_id))]);
    const companyName = scope.all ? 'All companies' : ((await deps.jobs.companyName(scope.companyId)) ?? '');
    const now = utcToLondonLocal(deps.now());
    const printedAt = `${formatDateDMY(now.date)} ${String(Math.floor(now.minute / 60)).padStart(2, '0')}:${String(now.minute % 60).padStart(2, '0')}`;
    return reply
      .header('content-security-policy', RUN_SHEET_CSP)
      .type('text/html; charset=utf-8')
      .send(runSheetHtml({ date, companyName, rows, stops, printedAt }));
  });
}
