/** The complaints register: its fields as stored and sent, its export's columns, its routes. */
import type { FastifyInstance } from 'fastify';
import { CASE_STATUS_LABELS, COMPLAINT_CATEGORY_LABELS, COMPLAINT_CHANNEL_LABELS, OPERATIONS, type Complaint, type complaintRequestSchema } from '@kerbside/contract';
import type { z } from 'zod';
import { createCaseRegister } from './case-register.js';
import { caseExports, type ExportColumn, type ExportDeps } from './case-exports.js';
import { linkColumns, linkedJson } from './case-json.js';
import { actorOf, narrowScope } from '../../platform/company-scope/index.js';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { createComplaintsRepository, type ComplaintRow, type ComplaintValues } from './complaints.repository.js';

type ComplaintInput = z.output<typeof complaintRequestSchema>;

const values = (input: ComplaintInput): ComplaintValues => ({
  received_date: input.received_date,
  received_time: input.received_time,
  received_via: input.received_via,
  complainant_name: input.complainant_name,
  complainant_contact: input.complainant_contact,
  category: input.category,
  details: input.details,
  action_taken: input.action_taken,
  outcome: input.outcome,
  status: input.status,
  resolved_date: input.resolved_date ?? null,
});

const COLUMNS: ReadonlyArray<ExportColumn<Complaint>> = [
  ['Received', (c) => c.received_date],
  ['Time', (c) => c.received_time],
  ['How received', (c) => COMPLAINT_CHANNEL_LABELS[c.received_via]],
  ['Complainant', (c) => c.complainant_name],
  ['Contact', (c) => c.complainant_contact],
  ['Category', (c) => COMPLAINT_CATEGORY_LABELS[c.category]],
  ...linkColumns<Complaint>(),
  ['Details', (c) => c.details],
  ['Action taken', (c) => c.action_taken],
  ['Outcome', (c) => c.outcome],
  ['Status', (c) => CASE_STATUS_LABELS[c.status]],
  ['Resolved', (c) => c.resolved_date],
  ['Recorded by', (c) => c.recorded_by],
];

export function complaintsRoutes(operator: FastifyInstance, deps: ExportDeps) {
  const register = createCaseRegister(
    { db: deps.db, repo: createComplaintsRepository(deps.db), now: deps.now },
    { subject: 'complaint', values, json: (row: ComplaintRow, names): Complaint => linkedJson(row, names) },
  );
  const exports = caseExports(deps, { subject: 'complaint', title: 'Complaints', columns: COLUMNS, inRange: register.inRange });
  serve(operator, OPERATIONS.operatorComplaints, async (request) => {
    const { page, company_id, ...filter } = request.query;
    return { success: true, data: await register.list(narrowScope(request.scope, company_id), filter, page) };
  });
  serve(operator, OPERATIONS.operatorComplaint, async (request, reply) => sendResult(reply, await register.get(request.scope, request.params.id)));
  serve(operator, OPERATIONS.operatorCreateComplaint, async (request, reply) => {
    const result = await register.create(actorOf(request), request.body);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });
  serve(operator, OPERATIONS.operatorUpdateComplaint, async (request, reply) => sendResult(reply, await register.update(actorOf(request), request.params.id, request.body)));
  serve(operator, OPERATIONS.operatorComplaintsExport, async (request, reply) => exports.csv(request, reply, request.query));
  serve(operator, OPERATIONS.operatorComplaintsPrint, async (request, reply) => exports.print(request, reply, request.query));
}
