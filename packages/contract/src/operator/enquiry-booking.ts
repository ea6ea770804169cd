/**
 * Quote requests that become bookings (issue 24 §3): a request goes to every company whose tariff
 * prices its journey; the first to take it owns it, prices it with its own tariff (or an agreed
 * price) and books it in one step, through the bookings desk.
 */
import { z } from 'zod';
import { hour24ToHour12 } from '@kerbside/domain';
import type { BookingFormInput } from '../booking-form.js';
import { withNamedForm } from '../named-form.js';
import { freeText, text } from '../text.js';
import { DESK_MESSAGES, DESK_PAYMENTS, type DeskPayment } from './bookings-desk.js';
import { recordId } from './id-params.js';
import type { QuoteForm } from './enquiries.js';

export const ENQUIRY_BOOKING_MESSAGES = {
  takenByAnother: 'Another company has already taken this request.',
  alreadyYours: 'Your company has already taken this request.',
  takeFirst: 'Take this request for your company first.',
  onlyQuotes: 'Only a quote request can be taken or booked.',
  adminTakes: 'A platform admin gives a request to a company with Assign; the company’s staff take it.',
  changed: 'This request changed while it was being booked. Open it again.',
  alreadyBooked: (bookingNumber: string) => `This request has already become booking ${bookingNumber}.`,
} as const;

/** `/…/enquiries/quote/{id}/…`. */
export const quoteRequestParamsSchema = z.object({ id: recordId() });

/**
 * POST …/enquiries/quote/{id}/book: the journey as the dispatcher checked it (the request's own,
 * from `quoteJourneyForm`, perhaps corrected), the vehicle and price; the requester is the caller.
 */
export const enquiryBookingRequestSchema = withNamedForm({
  asap: z.boolean().default(false),
  vehicle_id: recordId(),
  notes: freeText(1000).default(''),
  payment: z.enum(DESK_PAYMENTS),
  price_override: z
    .object({
      price: z.number().gt(0, DESK_MESSAGES.overridePositive).max(1_000_000),
      reason: text(300).min(1, DESK_MESSAGES.overrideReason),
    })
    .optional(),
});
export type EnquiryBookingRequest = z.infer<typeof enquiryBookingRequestSchema>;

/** What the console sends to book a request. */
export interface QuoteRequestBookingInput {
  bookingType: 'milleage';
  bookingForm: BookingFormInput;
  asap?: boolean;
  vehicle_id: number;
  notes?: string;
  payment: DeskPayment;
  price_override?: { price: number; reason: string };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The request's journey as the website's mileage form: one way, its addresses, date, time and party. */
export function quoteJourneyForm(form: Pick<QuoteForm, 'pickup_address' | 'dropoff_address' | 'pickup_date' | 'pickup_time' | 'passengers' | 'luggages'>): BookingFormInput {
  // 'HH:MM' as the request (or the console's time field) has it; anything else stays empty for the form's own check to refuse.
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(form.pickup_time);
  const hour = Number(time?.[1] ?? 0);
  const minute = Number(time?.[2] ?? 0);
  return {
    stops: [],
    pickup: form.pickup_address,
    dropoff: form.dropoff_address,
    pickup_date: form.pickup_date,
    pickup_hour: time ? hour24ToHour12(hour) : '',
    pickup_min: time ? pad(minute - (minute % 5)) : '',
    select_option: 'one_way',
    passengers: form.passengers,
    luggages: form.luggages,
    hand_luggages: 0,
    meet_and_greet: 'no',
    baby_seats: 0,
    booster_seats: 0,
    wheel_chair: 'no',
    special_luggage: 0,
    waiting_min: 0,
  };
}
