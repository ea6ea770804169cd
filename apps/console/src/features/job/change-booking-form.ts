/**
 * The Change booking dialog's form (issue 24 §2): the booking as the New booking form holds a
 * journey (desk-form.ts), started from the form it was booked with as changed since, and the
 * request it makes (pure).
 */
import type { BookingChangeInput, BookingChangePayment, JobDetail } from '@kerbside/contract';
import type { Choice } from '../../components/choice-group';
import { deskJourney, initialDeskValues, valuesFromJourney, type DeskValues } from '../new-booking/desk-form';

export interface ChangeExtras {
  vehicleId: number;
  notes: string;
  /** An agreed price instead of the tariff's: pounds as typed, and why. */
  override: { price: string; reason: string } | null;
  /** How what the change leaves to pay is paid: to the driver, or by a card pay link. */
  payment: BookingChangePayment;
}

/** The choice of how what is left to pay is paid, in the words of the booking's own payment. */
export function changePaymentChoices(paidBy: 'car' | 'card', email: string): Choice<BookingChangePayment>[] {
  const mailTo = email.trim() ? `Mailed to ${email.trim()}; the manage page takes the card (3-D Secure).` : 'The booking has no email address: not possible.';
  return paidBy === 'card'
    ? [
        { value: 'car', label: 'To the driver', description: 'If the change costs more, the driver collects the difference.' },
        { value: 'pay_link', label: 'By card: mail a pay link', description: `If the change costs more. ${mailTo}` },
      ]
    : [
        { value: 'car', label: 'To the driver', description: 'The new total is paid in the car.' },
        { value: 'pay_link', label: 'By card: mail a pay link', description: `For the new total. ${mailTo}` },
      ];
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
    payment: extras.payment,
  };
}
