/** The website's API: Corporate passengers' sign-in, bookings, profile and password. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { bookingListQuerySchema, bookingListResponseSchema, changePasswordRequestSchema, changePasswordResponseSchema, loginRequestSchema, loginResponseSchema, logoutAllResponseSchema, logoutResponseSchema, passengerBookingIdParamsSchema, passengerIdParamsSchema, updatePassengerRequestSchema, updatePassengerResponseSchema, validateTokenResponseSchema } from '../accounts.js';
import { manageBookingTokenResponseSchema, manageLinkParamsSchema } from '../manage-booking.js';

const BEARER_HELP = 'Send `Authorization: Bearer <access_token>` from check-passenger-login.';

export const PASSENGER_ACCOUNTS_OPERATIONS = /* @__PURE__ */ defineOperations({
  signIn: {
    method: 'post',
    path: '/api/v1/check-passenger-login',
    auth: 'keys',
    body: named('LoginRequest', loginRequestSchema),
    success: { status: 200, body: named('LoginResponse', loginResponseSchema) },
    limits: ['passwordsPerAddress', 'passwordsPerEmail'],
  },
  validateToken: {
    method: 'post',
    path: '/api/v1/passenger/validate-token',
    auth: 'keys+optional-bearer',
    success: { status: 200, body: named('ValidateTokenResponse', validateTokenResponseSchema) },
  },
  signOut: {
    method: 'post',
    path: '/api/v1/passenger/logout',
    auth: 'keys+bearer',
    success: { status: 200, body: named('LogoutResponse', logoutResponseSchema) },
  },
  signOutEverywhere: {
    method: 'post',
    path: '/api/v1/passenger/logout-all',
    auth: 'keys+bearer',
    success: { status: 200, body: named('LogoutAllResponse', logoutAllResponseSchema) },
  },
  changePassword: {
    method: 'post',
    path: '/api/v1/passenger/change-password',
    auth: 'keys+bearer',
    body: named('ChangePasswordRequest', changePasswordRequestSchema),
    success: { status: 200, body: named('ChangePasswordResponse', changePasswordResponseSchema) },
    limits: ['passwordsPerAddress', 'passwordsPerEmail'],
  },
  listPassengerBookings: {
    method: 'get',
    path: '/api/v1/get_booking/{passenger_id}',
    auth: 'keys+bearer',
    params: passengerIdParamsSchema,
    query: bookingListQuerySchema,
    success: { status: 200, body: named('BookingListResponse', bookingListResponseSchema) },
  },
  getPassengerBookingReceipt: {
    method: 'get',
    path: '/api/v1/passenger/bookings/{booking_id}/receipt',
    auth: 'keys+bearer',
    params: passengerBookingIdParamsSchema,
    success: { status: 200, html: true },
  },
  updatePassenger: {
    method: 'patch',
    path: '/api/v1/update-passenger',
    auth: 'keys+bearer',
    body: named('UpdatePassengerRequest', updatePassengerRequestSchema),
    success: { status: 200, body: named('UpdatePassengerResponse', updatePassengerResponseSchema) },
    limits: ['passwordsPerAddress', 'passwordsPerEmail'],
  },
  getManageBookingLink: {
    method: 'get',
    path: '/api/v1/passenger/bookings/{booking_id}/manage-link',
    auth: 'keys+bearer',
    params: manageLinkParamsSchema,
    success: { status: 200, body: named('ManageBookingTokenResponse', manageBookingTokenResponseSchema) },
    limits: ['bookingChanges'],
  },
});

export const PASSENGER_ACCOUNTS_DOCS = /* @__PURE__ */ defineDocs(PASSENGER_ACCOUNTS_OPERATIONS, {
  signIn: {
    tag: 'Passenger accounts',
    summary: 'Sign in a corporate passenger',
    description: 'Answers an `access_token` (valid 12 hours, until `expires_at`) for the other passenger calls. Only clients (accounts with a password) can sign in.',
    success: { description: 'Signed in.' },
    errors: { 401: 'Missing or invalid key headers, or the email and password do not match.' },
  },
  validateToken: {
    tag: 'Passenger accounts',
    summary: 'Is this token still valid?',
    description: `${BEARER_HELP} A missing, unknown or ended token is a normal answer, \`valid: false\`. No body.`,
    success: { description: 'Whether the token works.' },
  },
  signOut: {
    tag: 'Passenger accounts',
    summary: 'Sign out this session',
    description: `${BEARER_HELP} Ends this token. No body.`,
    success: { description: 'Signed out.' },
  },
  signOutEverywhere: {
    tag: 'Passenger accounts',
    summary: 'Sign out every session',
    description: `${BEARER_HELP} Ends every token of the passenger, this one included. No body.`,
    success: { description: 'Every session ended.' },
  },
  changePassword: {
    tag: 'Passenger accounts',
    summary: 'Change the password',
    description: `${BEARER_HELP} Needs the current password; ends the passenger's other sessions and mails a notice.`,
    success: { description: 'Changed.' },
    errors: { 403: 'The current password is wrong.' },
  },
  listPassengerBookings: {
    tag: 'Passenger accounts',
    summary: "A passenger's bookings",
    description: `${BEARER_HELP} The signed-in passenger's own bookings, newest first, a page at a time.`,
    success: { description: 'A page of bookings.' },
    errors: { 403: 'passenger_id is not the signed-in passenger.' },
  },
  getPassengerBookingReceipt: {
    tag: 'Passenger accounts',
    summary: "A passenger's booking receipt",
    description: `${BEARER_HELP} The printable receipt (an HTML page that loads and runs nothing) of one of the signed-in passenger's own bookings: the company, the journey, the price lines, the payment and refunds, and VAT lines when the company has a VAT number.`,
    success: { description: 'The receipt page.' },
    errors: { 404: "No such booking among the passenger's own (another passenger's booking answers the same)." },
  },
  updatePassenger: {
    tag: 'Passenger accounts',
    summary: 'Update name, email and phone',
    description: `${BEARER_HELP} A new email needs \`current_password\`; it ends the passenger's other sessions and notifies the old address.`,
    success: { description: 'Updated.' },
    errors: {
      400: 'The body is invalid, or a new email comes without current_password.',
      403: 'passenger_id is not the signed-in passenger, or the current password is wrong.',
      409: 'Another account uses that email.',
    },
  },
  getManageBookingLink: {
    tag: 'Passenger accounts',
    summary: "A token to manage one of the passenger's bookings",
    description: `${BEARER_HELP} The token of the booking's manage page (as in its confirmation mail) for a booking the signed-in passenger made.`,
    success: { description: "The booking's token." },
    errors: { 404: 'No booking of the signed-in passenger has this id.' },
  },
});
