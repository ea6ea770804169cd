import { isUkMobile, toE164 } from '@kerbside/domain';

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

/** The passenger's choice of texts (booking form, bookings desk, manage page): what they are told. */
export const TEXT_PREFERENCE_MESSAGES = {
  numberNeeded: 'Enter a mobile number we can text, e.g. 07700 900123 or +44 7700 900123',
  landline: 'This is a UK landline: texts need a mobile number, e.g. 07700 900123',
  noNumber: 'We have no mobile number for this booking to text. Call the office to give one.',
  cancelled: 'This booking is cancelled: its text messages can no longer be changed.',
  ended: 'This journey has ended: its text messages can no longer be changed.',
} as const;

/**
 * The E.164 number texts go to, as written (07700 900123, +44 7700 900123, 0033…), or null when it
 * cannot take texts: not a phone number, or a UK landline.
 */
export function textableNumber(written: string): string | null {
  const number = toE164(written);
  if (number === null || (number.startsWith('+44') && !isUkMobile(number))) return null;
  return number;
}

/** Why `written` cannot take texts ('' when it can). */
export function textNumberIssue(written: string): string {
  if (textableNumber(written) !== null) return '';
  const number = toE164(written);
  return number !== null && number.startsWith('+44') ? TEXT_PREFERENCE_MESSAGES.landline : TEXT_PREFERENCE_MESSAGES.numberNeeded;
}

/**
 * Whose phone texts go to: the travelling passenger's when the booker named another with a phone,
 * else the booker's own mobile (the same choice as the booking's passenger_contact_no).
 */
export function travellerPhoneField(data: { passengerDetails: 'yes' | 'no'; passengerPhone: string }): 'passengerPhone' | 'number' {
  return data.passengerDetails === 'yes' && data.passengerPhone.trim() !== '' ? 'passengerPhone' : 'number';
}
