/** `GET /api/operator/v1/audit`: registered in the owners' area (app.ts), so a dispatcher gets 403. */
import type { FastifyInstance } from 'fastify';
import { auditListQuerySchema, OPERATOR_PATHS } from '@kerbside/contract';
import { parseInput, sendResult } from '../../http/result.js';
import { actorOf } from '../staff/actor.js';
import type { AuditLogService } from './audit-log.service.js';

export function auditLogRoutes(area: FastifyInstance, service: AuditLogService) {
  area.get(OPERATOR_PATHS.audit, async (request, reply) => {
    const query = parseInput(auditListQuerySchema, request.query);
    return sendResult(reply, query.ok ? await service.list(actorOf(request), query.value) : query);
  });
}
