/** The tracking link's answer and its live stream: one 404, with one message, for every link that does not open now. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OPERATIONS, TRACKING_NOT_FOUND } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { TrackingService } from './tracking.service.js';
import type { createTrackingStreams } from './tracking-stream.js';

/** Kept out of every cache: a position goes stale in seconds, and the link is a credential. */
const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').send({ success: false, message: TRACKING_NOT_FOUND });

export function trackingRoutes(api: FastifyInstance, deps: { tracking: TrackingService; stream: ReturnType<typeof createTrackingStreams> }) {
  // A token the schema refuses (none is: any text is read as a token) would still be the same 404.
  const sendInvalid = (_request: unknown, reply: FastifyReply) => notFound(reply);

  serve(
    api,
    OPERATIONS.getTracking,
    async (request, reply) => {
      const tracked = await deps.tracking.ofToken(request.params.token);
      if (!tracked) return notFound(reply);
      reply.header('cache-control', 'no-store');
      return sendResult(reply, { ok: true, value: tracked.snapshot });
    },
    { sendInvalid },
  );

  serve(
    api,
    OPERATIONS.trackingStream,
    async (request, reply) => {
      const tracked = await deps.tracking.ofToken(request.params.token);
      if (!tracked) return notFound(reply);
      return deps.stream(request, reply, tracked);
    },
    { sendInvalid },
  );
}
