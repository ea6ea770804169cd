/** `/api/operator/v1/bookings-desk/…`: every staff role, for their own company. */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { SESSION_LIMITS } from '../../http/limits.js';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { perSession } from '../staff/index.js';
import type { DeskService } from './desk.service.js';

export function deskRoutes(operator: FastifyInstance, deps: { desk: DeskService; limiter: RateLimiter }) {
  const { desk } = deps;
  // Each routes the journey (a paid call with a maps key): the website's price limits, per address (declared) and per session.
  const limited = { preHandler: perSession(deps.limiter, SESSION_LIMITS.prices) };
  serve(operator, OPERATIONS.operatorDeskPrices, async (request, reply) => sendResult(reply, await desk.prices(actorOf(request), request.body)), limited);
  serve(
    operator,
    OPERATIONS.operatorDeskCreateBooking,
    async (request, reply) => {
      const result = await desk.book(actorOf(request), request.body);
      if (result.ok) reply.code(201);
      return sendResult(reply, result);
    },
    limited,
  );
}
