/**
 * The operator's booking record of a job (issue 27 §2): what a licensed private-hire operator must
 * record before each journey starts (SI 2000/3146 reg 11 and councils' conditions), who took the
 * booking and how, who dispatched it and when, and the corrections made once the record is fixed.
 */
import { z } from 'zod';
import { okResponse } from '../envelope.js';
import { lenient } from '../lenient.js';
import { text } from '../text.js';

/** The fields a correction may name, in the record's order. */
export const BOOKING_RECORD_FIELDS = [
  'passenger_name',
  'pick_up_at',
  'pick_up_place',
  'main_destination',
  'fare',
  'driver_name',
  'driver_licence',
  'vehicle_registration',
  'vehicle_plate',
  'subcontracted_to',
] as const;
export type BookingRecordField = (typeof BOOKING_RECORD_FIELDS)[number];

export const BOOKING_RECORD_LABELS: Record<BookingRecordField, string> = {
  passenger_name: 'passenger name',
  pick_up_at: 'pick-up time',
  pick_up_place: 'pick-up place',
  main_destination: 'main destination',
  fare: 'fare quoted',
  driver_name: 'driver',
  driver_licence: "driver's PHV licence number",
  vehicle_registration: 'vehicle registration',
  vehicle_plate: "vehicle's PHV plate number",
  subcontracted_to: 'sub-contracted to',
};

/** Fields the office may fill in before the journey starts; the others come from the booking and the allocation. */
export const BOOKING_RECORD_EDITABLE: readonly BookingRecordField[] = ['main_destination', 'subcontracted_to'];

export const BOOKING_CHANNELS = ['web', 'phone', 'in_person', 'other_operator', 'unknown'] as const;
export type BookingChannelName = (typeof BOOKING_CHANNELS)[number];
/** How a booking the desk takes was made: the desk form offers the first three; a quote request the website sent is booked as 'web'. */
export const DESK_BOOKING_CHANNELS = ['phone', 'in_person', 'other_operator', 'web'] as const;
export const BOOKING_CHANNEL_LABELS: Record<BookingChannelName, string> = {
  web: 'Web',
  phone: 'Phone',
  in_person: 'In person',
  other_operator: 'Another operator',
  unknown: 'Not recorded',
};

export const BOOKING_RECORD_VALUE_MAX = 200;
export const BOOKING_RECORD_REASON_MIN = 3;
export const BOOKING_RECORD_REASON_MAX = 300;

export const bookingRecordCorrectionSchema = z.object({
  id: z.number().int(),
  field: z.enum(BOOKING_RECORD_FIELDS),
  old_value: z.string(),
  new_value: z.string(),
  reason: z.string(),
  staff_name: z.string(),
  created_at: z.string(),
});
export type BookingRecordCorrection = z.infer<typeof bookingRecordCorrectionSchema>;

/** Each statutory field's value as recorded ('' when missing), before corrections. */
export const bookingRecordValuesSchema = z.object(
  Object.fromEntries(BOOKING_RECORD_FIELDS.map((field) => [field, z.string()])) as Record<BookingRecordField, z.ZodString>,
);
export type BookingRecordValues = z.infer<typeof bookingRecordValuesSchema>;

export const bookingRecordSchema = z.object({
  job_id: z.number().int(),
  booking_number: z.string(),
  leg: z.enum(['outbound', 'return']),
  /** When the booking was made, and the journey's date (London). */
  booked_at: z.string(),
  journey_date: z.string(),
  values: bookingRecordValuesSchema,
  taken_by: z.enum(['website', 'staff', 'api_key', 'unknown']),
  /** 'Website', the staff member's name, or ''. */
  taken_by_name: z.string(),
  channel: z.enum(BOOKING_CHANNELS),
  dispatched_by: z.enum(['staff', 'driver_offer']).nullable(),
  dispatched_by_name: z.string().nullable(),
  first_assigned_at: z.string().nullable(),
  assigned_at: z.string().nullable(),
  /** The statutory fields still missing (the job cannot go On the way until none is). */
  missing: z.array(z.enum(BOOKING_RECORD_FIELDS)),
  /** True once the journey started: corrections are appended, never overwritten. */
  fixed: z.boolean(),
  /** Oldest first. */
  corrections: z.array(bookingRecordCorrectionSchema),
});
export type BookingRecord = z.infer<typeof bookingRecordSchema>;
export const bookingRecordResponseSchema = okResponse(bookingRecordSchema);

/**
 * Before the journey starts: sets an editable field (main destination, sub-contracted to).
 * Once it started: appends a correction of any field, with its reason.
 */
export const bookingRecordChangeSchema = lenient(
  z.object({
    field: z.enum(BOOKING_RECORD_FIELDS, { error: `Choose one of ${BOOKING_RECORD_FIELDS.join(', ')}` }),
    value: text(BOOKING_RECORD_VALUE_MAX),
    reason: text(BOOKING_RECORD_REASON_MAX).min(BOOKING_RECORD_REASON_MIN, `Give a reason of at least ${BOOKING_RECORD_REASON_MIN} characters`),
  }),
);
export type BookingRecordChange = z.input<typeof bookingRecordChangeSchema>;

/** 'The booking record lacks: main destination, driver's PHV licence number.' */
export const bookingRecordLacks = (missing: readonly BookingRecordField[]) => {
  const fromDriver = missing.some((field) => ALLOCATION_FIELDS.includes(field));
  return (
    `The booking record lacks: ${missing.map((field) => BOOKING_RECORD_LABELS[field]).join(', ')}. Complete it before the driver sets off` +
    (fromDriver ? ": record the driver's and vehicle's licences on the Drivers page." : '.')
  );
};

/** Copied from the driver's row when the driver is assigned; one still empty is copied at On the way. */
const ALLOCATION_FIELDS: readonly BookingRecordField[] = ['driver_name', 'driver_licence', 'vehicle_registration', 'vehicle_plate'];

export const BOOKING_RECORD_MESSAGES = {
  lacks: bookingRecordLacks,
  notEditable: (field: BookingRecordField) =>
    `The ${BOOKING_RECORD_LABELS[field]} comes from the booking or the driver's allocation: change the booking or assign the driver again. Before the journey starts only the main destination and sub-contracted to are written here.`,
  sameValue: 'The record already says this.',
  /** The website's hourly form: the main destination is part of the record (issue 27 §2). */
  mainDestinationMissing: 'Tell us the main destination or area, for example "As directed — central London".',
} as const;

/** An inspection export covers at most 13 months (396 days): a licensing officer asks for a period, never for everything. */
export const RECORDS_EXPORT_MAX_DAYS = 396;

export const BOOKING_RECORDS_EXPORT_MESSAGES = {
  chooseCompany: 'Choose the company whose booking records to export.',
  range: `Choose at most ${RECORDS_EXPORT_MAX_DAYS} days (13 months) in one export.`,
} as const;
