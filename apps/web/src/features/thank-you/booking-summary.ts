/** The rows of the thank-you screen (spec §2 Thank-you screen), from the saved booking and settings. */
import { bookingTypeLabel, paymentMethodLabel, settingAmount, type Booking, type Settings } from '@kerbside/contract';
import { formatDateDMY, formatPounds, formatTime12, poundsToPence } from '@kerbside/domain';

export interface SummaryRow {
  label: string;
  value: string;
}

const yesNo = (value: string) => (value === 'yes' ? 'Yes' : 'No');

/** '14:05' → '02:05 PM'; anything else is shown as it came. */
export function time12(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < 1440 && Number(match[2]) < 60 ? formatTime12(minutes) : hhmm;
}

/** '4hour' → '4 hours', '1hour' → '1 hour'. */
export function durationText(duration: string): string {
  const match = /^(\d+)\s*hours?$/i.exec(duration.trim());
  if (!match) return duration;
  const hours = Number(match[1]);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Whole amounts without pence ('£45'), others to the penny ('£45.50'); ROUND_OFF shows whole pounds. */
export function amountText(pounds: number, currency: string, roundOff: boolean): string {
  const pence = poundsToPence(pounds);
  return formatPounds(pence, currency, roundOff || pence % 100 === 0);
}

export function bookingRows(booking: Booking, currency: string, roundOff: boolean): SummaryRow[] {
  const mileage = booking.ride_type === 'Q';
  const rows: SummaryRow[] = [
    { label: 'Reference ID', value: booking.booking_number },
    { label: 'Booking type', value: bookingTypeLabel(booking.ride_type) },
    { label: 'Vehicle', value: `${booking.fleet_category.category_name}, ${booking.company_name}` },
    { label: 'Pickup address', value: booking.pick_up_address },
  ];
  if (mileage) rows.push({ label: 'Drop off', value: booking.drop_off_address ?? '' });
  rows.push(
    { label: 'Pickup date', value: formatDateDMY(booking.pick_up_date) },
    { label: 'Pickup time', value: time12(booking.pick_up_time) },
  );
  if (mileage && booking.return_date) {
    rows.push(
      { label: 'Return date', value: formatDateDMY(booking.return_date) },
      { label: 'Return time', value: booking.return_time ? time12(booking.return_time) : '' },
    );
  }
  if (!mileage && booking.hourly_duration) rows.push({ label: 'Hourly duration', value: durationText(booking.hourly_duration) });
  rows.push(
    { label: 'Payment method', value: paymentMethodLabel(booking.payment_method) },
    { label: 'Total amount', value: amountText(booking.total_booking_amount, currency, roundOff) },
  );
  return rows;
}

/** Extras only when the operator offers them (their setting is above 0); the wheelchair always, never charged (docs/decisions/0011). */
export function customerRows(booking: Booking, settings: Settings): SummaryRow[] {
  const d = booking.booking_details;
  const rows: SummaryRow[] = [];
  if (settingAmount(settings, 'MEET_AND_GREET') > 0) rows.push({ label: 'Meet and greet', value: yesNo(d.meet_and_greet) });
  if (settingAmount(settings, 'BABY_PRICE_PER_SEAT') > 0) rows.push({ label: 'Baby seat', value: String(d.baby_seat) });
  if (settingAmount(settings, 'BOOSTER_PRICE_PER_SEAT') > 0) rows.push({ label: 'Booster seat', value: String(d.booster_seat) });
  rows.push({ label: 'Wheelchair', value: d.wheel_chair === 'yes' ? 'Yes (never charged)' : 'No' });
  rows.push({ label: 'Luggage', value: String(d.luggages) });
  if (settingAmount(settings, 'SPECIAL_LUGGAGE_PER_PRICE') > 0) {
    rows.push({ label: 'Special luggage', value: String(d.special_luggages) });
  }
  if (settingAmount(settings, 'PRICE_PER_FIVE_WAITING_MIN') > 0) {
    rows.push({ label: 'Waiting minutes', value: `${d.waiting_minutes} min` });
  }
  rows.push({ label: 'Total vehicles', value: String(d.vehicle_qty) });
  return rows;
}

export function stopTexts(booking: Booking): string[] {
  return booking.booking_stops.map((stop) => {
    const street = [stop.stop_street_number, stop.stop_address].map((s) => s.trim()).filter(Boolean).join(' ');
    return [street, stop.stop_post_code.trim()].filter(Boolean).join(', ');
  });
}

export function passengerRows(booking: Booking): SummaryRow[] {
  const p = booking.passenger_detail;
  return [
    { label: 'Email', value: p.passenger_email },
    { label: 'Phone', value: p.passenger_contact_no },
    { label: 'Name', value: p.passenger_name },
    { label: 'Additional info', value: p.additional_info },
    // Hourly hire asks for no passenger count.
    ...(booking.ride_type === 'Q' ? [{ label: 'Total passengers', value: String(p.total_passengers) }] : []),
  ];
}

/** A booking in router state, checked loosely: the screen only reads it. */
export function bookingFromState(state: unknown): Booking | null {
  if (!state || typeof state !== 'object' || !('booking' in state)) return null;
  const booking = state.booking;
  if (!booking || typeof booking !== 'object') return null;
  const b = booking as Partial<Booking>;
  const complete =
    typeof b.booking_number === 'string' &&
    typeof b.pick_up_address === 'string' &&
    typeof b.booking_details === 'object' &&
    b.booking_details !== null &&
    typeof b.passenger_detail === 'object' &&
    b.passenger_detail !== null &&
    Array.isArray(b.booking_stops) &&
    typeof b.fleet_category === 'object' &&
    b.fleet_category !== null;
  return complete ? (booking as Booking) : null;
}
