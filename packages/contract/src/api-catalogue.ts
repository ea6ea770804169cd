/**
 * Every /api operation, once: what the OpenAPI document (openapi.ts) and the page at /api/docs are
 * generated from. The schemas are the ones the server parses requests with and the answers it
 * sends; nothing here restates a field. apps/api/src/modules/docs/openapi.test.ts fails when a
 * route the server registers is missing here, or when an operation here has no route.
 */
import { z } from 'zod';
import { defineOperations, named, type ApiOperation, type NamedSchema } from './operation.js';
import { OPERATOR_OPERATIONS } from './operator/operator-catalogue.js';
import { errorResponseSchema } from './envelope.js';
import { API_KEY_HEADERS, API_PATHS } from './paths.js';
import { openApiPathOf } from './operator/paths.js';
import { bookingFormSchema, hourlyRateFormSchema, userLocationSchema } from './booking-form.js';
import {
  addressesResponseSchema,
  autocompleteQuerySchema,
  companiesResponseSchema,
  placeDetailsQuerySchema,
  placeDetailsResponseSchema,
  settingsResponseSchema,
  vehiclesResponseSchema,
} from './catalogue.js';
import {
  distancePriceResponseSchema,
  distanceRequestSchema,
  distanceResponseSchema,
  hourlyPriceResponseSchema,
  priceDetailSchema,
  journeySchema,
} from './quotes.js';
import {
  bookingRequestSchema,
  bookingResponseSchema,
  bookingSchema,
  checkPassengerEmailSchema,
  registrationDataSchema,
  selectedVehicleDataSchema,
} from './bookings.js';
import {
  confirmPaymentIntentRequestSchema,
  confirmPaymentIntentResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  checkoutBookingSchema,
  paymentMethodResponseSchema,
  sandboxAuthenticateRequestSchema,
  sandboxAuthenticateResponseSchema,
  sandboxPaymentIntentParamsSchema,
  sandboxPaymentMethodRequestSchema,
  secretKeyResponseSchema,
  stripeWebhookResponseSchema,
} from './payments.js';
import { contactMessageSchema, quoteRequestSchema } from './enquiries.js';
import {
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingReceiptQuerySchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutAllResponseSchema,
  logoutResponseSchema,
  passengerBookingIdParamsSchema,
  passengerIdParamsSchema,
  passengerSchema,
  resetPasswordRequestSchema,
  updatePassengerRequestSchema,
  updatePassengerResponseSchema,
  validateTokenResponseSchema,
  verifyCodeRequestSchema,
} from './accounts.js';
import {
  manageBookingCancelRequestSchema,
  manageBookingCancelResponseSchema,
  manageBookingErrorResponseSchema,
  manageBookingLookupRequestSchema,
  manageBookingQuerySchema,
  manageBookingTokenResponseSchema,
  managedBookingResponseSchema,
  manageLinkParamsSchema,
} from './manage-booking.js';
import {
  amendPreviewResponseSchema,
  manageBookingAmendIntentRequestSchema,
  manageBookingAmendPreviewRequestSchema,
  manageBookingAmendRequestSchema,
  manageBookingAmendResponseSchema,
} from './manage-booking-amend.js';
import {
  contactUsErrorResponseSchema,
  devOutboxAttachmentParamsSchema,
  devOutboxIdParamsSchema,
  devOutboxListResponseSchema,
  devOutboxQuerySchema,
  enquiryReceivedResponseSchema,
  healthResponseSchema,
  healthUnavailableResponseSchema,
  messageResponseSchema,
  openApiDocumentResponseSchema,
  successOnlyResponseSchema,
} from './api-responses.js';




const BEARER_HELP = 'Send `Authorization: Bearer <access_token>` from check-passenger-login.';

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

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** As apps/api/src/modules/bookings/request-identity.ts checks it. */
const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,100}$/);

/** The website's API (spec §6) and the service routes. */
export const WEBSITE_OPERATIONS = defineOperations({
  // ── Service ────────────────────────────────────────────────────────────────────────────────
  getHealth: {
    method: 'get',
    path: API_PATHS.health,
    tag: 'Service',
    summary: 'Health of the server',
    description:
      'Runs `select 1` on the database and, when Redis is configured, a PING, each given 2 seconds. Mail trouble is reported but never makes it 503. For load balancers and monitoring; no key headers.',
    auth: 'none',
    success: { status: 200, description: 'The database (and Redis) answered.', body: named('HealthResponse', healthResponseSchema) },
    otherResponses: {
      503: { description: 'The database or Redis did not answer; the message names which.', body: named('HealthUnavailableResponse', healthUnavailableResponseSchema) },
    },
  },
  getOpenApiDocument: {
    method: 'get',
    path: '/api/docs/openapi.json',
    tag: 'Service',
    summary: 'This API as an OpenAPI 3.1 document',
    description: 'Generated from the schemas the server validates with. No key headers.',
    auth: 'none',
    success: { status: 200, description: 'The OpenAPI document.', body: named('OpenApiDocument', openApiDocumentResponseSchema) },
  },
  getApiDocsPage: {
    method: 'get',
    path: '/api/docs',
    tag: 'Service',
    summary: 'This documentation as a page',
    description: 'The same document as a readable HTML page. No key headers.',
    auth: 'none',
    success: { status: 200, description: 'An HTML page.', html: true },
  },

  // ── Site ───────────────────────────────────────────────────────────────────────────────────
  getSettings: {
    method: 'get',
    path: API_PATHS.settings,
    tag: 'Site',
    summary: "The operator's settings",
    description: 'Every setting the website reads (names in `SETTING_NAMES`), as name/value text pairs. Switches are `enable`/`disable`; prices are pounds as text.',
    auth: 'keys',
    success: { status: 200, description: 'The settings.', body: named('SettingsResponse', settingsResponseSchema) },
  },
  getVehicles: {
    method: 'get',
    path: API_PATHS.vehicles,
    tag: 'Site',
    summary: 'Vehicle categories of the fleet',
    description: 'Every vehicle category of every operator, with its picture, seats and luggage, for the fleet page.',
    auth: 'keys',
    success: { status: 200, description: 'The vehicles.', body: named('VehiclesResponse', vehiclesResponseSchema) },
  },
  getCompanies: {
    method: 'get',
    path: API_PATHS.companies,
    tag: 'Site',
    summary: 'Operator companies',
    description: 'The operator companies whose vehicles are offered.',
    auth: 'keys',
    success: { status: 200, description: 'The companies.', body: named('CompaniesResponse', companiesResponseSchema) },
  },

  // ── Addresses ──────────────────────────────────────────────────────────────────────────────
  getSavedAddresses: {
    method: 'get',
    path: API_PATHS.savedAddresses,
    tag: 'Addresses',
    summary: "The operator's saved places",
    description: 'Places the operator saved (airports, stations, hotels) for the address dropdown, before the visitor types.',
    auth: 'keys',
    success: { status: 200, description: 'The saved places.', body: named('AddressesResponse', addressesResponseSchema) },
  },
  autocompleteAddress: {
    method: 'get',
    path: API_PATHS.placesAutocomplete,
    tag: 'Addresses',
    summary: 'Address suggestions',
    description:
      'Suggestions for what the visitor typed: the built-in GB gazetteer and saved places, or Google Places when the server has a maps key. `lat`/`lon` rank places within 50 km of the visitor first; `window` (degrees) prefers places inside a box around them, as the stop search does. A country ending the text (`, UK`, `, England`) is ignored. Pass a suggestion\'s `id` to place details, or as `pickup_place_id`/`dropoff_place_id` to the price calls.',
    auth: 'keys',
    query: autocompleteQuerySchema,
    success: { status: 200, description: 'Suggestions, best first (possibly none).', body: named('AddressesResponse', addressesResponseSchema) },
    errors: { 503: 'Address search is unavailable (the maps provider did not answer).' },
    limits: ['placeSearch'],
  },
  getPlaceDetails: {
    method: 'get',
    path: API_PATHS.placeDetails,
    tag: 'Addresses',
    summary: 'Details of a suggested place',
    description: 'The full address, postcode and position of a suggestion `id`.',
    auth: 'keys',
    query: placeDetailsQuerySchema,
    success: { status: 200, description: 'The place.', body: named('PlaceDetailsResponse', placeDetailsResponseSchema) },
    errors: { 404: 'No place has this id.', 503: 'Address search is unavailable (the maps provider did not answer).' },
    limits: ['placeSearch'],
  },

  // ── Prices ─────────────────────────────────────────────────────────────────────────────────
  calculateDistance: {
    method: 'post',
    path: API_PATHS.distance,
    tag: 'Prices',
    summary: 'Driving distance and time',
    description: 'The driving distance (miles) and time (seconds) between two addresses.',
    auth: 'keys',
    body: named('DistanceRequest', distanceRequestSchema),
    success: { status: 200, description: 'Distance and time.', body: named('DistanceResponse', distanceResponseSchema) },
    errors: { 422: 'An address could not be found, or no driving route joins them.', 503: 'Address lookup is unavailable.' },
    limits: ['prices'],
  },
  calculateDistancePrice: {
    method: 'post',
    path: API_PATHS.distancePrice,
    tag: 'Prices',
    summary: 'Prices for a mileage journey',
    description:
      'Priced vehicle options for the booking form: one way or return, with stops and extras, for quantity 1. The pickup must be after the operator\'s grace time and within 12 months. `journey.estimated` is true when the distance is the built-in estimate rather than a routed road distance.',
    auth: 'keys',
    body: named('BookingForm', bookingFormSchema),
    success: { status: 200, description: 'Vehicle options, cheapest first, and the journey.', body: named('DistancePriceResponse', distancePriceResponseSchema) },
    errors: {
      422: 'The journey cannot be priced: pickup within the grace time or over 12 months ahead, an address not found or banned, a return before the pickup, or no driving route.',
      503: 'Address lookup is unavailable.',
    },
    limits: ['prices'],
  },
  calculateHourlyPrice: {
    method: 'post',
    path: API_PATHS.hourlyPrice,
    tag: 'Prices',
    summary: 'Prices for an hourly hire',
    description: 'Priced vehicle options for a hire of 4 to 24 hours from one pickup, for quantity 1.',
    auth: 'keys',
    body: named('HourlyRateForm', hourlyRateFormSchema),
    success: { status: 200, description: 'Vehicle options, cheapest first, and the pickup position.', body: named('HourlyPriceResponse', hourlyPriceResponseSchema) },
    errors: { 422: 'The hire cannot be priced: pickup within the grace time or over 12 months ahead, or the address not found or banned.', 503: 'Address lookup is unavailable.' },
    limits: ['prices'],
  },

  // ── Bookings ───────────────────────────────────────────────────────────────────────────────
  createBooking: {
    method: 'post',
    path: API_PATHS.booking,
    tag: 'Bookings',
    summary: 'Book a vehicle',
    description:
      'Books the chosen vehicle for the mileage form or the hourly form that `bookingType` names. The server prices the journey again and refuses a `final_price` that no longer matches (409). ' +
      'A guest books with contact details only (when the operator allows guests); a new client also sets a password; an existing client gives theirs. ' +
      'Paying by card needs the `paymentId` of a succeeded payment (see Payments): the booking is the one that payment was started for, so the request must be the same one (apart from its payment fields and key) and the amount booked is the amount paid. If this call never comes (the page closed), the payment still makes that booking. ' +
      `Send one \`${IDEMPOTENCY_KEY_HEADER}\` per booking attempt (or \`idempotency_key\` in the body): a retried request with the same key gets the same booking back, with the \`idempotent-replayed: true\` header, and never books twice.`,
    auth: 'keys',
    headers: [
      {
        name: IDEMPOTENCY_KEY_HEADER,
        required: false,
        description: 'One key per booking attempt, 8 to 100 visible ASCII characters (a UUID is fine). Must equal `idempotency_key` when both are sent.',
        schema: idempotencyKeySchema,
      },
    ],
    body: named('BookingRequest', bookingRequestSchema),
    success: {
      status: 200,
      description: 'The booking (a replay answers the booking the key made).',
      body: named('BookingResponse', bookingResponseSchema),
      headers: { 'idempotent-replayed': '`true` when the answer is the booking an earlier request with the same key made.' },
    },
    errors: {
      401: 'Missing or invalid key headers, or an existing client\'s email and password do not match.',
      402: 'The card payment did not succeed, or is not one this server took.',
      403: "Guest booking is switched off (sign in or create an account), or a card booking without a completed payment while card payments are off (SHOWCARD is not 'yes').",
      409: 'The price changed (choose the vehicle again), the key was used for a different booking, the payment paid for or was started for another booking, the paid booking could not be made and the payment was refunded, or a new client\'s email already has an account.',
      422: 'The vehicle is no longer offered for this journey, cannot take the whole party (passengers, luggage and hand luggage in one vehicle), or the journey cannot be priced (see the price calls).',
      503: 'Address lookup or the card provider is unavailable.',
    },
    limits: ['bookings', 'paymentSteps', 'passwordsPerAddress', 'passwordsPerEmail', 'accountProbes'],
  },
  checkPassengerEmail: {
    method: 'post',
    path: API_PATHS.checkPassengerEmail,
    tag: 'Bookings',
    summary: "Check an existing client's email and password",
    description: 'Before an existing client books: succeeds when the email has an account and the password is right. An unknown email and a wrong password get the same answer.',
    auth: 'keys',
    body: named('CheckPassengerEmailRequest', checkPassengerEmailSchema),
    success: { status: 200, description: 'Email and password match.', body: named('SuccessResponse', successOnlyResponseSchema) },
    errors: { 401: 'Missing or invalid key headers, or the email and password do not match an account.' },
    limits: ['passwordsPerAddress', 'passwordsPerEmail'],
  },
  getBookingReceipt: {
    method: 'get',
    path: API_PATHS.bookingReceipt,
    tag: 'Bookings',
    summary: "A booking's receipt by its link",
    description:
      "The printable receipt (an HTML page that loads and runs nothing) of the booking the link token names, as linked from the booking's confirmation mail: the company, the journey, the price lines, the payment and refunds, and VAT lines when the company has a VAT number. " +
      'No key headers: a browser opens it. A failure is the JSON error envelope, or a short page saying so to a browser that asks for `text/html`.',
    auth: 'link-token',
    query: bookingReceiptQuerySchema,
    success: { status: 200, description: 'The receipt page.', html: true },
    errors: { 404: 'The link is not valid or has expired, or its booking is gone.' },
  },

  // ── Payments ───────────────────────────────────────────────────────────────────────────────
  getPaymentConfig: {
    method: 'get',
    path: API_PATHS.secretKey,
    tag: 'Payments',
    summary: 'Which card provider to use',
    description:
      "`stripe`: collect the card with Stripe Elements and this publishable key. `sandbox`: the built-in test-mode provider; collect the card with the site's own form and sandbox payment-methods. Never a secret key, despite the path's name.",
    auth: 'keys',
    success: { status: 200, description: 'The provider and its publishable key.', body: named('SecretKeyResponse', secretKeyResponseSchema) },
  },
  createSandboxPaymentMethod: {
    method: 'post',
    path: API_PATHS.sandboxPaymentMethods,
    tag: 'Payments',
    summary: 'Card details to a payment method (sandbox)',
    description:
      'Card sandbox only: turns test card details into a payment method id for create-payment-intent. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0027 6000 3184 and 4000 0000 0000 3220 ask for 3-D Secure (confirm answers `requires_action`). No money is taken; only brand, last four digits and expiry are kept.',
    auth: 'keys',
    body: named('SandboxPaymentMethodRequest', sandboxPaymentMethodRequestSchema),
    success: { status: 200, description: 'The payment method.', body: named('PaymentMethodResponse', paymentMethodResponseSchema) },
    errors: {
      400: 'The body is invalid, or the card number, expiry or CVC is wrong.',
      403: "Card payments are off (SHOWCARD is not 'yes'); nothing is kept.",
      404: 'Stripe is the card provider: card details never reach this server.',
    },
    limits: ['sandboxCards'],
  },
  createPaymentIntent: {
    method: 'post',
    path: API_PATHS.createPaymentIntent,
    tag: 'Payments',
    summary: 'Start a card payment',
    description:
      "`booking` is the whole booking request except its payment fields. The server checks it as a booking, prices it again and creates a payment intent for its own amount; `amount` (pence) is what the website expects to pay and must match it. " +
      "Once the card is accepted it checks the booker as a booking does (an existing client's password, a new client's email) and keeps the request: from then on the payment always ends in this booking, even if the page closes before POST /booking, or in a refund. Then confirm the intent.",
    auth: 'keys',
    body: named('CreatePaymentIntentRequest', createPaymentIntentRequestSchema),
    success: { status: 200, description: 'The payment intent.', body: named('CreatePaymentIntentResponse', createPaymentIntentResponseSchema) },
    errors: {
      401: "Missing or invalid key headers, or an existing client's email and password do not match.",
      402: 'The card was declined.',
      403: "Card payments are off (SHOWCARD is not 'yes'), or guest booking is switched off; no intent is created.",
      409: "The amount to pay has changed (the message says the new amount), the price changed, the key was used for another booking, or a new client's email already has an account.",
      422: 'The vehicle is no longer offered for this journey, cannot take the whole party, or the journey cannot be priced.',
      503: 'The card provider or address lookup is unavailable; no money was taken.',
    },
    limits: ['payments', 'passwordsPerAddress', 'passwordsPerEmail', 'accountProbes'],
  },
  confirmPaymentIntent: {
    method: 'post',
    path: API_PATHS.confirmPaymentIntent,
    tag: 'Payments',
    summary: 'Confirm a card payment',
    description:
      "Confirms the payment intent. Only `status: succeeded` lets the booking go ahead: book with `paymentId` and `stripe_session_id` = `sessionId`. `status: requires_action` means the card's bank asks for 3-D Secure: run `next_action` in the browser (`use_stripe_sdk`: Stripe.js `handleCardAction(client_secret)`; `sandbox_challenge`: the sandbox's challenge, answered through sandbox authenticate), then confirm the intent again.",
    auth: 'keys',
    body: named('ConfirmPaymentIntentRequest', confirmPaymentIntentRequestSchema),
    success: { status: 200, description: 'The outcome; `error` says why when it did not succeed.', body: named('ConfirmPaymentIntentResponse', confirmPaymentIntentResponseSchema) },
    errors: {
      402: 'The payment was not completed.',
      403: "Card payments are off (SHOWCARD is not 'yes'); the intent is not confirmed and no money is taken.",
      404: 'This server did not create this payment intent.',
      409: 'The amount paid does not match the booking.',
      503: 'The card provider is unavailable.',
    },
    limits: ['paymentSteps'],
  },
  authenticateSandboxPaymentIntent: {
    method: 'post',
    path: openApiPathOf(API_PATHS.sandboxAuthenticate),
    tag: 'Payments',
    summary: "Answer the sandbox's 3-D Secure challenge",
    description:
      "Card sandbox only: the visitor's answer to the test challenge of an intent that confirm-payment-intent left `requires_action` (test cards 4000 0027 6000 3184 and 4000 0000 0000 3220). `approve`: the intent is `requires_confirmation`; confirm it again to charge it. `fail`: the intent has failed and is never charged. No bank is contacted.",
    auth: 'keys',
    params: sandboxPaymentIntentParamsSchema,
    body: named('SandboxAuthenticateRequest', sandboxAuthenticateRequestSchema),
    success: { status: 200, description: 'Where the intent stands now.', body: named('SandboxAuthenticateResponse', sandboxAuthenticateResponseSchema) },
    errors: {
      400: 'The body is invalid.',
      403: "Card payments are off (SHOWCARD is not 'yes').",
      404: 'No such intent, a wrong client_secret, or Stripe is the card provider.',
      409: 'The intent is not waiting for 3-D Secure (not confirmed yet, or already answered).',
    },
    limits: ['paymentSteps'],
  },

  stripeWebhook: {
    method: 'post',
    path: API_PATHS.stripeWebhook,
    tag: 'Payments',
    summary: "Stripe's payment events",
    description:
      'For Stripe, not the website: set it as a webhook endpoint for `payment_intent.succeeded` and `payment_intent.payment_failed`, with its signing secret in STRIPE_WEBHOOK_SECRET (without it this answers 404). ' +
      'The `Stripe-Signature` header is checked over the raw body (at most 5 minutes old). A succeeded payment makes the booking its payment was started for, if the page did not; each event id is taken once, so a replay changes nothing. Other event types are taken and ignored.',
    auth: 'stripe-signature',
    upload: { types: ['application/json'], description: "Stripe's event, exactly as Stripe sent it (the signature covers these bytes)." },
    success: { status: 200, description: 'The event was taken (or had been before).', body: named('StripeWebhookResponse', stripeWebhookResponseSchema) },
    errors: {
      400: 'The `Stripe-Signature` header is missing, does not match the body, or is too old.',
      404: 'This server has no STRIPE_WEBHOOK_SECRET: it takes no Stripe events.',
      503: 'The booking could not be completed yet (the card provider is unavailable); Stripe sends the event again later.',
    },
  },

  // ── Enquiries ──────────────────────────────────────────────────────────────────────────────
  sendQuoteRequest: {
    method: 'post',
    path: API_PATHS.quoteRequest,
    tag: 'Enquiries',
    summary: 'Quote Now: ask the operator for a quote',
    description:
      'Stores the request, mails it to the operator and sends the visitor an acknowledgement (a few a day per recipient; past that the mail is held back, the request still reaches the operator).',
    auth: 'keys',
    body: named('QuoteRequest', quoteRequestSchema),
    success: { status: 200, description: 'The request was stored.', body: named('EnquiryReceivedResponse', enquiryReceivedResponseSchema) },
    errors: { 503: 'The operator has no email address set: the request cannot be received.' },
    limits: ['messages', 'messagesPerDay'],
  },
  sendContactMessage: {
    method: 'post',
    path: API_PATHS.contactUs,
    tag: 'Enquiries',
    summary: 'Contact Us: message the operator',
    description: 'Stores the message and mails it to the operator. No field is required. Failures carry the message in `error` too.',
    auth: 'keys',
    body: named('ContactMessage', contactMessageSchema),
    success: { status: 200, description: 'The message was stored.', body: named('EnquiryReceivedResponse', enquiryReceivedResponseSchema) },
    errorBody: named('ContactUsErrorResponse', contactUsErrorResponseSchema),
    errors: { 503: 'The operator has no email address set: the message cannot be received.' },
    limits: ['messages', 'messagesPerDay'],
  },

  // ── Passenger accounts ─────────────────────────────────────────────────────────────────────
  signIn: {
    method: 'post',
    path: API_PATHS.login,
    tag: 'Passenger accounts',
    summary: 'Sign in a corporate passenger',
    description: 'Answers an `access_token` (valid 12 hours, until `expires_at`) for the other passenger calls. Only clients (accounts with a password) can sign in.',
    auth: 'keys',
    body: named('LoginRequest', loginRequestSchema),
    success: { status: 200, description: 'Signed in.', body: named('LoginResponse', loginResponseSchema) },
    errors: { 401: 'Missing or invalid key headers, or the email and password do not match.' },
    limits: ['passwordsPerAddress', 'passwordsPerEmail'],
  },
  validateToken: {
    method: 'post',
    path: API_PATHS.validateToken,
    tag: 'Passenger accounts',
    summary: 'Is this token still valid?',
    description: `${BEARER_HELP} A missing, unknown or ended token is a normal answer, \`valid: false\`. No body.`,
    auth: 'keys+optional-bearer',
    success: { status: 200, description: 'Whether the token works.', body: named('ValidateTokenResponse', validateTokenResponseSchema) },
  },
  signOut: {
    method: 'post',
    path: API_PATHS.logout,
    tag: 'Passenger accounts',
    summary: 'Sign out this session',
    description: `${BEARER_HELP} Ends this token. No body.`,
    auth: 'keys+bearer',
    success: { status: 200, description: 'Signed out.', body: named('LogoutResponse', logoutResponseSchema) },
  },
  signOutEverywhere: {
    method: 'post',
    path: API_PATHS.logoutAll,
    tag: 'Passenger accounts',
    summary: 'Sign out every session',
    description: `${BEARER_HELP} Ends every token of the passenger, this one included. No body.`,
    auth: 'keys+bearer',
    success: { status: 200, description: 'Every session ended.', body: named('LogoutAllResponse', logoutAllResponseSchema) },
  },
  changePassword: {
    method: 'post',
    path: API_PATHS.changePassword,
    tag: 'Passenger accounts',
    summary: 'Change the password',
    description: `${BEARER_HELP} Needs the current password; ends the passenger's other sessions and mails a notice.`,
    auth: 'keys+bearer',
    body: named('ChangePasswordRequest', changePasswordRequestSchema),
    success: { status: 200, description: 'Changed.', body: named('ChangePasswordResponse', changePasswordResponseSchema) },
    errors: { 403: 'The current password is wrong.' },
    limits: ['passwordsPerAddress', 'passwordsPerEmail'],
  },
  listPassengerBookings: {
    method: 'get',
    path: '/api/v1/get_booking/{passenger_id}',
    tag: 'Passenger accounts',
    summary: "A passenger's bookings",
    description: `${BEARER_HELP} The signed-in passenger's own bookings, newest first, a page at a time.`,
    auth: 'keys+bearer',
    params: passengerIdParamsSchema,
    query: bookingListQuerySchema,
    success: { status: 200, description: 'A page of bookings.', body: named('BookingListResponse', bookingListResponseSchema) },
    errors: { 403: 'passenger_id is not the signed-in passenger.' },
  },
  getPassengerBookingReceipt: {
    method: 'get',
    path: '/api/v1/passenger/bookings/{booking_id}/receipt',
    tag: 'Passenger accounts',
    summary: "A passenger's booking receipt",
    description: `${BEARER_HELP} The printable receipt (an HTML page that loads and runs nothing) of one of the signed-in passenger's own bookings: the company, the journey, the price lines, the payment and refunds, and VAT lines when the company has a VAT number.`,
    auth: 'keys+bearer',
    params: passengerBookingIdParamsSchema,
    success: { status: 200, description: 'The receipt page.', html: true },
    errors: { 404: "No such booking among the passenger's own (another passenger's booking answers the same)." },
  },
  updatePassenger: {
    method: 'patch',
    path: API_PATHS.updatePassenger,
    tag: 'Passenger accounts',
    summary: 'Update name, email and phone',
    description: `${BEARER_HELP} A new email needs \`current_password\`; it ends the passenger's other sessions and notifies the old address.`,
    auth: 'keys+bearer',
    body: named('UpdatePassengerRequest', updatePassengerRequestSchema),
    success: { status: 200, description: 'Updated.', body: named('UpdatePassengerResponse', updatePassengerResponseSchema) },
    errors: {
      400: 'The body is invalid, or a new email comes without current_password.',
      403: 'passenger_id is not the signed-in passenger, or the current password is wrong.',
      409: 'Another account uses that email.',
    },
    limits: ['passwordsPerAddress', 'passwordsPerEmail'],
  },

  // ── Password reset ─────────────────────────────────────────────────────────────────────────
  forgotPassword: {
    method: 'post',
    path: API_PATHS.forgotPassword,
    tag: 'Password reset',
    summary: 'Mail a reset code',
    description: 'Mails a six-digit code, valid 15 minutes, to a client account. A new code replaces earlier unused ones.',
    auth: 'keys',
    body: named('ForgotPasswordRequest', forgotPasswordRequestSchema),
    success: { status: 200, description: 'The code was sent.', body: named('MessageResponse', messageResponseSchema) },
    errors: { 404: 'No account has this email.' },
    limits: ['resetRequests', 'resetCodeMails'],
  },
  verifyResetCode: {
    method: 'post',
    path: API_PATHS.verifyCode,
    tag: 'Password reset',
    summary: 'Check a reset code',
    description: 'Checks the code without using it up. Five wrong tries lock the code: ask for a new one.',
    auth: 'keys',
    body: named('VerifyCodeRequest', verifyCodeRequestSchema),
    success: { status: 200, description: 'The code is right.', body: named('MessageResponse', messageResponseSchema) },
    errors: { 400: 'The body is invalid, or the code is wrong, locked or expired.' },
    limits: ['resetCodes'],
  },
  resetPassword: {
    method: 'post',
    path: API_PATHS.resetPassword,
    tag: 'Password reset',
    summary: 'Set a new password with a reset code',
    description: 'Uses the code up, sets the new password, ends every session of the passenger and mails a notice.',
    auth: 'keys',
    body: named('ResetPasswordRequest', resetPasswordRequestSchema),
    success: { status: 200, description: 'The password was changed.', body: named('MessageResponse', messageResponseSchema) },
    errors: { 400: 'The body is invalid, or the code is wrong, locked or expired.' },
    limits: ['resetCodes'],
  },

  getManageBookingLink: {
    method: 'get',
    path: '/api/v1/passenger/bookings/{booking_id}/manage-link',
    tag: 'Passenger accounts',
    summary: "A token to manage one of the passenger's bookings",
    description: `${BEARER_HELP} The token of the booking's manage page (as in its confirmation mail) for a booking the signed-in passenger made.`,
    auth: 'keys+bearer',
    params: manageLinkParamsSchema,
    success: { status: 200, description: "The booking's token.", body: named('ManageBookingTokenResponse', manageBookingTokenResponseSchema) },
    errors: { 404: 'No booking of the signed-in passenger has this id.' },
    limits: ['bookingChanges'],
  },

  // ── Manage booking ─────────────────────────────────────────────────────────────────────────
  lookupManagedBooking: {
    method: 'post',
    path: API_PATHS.manageBookingLookup,
    tag: 'Manage booking',
    summary: 'Find a booking by its number and email',
    description:
      "The booking's token for its number and the booker's or the travelling passenger's email. A wrong number and a wrong email get the same 404. The number is read as people type it (any case, with or without 'KB-' and dashes).",
    auth: 'keys',
    body: named('ManageBookingLookupRequest', manageBookingLookupRequestSchema),
    success: { status: 200, description: "The booking's token.", body: named('ManageBookingTokenResponse', manageBookingTokenResponseSchema) },
    errors: { 404: 'No booking has this number and email.' },
    limits: ['bookingLookups', 'bookingLookupsPerNumber'],
  },
  getManagedBooking: {
    method: 'get',
    path: API_PATHS.manageBooking,
    tag: 'Manage booking',
    summary: 'A booking, by its token',
    description:
      "Each leg's status, pickup in London time, party and extras; the driver's name, vehicle and registration once assigned (never the driver's phone); the company's phone; what was paid and refunded; the cancellation terms and what cancelling now would cost.",
    auth: 'keys',
    query: manageBookingQuerySchema,
    success: { status: 200, description: 'The booking.', body: named('ManagedBookingResponse', managedBookingResponseSchema) },
    errors: { 404: 'The token has expired, is not valid, or its booking is gone.' },
  },
  cancelManagedBooking: {
    method: 'post',
    path: API_PATHS.manageBookingCancel,
    tag: 'Manage booking',
    summary: 'Cancel a booking, by its token',
    description:
      "Cancels every leg still to come under the company's terms: a card payment is refunded less the fee through the card provider first (its refusal changes nothing), then recorded; the passenger and the company are mailed. Send the `fee_pence` the page showed: a fee that changed meanwhile is a 409, not a surprise. One movement of a booking's money at a time: a cancellation, a change and a refund of one booking never interleave.",
    auth: 'keys',
    body: named('ManageBookingCancelRequest', manageBookingCancelRequestSchema),
    success: { status: 200, description: 'Cancelled: the booking as it is now, the fee and the refund.', body: named('ManageBookingCancelResponse', manageBookingCancelResponseSchema) },
    errorBody: named('ManageBookingErrorResponse', manageBookingErrorResponseSchema),
    errors: {
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: 'Already cancelled, already taken place (in part), the pickup time has passed, the fee has changed (the message says the new fee), or a change or refund of the booking is being made at this moment. Nothing was refunded; the answer also carries `booking`, the booking as it is now.',
      422: 'The card provider refused the refund (its words); nothing changed.',
      503: 'The card provider is unavailable; nothing changed.',
    },
    limits: ['bookingChanges'],
  },
  previewBookingAmendment: {
    method: 'post',
    path: API_PATHS.manageBookingAmendPreview,
    tag: 'Manage booking',
    summary: 'The new price of an amended booking, by its token',
    description:
      "Checks the changes (pickup times, party, luggage, extras, flight numbers of the legs still to come) as a new booking's would be checked, and prices the amended booking with the tariff version it was booked under. Nothing changes. `settlement` says how the difference is settled: none, refunded to the card, paid by card first, or paid in the car.",
    auth: 'keys',
    body: named('ManageBookingAmendPreviewRequest', manageBookingAmendPreviewRequestSchema),
    success: { status: 200, description: 'The old and new price, the difference and the changes in words.', body: named('AmendPreviewResponse', amendPreviewResponseSchema) },
    errors: {
      400: 'The body is invalid.',
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: "Too close to the pickup (the company's cut-off), or the booking can no longer be changed online.",
      422: 'Nothing changed, or the new pickup breaks a booking rule (too soon, return before the outbound, vehicle too small).',
      503: 'Address lookup is unavailable.',
    },
    limits: ['bookingChanges'],
  },
  createBookingAmendmentIntent: {
    method: 'post',
    path: API_PATHS.manageBookingAmendIntent,
    tag: 'Manage booking',
    summary: 'A payment intent for the difference of an amendment',
    description:
      'For a card booking whose amendment costs more: the server prices the change again, refuses an `amount` that is not the difference (409), creates the intent and keeps the amendment with it, so a paid difference always ends in the change or in a refund (the webhook, the sandbox event and the reconciler apply it if the page closes). Confirm it with confirm-payment-intent (3-D Secure included), then send its id to amend.',
    auth: 'keys',
    body: named('ManageBookingAmendIntentRequest', manageBookingAmendIntentRequestSchema),
    success: { status: 200, description: 'The payment intent.', body: named('CreatePaymentIntentResponse', createPaymentIntentResponseSchema) },
    errors: {
      400: 'The body is invalid.',
      402: 'The card was declined.',
      403: 'Card payments are switched off.',
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: 'The amount or the new price changed, the booking cannot be changed, or the change costs nothing more by card.',
      422: 'Nothing changed, or the new pickup breaks a booking rule.',
      503: 'The card provider or address lookup is unavailable.',
    },
    limits: ['bookingChanges'],
  },
  amendManagedBooking: {
    method: 'post',
    path: API_PATHS.manageBookingAmend,
    tag: 'Manage booking',
    summary: 'Amend a booking, by its token',
    description:
      "Makes the change: the new price must be the `expected_amount_pence` the page showed (409 otherwise, nothing changes). A lower price is refunded to the card(s) through the provider first; a higher one on a card booking needs `payment_intent_id`, a succeeded intent made by amend/payment-intent for this booking and these changes. The jobs on the board, the audit log and both mails follow in one transaction; the boards hear job.updated.",
    auth: 'keys',
    body: named('ManageBookingAmendRequest', manageBookingAmendRequestSchema),
    success: { status: 200, description: 'Amended: the booking as it is now, the difference, the refund or charge.', body: named('ManageBookingAmendResponse', manageBookingAmendResponseSchema) },
    errorBody: named('ManageBookingErrorResponse', manageBookingErrorResponseSchema),
    errors: {
      400: 'The body is invalid.',
      402: 'The difference has not been paid (no intent, or it did not succeed).',
      404: 'The token has expired, is not valid, or its booking is gone.',
      409: 'Past the cut-off, the booking cannot be changed, the price changed (the message says the new total), the payment was made for another booking or change, or the booking was cancelled, changed or refunded meanwhile (a paid difference is then refunded, and the message says so). Nothing else was refunded or charged; the answer also carries `booking`, the booking as it is now.',
      422: 'Nothing changed, the new pickup breaks a booking rule, or the card provider refused the refund.',
      503: 'The card provider or address lookup is unavailable; nothing changed.',
    },
    limits: ['bookingChanges'],
  },

  // ── Development ────────────────────────────────────────────────────────────────────────────
  listOutbox: {
    method: 'get',
    path: API_PATHS.devOutbox,
    tag: 'Development',
    summary: 'Newest mail of the outbox',
    description: 'The 50 newest mails, whichever transport is configured, optionally only those to one address or of one kind.',
    auth: 'none',
    query: devOutboxQuerySchema,
    success: { status: 200, description: 'Mails, newest first.', body: named('DevOutboxListResponse', devOutboxListResponseSchema) },
    errors: { 404: 'Not served here (not development or test, or not from this machine).' },
    developmentOnly: true,
  },
  getOutboxMailAttachment: {
    method: 'get',
    path: `${API_PATHS.devOutbox}/{id}/attachments/{index}`,
    tag: 'Development',
    summary: "A mail's attachment",
    description: "One file sent with a mail (its place in the list's `attachments`), under its own name and content type (today only a booking's calendar file).",
    auth: 'none',
    params: devOutboxAttachmentParamsSchema,
    success: { status: 200, description: 'The file.', text: 'text/calendar', headers: { 'Content-Disposition': 'attachment; filename="…"' } },
    errors: { 404: 'No such mail or attachment, or not served here.' },
    developmentOnly: true,
  },
  getOutboxMailHtml: {
    method: 'get',
    path: `${API_PATHS.devOutbox}/{id}`,
    tag: 'Development',
    summary: "A mail's HTML body",
    description: 'The HTML body of one mail of the outbox, as its recipient sees it.',
    auth: 'none',
    params: devOutboxIdParamsSchema,
    success: { status: 200, description: 'The HTML body.', html: true },
    errors: { 404: 'No such mail, or not served here.' },
    developmentOnly: true,
  },
});

/** What the key headers are, for the document's security schemes. */
export const API_KEY_HELP = {
  [API_KEY_HEADERS.public]: 'The public key of the client (the website): every /api/v1 call sends it.',
  [API_KEY_HEADERS.secret]: 'The secret key of the client: every /api/v1 call sends it with the public key. Both identify the client; embedded in a public website, they protect nothing on their own.',
} as const;

/** Every operation: the website's, then the operator console's. */
/** Every operation by its operationId: what routes are registered from and clients call. */
export const OPERATIONS = { ...WEBSITE_OPERATIONS, ...OPERATOR_OPERATIONS };
export const API_OPERATIONS: readonly ApiOperation[] = Object.values(OPERATIONS);
