/**
 * The bookings desk (issue 24 §1): a company's callers, found as the dispatcher types, and the
 * bookings staff take by phone, priced with the company's own tariff for its own vehicles.
 */
import { DESK_BOOKING_CHANNELS } from './booking-record.js';
import { z } from 'zod';
import { bookingFormSchema, hourlyRateFormSchema, type BookingFormInput, type HourlyRateFormInput } from '../booking-form.js';
import { lenient } from '../lenient.js';
import { withNamedForm } from '../named-form.js';
import { email, freeText, text } from '../text.js';
import { textNumberIssue } from '../text-messages.js';
import { normaliseUkPhone } from './company-fields.js';
import { companyFilterField, recordId } from './id-params.js';

export const DESK_LIMITS = {
  /** Characters typed before callers are looked up. */
  lookupMinChars: 2,
  callersFound: 8,
  recentJourneys: 5,
  /** An override may not be more than this many times the tariff's price. */
  overrideTimesTariff: 10,
  callerNotes: 1000,
} as const;

export const DESK_MESSAGES = {
  callerName: 'Enter the caller’s name',
  callerContact: 'Enter the caller’s phone number or email',
  phone: 'Enter a phone number with 7 to 15 digits, e.g. 07700 900123',
  overridePositive: 'An agreed price must be more than £0',
  overrideReason: 'Say why the price differs from the tariff',
  overrideTooHigh: (maxPounds: string) => `An agreed price may be at most ten times the tariff’s price (${maxPounds})`,
  pickupPast: 'The pickup time has passed. Choose ASAP or a later time.',
  pickupTooFar: 'Bookings open up to 12 months ahead. Choose an earlier date.',
  doNotBook: 'This caller is marked “do not book”. Clear the flag on the caller first if the company now takes their bookings.',
  chooseCompany: 'Choose the company the booking is for.',
  notPricedByTariff: 'This vehicle has no price in the company’s tariff for this journey. Agree a price with the caller and enter it with a reason.',
  keyReused: 'This booking key was already used for another booking. Start the booking again.',
  payLinkNeedsEmail: 'A card pay link is mailed to the caller: enter their email, or take the payment in the car.',
} as const;

/**
 * A caller's phone as it is stored and searched: E.164 for a UK number ('07700 900123' →
 * '+447700900123'), another kept as its '+' and digits; '' for none.
 */
export function callerPhone(typed: string): string {
  const uk = normaliseUkPhone(typed);
  return (uk ?? typed).replace(/[^\d+]/g, '');
}

/**
 * The start of a phone number as typed, in the stored form's terms, so '07700 9' and
 * '+44 (0)7700 9' both find '+4477009…': null when `typed` is not the start of a phone number.
 */
export function phonePrefix(typed: string): string | null {
  if (!/^[+\d\s().-]+$/.test(typed) || !/\d{2}/.test(typed.replace(/\D/g, ''))) return null;
  const compact = typed.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+44${compact.slice(1)}`;
  if (compact.startsWith('44')) return `+${compact}`;
  return `+44${compact}`;
}

/** 7 to 15 digits, with the usual spaces, brackets, dashes and a leading '+'. */
const phoneText = () =>
  text(30).refine((v) => v === '' || (/^[+\d\s().-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, ''))), DESK_MESSAGES.phone);

export const callerJourneySchema = z.object({
  booking_id: z.number().int(),
  booking_number: z.string(),
  /** 'YYYY-MM-DD', London. */
  pick_up_date: z.string(),
  /** 'HH:MM', London. */
  pick_up_time: z.string(),
  pick_up_address: z.string(),
  drop_off_address: z.string().nullable(),
  ride_type: z.enum(['Q', 'H']),
  vehicle_id: z.number().int(),
  category_name: z.string(),
  total_pounds: z.number(),
  /** The form it was booked with: a repeat sends it again with a new time, a reverse with the addresses swapped. */
  journey: z.discriminatedUnion('bookingType', [
    z.object({ bookingType: z.literal('milleage'), bookingForm: bookingFormSchema }),
    z.object({ bookingType: z.literal('hourly'), hourlyRateForm: hourlyRateFormSchema }),
  ]),
});
export type CallerJourney = z.infer<typeof callerJourneySchema>;

export const callerSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** E.164 for a UK number ('+447700900123'). */
  phone: z.string(),
  notes: z.string(),
  do_not_book: z.boolean(),
  last_booked_at: z.string(),
  recent_journeys: z.array(callerJourneySchema),
});
export type Caller = z.infer<typeof callerSchema>;

export const callerLookupQuerySchema = z.object({
  q: text(100).min(DESK_LIMITS.lookupMinChars, `Type at least ${DESK_LIMITS.lookupMinChars} characters`),
  company_id: companyFilterField(),
});

export const callerUpdateRequestSchema = lenient(
  z.object({
    notes: freeText(DESK_LIMITS.callerNotes).default(''),
    do_not_book: z.boolean(),
  }),
);


const deskCommon = {
  /** Platform admins: the company booked with. A company's staff book with their own (another id is refused). */
  company_id: recordId().optional(),
  /** Now plus the company's lead time (the ASAP_LEAD_MINUTES setting): the form's pickup time is not read. */
  asap: z.boolean().default(false),
};

/** POST …/bookings-desk/prices: the company's vehicles priced for the journey. */
export const deskPriceRequestSchema = withNamedForm(deskCommon);
export type DeskPriceRequest = z.infer<typeof deskPriceRequestSchema>;

export const deskVehicleSchema = z.object({
  vehicle_id: z.number().int(),
  category_name: z.string(),
  seats: z.number().int(),
  luggage: z.number().int(),
  /** Pounds as charged; null when the company's tariff does not price this journey for it. */
  price: z.number().nullable(),
  /** Why it cannot take the party ('' when it can). */
  too_small: z.string(),
});
export type DeskVehicle = z.infer<typeof deskVehicleSchema>;

export const deskPricesSchema = z.object({
  /** The pickup priced, London: ASAP's own when asked for. */
  pickup_date: z.string(),
  pickup_time: z.string(),
  /** Road miles and seconds of the outbound journey; null for hourly hire. */
  journey: z.object({ via_miles: z.number(), time_duration: z.number() }).nullable(),
  /** The journey asks for a wheelchair: only the vehicles that take one are listed (the others are refused at booking). */
  wheelchair_only: z.boolean(),
  vehicles: z.array(deskVehicleSchema),
});
export type DeskPrices = z.infer<typeof deskPricesSchema>;

/** 'pay_link': stored as paid in the car until the caller pays the fare by card on the booking's page, from a link mailed at once. */
export const DESK_PAYMENTS = ['car', 'pay_link'] as const;
export type DeskPayment = (typeof DESK_PAYMENTS)[number];
export const DESK_PAYMENT_LABELS: Record<DeskPayment, string> = { car: 'In the car', pay_link: 'By card: mail a pay link' };

const callerFields = z
  .object({
    name: text(120).min(1, DESK_MESSAGES.callerName),
    phone: phoneText().default(''),
    email: z.union([z.literal(''), email()]).default(''),
  })
  .refine((c) => c.phone !== '' || c.email !== '', { message: DESK_MESSAGES.callerContact, path: ['phone'] });

/** A price agreed instead of the tariff's, pounds, with the reason: more than £0 here, at most ten times the tariff's on the server. */
export const priceOverrideSchema = z.object({
  price: z.number().gt(0, DESK_MESSAGES.overridePositive).max(1_000_000),
  reason: text(300).min(1, DESK_MESSAGES.overrideReason),
});

/** POST …/bookings-desk/bookings. */
export const deskBookingRequestSchema = withNamedForm({
  ...deskCommon,
  vehicle_id: recordId(),
  caller: callerFields,
  /** For the driver and the office: shown with the job and in the confirmation. */
  notes: freeText(1000).default(''),
  payment: z.enum(DESK_PAYMENTS),
  /** A price agreed with the caller instead of the tariff's, pounds, with the reason (audited). */
  price_override: priceOverrideSchema.optional(),
  /** One key per booking attempt: pressing Book twice books once. */
  idempotency_key: text(100).min(8),
  /** Texts about the ride to the caller's mobile (caller.phone): off unless the caller asks. */
  text_messages: z.boolean().default(false),
  /** How the booking was made, for the operator's booking record: by phone unless the desk says otherwise. */
  channel: z.enum(DESK_BOOKING_CHANNELS, { error: `Choose one of ${DESK_BOOKING_CHANNELS.join(', ')}` }).default('phone'),
}).superRefine((req, ctx) => {
  const issue = req.text_messages ? textNumberIssue(req.caller.phone) : '';
  if (issue !== '') ctx.addIssue({ code: 'custom', path: ['caller', 'phone'], message: issue });
});
export type DeskBookingRequest = z.infer<typeof deskBookingRequestSchema>;

/** What the console sends: the journey as one of the website's forms. */
export type DeskJourneyInput = ({ bookingType: 'milleage'; bookingForm: BookingFormInput } | { bookingType: 'hourly'; hourlyRateForm: HourlyRateFormInput }) & {
  company_id?: number;
  asap?: boolean;
};
export type DeskBookingInput = DeskJourneyInput & {
  vehicle_id: number;
  caller: { name: string; phone?: string; email?: string };
  notes?: string;
  payment: DeskPayment;
  price_override?: { price: number; reason: string };
  idempotency_key: string;
  text_messages?: boolean;
  channel?: (typeof DESK_BOOKING_CHANNELS)[number];
};

export const deskBookingSchema = z.object({
  booking_id: z.number().int(),
  booking_number: z.string(),
  job_ids: z.array(z.number().int()),
  pick_up_date: z.string(),
  pick_up_time: z.string(),
  total_pounds: z.number(),
  caller_id: z.number().int(),
  /** The fare asked by a card pay link still awaiting its payment, pence; null when none awaits. */
  awaiting_card_pence: z.number().int().nullable(),
});
export type DeskBooking = z.infer<typeof deskBookingSchema>;
