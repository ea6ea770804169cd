/** The lost-property register (SI 2000/3146 reg 15): its fields as stored and sent, its export's columns, its routes. */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { CASE_STATUS_LABELS, LOST_PROPERTY_DISPOSAL_LABELS, LOST_PROPERTY_KIND_LABELS, OPERATIONS, type LostPropertyItem, type lostPropertyRequestSchema } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf, narrowScope } from '../../platform/company-scope/index.js';
import { caseExports, type ExportColumn, type ExportDeps } from './case-exports.js';
import { linkColumns, linkedJson } from './case-json.js';
import { createCaseRegister } from './case-register.js';
import { createLostPropertyRepository, type LostPropertyRow, type LostPropertyValues } from './lost-property.repository.js';

type LostPropertyInput = z.output<typeof lostPropertyRequestSchema>;

const values = (input: LostPropertyInput): LostPropertyValues => ({
  kind: input.kind,
  reported_date: input.reported_date,
  lost_date: input.lost_date ?? null,
  place: input.place,
  description: input.description,
  contact_name: input.contact_name,
  contact_details: input.contact_details,
  attempt: input.attempt,
  outcome: input.outcome,
  // A found item is held until something else becomes of it; a report of a lost one has no disposal.
  disposal: input.kind === 'found' ? (input.disposal ?? 'held') : null,
  disposal_date: input.disposal_date ?? null,
  status: input.status,
});

const COLUMNS: ReadonlyArray<ExportColumn<LostPropertyItem>> = [
  ['Found or lost', (i) => LOST_PROPERTY_KIND_LABELS[i.kind]],
  ['Date found or reported', (i) => i.reported_date],
  ['Date lost', (i) => i.lost_date],
  ['Where', (i) => i.place],
  ['Description', (i) => i.description],
  ...linkColumns<LostPropertyItem>(),
  ['Owner or reporter', (i) => i.contact_name],
  ['Contact', (i) => i.contact_details],
  ['Attempt to return or find', (i) => i.attempt],
  ['Outcome', (i) => i.outcome],
  ['Disposal', (i) => (i.disposal === null ? null : LOST_PROPERTY_DISPOSAL_LABELS[i.disposal])],
  ['Disposal date', (i) => i.disposal_date],
  ['Status', (i) => CASE_STATUS_LABELS[i.status]],
  ['Recorded by', (i) => i.recorded_by],
];

export function lostPropertyRoutes(operator: FastifyInstance, deps: ExportDeps) {
  const register = createCaseRegister(
    { db: deps.db, repo: createLostPropertyRepository(deps.db), now: deps.now },
    { subject: 'lost_property', values, json: (row: LostPropertyRow, names): LostPropertyItem => linkedJson(row, names) },
  );
  const exports = caseExports(deps, { subject: 'lost_property', title: 'Lost property', columns: COLUMNS, inRange: register.inRange });
  serve(operator, OPERATIONS.operatorLostProperty, async (request) => {
    const { page, company_id, ...filter } = request.query;
    return { success: true, data: await register.list(narrowScope(request.scope, company_id), filter, page) };
  });
  serve(operator, OPERATIONS.operatorLostPropertyItem, async (request, reply) => sendResult(reply, await register.get(request.scope, request.params.id)));
  serve(operator, OPERATIONS.operatorCreateLostProperty, async (request, reply) => {
    const result = await register.create(actorOf(request), request.body);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });
  serve(operator, OPERATIONS.operatorUpdateLostProperty, async (request, reply) => sendResult(reply, await register.update(actorOf(request), request.params.id, request.body)));
  serve(operator, OPERATIONS.operatorLostPropertyExport, async (request, reply) => exports.csv(request, reply, request.query));
  serve(operator, OPERATIONS.operatorLostPropertyPrint, async (request, reply) => exports.print(request, reply, request.query));
}
