/** `/api/operator/v1/bookings/{id}/change…`: every staff role, for their own company's bookings. */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { SESSION_LIMITS } from '../../http/limits.js';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { perSession } from '../staff/index.js';
import type { StaffChangeService } from './staff-change.service.js';

export function staffChangeRoutes(operator: FastifyInstance, deps: { changes: StaffChangeService; limiter: RateLimiter }) {
  const { changes } = deps;
  // Each routes the journey (a paid call with a maps key): the desk's price limits, per address (declared) and per session.
  const limited = { preHandler: perSession(deps.limiter, SESSION_LIMITS.prices) };
  serve(operator, OPERATIONS.operatorPreviewBookingChange, async (request, reply) => sendResult(reply, await changes.preview(actorOf(request), request.params.id, request.body)), limited);
  serve(operator, OPERATIONS.operatorChangeBooking, async (request, reply) => sendResult(reply, await changes.change(actorOf(request), request.params.id, request.body)), limited);
}
