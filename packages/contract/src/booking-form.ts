import { z } from 'zod';
import { LIMITS } from './limits.js';
import { HOURLY_DURATIONS } from './choices.js';
import { text } from './text.js';
import { lenient } from './lenient.js';

const count = (max: number) => z.number().int().min(0).max(max);
const yesNo = z.enum(['yes', 'no']);

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date');

/** 12-hour text such as '3pm' or '12am' (12am is midnight, 12pm noon). */
export const hour12Schema = z.string().regex(/^(1[0-2]|[1-9])(am|pm)$/, 'Hours are written like 3pm');
/** Minutes '00' to '55' in steps of 5. */
export const minuteSchema = z.string().regex(/^[0-5][05]$/, 'Minutes go in steps of 5, from 00 to 55');

const addressText = text(LIMITS.addressText.max).min(1, 'Enter an address');
const optionalText = (max: number) => text(max).optional();

const stopFields = z.object({
  street_name: text(200),
  number: text(20),
  postcode: text(10),
});
export const stopSchema = lenient(stopFields);
export type Stop = z.infer<typeof stopFields>;

const waitingMinutes = z
  .number()
  .int()
  .min(0)
  .max(LIMITS.waitingMinutes.max)
  .refine((n) => n % LIMITS.waitingMinutes.step === 0, 'Waiting minutes go in steps of 5');

/** Options that each leg of a mileage journey carries. */
const legOptions = {
  passengers: count(LIMITS.passengers.max),
  luggages: count(LIMITS.luggages.max),
  hand_luggages: count(LIMITS.handLuggages.max),
  meet_and_greet: yesNo,
  baby_seats: count(LIMITS.babySeats.max),
  booster_seats: count(LIMITS.boosterSeats.max),
  wheel_chair: yesNo,
  special_luggage: count(LIMITS.specialLuggage.max),
  waiting_min: waitingMinutes,
};

/** The mileage booking form (spec §3), kept in local storage and sent to the price call. */
const bookingFormFields = z
  .object({
    stops: z.array(stopSchema).max(LIMITS.stops.max).default([]),
    pickup: addressText,
    dropoff: addressText,
    pickup_place_id: optionalText(200),
    dropoff_place_id: optionalText(200),
    pickup_date: isoDateSchema,
    pickup_hour: hour12Schema,
    pickup_min: minuteSchema,
    pickup_fight_number: optionalText(40),
    select_option: z.enum(['one_way', 'return']),
    return_date: isoDateSchema.optional(),
    return_hour: hour12Schema.optional(),
    return_min: minuteSchema.optional(),
    return_fight_number: optionalText(40),
    ...legOptions,
    return_passengers: legOptions.passengers.default(0),
    return_luggages: legOptions.luggages.default(0),
    return_hand_luggages: legOptions.hand_luggages.default(0),
    return_meet_and_greet: yesNo.default('no'),
    return_baby_seats: legOptions.baby_seats.default(0),
    return_booster_seats: legOptions.booster_seats.default(0),
    return_wheel_chair: yesNo.default('no'),
    return_special_luggage: legOptions.special_luggage.default(0),
    return_waiting_min: waitingMinutes.default(0),
    /** An assistance dog travels with the passenger (both legs): never charged, every vehicle takes one (Equality Act 2010 s.170). */
    assistance_dog: yesNo.default('no'),
    modal: z.boolean().optional(),
  })
  .superRefine((form, ctx) => {
    if (form.select_option !== 'return') return;
    if (!form.return_date || !form.return_hour || !form.return_min) {
      ctx.addIssue({ code: 'custom', path: ['return_date'], message: 'Enter the return date and time' });
      return;
    }
  });
export const bookingFormSchema = lenient(bookingFormFields);
export type BookingForm = z.infer<typeof bookingFormFields>;
export type BookingFormInput = z.input<typeof bookingFormFields>;

const userLocationFields = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export const userLocationSchema = lenient(userLocationFields);
export type UserLocation = z.infer<typeof userLocationFields>;

/** The hourly hire form (spec §3). */
const hourlyRateFormFields = z.object({
  pickup_date: isoDateSchema,
  pickup_duration: z.string().refine((d) => HOURLY_DURATIONS.includes(d), 'Hire lasts 4 to 24 hours'),
  pickup_hour: hour12Schema,
  pickup_min: minuteSchema,
  pickup: addressText,
  pickup_place_id: optionalText(200),
  /**
   * The main destination or area of the hire, for the operator's booking record (issue 27 §2):
   * "As directed — central London" is a fair answer. Not priced; a booking asks for it.
   */
  main_destination: optionalText(LIMITS.addressText.max),
  userLocation: userLocationSchema.optional(),
  /** An assistance dog travels with the passenger: never charged, every vehicle takes one (Equality Act 2010 s.170); absent is no. */
  assistance_dog: yesNo.optional(),
});
export const hourlyRateFormSchema = lenient(hourlyRateFormFields);
export type HourlyRateForm = z.infer<typeof hourlyRateFormFields>;
export type HourlyRateFormInput = z.input<typeof hourlyRateFormFields>;

