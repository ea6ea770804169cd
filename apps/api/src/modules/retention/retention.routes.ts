/** `/api/operator/v1/erasure-requests`: a passenger's erasure, for platform admins (their declarations' roles). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { Erasures } from './erasures.js';

export function retentionRoutes(operator: FastifyInstance, deps: { erasures: Erasures }) {
  serve(operator, OPERATIONS.operatorListErasureRequests, async () => ({ success: true, data: await deps.erasures.list() }));

  serve(operator, OPERATIONS.operatorCreateErasureRequest, async (request, reply) => {
    const made = await deps.erasures.record(actorOf(request), request.body);
    reply.code(201);
    return { success: true, data: made };
  });
}
