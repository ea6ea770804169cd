import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { serve } from '../../http/serve-operation.js';
import type { HealthService } from './health.service.js';

/**
 * GET /api/health: 200 when the database (and Redis, when configured) answer, else 503, for load
 * balancers and the e2e harness. Outside /api/v1, so no API key headers.
 */
export function healthRoutes(app: FastifyInstance, service: HealthService) {
  serve(app, OPERATIONS.getHealth, async (_request, reply) => {
    const report = await service.check();
    if (report.ok) return reply.send({ success: true, data: report.data });
    return reply.code(503).send({ success: false, message: `Unavailable: ${report.unavailable.join(', ')}.`, data: report.data });
  });
}
