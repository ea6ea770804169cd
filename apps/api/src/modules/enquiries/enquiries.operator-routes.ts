/** `/api/operator/v1/enquiries`: the console's inbox (an operator area: session, CSRF and role checked before these run). */
import type { FastifyInstance } from 'fastify';
import {
  enquiryAssignRequestSchema,
  enquiryListQuerySchema,
  enquiryParamsSchema,
  enquiryReplyRequestSchema,
  enquiryStatusRequestSchema,
  OPERATOR_PATHS,
} from '@kerbside/contract';
import { parseInput, sendResult } from '../../http/result.js';
import type { EnquiriesInboxService } from './enquiries-inbox.service.js';

export function enquiriesOperatorRoutes(area: FastifyInstance, service: EnquiriesInboxService) {
  area.get(OPERATOR_PATHS.enquiries, async (request, reply) => {
    const query = parseInput(enquiryListQuerySchema, request.query);
    if (!query.ok) return sendResult(reply, query);
    return sendResult(reply, await service.list(request.scope, query.value));
  });

  area.get(OPERATOR_PATHS.enquiry, async (request, reply) => {
    const params = parseInput(enquiryParamsSchema, request.params);
    if (!params.ok) return sendResult(reply, params);
    return sendResult(reply, await service.detail(request.scope, params.value));
  });

  area.post(OPERATOR_PATHS.enquiryReply, async (request, reply) => {
    const params = parseInput(enquiryParamsSchema, request.params);
    if (!params.ok) return sendResult(reply, params);
    const body = parseInput(enquiryReplyRequestSchema, request.body);
    if (!body.ok) return sendResult(reply, body);
    return sendResult(reply, await service.reply(request.staff, request.scope, params.value, body.value.body));
  });

  area.post(OPERATOR_PATHS.enquiryStatus, async (request, reply) => {
    const params = parseInput(enquiryParamsSchema, request.params);
    if (!params.ok) return sendResult(reply, params);
    const body = parseInput(enquiryStatusRequestSchema, request.body);
    if (!body.ok) return sendResult(reply, body);
    return sendResult(reply, await service.setStatus(request.staff, request.scope, params.value, body.value.status));
  });

  area.post(OPERATOR_PATHS.enquiryAssign, async (request, reply) => {
    const params = parseInput(enquiryParamsSchema, request.params);
    if (!params.ok) return sendResult(reply, params);
    const body = parseInput(enquiryAssignRequestSchema, request.body);
    if (!body.ok) return sendResult(reply, body);
    return sendResult(reply, await service.assign(request.staff, request.scope, params.value, body.value.company_id));
  });
}
