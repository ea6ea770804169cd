/**
 * The website's pages of a booking's signed links (the mails' links are built from them). Apart
 * from manage-booking-rules.ts: the footer links here on every page, and a module the first load
 * imports keeps every export a later screen uses in the first load too.
 */
export const MANAGE_BOOKING_PAGE = '/manage-booking';
export const manageBookingPagePath = (token: string) => `${MANAGE_BOOKING_PAGE}/${encodeURIComponent(token)}`;
