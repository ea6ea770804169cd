/**
 * The Change booking dialog's form (issue 24 §2): the booking as the New booking form holds a
 * journey (desk-form.ts), started from the form it was booked with as changed since, and the
 * request it makes (pure).
 */
import type { BookingChangeInput, JobDetail } from '@kerbside/contract';
import { deskJourney, initialDeskValues, valuesFromJourney, type DeskValues } from '../new-booking/desk-form';

export interface ChangeExtras {
  vehicleId: number;
  notes: string;
  /** An agreed price instead of the tariff's: pounds as typed, and why. */
  override: { price: string; reason: string } | null;
}

const hourOf = (time: string) => String(Number(time.slice(0, 2)));
const minuteOf = (time: string) => time.slice(3, 5);

/** The booking in the form: its addresses, stops, party, extras and flights, pre-booked at its own times; null when its form cannot be read. */
export function changeValues(booking: JobDetail['booking']): DeskValues | null {
  const journey = booking.journey;
  if (!journey) return null;
  const base = valuesFromJourney(journey, false, initialDeskValues(booking.pick_up_date));
  const isReturn = journey.bookingType === 'milleage' && journey.bookingForm.select_option === 'return';
  return {
    ...base,
    when: 'later',
    date: booking.pick_up_date,
    hour: hourOf(booking.pick_up_time),
    minute: minuteOf(booking.pick_up_time),
    trip: isReturn ? 'return' : 'one_way',
    returnDate: booking.return_date ?? booking.pick_up_date,
    returnHour: booking.return_time ? hourOf(booking.return_time) : base.returnHour,
    returnMinute: booking.return_time ? minuteOf(booking.return_time) : base.returnMinute,
    flight: booking.flight_no ?? '',
    returnFlight: booking.return_flight_no ?? '',
  };
}

/** The change's request: the journey (its hand luggage as booked: the form does not ask for it), the vehicle, notes and an agreed price. */
export function changeRequest(values: DeskValues, booking: JobDetail['booking'], extras: ChangeExtras): BookingChangeInput {
  const { asap: _asap, ...journey } = deskJourney(values);
  const booked = booking.journey;
  const withHandLuggage =
    journey.bookingType === 'milleage' && booked?.bookingType === 'milleage'
      ? {
          ...journey,
          bookingForm: {
            ...journey.bookingForm,
            hand_luggages: booked.bookingForm.hand_luggages,
            ...(values.trip === 'return' ? { return_hand_luggages: booked.bookingForm.return_hand_luggages ?? booked.bookingForm.hand_luggages } : {}),
          },
        }
      : journey;
  return {
    ...withHandLuggage,
    vehicle_id: extras.vehicleId,
    notes: extras.notes,
    price_override: extras.override ? { price: Number(extras.override.price.replace(/^£/, '')), reason: extras.override.reason.trim() } : undefined,
  };
}
