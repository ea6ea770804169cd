import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { eventsRoutes } from './events.routes.js';

/** The operator boards' live event streams (GET /api/operator/v1/events) and the ending of a signed-out session's streams; the bus itself is platform/live-events. */
export function createLiveEventsModule(ctx: AppContext): ApiModule {
  return { name: 'live-events', operator: (operator) => eventsRoutes(operator, ctx.eventStreams) };
}
export { createSessionEnds, endStreamsOfEndedSessions, type SessionEnds } from './session-ends.js';
export { createEventStreams, type EventStreams, type SessionKind, type StreamHolder, type StreamMessage, type StreamRender } from './sse-stream.js';
