/** Plain rows for the trip summaries, from the stored forms (pure, so the summaries stay simple). */
import { durationHours, type BookingFormInput, type HourlyRateForm, type Journey } from '@kerbside/contract';
import { formatDateDMY, formatDuration, formatTime12Text, milesToKm } from '@kerbside/domain';
import type { Trip } from './stored-trip';

export interface DetailRow {
  label: string;
  value: string;
}

/** What the trip summaries say of an assistance dog (both legs; never charged). */
export const ASSISTANCE_DOG_ROW: DetailRow = { label: 'Assistance dog', value: 'Yes (no charge)' };

export function whenText(date: string, hour: string, minute: string): string {
  return `${formatDateDMY(date)} at ${formatTime12Text(hour, minute) ?? `${hour} ${minute}`}`;
}

export function stopTexts(form: BookingFormInput): string[] {
  return (form.stops ?? [])
    .map((s) => [[s.number, s.street_name].filter(Boolean).join(' '), s.postcode].filter(Boolean).join(', '))
    .filter((text) => text.trim() !== '');
}

/** From, To, stops and times of a mileage booking. */
export function mileageTripRows(form: BookingFormInput): DetailRow[] {
  const rows: DetailRow[] = [{ label: 'From', value: form.pickup }, { label: 'To', value: form.dropoff }];
  stopTexts(form).forEach((stop, i) => rows.push({ label: `Stop ${i + 1}`, value: stop }));
  rows.push({ label: 'Pick-up', value: whenText(form.pickup_date, form.pickup_hour, form.pickup_min) });
  if (form.select_option === 'return' && form.return_date && form.return_hour && form.return_min) {
    rows.push({ label: 'Return', value: whenText(form.return_date, form.return_hour, form.return_min) });
  }
  if (form.pickup_fight_number) rows.push({ label: 'Flight / train', value: form.pickup_fight_number });
  if (form.select_option === 'return' && form.return_fight_number) {
    rows.push({ label: 'Return flight / train', value: form.return_fight_number });
  }
  return rows;
}

export function hourlyTripRows(form: HourlyRateForm): DetailRow[] {
  const hours = durationHours(form.pickup_duration);
  const rows: DetailRow[] = [{ label: 'From', value: form.pickup }];
  if (form.main_destination?.trim()) rows.push({ label: 'Main destination', value: form.main_destination.trim() });
  rows.push(
    { label: 'Pick-up', value: whenText(form.pickup_date, form.pickup_hour, form.pickup_min) },
    { label: 'Hire duration', value: `${hours} hours` },
  );
  if (form.assistance_dog === 'yes') rows.push(ASSISTANCE_DOG_ROW);
  return rows;
}

/** The rows of whichever form the trip was priced from; none when nothing is stored. */
export function tripRows(trip: Trip): DetailRow[] {
  if (trip.mileageForm) return mileageTripRows(trip.mileageForm);
  if (trip.hourlyForm) return hourlyTripRows(trip.hourlyForm);
  return [];
}

/** What kind of booking it is, in the words of the thank-you screen and the mails. */
export function tripKindText(trip: Trip): string {
  if (trip.hourlyForm) return 'Hourly hire';
  return trip.mileageForm?.select_option === 'return' ? 'Transfer · return' : 'Transfer · one way';
}

export function journeyRows(journey: Journey): DetailRow[] {
  const miles = Math.round(journey.via_miles * 10) / 10;
  return [
    { label: 'Distance', value: `${miles} miles (${milesToKm(journey.via_miles)} km)` },
    { label: 'Duration', value: formatDuration(journey.time_duration) },
  ];
}

interface Leg {
  passengers?: number;
  luggages?: number;
  hand_luggages?: number;
  meet_and_greet?: 'yes' | 'no';
  baby_seats?: number;
  booster_seats?: number;
  wheel_chair?: 'yes' | 'no';
  special_luggage?: number;
  waiting_min?: number;
}

/** Counts always; extras only when chosen. */
function legRows(leg: Leg): DetailRow[] {
  const rows: DetailRow[] = [
    { label: 'Passengers', value: String(leg.passengers ?? 0) },
    { label: 'Luggage', value: String(leg.luggages ?? 0) },
    { label: 'Hand luggage', value: String(leg.hand_luggages ?? 0) },
  ];
  if (leg.meet_and_greet === 'yes') rows.push({ label: 'Meet and greet', value: 'Yes' });
  if (leg.baby_seats) rows.push({ label: 'Baby seats', value: String(leg.baby_seats) });
  if (leg.booster_seats) rows.push({ label: 'Booster seats', value: String(leg.booster_seats) });
  if (leg.wheel_chair === 'yes') rows.push({ label: 'Wheelchair', value: 'Yes (never charged)' });
  if (leg.special_luggage) rows.push({ label: 'Special luggage', value: String(leg.special_luggage) });
  if (leg.waiting_min) rows.push({ label: 'Waiting time', value: `${leg.waiting_min} min` });
  return rows;
}

export interface OptionGroup {
  title: string;
  rows: DetailRow[];
}

export function optionGroups(form: BookingFormInput): OptionGroup[] {
  const outbound = legRows(form);
  if (form.assistance_dog === 'yes') outbound.push(ASSISTANCE_DOG_ROW);
  const groups: OptionGroup[] = [{ title: 'Outbound', rows: outbound }];
  if (form.select_option === 'return') {
    groups.push({
      title: 'Return',
      rows: legRows({
        passengers: form.return_passengers,
        luggages: form.return_luggages,
        hand_luggages: form.return_hand_luggages,
        meet_and_greet: form.return_meet_and_greet,
        baby_seats: form.return_baby_seats,
        booster_seats: form.return_booster_seats,
        wheel_chair: form.return_wheel_chair,
        special_luggage: form.return_special_luggage,
        waiting_min: form.return_waiting_min,
      }),
    });
  }
  return groups;
}
