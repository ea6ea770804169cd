/** The live-event bus: what changed, told to every instance (in this process, over PostgreSQL or over Redis). */
export { createInProcessLiveEvents, LISTEN_AT_START_MS, listenBeforeServing, type LiveEventListener, type LiveEvents, type LiveEventsLog } from './live-events.js';
export { createLiveEvents } from './live-events.factory.js';
