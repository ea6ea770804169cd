/**
 * The booking as its passenger sees it, and whether and at what cost they may cancel it now (pure;
 * no I/O). The lifecycle's own rule (a leg cancels until it has finished) is narrowed for a
 * passenger acting alone: not once the pickup time has passed, and not once part of the booking
 * has taken place (what would be refunded is then the company's call).
 */
import {
  LEG_STATUS_LABELS,
  MANAGE_BOOKING_MESSAGES,
  type ManagedAwaitingPayment,
  type ManagedBooking,
  type ManagedCancellation,
  type ManagedLeg,
} from '@kerbside/contract';
import { cancellationCharge, cancellationTermsText, formatLondonDayTime, isFinishedJob, type CancellationCharge } from '@kerbside/domain';
import { type BookingPayment, cardCaptureView, type RecordedRefund } from '../payments/index.js';
import { type JobRow, legExtras, refundSummary } from '../dispatch/index.js';
import type { PayLink } from '../pay-links/index.js';
import { amendableLeg, amendCheck, amendmentOf } from './amend-rules.js';
import type { ManagedBookingRow } from './manage-booking.repository.js';
import { textMessagesOf } from './text-preference-view.js';

export interface LoadedBooking {
  row: ManagedBookingRow;
  /** Both legs, outbound first. */
  legs: JobRow[];
  /** Driver id → the vehicle category they drive. */
  driverVehicles: Map<number, string>;
  stops: string[];
  refunds: RecordedRefund[];
  /** The card payments, newest first (none in the car). */
  payments: BookingPayment[];
  /** The pay link awaiting its payment, if staff sent one (pay-links). */
  payLink: PayLink | null;
}

/** What cancelling now means: why not, or the fee and refund. */
export interface CancelCheck {
  blocked: string | null;
  charge: CancellationCharge;
  terms: string;
  percent: number;
}

const DRIVER_SHOWN: ReadonlySet<JobRow['status']> = new Set(['driver_assigned', 'on_the_way', 'arrived', 'passenger_on_board', 'completed']);

const count = (n: number, one: string, many: string) => (n > 0 ? [`${n} ${n === 1 ? one : many}`] : []);

function extrasOf(leg: JobRow): string[] {
  const e = legExtras(leg);
  return [
    ...(e.meet_and_greet ? ['Meet and greet'] : []),
    ...count(e.baby_seats, 'baby seat', 'baby seats'),
    ...count(e.booster_seats, 'booster seat', 'booster seats'),
    ...(e.wheelchair ? ['Wheelchair'] : []),
    ...count(e.special_luggage, 'piece of special luggage', 'pieces of special luggage'),
    ...count(e.waiting_minutes, 'minute of waiting', 'minutes of waiting'),
  ];
}

function legOf(leg: JobRow, loaded: LoadedBooking, now: Date): ManagedLeg {
  const e = legExtras(leg);
  const driverShown = DRIVER_SHOWN.has(leg.status) && leg.driver_id !== null && leg.driver_name !== null;
  return {
    leg: leg.leg,
    status: leg.status,
    status_label: LEG_STATUS_LABELS[leg.status],
    pick_up_at: leg.pick_up_at,
    pick_up_text: formatLondonDayTime(new Date(leg.pick_up_at), now),
    from_address: leg.from_address,
    to_address: leg.to_address,
    flight_no: leg.leg === 'outbound' ? leg.flight_no : leg.return_flight_no,
    passengers: e.passengers,
    luggage: e.luggage,
    hand_luggage: e.hand_luggage,
    extras: extrasOf(leg),
    driver: driverShown
      ? { name: leg.driver_name ?? '', vehicle: loaded.driverVehicles.get(leg.driver_id ?? 0) ?? leg.category_name, registration: leg.driver_registration ?? '' }
      : null,
    amendable: amendableLeg(leg, loaded.row),
  };
}

/** The card payment still held (paid less refunded), pence; 0 for a booking paid in the car. */
export function refundableOf(loaded: LoadedBooking): number {
  return refundSummary(loaded.payments, loaded.refunds).refundable_pence;
}

export function cancelCheck(loaded: LoadedBooking, now: Date): CancelCheck {
  const { row, legs } = loaded;
  const terms = { freeHours: row.free_cancellation_hours, lateFeePercent: row.late_cancellation_fee_percent };
  const upcoming = legs.filter((leg) => !isFinishedJob(leg.status));
  const first = upcoming[0] ?? legs[0];
  const pickupAt = new Date(first?.pick_up_at ?? 0);
  const charge = cancellationCharge({ terms, pickupAt, now, farePence: row.amount_pence, refundablePence: refundableOf(loaded) });
  const termsText = cancellationTermsText(terms, charge.freeUntil, now);
  const done = legs.some((leg) => leg.status === 'completed' || leg.status === 'no_show');
  const blocked =
    row.status === 'cancelled' || legs.every((leg) => leg.status === 'cancelled')
      ? MANAGE_BOOKING_MESSAGES.alreadyCancelled
      : upcoming.length === 0
        ? MANAGE_BOOKING_MESSAGES.completed
        : done
          ? MANAGE_BOOKING_MESSAGES.partlyUsed(row.company_name, row.company_phone)
          : pickupAt.getTime() <= now.getTime()
            ? MANAGE_BOOKING_MESSAGES.pickupPassed(row.company_name, row.company_phone)
            : null;
  return { blocked, charge, terms: termsText, percent: terms.lateFeePercent };
}

function cancellationOf(check: CancelCheck): ManagedCancellation {
  const possible = check.blocked === null;
  return {
    possible,
    blocked: check.blocked,
    terms: check.terms,
    free_until: check.charge.freeUntil.toISOString(),
    fee_percent: check.percent,
    fee_pence: possible ? check.charge.feePence : 0,
    refund_pence: possible ? check.charge.refundPence : 0,
  };
}

export function managedBookingView(loaded: LoadedBooking, now: Date): ManagedBooking {
  const { row } = loaded;
  const money = refundSummary(loaded.payments, loaded.refunds);
  return {
    booking_number: row.booking_number,
    status: row.status,
    ride_type: row.ride_type,
    hourly_duration: row.hourly_duration,
    stops: loaded.stops,
    legs: loaded.legs.map((leg) => legOf(leg, loaded, now)),
    vehicle_category: row.category_name,
    vehicle_quantity: row.vehicle_qty,
    passenger_name: row.passenger_name,
    payment_method: row.payment_method,
    currency_symbol: row.currency_symbol,
    amount_pence: row.amount_pence,
    paid_pence: money.paid_pence,
    refunded_pence: money.refunded_pence,
    refunds: loaded.refunds.map((r) => ({ amount_pence: r.amountPence, status: r.status, created_at: r.createdAt })),
    company: { name: row.company_name, phone: row.company_phone },
    cancelled_at: row.cancelled_at,
    cancelled_by: row.cancelled_by,
    cancellation: cancellationOf(cancelCheck(loaded, now)),
    amendment: amendmentOf(amendCheck(row, loaded.legs, now), row.amend_cutoff_hours, now),
    card_capture: cardCaptureView(row, loaded.payments),
    awaiting_payment: awaitedPayment(loaded),
    text_messages: textMessagesOf(loaded),
  };
}

/** The pay link this page can pay now: it still awaits, and the booking is confirmed at the fare it was asked at. */
export function awaitedPayment({ row, payLink }: LoadedBooking): ManagedAwaitingPayment | null {
  if (!payLink || payLink.status !== 'awaiting' || row.status !== 'confirmed' || row.amount_pence !== payLink.bookingPence) return null;
  return { kind: payLink.kind, amount_pence: payLink.amountPence, asked_at: payLink.createdAt };
}
