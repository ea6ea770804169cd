/**
 * The texts of spec §8 (messages.ts) that the website's first-load code says: while it loads the
 * settings, and pricing a journey (spec §4) from the home page. A module of their own: a
 * bundle puts a module in one chunk, so taking them from messages.ts would ship every message with
 * the home page.
 */
export const LOADING_CONTENT = 'Please wait while loading content';
export const ADDRESS_BANNED = 'Address is banned';
export const WITHIN_GRACE_PERIOD = 'Pickup time is within the grace period';
export const BOOKING_FORM_MISSING = 'BookingForm data is missing.';
export const HOURLY_FORM_MISSING = 'HourlyRateForm data is missing.';

/** The two price errors that send the visitor to the manual quote form. */
export const URGENT_ERRORS: readonly string[] = [ADDRESS_BANNED, WITHIN_GRACE_PERIOD];
