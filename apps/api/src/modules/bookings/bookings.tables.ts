/** Tables of the bookings module (and the passengers who book), merged into the Database type in db/schema.ts. */
import type { Generated, Insertable, Selectable } from 'kysely';

/** Instants are ISO-8601 UTC text ('2026-12-01T09:00:00.000Z') in both databases, so they sort as text. */
type Instant = string;

export interface PassengersTable {
  id: Generated<number>;
  first_name: string;
  surname: string;
  /** Lower-case; unique among clients (partial unique index), repeated freely among guests. */
  email: string;
  phone: string;
  /** argon2id PHC string; null for guests. */
  password_hash: string | null;
  kind: 'guest' | 'client';
  created_at: Instant;
  updated_at: Instant;
}

export interface BookingsTable {
  id: Generated<number>;
  /** Readable reference such as 'KB-7Q4M-2XHD'; unique. */
  booking_number: string;
  /** The client's key for this booking attempt; unique when present. */
  idempotency_key: string | null;
  /** sha256 of the request without key and password: a reused key must come with the same request. */
  request_hash: string;
  /** The card provider's payment; unique, so one payment pays for one booking. */
  payment_id: string | null;
  payment_session_id: string | null;
  payment_method: 'car' | 'card';
  /** 'Q' mileage (quotation), 'H' hourly hire. */
  ride_type: 'Q' | 'H';
  company_id: number;
  company_name: string;
  vehicle_id: number;
  category_name: string;
  pick_up_address: string;
  drop_off_address: string | null;
  /** YYYY-MM-DD, London. */
  pick_up_date: string;
  /** 'HH:MM', 24-hour, London. */
  pick_up_time: string;
  return_date: string | null;
  return_time: string | null;
  /** '4hour' … '24hour' for hourly hire. */
  hourly_duration: string | null;
  /** The outbound journey by road as priced, seconds; null for hourly hire and bookings made before 0020. */
  journey_seconds: number | null;
  flight_no: string | null;
  return_flight_no: string | null;
  /** What was (or will be) charged, pence: whole pounds when ROUND_OFF is 'yes'. */
  amount_pence: number;
  /** The exact price of the quantity, pence. */
  total_pence: number;
  unit_pence: number;
  quantity: number;
  currency_code: string;
  currency_symbol: string;
  /** JSON of the price breakdown of one vehicle, as the server priced it. */
  price_breakdown: string;
  /** The tariff version it was priced with (null: booked before tariffs had versions, or priced on request). */
  tariff_version_id: number | null;
  /** JSON of the booking or hourly form as priced (keeps the return leg's options). */
  journey_form: string;
  passenger_id: number;
  status: 'confirmed' | 'cancelled';
  created_at: Instant;
  /** When its last leg was cancelled; null while any leg is not. */
  cancelled_at: Generated<Instant | null>;
  /** Who cancelled it: the passenger through their booking link, or the operator in the console. */
  cancelled_by: Generated<'passenger' | 'operator' | null>;
  /** 1: the passenger asked for text messages about this booking (migration 0038). */
  text_messages: Generated<number>;
  /** The mobile number texts go to, E.164 ('+447700900123'); null: none. */
  text_number: Generated<string | null>;
  /** How its card payment is taken: 'automatic' (charged at booking) or 'manual' (authorised, captured later); null when paid in the car or booked before 0018. */
  payment_capture: Generated<'automatic' | 'manual' | null>;
  /**
   * A manual payment's authorisation: 'authorised' (held), 'due' (every leg finished, the capture
   * not made yet: the sweeper retries it), 'captured', 'released' (nothing to take), 'expired'
   * (the card's bank let it go first: take the money another way).
   */
  capture_status: Generated<'authorised' | 'due' | 'captured' | 'released' | 'expired' | null>;
  authorised_at: Generated<Instant | null>;
  /** What the capture took, pence (0 when released). */
  captured_pence: Generated<number | null>;
  captured_at: Generated<Instant | null>;
  /** The provider's words for the last capture that failed. */
  capture_error: Generated<string | null>;
  /**
   * The movement of this booking's money being asked of the card provider now (payments/booking-money.ts):
   * while set, every other one is refused. Null when none is.
   */
  money_op: Generated<MoneyOperation | null>;
  money_op_since: Generated<Instant | null>;
  /** Raised by each change or cancellation the passenger is mailed a calendar file for: that file's SEQUENCE. 0 as confirmed. */
  calendar_sequence: Generated<number>;
  /** When the retention task removed its passengers' details (migration 0046); null: not removed. */
  anonymised_at: Generated<Instant | null>;
  /** The operator's booking record (migration 0044): an hourly hire's main destination or area; null for a mileage journey (its drop-off is) or not given. */
  main_destination: Generated<string | null>;
  /** Who took the booking, as they were then. */
  taken_by: Generated<BookingTakenBy>;
  taken_by_staff_id: Generated<number | null>;
  /** The staff member's name, or the client's ('Website'); '' when unknown. */
  taken_by_name: Generated<string>;
  /** How it was made. */
  booking_channel: Generated<BookingChannel>;
}

export type BookingTakenBy = 'website' | 'staff' | 'api_key' | 'unknown';
export type BookingChannel = 'web' | 'phone' | 'in_person' | 'other_operator' | 'unknown';

/** What moves a booking's money: each is asked of the card provider outside any transaction, one at a time per booking. */
export type MoneyOperation = 'refund' | 'cancel' | 'amend' | 'capture';

export interface BookingDetailsTable {
  booking_id: number;
  meet_and_greet: 'yes' | 'no';
  baby_seat: number;
  booster_seat: number;
  wheel_chair: 'yes' | 'no';
  /** An assistance dog travels (migration 0042): never charged, every vehicle takes one; told to the driver. */
  assistance_dog: Generated<'yes' | 'no'>;
  special_luggages: number;
  waiting_minutes: number;
  luggages: number;
  vehicle_qty: number;
}

export interface BookingStopsTable {
  id: Generated<number>;
  booking_id: number;
  position: number;
  stop_address: string;
  stop_post_code: string;
  stop_street_number: string;
}

/** Who travels (the booker, or the other passenger they named): one row per booking. */
export interface PassengerDetailsTable {
  booking_id: number;
  passenger_id: number;
  passenger_name: string;
  passenger_email: string;
  passenger_contact_no: string;
  total_passengers: number;
  additional_info: string;
}

export interface BookingsTables {
  passengers: PassengersTable;
  bookings: BookingsTable;
  booking_details: BookingDetailsTable;
  booking_stops: BookingStopsTable;
  passenger_details: PassengerDetailsTable;
}

export type PassengerRow = Selectable<PassengersTable>;
export type NewPassenger = Insertable<PassengersTable>;
export type NewBooking = Insertable<BookingsTable>;
export type BookingRow = Selectable<BookingsTable>;
/** A card payment's capture, set once the booking exists (payments/card-capture.ts), never by its request. */
export type CaptureColumns = 'payment_capture' | 'capture_status' | 'authorised_at' | 'captured_pence' | 'captured_at' | 'capture_error' | 'money_op' | 'money_op_since';
export type NewBookingDetail = Omit<Insertable<BookingDetailsTable>, 'booking_id'>;
export type NewBookingStop = Omit<Insertable<BookingStopsTable>, 'booking_id' | 'id'>;
export type NewPassengerDetail = Omit<Insertable<PassengerDetailsTable>, 'booking_id' | 'passenger_id'>;
