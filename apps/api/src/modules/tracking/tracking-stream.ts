/**
 * GET /api/v1/track/{token}/stream on the event streams of modules/live-events (their heartbeat,
 * 15-minute ending and fair share): the snapshot on connect, again whenever the driver's phone
 * stores positions (`driver.moved`) or the job changes (`job.updated`), and `ended` once the link
 * stops being valid. After the drop-off the last snapshot closes the stream: nothing more changes.
 * Each event's snapshot is read once per instance, however many pages follow the same job.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDriverMoved, isJobEvent, TRACKING_STREAM_EVENTS, type BusEvent } from '@kerbside/contract';
import type { EventStreams, StreamMessage } from '../live-events/index.js';
import type { Tracked, TrackingService } from './tracking.service.js';

/** Streams of one link (a few tabs, a reload's overlap) and from one address (a shared mobile carrier's, more) per instance. */
export const TRACKING_STREAM_CAPS = { perLink: 3, perAddress: 20 } as const;

export function trackingMessages(tracked: Tracked | null): StreamMessage[] {
  if (!tracked) return [{ event: TRACKING_STREAM_EVENTS.ended, data: {}, end: true }];
  return [{ event: TRACKING_STREAM_EVENTS.snapshot, data: tracked.snapshot, end: tracked.snapshot.stage === 'completed' }];
}

export function createTrackingStreams(deps: { streams: EventStreams; tracking: TrackingService }) {
  // One read per event and job on this instance.
  const reads = new WeakMap<BusEvent, Map<number, Promise<Tracked | null>>>();
  const readOnce = (event: BusEvent, jobId: number) => {
    let byJob = reads.get(event);
    if (!byJob) reads.set(event, (byJob = new Map<number, Promise<Tracked | null>>()));
    let read = byJob.get(jobId);
    if (!read) byJob.set(jobId, (read = deps.tracking.ofJob(jobId)));
    return read;
  };

  return (request: FastifyRequest, reply: FastifyReply, tracked: Tracked) => {
    const { jobId, driverId, companyId } = tracked;
    const render = (event: BusEvent): Promise<StreamMessage[]> | null => {
      const concerns = isDriverMoved(event) ? event.driver_id === driverId : isJobEvent(event) && event.company_id === companyId && event.job_ids.includes(jobId);
      return concerns ? readOnce(event, jobId).then(trackingMessages) : null;
    };
    return deps.streams.streamOf(
      request,
      reply,
      {
        sessionId: jobId,
        sessionKind: 'track',
        maxPerSession: TRACKING_STREAM_CAPS.perLink,
        tenant: String(companyId),
        // Counted apart from the console's streams of the same address.
        address: `track:${request.addressKey}`,
        maxPerAddress: TRACKING_STREAM_CAPS.perAddress,
        sessionExpiresAt: tracked.endsAt?.toISOString(),
      },
      render,
      trackingMessages(tracked),
    );
  };
}
