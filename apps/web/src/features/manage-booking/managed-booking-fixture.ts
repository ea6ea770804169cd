/** A managed booking as the API answers it, for the page's unit tests. */
import type { AmendLeg, ManagedBooking, ManagedLeg } from '@kerbside/contract';

export const AMENDABLE: AmendLeg = {
  pickup_date: '2026-12-04',
  pickup_hour: '9am',
  pickup_min: '30',
  flight_no: '',
  passengers: 1,
  luggages: 1,
  hand_luggages: 0,
  meet_and_greet: 'no',
  baby_seats: 0,
  booster_seats: 0,
  wheel_chair: 'no',
  special_luggage: 0,
  waiting_min: 0,
};

export function managedLeg(changes: Partial<ManagedLeg> = {}): ManagedLeg {
  return {
    leg: 'outbound',
    status: 'new',
    status_label: 'Booked',
    pick_up_at: '2026-12-04T09:30:00.000Z',
    pick_up_text: 'Fri 4 Dec, 09:30',
    from_address: 'London Paddington Station',
    to_address: 'The Savoy, Strand, London WC2R 0EZ',
    flight_no: null,
    passengers: 1,
    luggage: 1,
    hand_luggage: 0,
    extras: [],
    driver: null,
    amendable: AMENDABLE,
    ...changes,
  };
}

export function managedBooking(
  changes: Partial<ManagedBooking> = {},
  cancellation: Partial<ManagedBooking['cancellation']> = {},
  amendment: Partial<ManagedBooking['amendment']> = {},
): ManagedBooking {
  return {
    booking_number: 'KB-7Q4M-2XHD',
    status: 'confirmed',
    ride_type: 'Q',
    hourly_duration: null,
    stops: [],
    legs: [],
    vehicle_category: 'Saloon',
    vehicle_quantity: 1,
    passenger_name: 'Ada Lovelace',
    payment_method: 'card',
    currency_symbol: '£',
    amount_pence: 8000,
    paid_pence: 8000,
    refunded_pence: 0,
    refunds: [],
    text_messages: { on: false, number: '+447700900123', blocked: null },
    card_capture: null,
    awaiting_payment: null,
    company: { name: 'Riverside Executive Cars', phone: '+44 20 7946 0101' },
    cancelled_at: null,
    cancelled_by: null,
    ...changes,
    cancellation: {
      possible: true,
      blocked: null,
      terms: 'Free cancellation until Wed 2 Dec, 10:30. After that a fee of 50% applies.',
      free_until: '2026-12-02T10:30:00.000Z',
      fee_percent: 50,
      fee_pence: 0,
      refund_pence: 8000,
      ...cancellation,
    },
    amendment: {
      possible: true,
      blocked: null,
      until: '2026-12-03T21:30:00.000Z',
      terms: 'Changes can be made online until Thu 3 Dec, 21:30.',
      ...amendment,
    },
  };
}
