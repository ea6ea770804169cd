/**
 * What a passenger is told, by mail or text (issue 26): one kind per event, each with a template per
 * channel. The notification policy decides which go out, by which channel and when.
 */
export const MESSAGE_KINDS = [
  'booking_confirmed',
  'reminder',
  'driver_assigned',
  'driver_on_the_way',
  'driver_arrived',
  'journey_completed',
  'booking_changed',
  'booking_cancelled',
  'pay_link',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Texts about the ride under way or called off. A number that replied STOP still gets these (the
 * passenger is waiting at the kerb); every other kind stops. Twilio may still refuse them for a
 * number that opted out at the carrier: they then fail and are not retried.
 */
export const ESSENTIAL_MESSAGE_KINDS: readonly MessageKind[] = ['driver_assigned', 'driver_on_the_way', 'driver_arrived', 'booking_cancelled'];

export const MESSAGE_CHANNELS = ['mail', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The passenger's page that follows their car: valid from "on the way" until 15 minutes after drop-off. */
export const TRACKING_PAGE = '/track';
export const trackingPagePath = (token: string) => `${TRACKING_PAGE}/${encodeURIComponent(token)}`;
