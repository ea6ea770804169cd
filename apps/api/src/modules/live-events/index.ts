/** The operator boards' live event streams (GET /api/operator/v1/events) and the ending of a signed-out session's streams; the bus itself is platform/live-events. */
export { createSessionEnds, type SessionEnds } from './session-ends.js';
