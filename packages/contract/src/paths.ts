export const API_PREFIX = '/api/v1';

export const API_PATHS = {
  settings: '/api/v1/setting',
  vehicles: '/api/v1/fetch_vehicles',
  companies: '/api/v1/fetch_companies',
  savedAddresses: '/api/v1/ai-addresses',
  distance: '/api/v1/calculate-distance',
  distancePrice: '/api/v1/calculate-distance-price',
  hourlyPrice: '/api/v1/calculate-hourly-price',
  placesAutocomplete: '/api/v1/places/autocomplete',
  placeDetails: '/api/v1/places/details',
  booking: '/api/v1/booking',
  checkPassengerEmail: '/api/v1/check-passenger-email',
  secretKey: '/api/v1/secret_key',
  sandboxPaymentMethods: '/api/v1/sandbox/payment-methods',
  sandboxAuthenticate: '/api/v1/sandbox/payment-intents/:id/authenticate',
  createPaymentIntent: '/api/v1/create-payment-intent',
  confirmPaymentIntent: '/api/v1/confirm-payment-intent',
  /** Stripe's events (signed, not called with the website's keys). */
  stripeWebhook: '/api/v1/payments/stripe/webhook',
  quoteRequest: '/api/v1/send-instant-email',
  contactUs: '/api/v1/contact-us',
  devOutbox: '/api/dev/outbox',
  login: '/api/v1/check-passenger-login',
  validateToken: '/api/v1/passenger/validate-token',
  logout: '/api/v1/passenger/logout',
  logoutAll: '/api/v1/passenger/logout-all',
  changePassword: '/api/v1/passenger/change-password',
  bookingsOf: (passengerId: number) => `/api/v1/get_booking/${passengerId}`,
  /** A signed-in passenger's receipt of one of their bookings (HTML). */
  passengerReceipt: (bookingId: number) => `/api/v1/passenger/bookings/${bookingId}/receipt`,
  /** A booking's receipt (HTML) by the booking's signed link token, `?token=`: opened from the confirmation mail. */
  bookingReceipt: '/api/v1/manage-booking/receipt',
  updatePassenger: '/api/v1/update-passenger',
  forgotPassword: '/api/v1/auth/forgot-password',
  verifyCode: '/api/v1/auth/verify-code',
  resetPassword: '/api/v1/auth/reset-password',
  manageBookingLookup: '/api/v1/manage-booking/lookup',
  manageBooking: '/api/v1/manage-booking/booking',
  manageBookingCancel: '/api/v1/manage-booking/cancel',
  manageBookingAmendPreview: '/api/v1/manage-booking/amend/preview',
  manageBookingAmendIntent: '/api/v1/manage-booking/amend/payment-intent',
  manageBookingAmend: '/api/v1/manage-booking/amend',
  manageLinkOf: (bookingId: number) => `/api/v1/passenger/bookings/${bookingId}/manage-link`,
  health: '/api/health',
} as const;

/** API_PATHS.sandboxAuthenticate for one payment intent. */
export const sandboxAuthenticatePath = (paymentIntentId: string) => API_PATHS.sandboxAuthenticate.replace(':id', encodeURIComponent(paymentIntentId));

/** Header names of spec §6. The values identify the website; they protect nothing on their own. */
export const API_KEY_HEADERS = { public: 'api-public-key', secret: 'api-secret-key' } as const;
