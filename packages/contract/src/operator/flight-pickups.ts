/**
 * How an airport pickup follows its flight (issue 28 Deliver 4), one company's settings on its
 * Company page: the minutes from landing to the pickup (domestic and international arrivals, meet
 * and greet adding its own), and how far the pickup may move by itself (beyond: the office decides).
 */
import { z } from 'zod';

/** The longest of each setting, minutes. */
export const FLIGHT_PICKUP_MINUTES_MAX = 240;
export const FLIGHT_MOVE_MINUTES_MAX = 720;

export const FLIGHT_PICKUP_DEFAULTS = {
  landing_domestic_minutes: 30,
  landing_international_minutes: 60,
  landing_meet_greet_minutes: 15,
  flight_move_earlier_max_minutes: 30,
  flight_move_later_max_minutes: 120,
} as const;

export const FLIGHT_PICKUP_MESSAGES = {
  landingMinutes: `Enter whole minutes from 0 to ${FLIGHT_PICKUP_MINUTES_MAX}`,
  moveMinutes: `Enter whole minutes from 0 to ${FLIGHT_MOVE_MINUTES_MAX}`,
} as const;

const minutes = (max: number, message: string) => z.number({ error: message }).int(message).min(0, message).max(max, message);

/** The fields as a company's profile shows them. */
export const flightPickupSettingsSchema = z.object({
  /** From a flight's landing to its pickup, minutes: from a UK airport. */
  landing_domestic_minutes: z.number().int(),
  /** …from abroad (passport control, baggage). */
  landing_international_minutes: z.number().int(),
  /** Added when the booking has meet and greet (the driver waits in the hall). */
  landing_meet_greet_minutes: z.number().int(),
  /** A pickup moves by itself at most this much earlier, or later, than it was; beyond, the job needs attention. */
  flight_move_earlier_max_minutes: z.number().int(),
  flight_move_later_max_minutes: z.number().int(),
});
export type FlightPickupSettings = z.infer<typeof flightPickupSettingsSchema>;

/** The same fields in a profile update; each left out: unchanged. */
export const flightPickupSettingsFields = {
  landing_domestic_minutes: minutes(FLIGHT_PICKUP_MINUTES_MAX, FLIGHT_PICKUP_MESSAGES.landingMinutes).optional(),
  landing_international_minutes: minutes(FLIGHT_PICKUP_MINUTES_MAX, FLIGHT_PICKUP_MESSAGES.landingMinutes).optional(),
  landing_meet_greet_minutes: minutes(FLIGHT_PICKUP_MINUTES_MAX, FLIGHT_PICKUP_MESSAGES.landingMinutes).optional(),
  flight_move_earlier_max_minutes: minutes(FLIGHT_MOVE_MINUTES_MAX, FLIGHT_PICKUP_MESSAGES.moveMinutes).optional(),
  flight_move_later_max_minutes: minutes(FLIGHT_MOVE_MINUTES_MAX, FLIGHT_PICKUP_MESSAGES.moveMinutes).optional(),
};

/** A job's flight on the console's job page and board (null there: the job's flight is not followed). */
export const jobFlightSchema = z.object({
  /** As the provider knows it: 'BA283'. */
  ident: z.string(),
  /** 'on time', 'delayed +40', 'early −10', 'landed 14:32', 'diverted', 'cancelled', 'not known yet', 'not found'. */
  status_text: z.string(),
  /** Why the office must decide (diverted, cancelled, a move beyond the company's limits); null: nothing to decide. */
  attention: z.string().nullable(),
  /** The pickup as booked, before the flight moved it (UTC ISO); null: never moved. */
  moved_from: z.string().nullable(),
});
export type JobFlight = z.infer<typeof jobFlightSchema>;
