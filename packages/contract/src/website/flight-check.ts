/**
 * At booking (issue 28 Deliver 2): the website checks an airport pickup's flight number against the
 * flight-status provider for that date and airport. The answer is advice for the visitor, never a
 * refusal: with no provider, the provider down or busy, or a pickup that is not an airport, the
 * answer is `not_checked` and the website shows nothing.
 */
import { z } from 'zod';
import { isoDateSchema } from '../booking-form.js';
import { okResponse } from '../envelope.js';
import { LIMITS } from '../limits.js';
import { FLIGHT_STATES } from '../operator/events.js';
import { defineDocs, defineOperations, named } from '../operation.js';
import { text } from '../text.js';

export const flightCheckRequestSchema = z.object({
  flight_number: text(40).min(1, 'Enter a flight number'),
  /** The London date the passenger is collected (the flight lands that day). */
  date: isoDateSchema,
  /** The pickup (the return leg's: its drop-off), as the booking form sends it. */
  pickup: text(LIMITS.addressText.max).min(1, 'Enter an address'),
  pickup_place_id: text(200).optional(),
});
export type FlightCheckRequest = z.infer<typeof flightCheckRequestSchema>;

export const FLIGHT_MISMATCH_REASONS = ['other_airport', 'not_found', 'unreadable'] as const;
/** out_of_range: the date is before yesterday or more than 2 days ahead (the provider knows no flights then). */
export const FLIGHT_NOT_CHECKED_REASONS = ['no_provider', 'unavailable', 'not_airport', 'out_of_range'] as const;

/** 'HH:MM', London time. */
const londonTime = z.string().regex(/^\d{2}:\d{2}$/);

export const flightCheckSchema = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('checked'),
    /** The flight number as read ('ba 283' → 'BA283'). */
    flight: z.string(),
    state: z.enum(FLIGHT_STATES),
    origin_code: z.string().nullable(),
    /** The origin's city as the provider names it; null when it names none. */
    origin_name: z.string().nullable(),
    scheduled_arrival: londonTime.nullable(),
    /** The latest estimate, or the landing once it landed; null when the provider has neither. */
    expected_arrival: londonTime.nullable(),
    /** What to show under the field. */
    message: z.string(),
  }),
  z.object({
    result: z.literal('mismatch'),
    flight: z.string(),
    reason: z.enum(FLIGHT_MISMATCH_REASONS),
    /** IATA code of the airport the flight lands at that day instead (reason other_airport). */
    lands_at: z.string().nullable(),
    message: z.string(),
  }),
  z.object({ result: z.literal('not_checked'), reason: z.enum(FLIGHT_NOT_CHECKED_REASONS) }),
]);
export type FlightCheck = z.infer<typeof flightCheckSchema>;

export const FLIGHT_CHECK_OPERATIONS = /* @__PURE__ */ defineOperations({
  checkFlight: {
    method: 'post',
    path: '/api/v1/flight-check',
    auth: 'keys',
    body: named('FlightCheckRequest', flightCheckRequestSchema),
    success: { status: 200, body: named('FlightCheckResponse', okResponse(flightCheckSchema)) },
    limits: ['flightChecks'],
  },
});

export const FLIGHT_CHECK_DOCS = /* @__PURE__ */ defineDocs(FLIGHT_CHECK_OPERATIONS, {
  checkFlight: {
    tag: 'Prices',
    summary: 'Check an airport pickup’s flight number',
    description:
      'Asks the flight-status provider whether the flight lands at the pickup’s airport on that London date. `checked`: it does (origin, scheduled and expected arrival, London time). `mismatch`: it lands elsewhere that day, no such flight was found that day, or the number cannot be read; `message` says so, and the visitor may keep the number (booking never depends on this). `not_checked`: no provider is configured, it is down or busy, the pickup is not an airport, or the date is before yesterday or more than 2 days ahead (the provider knows no flights then: a flight further ahead is not yet found, which must not read as a wrong number). Answers are kept for 10 minutes per flight, date and airport.',
    success: { description: 'What the provider says, or not_checked.' },
  },
});
