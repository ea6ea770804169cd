/** `GET /api/operator/v1/audit`: owners and platform admins (its declaration's roles), so a dispatcher gets 403. */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { AuditLogService } from './audit-log.service.js';

export function auditLogRoutes(operator: FastifyInstance, service: AuditLogService) {
  serve(operator, OPERATIONS.operatorListAudit, async (request, reply) => sendResult(reply, await service.list(actorOf(request), request.query)));
}
