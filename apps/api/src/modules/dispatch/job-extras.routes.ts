/** `POST /api/operator/v1/jobs/{id}/extras`: waiting, parking, an extra stop, a toll or the cash taken, on a completed job; `…/extras/{extra_id}/remove` takes a mistaken one off (every staff role). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { JobExtrasService } from './job-extras.service.js';

export function jobExtrasRoutes(operator: FastifyInstance, deps: { extras: JobExtrasService }) {
  serve(operator, OPERATIONS.operatorJobAddExtra, async (request, reply) =>
    sendResult(reply, await deps.extras.add({ staff: request.staff, scope: request.scope }, request.params.id, request.body)),
  );
  serve(operator, OPERATIONS.operatorJobRemoveExtra, async (request, reply) =>
    sendResult(reply, await deps.extras.remove({ staff: request.staff, scope: request.scope }, request.params.id, request.params.extra_id, request.body)),
  );
}
