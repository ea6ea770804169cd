/**
 * Every /api operation, once: what the OpenAPI document (openapi.ts) and the page at /api/docs are
 * generated from. The schemas are the ones the server parses requests with and the answers it
 * sends; nothing here restates a field. apps/api/src/modules/docs/openapi.test.ts fails when a
 * route the server registers is missing here, or when an operation here has no route. Each area's
 * declarations live in website/*.ts and operator/*-catalogue.ts, with their docs beside them.
 */
import { documented, named, type ApiOperation, type NamedSchema } from './operation.js';
import { SERVICE_DOCS, SERVICE_OPERATIONS } from './website/service.js';
import { SITE_DOCS, SITE_OPERATIONS } from './website/site.js';
import { ADDRESSES_DOCS, ADDRESSES_OPERATIONS } from './website/addresses.js';
import { PRICES_DOCS, PRICES_OPERATIONS } from './website/prices.js';
import { FLIGHT_CHECK_DOCS, FLIGHT_CHECK_OPERATIONS } from './website/flight-check.js';
import { BOOKINGS_DOCS, BOOKINGS_OPERATIONS } from './website/bookings.js';
import { PAYMENTS_DOCS, PAYMENTS_OPERATIONS } from './website/payments.js';
import { ENQUIRIES_DOCS, ENQUIRIES_OPERATIONS } from './website/enquiries.js';
import { PASSENGER_ACCOUNTS_DOCS, PASSENGER_ACCOUNTS_OPERATIONS } from './website/passenger-accounts.js';
import { PASSWORD_RESET_DOCS, PASSWORD_RESET_OPERATIONS } from './website/password-reset.js';
import { MANAGE_BOOKING_DOCS, MANAGE_BOOKING_OPERATIONS } from './website/manage-booking.js';
import { TRACKING_DOCS, TRACKING_OPERATIONS } from './website/tracking.js';
import { DEVELOPMENT_DOCS, DEVELOPMENT_OPERATIONS } from './website/development.js';
import { TEXT_MESSAGES_DOCS, TEXT_MESSAGES_OPERATIONS } from './website/text-messages.js';
import { OPERATOR_DOCS, OPERATOR_OPERATIONS } from './operator/operator-catalogue.js';
import { DRIVER_APP_DOCS, DRIVER_APP_OPERATIONS } from './driver/session.js';
import { DRIVER_JOBS_DOCS, DRIVER_JOBS_OPERATIONS, DRIVER_STATUS_DOCS, DRIVER_STATUS_OPERATIONS } from './driver/jobs.js';
import { DRIVER_POSITION_DOCS, DRIVER_POSITION_OPERATIONS } from './driver/positions.js';
import { errorResponseSchema } from './envelope.js';
import { API_KEY_HEADERS } from './paths.js';
import { bookingFormSchema, hourlyRateFormSchema, userLocationSchema } from './booking-form.js';
import { priceDetailSchema, journeySchema } from './quotes.js';
import { bookingSchema, registrationDataSchema, selectedVehicleDataSchema } from './bookings.js';
import { checkoutBookingSchema } from './payments.js';
import { passengerSchema } from './accounts.js';

/**
 * Shared parts given names of their own, so operations refer to them instead of repeating them.
 * `input`: parts of request bodies; `output`: parts of answers.
 */
export const API_SHARED_SCHEMAS = {
  input: [
    named('BookingForm', bookingFormSchema, 'The mileage booking form (one way or return, with stops and extras).'),
    named('HourlyRateForm', hourlyRateFormSchema, 'The hourly hire form.'),
    named('RegistrationData', registrationDataSchema, 'Who books: a guest, a new client (with a password) or an existing client.'),
    named('UserLocation', userLocationSchema, "The visitor's position, to rank nearby pickups."),
    named(
      'CheckoutBooking',
      checkoutBookingSchema,
      'What a card payment is for: the booking request without its payment fields. The server prices it again, checks the booker, charges its own amount and keeps the request until the booking is made.',
    ),
    named('SelectedVehicleData', selectedVehicleDataSchema, 'The vehicle option chosen from a price call: the server trusts only its ids and checks the price.'),
  ],
  output: [
    named('ErrorResponse', errorResponseSchema, 'Every failure: `success: false` and a message to show the visitor.'),
    named('Booking', bookingSchema, 'A stored booking, with its details, stops and passenger details.'),
    named('PriceDetail', priceDetailSchema, 'One priced vehicle option; breakdown lines add up to final_price.'),
    named('Journey', journeySchema, 'Distance, time and the route for the map.'),
    named('Passenger', passengerSchema, 'A signed-in corporate passenger.'),
  ],
} satisfies Record<'input' | 'output', NamedSchema[]>;

/**
 * What a field's schema cannot say (a rule checked in code, a spelling kept from the specification),
 * as component → property path (dots) → note; the document adds each as the field's description.
 */
export const API_FIELD_NOTES: Record<string, Record<string, string>> = {
  BookingForm: {
    stops: 'Stops on the way, in order.',
    pickup: 'Address text, as chosen from the suggestions or typed with its postcode.',
    pickup_place_id: 'The suggestion id of the pickup, when chosen from the suggestions.',
    dropoff_place_id: 'The suggestion id of the drop-off, when chosen from the suggestions.',
    pickup_date: 'A real date, YYYY-MM-DD, London time.',
    pickup_hour: "12-hour clock, '1am' to '12pm' (12am is midnight, 12pm noon).",
    pickup_min: "'00' to '55' in steps of 5.",
    pickup_fight_number: 'Flight number (the name keeps the specification\'s spelling).',
    select_option: 'A return needs return_date, return_hour and return_min; return_* counts and extras apply to it.',
    waiting_min: 'Minutes of waiting, in steps of 5.',
    return_waiting_min: 'Minutes of waiting, in steps of 5.',
    meet_and_greet: 'Meet and greet at the pickup (priced when the operator offers it).',
  },
  HourlyRateForm: {
    pickup_date: 'A real date, YYYY-MM-DD, London time.',
    pickup_duration: "How long the hire lasts: '4hour' to '24hour'.",
    pickup_hour: "12-hour clock, '1am' to '12pm' (12am is midnight, 12pm noon).",
    pickup_min: "'00' to '55' in steps of 5.",
  },
  BookingRequest: {
    bookingType: "'milleage' (the specification's spelling) reads bookingForm; 'hourly' reads hourlyRateForm. The other form is ignored.",
    selectedVehicle: 'How many vehicles of the chosen option.',
    payment_method: "'card' needs paymentId from confirm-payment-intent.",
    selected_passenger: "'guest_login': contact details only; 'new_client': also a password, creates an account; 'existing_client': the account's password.",
    paymentId: 'The paymentId of a succeeded confirm-payment-intent (card bookings).',
    stripe_session_id: 'The sessionId of confirm-payment-intent (card bookings).',
    idempotency_key: 'Same as the Idempotency-Key header (either may be sent; both must then agree).',
    bookingForm: "The mileage form: required with bookingType 'milleage', ignored otherwise.",
    hourlyRateForm: "The hourly form: required with bookingType 'hourly', ignored otherwise.",
  },
  CheckoutBooking: {
    bookingType: "'milleage' (the specification's spelling) reads bookingForm; 'hourly' reads hourlyRateForm.",
    selected_passenger: "'guest_login': contact details only; 'new_client': also a password, creates an account; 'existing_client': the account's password.",
    idempotency_key: 'The booking made from this payment keeps it: another booking request with the same key is refused.',
    bookingForm: "The mileage form: required with bookingType 'milleage', ignored otherwise.",
    hourlyRateForm: "The hourly form: required with bookingType 'hourly', ignored otherwise.",
  },
  SelectedVehicleData: {
    final_price: 'Pounds the website showed for the chosen quantity: refused (409) when it differs from the server\'s price.',
  },
  RegistrationData: {
    email: "The booker's email; lower-cased.",
    number: "The booker's telephone number.",
    password: 'New clients: the new password. Existing clients: their password. Guests: leave out.',
    privacyAccepted: 'New clients must accept the privacy policy.',
    termsAccepted: 'New clients must accept the terms and conditions.',
    passengerDetails: "'yes' when someone else travels: passengerName, passengerEmail and passengerPhone then describe them.",
  },
  QuoteRequest: {
    pickup_date: 'A real date, YYYY-MM-DD.',
    pickup_time: '24-hour clock, HH:MM.',
    passenger_phone: 'Digits, + and spaces.',
  },
  CreatePaymentIntentRequest: {
    paymentMethodId: 'From Stripe Elements, or from sandbox payment-methods.',
    amount: 'Pence the website expects to pay: refused (409) when it differs from the server\'s price.',
  },
  UpdatePassengerRequest: {
    passenger_id: 'Must be the signed-in passenger.',
    current_password: 'Needed when email changes.',
  },
  Booking: {
    booking_number: 'The reference the passenger is given.',
    ride_type: "'Q' for a mileage (quotation) booking, 'H' for hourly hire.",
    pick_up_date: 'YYYY-MM-DD, London time.',
    pick_up_time: "24-hour 'HH:MM', London time.",
    total_booking_amount: 'Pounds, as charged (rounded when the operator rounds prices).',
    created_at: 'ISO 8601, UTC.',
  },
  PriceDetail: {
    price: 'Price of one vehicle, pounds.',
    final_price: 'Price for the quoted quantity (1), pounds.',
    breakdown: 'Lines (negative for discounts) that add up to final_price exactly in pence.',
  },
  Journey: {
    via_miles: 'Driving distance, miles.',
    time_duration: 'Driving time, seconds.',
    estimated: 'True when the distance is the built-in estimate (straight line × a detour factor), not a routed road distance.',
    route: 'Points of the outbound route, for the map.',
  },
  LoginResponse: { expires_at: 'When the token stops working, ISO 8601 UTC.' },
};

/** The website's API (spec §6) and the service routes. */
/** The website's operations (spec §6) and the service routes, by operationId. */
export const WEBSITE_OPERATIONS = /* @__PURE__ */ (() => ({
  ...SERVICE_OPERATIONS,
  ...SITE_OPERATIONS,
  ...ADDRESSES_OPERATIONS,
  ...PRICES_OPERATIONS,
  ...FLIGHT_CHECK_OPERATIONS,
  ...BOOKINGS_OPERATIONS,
  ...PAYMENTS_OPERATIONS,
  ...ENQUIRIES_OPERATIONS,
  ...PASSENGER_ACCOUNTS_OPERATIONS,
  ...PASSWORD_RESET_OPERATIONS,
  ...MANAGE_BOOKING_OPERATIONS,
  ...TEXT_MESSAGES_OPERATIONS,
  ...TRACKING_OPERATIONS,
  ...DEVELOPMENT_OPERATIONS,
}))();

const WEBSITE_DOCS = /* @__PURE__ */ (() => ({
  ...SERVICE_DOCS,
  ...SITE_DOCS,
  ...ADDRESSES_DOCS,
  ...PRICES_DOCS,
  ...FLIGHT_CHECK_DOCS,
  ...BOOKINGS_DOCS,
  ...PAYMENTS_DOCS,
  ...ENQUIRIES_DOCS,
  ...PASSENGER_ACCOUNTS_DOCS,
  ...PASSWORD_RESET_DOCS,
  ...MANAGE_BOOKING_DOCS,
  ...TEXT_MESSAGES_DOCS,
  ...TRACKING_DOCS,
  ...DEVELOPMENT_DOCS,
}))();

/** What the key headers are, for the document's security schemes. */
export const API_KEY_HELP = {
  [API_KEY_HEADERS.public]: 'The public key of the client (the website): every /api/v1 call sends it.',
  [API_KEY_HEADERS.secret]: 'The secret key of the client: every /api/v1 call sends it with the public key. Both identify the client; embedded in a public website, they protect nothing on their own.',
} as const;

/** Every operation: the website's, then the operator console's. */
/** Every operation by its operationId: what routes are registered from and clients call. */
export const OPERATIONS = /* @__PURE__ */ (() => ({ ...WEBSITE_OPERATIONS, ...OPERATOR_OPERATIONS, ...DRIVER_APP_OPERATIONS, ...DRIVER_JOBS_OPERATIONS, ...DRIVER_STATUS_OPERATIONS, ...DRIVER_POSITION_OPERATIONS }))();
/** Every operation with its docs: what the document is generated from. */
export const API_OPERATIONS: readonly ApiOperation[] = /* @__PURE__ */ documented(OPERATIONS, { ...WEBSITE_DOCS, ...OPERATOR_DOCS, ...DRIVER_APP_DOCS, ...DRIVER_JOBS_DOCS, ...DRIVER_STATUS_DOCS, ...DRIVER_POSITION_DOCS });
