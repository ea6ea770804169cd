/** `/api/operator/v1/enquiries`: the console's inbox (every staff role; the staff guard of their declarations runs first). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { EnquiriesInboxService } from './enquiries-inbox.service.js';

export function enquiriesOperatorRoutes(operator: FastifyInstance, service: EnquiriesInboxService) {
  serve(operator, OPERATIONS.operatorListEnquiries, async (request, reply) => sendResult(reply, await service.list(request.scope, request.query)));

  serve(operator, OPERATIONS.operatorGetEnquiry, async (request, reply) => sendResult(reply, await service.detail(request.scope, request.params)));

  serve(operator, OPERATIONS.operatorReplyToEnquiry, async (request, reply) =>
    sendResult(reply, await service.reply(request.staff, request.scope, request.params, request.body.body)),
  );

  serve(operator, OPERATIONS.operatorSetEnquiryStatus, async (request, reply) =>
    sendResult(reply, await service.setStatus(request.staff, request.scope, request.params, request.body.status)),
  );

  serve(operator, OPERATIONS.operatorAssignEnquiry, async (request, reply) =>
    sendResult(reply, await service.assign(request.staff, request.scope, request.params, request.body.company_id)),
  );
}
