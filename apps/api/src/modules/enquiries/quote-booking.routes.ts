/** `/api/operator/v1/enquiries/quote/{id}/take` and `/book`: every staff role (the staff guard of their declarations runs first). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { SESSION_LIMITS } from '../../http/limits.js';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { perSession } from '../staff/index.js';
import type { QuoteBookingService } from './quote-booking.service.js';

export function quoteBookingRoutes(operator: FastifyInstance, deps: { requests: QuoteBookingService; limiter: RateLimiter }) {
  const { requests } = deps;
  serve(operator, OPERATIONS.operatorTakeQuoteRequest, async (request, reply) => sendResult(reply, await requests.take(actorOf(request), request.params.id)));

  // Booking routes the journey (a paid call with a maps key), as the desk's booking is: its limits, per address (declared) and per session.
  serve(
    operator,
    OPERATIONS.operatorBookQuoteRequest,
    async (request, reply) => {
      const result = await requests.book(actorOf(request), request.params.id, request.body);
      if (result.ok) reply.code(201);
      return sendResult(reply, result);
    },
    { preHandler: perSession(deps.limiter, SESSION_LIMITS.prices) },
  );
}
