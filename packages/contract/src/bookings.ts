import { z } from 'zod';
import { okResponse } from './envelope.js';
import { LIMITS } from './limits.js';
import { email, freeText, secretText, text } from './text.js';
import { lenient } from './lenient.js';
import { withNamedForm, type NamedFormInput } from './named-form.js';
import { textNumberIssue, travellerPhoneField } from './text-messages.js';

export const REGISTRATION_MODES = ['guest_login', 'new_client', 'existing_client'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** Registration data of spec §3, as the website keeps it. */
const registrationDataFields = z.object({
  firstName: text(80).default(''),
  surname: text(80).default(''),
  number: text(30).default(''),
  email: email(),
  username: text(254).default(''),
  privacyAccepted: z.boolean().default(false),
  termsAccepted: z.boolean().default(false),
  passengerDetails: z.enum(['yes', 'no']).default('no'),
  passengerName: text(120).default(''),
  passengerEmail: z.union([z.literal(''), email()]).default(''),
  passengerPhone: text(30).default(''),
  additionalInfo: freeText(1000).default(''),
  password: secretText(200).default(''),
  /** Texts about the ride to the travelling passenger's mobile (`travellerPhoneField`): off unless asked for. */
  textMessages: z.boolean().default(false),
});
export const registrationDataSchema = lenient(registrationDataFields);
export type RegistrationData = z.infer<typeof registrationDataFields>;

/** The vehicle the visitor chose, as the results screen stored it; the server trusts only its ids. */
export const selectedVehicleDataSchema = lenient(
  z.object({
    vehicle_id: z.number().int().positive(),
    company_id: z.number().int().positive(),
    /** What the website showed for the chosen quantity, pounds: checked against the server's price. */
    final_price: z.number().nonnegative().max(1_000_000),
    /** The price hold of the chosen vehicle's quote (PriceDetail.quote_token), if it has one. */
    quote_token: text(512).optional(),
  }),
);

export const PAYMENT_METHODS = ['car', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a price is asked for: the vehicle, the quantity and the form bookingType names. */
export const payableFields = {
  selectedVehicleData: selectedVehicleDataSchema,
  selectedVehicle: z.number().int().min(LIMITS.vehicleQuantity.min).max(LIMITS.vehicleQuantity.max),
};

/** A booking request without how it is paid: what a card checkout keeps before the card is charged. */
export const unpaidBookingFields = {
  ...payableFields,
  registrationData: registrationDataSchema,
  selected_passenger: z.enum(REGISTRATION_MODES),
  /** One key per booking attempt: a retried request with the same key never books twice. */
  idempotency_key: text(100).min(8).optional(),
};

const bookingRequestFields = {
  ...unpaidBookingFields,
  payment_method: z.enum(PAYMENT_METHODS),
  stripe_session_id: text(200).optional(),
  paymentId: text(200).optional(),
};

/** A client (new or existing) books with a password. */
export function requirePassword(req: { selected_passenger: RegistrationMode; registrationData: { password: string } }, ctx: z.RefinementCtx) {
  if (req.selected_passenger !== 'guest_login' && req.registrationData.password.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['registrationData', 'password'], message: 'Enter Password for booking' });
  }
}

/** Texts asked for need a number that takes them: the issue is on the phone field they go to. */
export function requireTextNumber(req: { registrationData: Pick<RegistrationData, 'textMessages' | 'passengerDetails' | 'passengerPhone' | 'number'> }, ctx: z.RefinementCtx) {
  const data = req.registrationData;
  if (!data.textMessages) return;
  const field = travellerPhoneField(data);
  const issue = textNumberIssue(data[field]);
  if (issue !== '') ctx.addIssue({ code: 'custom', path: ['registrationData', field], message: issue });
}

/** POST /api/v1/booking (spec §3 booking request payload). */
export const bookingRequestSchema = withNamedForm(bookingRequestFields).superRefine((req, ctx) => {
  if (req.payment_method === 'card' && !req.paymentId) {
    ctx.addIssue({ code: 'custom', path: ['paymentId'], message: 'A card booking needs its payment' });
  }
  requirePassword(req, ctx);
  requireTextNumber(req, ctx);
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
/** What our website sends: the strict shape (the API also takes the looser values lenient() reads). */
export type BookingRequestInput = z.input<z.ZodObject<typeof bookingRequestFields>> & NamedFormInput;

export const bookingDetailSchema = z.object({
  meet_and_greet: z.enum(['yes', 'no']),
  baby_seat: z.number().int(),
  booster_seat: z.number().int(),
  wheel_chair: z.enum(['yes', 'no']),
  special_luggages: z.number().int(),
  waiting_minutes: z.number().int(),
  luggages: z.number().int(),
  vehicle_qty: z.number().int(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const bookingStopSchema = z.object({
  stop_address: z.string(),
  stop_post_code: z.string(),
  stop_street_number: z.string(),
});
export type BookingStop = z.infer<typeof bookingStopSchema>;

export const passengerDetailSchema = z.object({
  passenger_id: z.number().int(),
  passenger_name: z.string(),
  passenger_email: z.string(),
  passenger_contact_no: z.string(),
  total_passengers: z.number().int(),
  additional_info: z.string(),
});
export type PassengerDetail = z.infer<typeof passengerDetailSchema>;

/** data.booking of spec §3. */
export const bookingSchema = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  /** 'Q' for a mileage (quotation) booking, 'H' for hourly hire. */
  ride_type: z.enum(['Q', 'H']),
  pick_up_address: z.string(),
  drop_off_address: z.string().nullable(),
  pick_up_date: z.string(),
  /** 24-hour 'HH:MM', London time. */
  pick_up_time: z.string(),
  return_date: z.string().nullable(),
  return_time: z.string().nullable(),
  hourly_duration: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** Pounds, as charged (rounded when ROUND_OFF is 'yes'). */
  total_booking_amount: z.number(),
  currency: z.string(),
  flight_no: z.string().nullable(),
  return_flight_no: z.string().nullable(),
  fleet_category: z.object({ category_name: z.string() }),
  company_name: z.string(),
  created_at: z.string(),
  booking_details: bookingDetailSchema,
  passenger_detail: passengerDetailSchema,
  booking_stops: z.array(bookingStopSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = okResponse(
  z.object({
    booking: bookingSchema,
    bookingDetail: bookingDetailSchema,
    bookingStops: z.array(bookingStopSchema),
    passengerDetails: passengerDetailSchema,
  }),
);
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

export const checkPassengerEmailSchema = lenient(z.object({ email: email(), password: secretText(200).min(1) }));
