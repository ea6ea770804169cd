import type { Kysely, Selectable } from 'kysely';
import type { Booking } from '@kerbside/contract';
import type { CancellationTerms } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { createInsertCache } from '../../db/insert-cache.js';
import type { BookingRows } from './booking-record.js';
import { jobsOfBooking } from './booking-jobs.js';
import type { BookingDetailsTable, BookingsTable, BookingStopsTable, PassengerDetailsTable } from './bookings.tables.js';

/** A stored booking as seen by idempotency and payment checks. */
export interface BookingClaim {
  id: number;
  requestHash: string;
  passengerId: number;
  bookerEmail: string;
}

/** The columns a booking is shown from: its row, its details and its travelling passenger. */
type BookingView = Pick<
  Selectable<BookingsTable>,
  | 'id' | 'booking_number' | 'ride_type' | 'pick_up_address' | 'drop_off_address' | 'pick_up_date' | 'pick_up_time'
  | 'return_date' | 'return_time' | 'hourly_duration' | 'payment_method' | 'amount_pence' | 'currency_symbol'
  | 'flight_no' | 'return_flight_no' | 'category_name' | 'company_name' | 'created_at'
> &
  // The assistance dog is told to the driver and the office; the spec's booking shape has no field for it.
  Omit<Selectable<BookingDetailsTable>, 'booking_id' | 'assistance_dog'> &
  Omit<Selectable<PassengerDetailsTable>, 'booking_id'>;

type StopView = Pick<Selectable<BookingStopsTable>, 'stop_address' | 'stop_post_code' | 'stop_street_number'>;

/**
 * The booking as the contract shows it (spec §3): one shape for a booking read back from the
 * database and for one just inserted (answered from its rows, without reading them back).
 */
export function toBooking(row: BookingView, stops: readonly StopView[]): Booking {
  return {
    id: row.id,
    booking_number: row.booking_number,
    ride_type: row.ride_type,
    pick_up_address: row.pick_up_address,
    drop_off_address: row.drop_off_address,
    pick_up_date: row.pick_up_date,
    pick_up_time: row.pick_up_time,
    return_date: row.return_date,
    return_time: row.return_time,
    hourly_duration: row.hourly_duration,
    payment_method: row.payment_method,
    total_booking_amount: row.amount_pence / 100,
    currency: row.currency_symbol,
    flight_no: row.flight_no,
    return_flight_no: row.return_flight_no,
    fleet_category: { category_name: row.category_name },
    company_name: row.company_name,
    created_at: row.created_at,
    booking_details: {
      meet_and_greet: row.meet_and_greet,
      baby_seat: row.baby_seat,
      booster_seat: row.booster_seat,
      wheel_chair: row.wheel_chair,
      special_luggages: row.special_luggages,
      waiting_minutes: row.waiting_minutes,
      luggages: row.luggages,
      vehicle_qty: row.vehicle_qty,
    },
    passenger_detail: {
      passenger_id: row.passenger_id,
      passenger_name: row.passenger_name,
      passenger_email: row.passenger_email,
      passenger_contact_no: row.passenger_contact_no,
      total_passengers: row.total_passengers,
      additional_info: row.additional_info,
    },
    booking_stops: stops.map((s) => ({ stop_address: s.stop_address, stop_post_code: s.stop_post_code, stop_street_number: s.stop_street_number })),
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

/** The only file that touches the booking tables. Functions take `on` to run inside a caller's transaction. */
export function createBookingsRepository(db: Kysely<Database>) {
  const inserts = createInsertCache();
  async function findClaim(column: 'idempotency_key' | 'payment_id', value: string): Promise<BookingClaim | null> {
    const row = await db
      .selectFrom('bookings as b')
      .innerJoin('passengers as p', 'p.id', 'b.passenger_id')
      .select(['b.id', 'b.request_hash', 'b.passenger_id', 'p.email'])
      .where(`b.${column}`, '=', value)
      .executeTakeFirst();
    return row ? { id: row.id, requestHash: row.request_hash, passengerId: row.passenger_id, bookerEmail: row.email } : null;
  }

  /** Inserts the booking and everything that hangs off it, and answers it as stored; the caller owns the transaction. */
  async function insertBooking(on: Kysely<Database>, rows: BookingRows, passengerId: number, bookingNumber: string): Promise<Booking> {
    const booking = { ...rows.booking, booking_number: bookingNumber, passenger_id: passengerId };
    const id = await inserts.insertReturningId(on, 'bookings', booking);
    await inserts.insert(on, 'booking_details', [{ ...rows.detail, booking_id: id }]);
    await inserts.insert(on, 'booking_stops', rows.stops.map((s) => ({ ...s, booking_id: id })));
    const passengerDetail = { ...rows.passengerDetail, booking_id: id, passenger_id: passengerId };
    await inserts.insert(on, 'passenger_details', [passengerDetail]);
    // The board's jobs, one per leg, exist exactly when the booking does.
    await inserts.insert(on, 'booking_jobs', jobsOfBooking({ ...booking, id }, booking.created_at));
    return toBooking({ ...booking, ...rows.detail, ...passengerDetail, id }, rows.stops);
  }

  /** The board's jobs of a booking, outbound first. */
  async function jobIdsOf(bookingId: number): Promise<number[]> {
    const rows = await db.selectFrom('booking_jobs').select('id').where('booking_id', '=', bookingId).orderBy('id').execute();
    return rows.map((r) => r.id);
  }

  /** The booking as the contract shows it (spec §3), or null. */
  async function getBooking(id: number, on: Kysely<Database> = db): Promise<Booking | null> {
    const row = await on
      .selectFrom('bookings as b')
      .innerJoin('booking_details as d', 'd.booking_id', 'b.id')
      .innerJoin('passenger_details as pd', 'pd.booking_id', 'b.id')
      .select([
        'b.id', 'b.booking_number', 'b.ride_type', 'b.pick_up_address', 'b.drop_off_address', 'b.pick_up_date',
        'b.pick_up_time', 'b.return_date', 'b.return_time', 'b.hourly_duration', 'b.payment_method', 'b.amount_pence',
        'b.currency_symbol', 'b.flight_no', 'b.return_flight_no', 'b.category_name', 'b.company_name', 'b.created_at',
        'd.meet_and_greet', 'd.baby_seat', 'd.booster_seat', 'd.wheel_chair', 'd.special_luggages', 'd.waiting_minutes',
        'd.luggages', 'd.vehicle_qty',
        'pd.passenger_id', 'pd.passenger_name', 'pd.passenger_email', 'pd.passenger_contact_no', 'pd.total_passengers',
        'pd.additional_info',
      ])
      .where('b.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const stops = await on
      .selectFrom('booking_stops')
      .select(['stop_address', 'stop_post_code', 'stop_street_number'])
      .where('booking_id', '=', id)
      .orderBy('position')
      .execute();
    return toBooking(row, stops);
  }

  /** What the passenger's mails tell of the company: its cancellation terms and policy, phone and email ('' when none). */
  async function companyForMail(
    companyId: number,
    on: Kysely<Database> = db,
  ): Promise<{ cancellationPolicy: string; cancellationTerms: CancellationTerms | null; phone: string; email: string }> {
    const row = await on
      .selectFrom('companies')
      .select(['cancellation_policy', 'free_cancellation_hours', 'late_cancellation_fee_percent', 'phone', 'email'])
      .where('id', '=', companyId)
      .executeTakeFirst();
    return {
      cancellationPolicy: row?.cancellation_policy ?? '',
      cancellationTerms: row ? { freeHours: row.free_cancellation_hours, lateFeePercent: row.late_cancellation_fee_percent } : null,
      phone: row?.phone ?? '',
      email: row?.email ?? '',
    };
  }

  /**
   * Raises the booking's calendar SEQUENCE for a file about its change, in the caller's transaction
   * (the row stays locked until it commits, so two changes never share a number), and answers what
   * the file needs besides the booking; null when there is no such booking.
   */
  async function raiseCalendarSequence(id: number, on: Kysely<Database>): Promise<{ sequence: number; journeySeconds: number | null; companyId: number } | null> {
    await on.updateTable('bookings').set((eb) => ({ calendar_sequence: eb('calendar_sequence', '+', 1) })).where('id', '=', id).execute();
    const row = await on.selectFrom('bookings').select(['calendar_sequence', 'journey_seconds', 'company_id']).where('id', '=', id).executeTakeFirst();
    return row ? { sequence: row.calendar_sequence, journeySeconds: row.journey_seconds, companyId: row.company_id } : null;
  }

  return {
    findByIdempotencyKey: (key: string) => findClaim('idempotency_key', key),
    findByPaymentId: (paymentId: string) => findClaim('payment_id', paymentId),
    insertBooking,
    getBooking,
    jobIdsOf,
    companyForMail,
    raiseCalendarSequence,
  };
}
