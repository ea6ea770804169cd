/**
 * The inspection export of booking records (owners and the platform admin): CSV and a printable
 * page of one company's legs in a date range, admitted by the exports' gate (counted with the
 * bookings CSV and the run sheets) and read a page at a time in turns. Each export is audited
 * before it is sent: who, the range, the format and how many rows.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { BOOKING_RECORDS_EXPORT_MESSAGES, OPERATIONS, OPERATOR_MESSAGES, RECORDS_EXPORT_MAX_DAYS } from '@kerbside/contract';
import { addDays, formatDateDMY, utcToLondonLocal } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, sendFailure, type Result, ok } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { recordAudit } from '../../platform/audit/index.js';
import { narrowScope, tenantOf } from '../../platform/company-scope/index.js';
import { londonMidnight } from './board-query.js';
import type { BookingRecords, RecordRow } from './booking-record.js';
import { recordsCsvHead, recordsCsvLines, recordsPageHtml, recordsRowsHtml, RECORDS_PAGE_CSP, type RecordsCompany } from './booking-records-export.js';
import type { ExportGate } from './export-gate.js';
import { pagedText, type ExportTurns } from './export-turns.js';
import { EXPORT_PAGE_ROWS } from './exports.routes.js';

const DAY_MS = 86_400_000;
const daysCovered = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export interface RecordsExportDeps {
  db: Kysely<Database>;
  records: BookingRecords;
  gate: ExportGate;
  turns: ExportTurns;
  now: () => Date;
}

interface Asked {
  companyId: number;
  company: RecordsCompany;
  from: string;
  to: string;
  range: { from: string; until: string };
}

export function bookingRecordsExportRoutes(operator: FastifyInstance, deps: RecordsExportDeps) {
  const inRange = (companyId: number, range: { from: string; until: string }) =>
    deps.records.rows(deps.db).where('j.company_id', '=', companyId).where('j.pick_up_at', '>=', range.from).where('j.pick_up_at', '<', range.until);

  async function* pages(companyId: number, range: { from: string; until: string }): AsyncGenerator<RecordRow[]> {
    let cursor: { at: string; id: number } | null = null;
    for (;;) {
      let query = inRange(companyId, range);
      if (cursor) {
        const { at, id } = cursor;
        query = query.where((eb) => eb.or([eb('j.pick_up_at', '>', at), eb.and([eb('j.pick_up_at', '=', at), eb('j.id', '>', id)])]));
      }
      const rows = await query.orderBy('j.pick_up_at').orderBy('j.id').limit(EXPORT_PAGE_ROWS).execute();
      if (rows.length > 0) yield rows;
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_PAGE_ROWS) return;
      cursor = { at: last.pick_up_at, id: last.id };
    }
  }

  async function asked(request: FastifyRequest, query: { from: string; to: string; company_id?: number | undefined }): Promise<Result<Asked>> {
    const { from, to } = query;
    if (from > to) return fail(400, OPERATOR_MESSAGES.dateOrder);
    if (daysCovered(from, to) > RECORDS_EXPORT_MAX_DAYS) return fail(400, BOOKING_RECORDS_EXPORT_MESSAGES.range);
    const scope = narrowScope(request.scope, query.company_id);
    if (scope.all) return fail(400, BOOKING_RECORDS_EXPORT_MESSAGES.chooseCompany);
    const row = await deps.db.selectFrom('companies').select(['company_name', 'operator_licence_number', 'address']).where('id', '=', scope.companyId).executeTakeFirst();
    if (!row) return fail(400, BOOKING_RECORDS_EXPORT_MESSAGES.chooseCompany);
    return ok({
      companyId: scope.companyId,
      company: { name: row.company_name, licence: row.operator_licence_number, address: row.address },
      from,
      to,
      range: { from: londonMidnight(from), until: londonMidnight(addDays(to, 1)) },
    });
  }

  /** Admitted by the gate (else answered), counted and audited; the number of rows. */
  async function admitted(request: FastifyRequest, reply: FastifyReply, ask: Asked, format: 'csv' | 'print'): Promise<number | null> {
    const admission = await deps.gate.admit({ sessionId: request.staffSession.sessionId, tenant: tenantOf(request.scope) });
    if (!admission.ok) {
      await sendFailure(reply, admission);
      return null;
    }
    reply.raw.once('close', admission.value);
    const counted = await inRange(ask.companyId, ask.range).clearSelect().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const rows = Number(counted.n);
    await recordAudit(deps.db, {
      companyId: ask.companyId,
      staffId: request.staff.id,
      action: 'records.exported',
      subjectType: 'company',
      subjectId: ask.companyId,
      detail: { from: ask.from, to: ask.to, format, rows },
      at: deps.now().toISOString(),
    });
    return rows;
  }

  serve(operator, OPERATIONS.operatorBookingRecordsCsv, async (request, reply) => {
    const ask = await asked(request, request.query);
    if (!ask.ok) return sendFailure(reply, ask);
    const rows = await admitted(request, reply, ask.value, 'csv');
    if (rows === null) return reply;
    const { companyId, company, from, to, range } = ask.value;
    const turns = deps.turns;
    async function* file() {
      yield recordsCsvHead(company, { from, to }, rows!);
      yield* pagedText(turns, pages(companyId, range), async (page) => recordsCsvLines(page, await deps.records.correctionsOf(page.map((r) => r.id))));
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="booking-records-${from}-to-${to}.csv"`)
      .send(Readable.from(file(), { highWaterMark: 1 }));
  });

  serve(operator, OPERATIONS.operatorBookingRecordsPrint, async (request, reply) => {
    const ask = await asked(request, request.query);
    if (!ask.ok) return sendFailure(reply, ask);
    const rows = await admitted(request, reply, ask.value, 'print');
    if (rows === null) return reply;
    const { companyId, company, from, to, range } = ask.value;
    const rendered: string[] = [];
    for await (const page of pagedText(deps.turns, pages(companyId, range), async (p) => recordsRowsHtml(p, await deps.records.correctionsOf(p.map((r) => r.id))))) rendered.push(page);
    const now = utcToLondonLocal(deps.now());
    const printedAt = `${formatDateDMY(now.date)} ${String(Math.floor(now.minute / 60)).padStart(2, '0')}:${String(now.minute % 60).padStart(2, '0')}`;
    return reply.header('content-security-policy', RECORDS_PAGE_CSP).type('text/html; charset=utf-8').send(recordsPageHtml({ company, from, to, rows, pages: rendered, printedAt }));
  });
}
