/** One leg of a booking as its passenger may amend it (manage-booking-amend.ts). */
import { z } from 'zod';
import { hour12Schema, isoDateSchema, minuteSchema } from './booking-form.js';
import { LIMITS } from './limits.js';
import { text } from './text.js';

const count = (max: number) => z.number().int().min(0).max(max);
const yesNo = z.enum(['yes', 'no']);
const waitingMinutes = count(LIMITS.waitingMinutes.max).refine((n) => n % LIMITS.waitingMinutes.step === 0, 'Waiting minutes go in steps of 5');

/**
 * One leg as the passenger may change it; the page starts from the leg's current values
 * (`ManagedLeg.amendable`). Extras are ignored for an hourly hire (its form has none).
 */
export const amendLegSchema = z.object({
  pickup_date: isoDateSchema,
  pickup_hour: hour12Schema,
  pickup_min: minuteSchema,
  flight_no: text(40).default(''),
  passengers: count(LIMITS.passengers.max).min(1, 'At least 1 passenger'),
  luggages: count(LIMITS.luggages.max),
  hand_luggages: count(LIMITS.handLuggages.max),
  meet_and_greet: yesNo,
  baby_seats: count(LIMITS.babySeats.max),
  booster_seats: count(LIMITS.boosterSeats.max),
  wheel_chair: yesNo,
  special_luggage: count(LIMITS.specialLuggage.max),
  waiting_min: waitingMinutes,
});
export type AmendLeg = z.infer<typeof amendLegSchema>;
