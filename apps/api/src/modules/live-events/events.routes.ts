/** `GET /api/operator/v1/events`: the board's live stream, only of the caller's companies. */
import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATHS } from '@kerbside/contract';
import { inScope } from '../staff/staff-scope.js';
import type { EventStreams } from './sse-stream.js';

export function eventsRoutes(area: FastifyInstance, streams: EventStreams) {
  area.get(OPERATOR_PATHS.events, (request, reply) => streams.stream(request, reply, (event) => inScope(request.scope, event.company_id)));
}
