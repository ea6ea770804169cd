/** How a booking reads in the corporate list and its details (spec §2 Corporate area). */
import { bookingTypeLabel, paymentMethodLabel, type Booking } from '@kerbside/contract';
import { formatDateDMY, formatPounds, formatTime12, poundsToPence } from '@kerbside/domain';

export interface LabelledValue {
  label: string;
  value: string;
}

export const NONE = '—';

/** '14:05' → '02:05 PM'; anything else is shown as it came. */
export function time12(hhmm: string | null): string {
  if (!hhmm) return NONE;
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < 1440 && Number(match[2]) < 60 ? formatTime12(minutes) : hhmm;
}

export const dateText = (date: string | null) => (date ? formatDateDMY(date) : NONE);

/** With the booking's currency sign: whole amounts without pence ('£45'), others to the penny. */
export function amountText(pounds: number, currency: string): string {
  const pence = poundsToPence(pounds);
  return formatPounds(pence, currency || '£', pence % 100 === 0);
}

/** '4hour' → '4 hours'. */
export function durationText(duration: string | null): string {
  if (!duration) return NONE;
  const match = /^(\d+)\s*hours?$/i.exec(duration.trim());
  if (!match) return duration;
  const hours = Number(match[1]);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The row of the list: what the table and the phone cards show. */
export function summaryOf(booking: Booking) {
  return {
    number: booking.booking_number,
    pickup: booking.pick_up_address,
    destination: booking.drop_off_address?.trim() || NONE,
    date: dateText(booking.pick_up_date),
    time: time12(booking.pick_up_time),
    vehicle: booking.fleet_category.category_name,
    payment: paymentMethodLabel(booking.payment_method),
    amount: amountText(booking.total_booking_amount, booking.currency),
    type: bookingTypeLabel(booking.ride_type),
  };
}

const or = (text: string | null | undefined) => text?.trim() || NONE;

/** Everything of the list plus the return, flights, luggage and vehicle count. */
export function journeyRows(booking: Booking): LabelledValue[] {
  const s = summaryOf(booking);
  const rows: LabelledValue[] = [
    { label: 'Booking number', value: s.number },
    { label: 'Booking type', value: s.type },
    { label: 'Pickup', value: s.pickup },
    { label: 'Destination', value: s.destination },
    { label: 'Pickup date', value: s.date },
    { label: 'Time', value: s.time },
  ];
  if (booking.ride_type === 'Q') {
    rows.push({ label: 'Return date', value: dateText(booking.return_date) }, { label: 'Return time', value: time12(booking.return_time) });
  } else {
    rows.push({ label: 'Duration', value: durationText(booking.hourly_duration) });
  }
  rows.push(
    { label: 'Flight number', value: or(booking.flight_no) },
    { label: 'Return flight number', value: or(booking.return_flight_no) },
    { label: 'Vehicle category', value: s.vehicle },
    { label: 'Vehicles', value: String(booking.booking_details.vehicle_qty) },
    { label: 'Luggage', value: String(booking.booking_details.luggages) },
    { label: 'Payment method', value: s.payment },
    { label: 'Amount', value: s.amount },
  );
  return rows;
}

/** Only the extras that were booked; an empty list reads 'None'. */
export function extrasList(booking: Booking): string[] {
  const d = booking.booking_details;
  const out: string[] = [];
  if (d.meet_and_greet === 'yes') out.push('Meet and greet');
  if (d.baby_seat > 0) out.push(`Baby seats: ${d.baby_seat}`);
  if (d.booster_seat > 0) out.push(`Booster seats: ${d.booster_seat}`);
  if (d.wheel_chair === 'yes') out.push('Wheelchair');
  if (d.special_luggages > 0) out.push(`Special luggage: ${d.special_luggages}`);
  if (d.waiting_minutes > 0) out.push(`Waiting: ${d.waiting_minutes} min`);
  return out;
}

export function passengerRows(booking: Booking): LabelledValue[] {
  const p = booking.passenger_detail;
  return [
    { label: 'Name', value: or(p.passenger_name) },
    { label: 'Email', value: or(p.passenger_email) },
    { label: 'Phone', value: or(p.passenger_contact_no) },
    { label: 'Passengers', value: String(p.total_passengers) },
    { label: 'Additional information', value: or(p.additional_info) },
  ];
}

/** '221B Baker Street, NW1 6XE' per stop. */
export function stopTexts(booking: Booking): string[] {
  return booking.booking_stops.map((stop) => {
    const street = [stop.stop_street_number, stop.stop_address].map((s) => s.trim()).filter(Boolean).join(' ');
    return [street, stop.stop_post_code.trim()].filter(Boolean).join(', ');
  });
}
