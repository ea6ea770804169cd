/** `/api/operator/v1/callers…`: every staff role, within their company. */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { SESSION_LIMITS } from '../../http/limits.js';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { perSession } from '../staff/index.js';
import type { CallersService } from './callers.service.js';

export function callersRoutes(operator: FastifyInstance, deps: { callers: CallersService; limiter: RateLimiter }) {
  const { callers } = deps;
  // One lookup per key the dispatcher types: counted per session, so a session cannot read the company's callers out.
  serve(operator, OPERATIONS.operatorFindCallers, async (request, reply) => sendResult(reply, await callers.find(actorOf(request), request.query)), {
    preHandler: perSession(deps.limiter, SESSION_LIMITS.callerSearch),
  });
  serve(operator, OPERATIONS.operatorUpdateCaller, async (request, reply) => sendResult(reply, await callers.update(actorOf(request), request.params.id, request.body)));
}
