/**
 * The board's exports: the bookings of a date range as CSV, and a day's printable run sheet. Both
 * have limits of their own (export-gate.ts) and read the jobs a page at a time, each page in a turn
 * of the event loop (export-turns.ts), so that a year of jobs never holds up the website's quotes.
 * The CSV goes out as it is read; the run sheet (one day) is put together, then sent.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MAX_DAYS, OPERATIONS, OPERATOR_MESSAGES } from '@kerbside/contract';
import { addDays, formatDateDMY, utcToLondonLocal } from '@kerbside/domain';
import { sendFailure } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { BookingPaymentsRepository } from '../payments/index.js';
import { narrowScope, tenantOf } from '../../platform/company-scope/index.js';
import { londonMidnight } from './board-query.js';
import type { ExportGate } from './export-gate.js';
import { pagedText, type ExportTurns } from './export-turns.js';
import type { JobExtrasRepository } from './job-extras.repository.js';
import type { JobRow } from './job-rows.js';
import { CSV_HEAD, jobsCsvLines } from './jobs-csv.js';
import type { JobsBoardRepository } from './jobs-board.repository.js';
import type { JobsRepository } from './jobs.repository.js';
import { RUN_SHEET_CSP, runSheetHtml, runSheetRowsHtml } from './run-sheet.js';

const DAY_MS = 86_400_000;

/** Jobs read (and turned into text) per turn: a few milliseconds of work on SQLite (500 held the quotes' p99 above 100 ms in the bench). */
export const EXPORT_PAGE_ROWS = 100;

/** Days from `from` to `to`, both counted. */
const daysCovered = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export interface ExportsDeps {
  board: JobsBoardRepository;
  jobs: JobsRepository;
  gate: ExportGate;
  turns: ExportTurns;
  /** What each booking's card paid and was refunded, a page at a time. */
  payments: Pick<BookingPaymentsRepository, 'listEach'>;
  /** Each job's charges added after the journey and the cash taken, a page at a time. */
  extras: Pick<JobExtrasRepository, 'sumsOfJobs'>;
  now: () => Date;
}

/** Every staff role; the per-address limit of exports is their declarations' (the per-session one, export-gate.ts). */
export function exportsRoutes(operator: FastifyInstance, deps: ExportsDeps) {
  const paymentsOf = (rows: readonly JobRow[]) => deps.payments.listEach(rows.map((r) => ({ id: r.booking_id, payment_method: r.payment_method, payment_id: r.payment_id, amount_pence: r.amount_pence })));

  /** Admits the export (else answers the refusal) and gives its place back once the answer has gone or the client has. */
  async function admitted(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const admission = await deps.gate.admit({ sessionId: request.staffSession.sessionId, tenant: tenantOf(request.scope) });
    if (!admission.ok) {
      await sendFailure(reply, admission);
      return false;
    }
    reply.raw.once('close', admission.value);
    return true;
  }

  serve(operator, OPERATIONS.operatorJobsExport, async (request, reply) => {
    const { from, to, company_id } = request.query;
    if (from > to) return sendFailure(reply, { ok: false, status: 400, message: OPERATOR_MESSAGES.dateOrder });
    if (daysCovered(from, to) > EXPORT_MAX_DAYS) return sendFailure(reply, { ok: false, status: 400, message: OPERATOR_MESSAGES.exportRange(EXPORT_MAX_DAYS) });
    if (!(await admitted(request, reply))) return reply;
    const pages = deps.board.pagesInRange(narrowScope(request.scope, company_id), { from: londonMidnight(from), until: londonMidnight(addDays(to, 1)) }, EXPORT_PAGE_ROWS);
    const turns = deps.turns;
    async function* file() {
      yield CSV_HEAD;
      yield* pagedText(turns, pages, async (rows) => {
        const [payments, extras] = await Promise.all([paymentsOf(rows), deps.extras.sumsOfJobs(rows.map((r) => r.id))]);
        return jobsCsvLines(rows, payments, extras);
      });
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bookings-${from}-to-${to}.csv"`)
      // One page waiting ahead of the socket at most: a slow client slows its own export, nothing else.
      .send(Readable.from(file(), { highWaterMark: 1 }));
  });

  serve(operator, OPERATIONS.operatorRunSheet, async (request, reply) => {
    const { date, company_id } = request.query;
    if (!(await admitted(request, reply))) return reply;
    const scope = narrowScope(request.scope, company_id);
    const range = { from: londonMidnight(date), until: londonMidnight(addDays(date, 1)), excludeCancelled: true };
    let jobCount = 0;
    const pages: string[] = [];
    const rendered = pagedText(deps.turns, deps.board.pagesInRange(scope, range, EXPORT_PAGE_ROWS), async (rows) => {
      jobCount += rows.length;
      const [stops, payments, extras] = await Promise.all([deps.jobs.stopsOfBookings([...new Set(rows.map((r) => r.booking_id))]), paymentsOf(rows), deps.extras.sumsOfJobs(rows.map((r) => r.id))]);
      return runSheetRowsHtml(rows, stops, payments, extras);
    });
    for await (const page of rendered) pages.push(page);
    const companyName = scope.all ? 'All companies' : ((await deps.jobs.companyName(scope.companyId)) ?? '');
    const now = utcToLondonLocal(deps.now());
    const printedAt = `${formatDateDMY(now.date)} ${String(Math.floor(now.minute / 60)).padStart(2, '0')}:${String(now.minute % 60).padStart(2, '0')}`;
    return reply
      .header('content-security-policy', RUN_SHEET_CSP)
      .type('text/html; charset=utf-8')
      .send(runSheetHtml({ date, companyName, jobCount, pages, printedAt }));
  });
}
