/** `/api/operator/v1/jobs/{id}/offer…`: a job's offer to a driver, made, read and withdrawn by staff (every role). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { JobOffersService, StaffActor } from './job-offers.service.js';

const actorOf = (request: FastifyRequest): StaffActor => ({ staff: request.staff, scope: request.scope });

export function jobOffersRoutes(operator: FastifyInstance, offers: JobOffersService) {
  serve(operator, OPERATIONS.operatorJobOffer, async (request, reply) => sendResult(reply, await offers.current(actorOf(request), request.params.id)));

  serve(operator, OPERATIONS.operatorOfferJob, async (request, reply) => {
    const result = await offers.offer(actorOf(request), request.params.id, request.body);
    // A clash with the driver's other jobs lists them, as Assign driver does.
    if (!result.ok && 'overlapping' in result && result.overlapping) {
      return reply.code(result.status).send({ success: false, message: result.message, overlapping: result.overlapping });
    }
    return sendResult(reply, result);
  });

  serve(operator, OPERATIONS.operatorWithdrawOffer, async (request, reply) => sendResult(reply, await offers.withdraw(actorOf(request), request.params.id)));
}
