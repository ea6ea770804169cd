/** `GET /api/operator/v1/events`: the board's live stream, only of the caller's companies. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATOR_PATHS } from '@kerbside/contract';
import { inScope, tenantOf } from '../staff/staff-scope.js';
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

export function eventsRoutes(area: FastifyInstance, streams: EventStreams) {
  area.get(OPERATOR_PATHS.events, (request, reply) => streams.stream(request, reply, holderOf(request), (event) => inScope(request.scope, event.company_id)));
}
