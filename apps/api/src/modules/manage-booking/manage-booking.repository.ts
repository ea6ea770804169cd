/**
 * The booking a passenger manages: found by its number and one of its emails, or by id (from a
 * signed link), with its company's terms and phone. The legs, refunds and their changes go
 * through dispatch's and payments' repositories.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BookingPickups } from './booking-links.js';

export type ManagedBookingRow = Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>;

const PICKUP_COLUMNS = ['b.id', 'b.pick_up_date', 'b.pick_up_time', 'b.return_date', 'b.return_time'] as const;

function bookingQuery(db: Kysely<Database>) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .innerJoin('booking_details as d', 'd.booking_id', 'b.id')
    .innerJoin('passenger_details as pd', 'pd.booking_id', 'b.id')
    .innerJoin('passengers as p', 'p.id', 'b.passenger_id')
    .select([
      ...PICKUP_COLUMNS,
      'b.booking_number', 'b.status', 'b.ride_type', 'b.hourly_duration', 'b.payment_method', 'b.payment_id', 'b.amount_pence',
      'b.currency_symbol', 'b.company_id', 'b.company_name', 'b.category_name', 'b.cancelled_at', 'b.cancelled_by',
      'b.vehicle_id', 'b.quantity', 'b.tariff_version_id', 'b.journey_form', 'b.flight_no', 'b.return_flight_no', 'b.currency_code',
      'b.payment_capture', 'b.capture_status', 'b.captured_pence', 'b.captured_at', 'b.text_messages', 'b.text_number',
      'd.vehicle_qty',
      'pd.passenger_name', 'pd.passenger_email', 'pd.passenger_contact_no',
      'p.email as booker_email',
      'c.phone as company_phone', 'c.email as company_email', 'c.free_cancellation_hours', 'c.late_cancellation_fee_percent', 'c.amend_cutoff_hours',
    ]);
}

export function createManageBookingRepository(db: Kysely<Database>) {
  return {
    /** The booking with this number whose booker or travelling passenger has this email (lower-case), or null. */
    async findByNumberAndEmail(bookingNumber: string, email: string): Promise<(BookingPickups & { id: number }) | null> {
      const row = await db
        .selectFrom('bookings as b')
        .innerJoin('passengers as p', 'p.id', 'b.passenger_id')
        .innerJoin('passenger_details as pd', 'pd.booking_id', 'b.id')
        .select(PICKUP_COLUMNS)
        .where('b.booking_number', '=', bookingNumber)
        .where((eb) => eb.or([eb('p.email', '=', email), eb(eb.fn('lower', ['pd.passenger_email']), '=', email)]))
        .executeTakeFirst();
      return row ?? null;
    },

    /** A booking the passenger `passengerId` made, or null (another passenger's is not found). */
    async findOwnedBy(bookingId: number, passengerId: number): Promise<(BookingPickups & { id: number }) | null> {
      const row = await db.selectFrom('bookings as b').select(PICKUP_COLUMNS).where('b.id', '=', bookingId).where('b.passenger_id', '=', passengerId).executeTakeFirst();
      return row ?? null;
    },

    async find(id: number, on: Kysely<Database> = db): Promise<ManagedBookingRow | null> {
      return (await bookingQuery(on).where('b.id', '=', id).executeTakeFirst()) ?? null;
    },

    async stopsOf(bookingId: number, on: Kysely<Database> = db): Promise<string[]> {
      const rows = await on
        .selectFrom('booking_stops')
        .select(['stop_address', 'stop_post_code', 'stop_street_number'])
        .where('booking_id', '=', bookingId)
        .orderBy('position')
        .execute();
      return rows.map((s) => [[s.stop_street_number, s.stop_address].filter(Boolean).join(' '), s.stop_post_code].filter(Boolean).join(', '));
    },

    /** The vehicle category each driver drives (the board's rows carry name and registration only). */
    async driverVehicles(driverIds: readonly number[], on: Kysely<Database> = db): Promise<Map<number, string>> {
      if (driverIds.length === 0) return new Map();
      const rows = await on.selectFrom('drivers').select(['id', 'vehicle_category']).where('id', 'in', driverIds).execute();
      return new Map(rows.map((r) => [r.id, r.vehicle_category]));
    },
  };
}

export type ManageBookingRepository = ReturnType<typeof createManageBookingRepository>;
