/**
 * What the tracking page (issue 26 §3) needs of the contract, without zod (the website's bundle
 * carries no schemas): the stages and their words, the stream's event names, the calls' paths. The
 * operations and the snapshot's schema are in website/tracking.ts.
 */
/** How far along the ride is. */
export const TRACKING_STAGES = ['on_the_way', 'arrived', 'passenger_on_board', 'completed'] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

export const TRACKING_STAGE_LABELS: Record<TrackingStage, string> = {
  on_the_way: 'Your driver is on the way',
  arrived: 'Your driver is outside',
  passenger_on_board: 'On your journey',
  completed: 'You have arrived',
};

/** How long after the drop-off the link still opens. */
export const TRACKING_AFTER_DROP_OFF_MINUTES = 15;

/** The only answer to a link that is not (or no longer) valid, whatever the reason: no oracle. */
export const TRACKING_NOT_FOUND = 'This tracking link has ended or is not valid.';

/** The stream's events: a snapshot on connect and on every change; `ended` when the link stops being valid (the stream then closes). */
export const TRACKING_STREAM_EVENTS = { snapshot: 'tracking', ended: 'ended' } as const;

/** The page's calls (the website's client carries paths, not declarations): the same paths as getTracking and trackingStream. */
export const trackingApiPath = (token: string) => `/api/v1/track/${encodeURIComponent(token)}`;
export const trackingStreamPath = (token: string) => `${trackingApiPath(token)}/stream`;

/** "About 6 minutes away", "About a minute away", or null when there is no estimate. */
export function etaText(minutes: number | null): string | null {
  if (minutes === null) return null;
  if (minutes <= 1) return 'About a minute away';
  return `About ${minutes} minutes away`;
}
