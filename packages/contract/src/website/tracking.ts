/**
 * The passenger's tracking page (issue 26 §3): a signed 'track' link names one job; while the car is
 * on its way, outside or carrying the passenger, and until 15 minutes after the drop-off, the page
 * shows where the car is and who drives it. Nothing else of the booking: no names, addresses, price
 * or booking number. No key headers: the link's token is the credential (a page a text opens, and an
 * EventSource cannot send headers).
 */
import { z } from 'zod';
import { okResponse } from '../envelope.js';
import { defineDocs, defineOperations, named } from '../operation.js';
import { TRACKING_AFTER_DROP_OFF_MINUTES, TRACKING_STAGES, TRACKING_STREAM_EVENTS } from '../tracking-page.js';

const point = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const trackingSnapshotSchema = z.object({
  stage: z.enum(TRACKING_STAGES),
  /** The car's latest position from the driver's phone; null until the phone sends one. */
  car: point.extend({ at: z.string() }).nullable(),
  /** The pickup point, while the car is coming to it (on the way, outside); null after. */
  pickup: point.nullable(),
  /** The distance provider's estimate of the minutes to the pickup, while on the way; null otherwise or when unknown. */
  eta_minutes: z.number().int().min(0).nullable(),
  driver: z.object({ first_name: z.string(), photo_url: z.string().nullable() }),
  vehicle: z.object({ make: z.string(), colour: z.string(), registration: z.string() }),
  /** The office's phone number, as the company gave it. */
  office_phone: z.string(),
});
export type TrackingSnapshot = z.infer<typeof trackingSnapshotSchema>;

export const trackingParamsSchema = z.object({ token: z.string() });

export const TRACKING_OPERATIONS = /* @__PURE__ */ defineOperations({
  getTracking: {
    method: 'get',
    path: '/api/v1/track/{token}',
    auth: 'link-token',
    params: trackingParamsSchema,
    success: { status: 200, body: named('TrackingResponse', okResponse(trackingSnapshotSchema)) },
    limits: ['tracking'],
  },
  trackingStream: {
    method: 'get',
    path: '/api/v1/track/{token}/stream',
    auth: 'link-token',
    params: trackingParamsSchema,
    success: { status: 200, text: 'text/event-stream' },
    limits: ['tracking'],
  },
});

export const TRACKING_DOCS = /* @__PURE__ */ defineDocs(TRACKING_OPERATIONS, {
  getTracking: {
    tag: 'Manage booking',
    summary: "Follow the car (the passenger's tracking link)",
    description:
      `The token of a tracking link (sent in the "on the way" text) names one job. Valid while the job is on the way, arrived or with the passenger on board, and until ${TRACKING_AFTER_DROP_OFF_MINUTES} minutes after the drop-off. ` +
      "Answers the car's latest position, the pickup point while the car comes to it, the estimated minutes to the pickup while on the way, the driver's first name and photo, the car's make, colour and registration, the office's phone number and the stage. Nothing else of the booking.",
    success: { description: 'Where the car is and who drives it.' },
    errors: { 404: 'The link is not valid, has been changed, has expired, or the ride is not under way (before "on the way", or more than 15 minutes after the drop-off): always the same answer.' },
  },
  trackingStream: {
    tag: 'Manage booking',
    summary: 'Follow the car live',
    description:
      `Server-sent events (\`text/event-stream\`): \`${TRACKING_STREAM_EVENTS.snapshot}\` with the same data as GET /api/v1/track/{token} on connect and whenever the car moves or the stage changes; \`${TRACKING_STREAM_EVENTS.ended}\` when the link stops being valid, then the stream closes. ` +
      'After the drop-off the last snapshot is sent and the stream closes (nothing more will change). A comment line comes every 20 s; a stream ends after 15 minutes and the page reconnects. At most 3 streams per link and 20 per client address on each API instance (429 past them).',
    success: { description: 'The stream.' },
    errors: { 404: 'As GET /api/v1/track/{token}.', 429: 'Too many streams of this link or from this address.' },
  },
});

