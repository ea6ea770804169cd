/** `/api/operator/v1/drivers/{id}/sign-in-link` and `…/sessions`: every staff role, for drivers of their company. */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS, OPERATOR_MESSAGES } from '@kerbside/contract';
import { DRIVER_LINK_LIMITS } from '../../http/limits.js';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { perSession } from '../staff/index.js';
import type { DriverSessionsService } from './driver-sessions.service.js';

export function driverSessionsRoutes(operator: FastifyInstance, deps: { sessions: DriverSessionsService; limiter: RateLimiter }) {
  const { sessions } = deps;

  serve(operator, OPERATIONS.operatorSendDriverSignInLink, async (request, reply) => sendResult(reply, await sessions.sendLink(actorOf(request), request.params.id)), {
    preHandler: perSession(deps.limiter, DRIVER_LINK_LIMITS.perSession),
  });

  serve(operator, OPERATIONS.operatorListDriverSessions, async (request, reply) => sendResult(reply, await sessions.list(actorOf(request), request.params.id)));

  serve(operator, OPERATIONS.operatorRevokeDriverSession, async (request, reply) =>
    sendResult(reply, await sessions.revoke(actorOf(request), request.params.id, request.params.sessionId), () => ({ success: true, message: OPERATOR_MESSAGES.driverSessionEnded })),
  );
}
