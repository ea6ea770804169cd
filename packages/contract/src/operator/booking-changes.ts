/**
 * Staff change a booking (issue 24 §2): the journey as one of the website's forms (time, addresses,
 * stops, party, luggage, extras, flight), the vehicle, the notes and an agreed price, priced again
 * by the server with the booking's own tariff version.
 */
import { z } from 'zod';
import { withNamedForm } from '../named-form.js';
import { freeText } from '../text.js';
import { type BookingFormInput, type HourlyRateFormInput } from '../booking-form.js';
import { priceOverrideSchema } from './bookings-desk.js';
import { recordId } from './id-params.js';

export const BOOKING_CHANGE_MESSAGES = {
  nothingChanged: 'Nothing was changed. Change a field, or close the dialog.',
  notChangeable: 'This booking can no longer be changed here: a leg is under way, finished or cancelled.',
  cancelled: 'This booking is cancelled.',
  severalVehicles: 'A booking of more than one vehicle cannot be changed here. Cancel it and book again.',
  otherShape: 'A one-way journey, a return and an hourly hire stay what they were booked as. To change that, cancel this booking and book again.',
  priceChanged: (price: string) => `The price is now ${price}. Check the change and save it again.`,
  changedMeanwhile: 'This booking changed while you were changing it. Check it and try again.',
  /** A card booking's dearer change settled in the car. */
  dearerCard: (difference: string) => `The passenger pays the difference, ${difference}, to the driver. Choose a card pay link to have it paid by card instead.`,
  payLinkDifference: (difference: string) => `The passenger is mailed a card pay link for the difference, ${difference}.`,
  payLinkFare: (total: string) => `The passenger is mailed a card pay link for the new total, ${total}; until it is paid, it is paid to the driver.`,
  payLinkNeedsEmail: 'This booking has no email address to mail a pay link to. Choose payment to the driver.',
} as const;

/** How the passenger pays what the change leaves to pay: to the driver, or by a card pay link mailed to them. */
export const BOOKING_CHANGE_PAYMENTS = ['car', 'pay_link'] as const;
export type BookingChangePayment = (typeof BOOKING_CHANGE_PAYMENTS)[number];

const changeFields = {
  /** One of the booking's company's vehicles (the same one, or another). */
  vehicle_id: recordId(),
  /** For the driver and the office: shown with the job. */
  notes: freeText(1000).default(''),
  /** A price agreed with the passenger instead of the tariff's, with the reason (audited). */
  price_override: priceOverrideSchema.optional(),
  /** 'pay_link': a card booking's dearer difference, or a booking in the car's whole new fare, is asked by a card pay link. */
  payment: z.enum(BOOKING_CHANGE_PAYMENTS).default('car'),
};

/** POST …/bookings/{id}/change/preview: the change priced, nothing written. */
export const bookingChangePreviewRequestSchema = withNamedForm(changeFields);
export type BookingChangePreviewRequest = z.infer<typeof bookingChangePreviewRequestSchema>;

/** POST …/bookings/{id}/change: the same fields and the price the preview showed (another is refused). */
export const bookingChangeRequestSchema = withNamedForm({ ...changeFields, expected_amount_pence: z.number().int().min(0).max(100_000_000) });
export type BookingChangeRequest = z.infer<typeof bookingChangeRequestSchema>;

/** What the console sends. */
export type BookingChangeInput = ({ bookingType: 'milleage'; bookingForm: BookingFormInput } | { bookingType: 'hourly'; hourlyRateForm: HourlyRateFormInput }) & {
  vehicle_id: number;
  notes?: string;
  price_override?: { price: number; reason: string };
  payment?: BookingChangePayment;
};

/** How the difference is settled: nothing, a refund to the card, paid to the driver, or by a card pay link. */
export const bookingChangeSettlementSchema = z.enum(['none', 'refund', 'pay_in_car', 'pay_link']);

export const bookingChangePreviewSchema = z.object({
  old_amount_pence: z.number().int(),
  new_amount_pence: z.number().int(),
  /** The tariff's price of the changed journey (the booking's own tariff version). */
  tariff_amount_pence: z.number().int(),
  difference_pence: z.number().int(),
  settlement: bookingChangeSettlementSchema,
  /** Of a card booking's cheaper change: what goes back to the card now (never more than is refundable). */
  refund_pence: z.number().int(),
  /** What the driver collects more than before (a card booking's dearer change), or the whole fare in the car. */
  collect_in_car_pence: z.number().int(),
  /** What a card pay link asks (settlement 'pay_link'), pence; 0 otherwise. */
  pay_link_pence: z.number().int(),
  /** 'Pickup moved to Fri 4 Dec, 09:00', 'Drop-off: 1 Acacia Avenue (was …)'… */
  changes: z.array(z.string()),
  /** For the dialog: how the money goes, in words. */
  money_note: z.string(),
  currency_symbol: z.string(),
});
export type BookingChangePreview = z.infer<typeof bookingChangePreviewSchema>;

export const bookingChangeResultSchema = bookingChangePreviewSchema.extend({
  booking_id: z.number().int(),
  booking_number: z.string(),
  job_ids: z.array(z.number().int()),
});
export type BookingChangeResult = z.infer<typeof bookingChangeResultSchema>;
