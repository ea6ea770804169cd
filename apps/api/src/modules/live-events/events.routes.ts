/** `GET /api/operator/v1/events`: the board's live stream, only of the caller's companies (every staff role: its declaration's). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { serve } from '../../http/serve-operation.js';
import { inScope, tenantOf } from '../../platform/company-scope/index.js';
import type { EventStreams, StreamHolder } from './sse-stream.js';

/** What the stream caps count of a signed-in request: its session, its company (a platform admin's: 'platform'), its address. */
function holderOf(request: FastifyRequest): StreamHolder {
  return {
    sessionId: request.staffSession.sessionId,
    tenant: tenantOf(request.scope),
    address: request.addressKey,
    sessionExpiresAt: request.staffSession.expiresAt,
  };
}

/** The answer is a long-lived text/event-stream (the reply is hijacked), so it has no JSON schema to check. */
export function eventsRoutes(operator: FastifyInstance, streams: EventStreams) {
  serve(operator, OPERATIONS.operatorEvents, (request, reply) => streams.stream(request, reply, holderOf(request), (companyId) => inScope(request.scope, companyId)));
}
