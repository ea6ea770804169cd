import type { Booking } from '@kerbside/contract';

/** A mileage booking with a return, two stops and some extras; tests spread over it. */
export const mileageBooking: Booking = {
  id: 1,
  booking_number: 'KB-7Q4M-2XHD',
  ride_type: 'Q',
  pick_up_address: 'Heathrow Terminal 5',
  drop_off_address: 'W1 London',
  pick_up_date: '2026-12-01',
  pick_up_time: '14:05',
  return_date: '2026-12-05',
  return_time: '09:30',
  hourly_duration: null,
  payment_method: 'car',
  total_booking_amount: 85,
  currency: '£',
  flight_no: 'BA117',
  return_flight_no: null,
  fleet_category: { category_name: 'Saloon' },
  company_name: 'Thames Cars',
  created_at: '2026-11-20T10:00:00Z',
  booking_details: {
    meet_and_greet: 'yes',
    baby_seat: 1,
    booster_seat: 0,
    wheel_chair: 'no',
    special_luggages: 2,
    waiting_minutes: 15,
    luggages: 3,
    vehicle_qty: 2,
  },
  passenger_detail: {
    passenger_id: 9,
    passenger_name: 'Ann Lee',
    passenger_email: 'ann@example.com',
    passenger_contact_no: '+447700900123',
    total_passengers: 3,
    additional_info: '',
  },
  booking_stops: [
    { stop_address: 'Baker Street', stop_post_code: 'NW1 6XE', stop_street_number: '221B' },
    { stop_address: 'Oxford Street', stop_post_code: '', stop_street_number: '' },
  ],
};

export const hourlyBooking: Booking = {
  ...mileageBooking,
  id: 2,
  ride_type: 'H',
  drop_off_address: null,
  return_date: null,
  return_time: null,
  hourly_duration: '4hour',
  payment_method: 'card',
  total_booking_amount: 120.5,
  booking_details: { ...mileageBooking.booking_details, meet_and_greet: 'no', baby_seat: 0, special_luggages: 0, waiting_minutes: 0 },
  booking_stops: [],
};
