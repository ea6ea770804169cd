/** The website's API: Distance and priced vehicle options. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { bookingFormSchema, hourlyRateFormSchema } from '../booking-form.js';
import { distancePriceResponseSchema, distanceRequestSchema, distanceResponseSchema, hourlyPriceResponseSchema } from '../quotes.js';

export const PRICES_OPERATIONS = /* @__PURE__ */ defineOperations({
  calculateDistance: {
    method: 'post',
    path: '/api/v1/calculate-distance',
    auth: 'keys',
    body: named('DistanceRequest', distanceRequestSchema),
    success: { status: 200, body: named('DistanceResponse', distanceResponseSchema) },
    limits: ['prices'],
  },
  calculateDistancePrice: {
    method: 'post',
    path: '/api/v1/calculate-distance-price',
    auth: 'keys',
    body: named('BookingForm', bookingFormSchema),
    success: { status: 200, body: named('DistancePriceResponse', distancePriceResponseSchema) },
    limits: ['prices'],
  },
  calculateHourlyPrice: {
    method: 'post',
    path: '/api/v1/calculate-hourly-price',
    auth: 'keys',
    body: named('HourlyRateForm', hourlyRateFormSchema),
    success: { status: 200, body: named('HourlyPriceResponse', hourlyPriceResponseSchema) },
    limits: ['prices'],
  },
});

export const PRICES_DOCS = /* @__PURE__ */ defineDocs(PRICES_OPERATIONS, {
  calculateDistance: {
    tag: 'Prices',
    summary: 'Driving distance and time',
    description: 'The driving distance (miles) and time (seconds) between two addresses.',
    success: { description: 'Distance and time.' },
    errors: { 422: 'An address could not be found, or no driving route joins them.', 503: 'Address lookup is unavailable.' },
  },
  calculateDistancePrice: {
    tag: 'Prices',
    summary: 'Prices for a mileage journey',
    description:
      'Priced vehicle options for the booking form: one way or return, with stops and extras, for quantity 1. The pickup must be after the operator\'s grace time and within 12 months. `journey.estimated` is true when the distance is the built-in estimate rather than a routed road distance. When a leg asks for a wheelchair (`wheel_chair` or `return_wheel_chair` \'yes\'), only vehicles that take one are offered, the wheelchair is never charged (a £0 line), and `wheelchair` says so: `offered` 0 means no operator has such a vehicle for the journey and the visitor should ask for a quote.',
    success: { description: 'Vehicle options, cheapest first, and the journey.' },
    errors: {
      422: 'The journey cannot be priced: pickup within the grace time or over 12 months ahead, an address not found or banned, a return before the pickup, or no driving route.',
      503: 'Address lookup is unavailable.',
    },
  },
  calculateHourlyPrice: {
    tag: 'Prices',
    summary: 'Prices for an hourly hire',
    description: 'Priced vehicle options for a hire of 4 to 24 hours from one pickup, for quantity 1.',
    success: { description: 'Vehicle options, cheapest first, and the pickup position.' },
    errors: { 422: 'The hire cannot be priced: pickup within the grace time or over 12 months ahead, or the address not found or banned.', 503: 'Address lookup is unavailable.' },
  },
});
