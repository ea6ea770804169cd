// Generated from WEBSITE_OPERATIONS by website/routes.test.ts: run `npx vitest run packages/contract/src/website/routes.test.ts -u` after changing a declaration.
import type { OperationRoute } from '../operation-route.js';
import type { WEBSITE_OPERATIONS } from '../api-catalogue.js';

type Route<K extends keyof typeof WEBSITE_OPERATIONS> = OperationRoute<(typeof WEBSITE_OPERATIONS)[K]>;

/** The method and path of each operation the website's pages call with its keys, typed by its declaration. */
export const WEBSITE_ROUTES = {
  getSettings: { id: 'getSettings', method: 'get', path: '/api/v1/setting' } as Route<'getSettings'>,
  getVehicles: { id: 'getVehicles', method: 'get', path: '/api/v1/fetch_vehicles' } as Route<'getVehicles'>,
  getCompanies: { id: 'getCompanies', method: 'get', path: '/api/v1/fetch_companies' } as Route<'getCompanies'>,
  getSavedAddresses: { id: 'getSavedAddresses', method: 'get', path: '/api/v1/ai-addresses' } as Route<'getSavedAddresses'>,
  autocompleteAddress: { id: 'autocompleteAddress', method: 'get', path: '/api/v1/places/autocomplete' } as Route<'autocompleteAddress'>,
  getPlaceDetails: { id: 'getPlaceDetails', method: 'get', path: '/api/v1/places/details' } as Route<'getPlaceDetails'>,
  calculateDistance: { id: 'calculateDistance', method: 'post', path: '/api/v1/calculate-distance', body: true } as Route<'calculateDistance'>,
  calculateDistancePrice: { id: 'calculateDistancePrice', method: 'post', path: '/api/v1/calculate-distance-price', body: true } as Route<'calculateDistancePrice'>,
  calculateHourlyPrice: { id: 'calculateHourlyPrice', method: 'post', path: '/api/v1/calculate-hourly-price', body: true } as Route<'calculateHourlyPrice'>,
  checkFlight: { id: 'checkFlight', method: 'post', path: '/api/v1/flight-check', body: true } as Route<'checkFlight'>,
  createBooking: { id: 'createBooking', method: 'post', path: '/api/v1/booking', body: true } as Route<'createBooking'>,
  checkPassengerEmail: { id: 'checkPassengerEmail', method: 'post', path: '/api/v1/check-passenger-email', body: true } as Route<'checkPassengerEmail'>,
  getPaymentConfig: { id: 'getPaymentConfig', method: 'get', path: '/api/v1/secret_key' } as Route<'getPaymentConfig'>,
  createSandboxPaymentMethod: { id: 'createSandboxPaymentMethod', method: 'post', path: '/api/v1/sandbox/payment-methods', body: true } as Route<'createSandboxPaymentMethod'>,
  createPaymentIntent: { id: 'createPaymentIntent', method: 'post', path: '/api/v1/create-payment-intent', body: true } as Route<'createPaymentIntent'>,
  confirmPaymentIntent: { id: 'confirmPaymentIntent', method: 'post', path: '/api/v1/confirm-payment-intent', body: true } as Route<'confirmPaymentIntent'>,
  authenticateSandboxPaymentIntent: { id: 'authenticateSandboxPaymentIntent', method: 'post', path: '/api/v1/sandbox/payment-intents/{id}/authenticate', body: true } as Route<'authenticateSandboxPaymentIntent'>,
  sendQuoteRequest: { id: 'sendQuoteRequest', method: 'post', path: '/api/v1/send-instant-email', body: true } as Route<'sendQuoteRequest'>,
  sendContactMessage: { id: 'sendContactMessage', method: 'post', path: '/api/v1/contact-us', body: true } as Route<'sendContactMessage'>,
  signIn: { id: 'signIn', method: 'post', path: '/api/v1/check-passenger-login', body: true } as Route<'signIn'>,
  validateToken: { id: 'validateToken', method: 'post', path: '/api/v1/passenger/validate-token' } as Route<'validateToken'>,
  signOut: { id: 'signOut', method: 'post', path: '/api/v1/passenger/logout' } as Route<'signOut'>,
  signOutEverywhere: { id: 'signOutEverywhere', method: 'post', path: '/api/v1/passenger/logout-all' } as Route<'signOutEverywhere'>,
  changePassword: { id: 'changePassword', method: 'post', path: '/api/v1/passenger/change-password', body: true } as Route<'changePassword'>,
  listPassengerBookings: { id: 'listPassengerBookings', method: 'get', path: '/api/v1/get_booking/{passenger_id}' } as Route<'listPassengerBookings'>,
  getPassengerBookingReceipt: { id: 'getPassengerBookingReceipt', method: 'get', path: '/api/v1/passenger/bookings/{booking_id}/receipt' } as Route<'getPassengerBookingReceipt'>,
  updatePassenger: { id: 'updatePassenger', method: 'patch', path: '/api/v1/update-passenger', body: true } as Route<'updatePassenger'>,
  getManageBookingLink: { id: 'getManageBookingLink', method: 'get', path: '/api/v1/passenger/bookings/{booking_id}/manage-link' } as Route<'getManageBookingLink'>,
  forgotPassword: { id: 'forgotPassword', method: 'post', path: '/api/v1/auth/forgot-password', body: true } as Route<'forgotPassword'>,
  verifyResetCode: { id: 'verifyResetCode', method: 'post', path: '/api/v1/auth/verify-code', body: true } as Route<'verifyResetCode'>,
  resetPassword: { id: 'resetPassword', method: 'post', path: '/api/v1/auth/reset-password', body: true } as Route<'resetPassword'>,
  lookupManagedBooking: { id: 'lookupManagedBooking', method: 'post', path: '/api/v1/manage-booking/lookup', body: true } as Route<'lookupManagedBooking'>,
  getManagedBooking: { id: 'getManagedBooking', method: 'get', path: '/api/v1/manage-booking/booking' } as Route<'getManagedBooking'>,
  cancelManagedBooking: { id: 'cancelManagedBooking', method: 'post', path: '/api/v1/manage-booking/cancel', body: true } as Route<'cancelManagedBooking'>,
  previewBookingAmendment: { id: 'previewBookingAmendment', method: 'post', path: '/api/v1/manage-booking/amend/preview', body: true } as Route<'previewBookingAmendment'>,
  createBookingAmendmentIntent: { id: 'createBookingAmendmentIntent', method: 'post', path: '/api/v1/manage-booking/amend/payment-intent', body: true } as Route<'createBookingAmendmentIntent'>,
  amendManagedBooking: { id: 'amendManagedBooking', method: 'post', path: '/api/v1/manage-booking/amend', body: true } as Route<'amendManagedBooking'>,
  createPayLinkIntent: { id: 'createPayLinkIntent', method: 'post', path: '/api/v1/manage-booking/pay/payment-intent', body: true } as Route<'createPayLinkIntent'>,
  payManagedBooking: { id: 'payManagedBooking', method: 'post', path: '/api/v1/manage-booking/pay', body: true } as Route<'payManagedBooking'>,
  setManagedBookingTexts: { id: 'setManagedBookingTexts', method: 'post', path: '/api/v1/manage-booking/text-messages', body: true } as Route<'setManagedBookingTexts'>,
};
