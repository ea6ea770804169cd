import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/** Passengers (guests and clients), bookings and what hangs off a booking. */
export function bookingsMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);

  return {
    async up(db) {
      await id(db, 'passengers')
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('surname', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('password_hash', 'text')
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('guest', 'client')`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // One account per email; guests may book again and again with the same email.
      await db.schema
        .createIndex('passengers_client_email')
        .on('passengers')
        .column('email')
        .unique()
        .where(sql.ref('kind'), '=', 'client')
        .execute();
      await db.schema.createIndex('passengers_email').on('passengers').column('email').execute();

      await id(db, 'bookings')
        .addColumn('booking_number', 'text', (c) => c.notNull().unique())
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('payment_id', 'text', (c) => c.unique())
        .addColumn('payment_session_id', 'text')
        .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('car', 'card')`))
        .addColumn('ride_type', 'text', (c) => c.notNull().check(sql`ride_type in ('Q', 'H')`))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('company_name', 'text', (c) => c.notNull())
        .addColumn('vehicle_id', 'integer', (c) => c.notNull())
        .addColumn('category_name', 'text', (c) => c.notNull())
        .addColumn('pick_up_address', 'text', (c) => c.notNull())
        .addColumn('drop_off_address', 'text')
        .addColumn('pick_up_date', 'text', (c) => c.notNull())
        .addColumn('pick_up_time', 'text', (c) => c.notNull())
        .addColumn('return_date', 'text')
        .addColumn('return_time', 'text')
        .addColumn('hourly_duration', 'text')
        .addColumn('flight_no', 'text')
        .addColumn('return_flight_no', 'text')
        .addColumn('amount_pence', 'integer', (c) => c.notNull())
        .addColumn('total_pence', 'integer', (c) => c.notNull())
        .addColumn('unit_pence', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('currency_symbol', 'text', (c) => c.notNull())
        .addColumn('price_breakdown', 'text', (c) => c.notNull())
        .addColumn('journey_form', 'text', (c) => c.notNull())
        // Company and vehicle are copied by name as booked: later fleet edits must not rewrite history.
        .addColumn('passenger_id', 'integer', (c) => c.notNull().references('passengers.id'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('confirmed'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bookings_passenger').on('bookings').columns(['passenger_id', 'created_at']).execute();
      await db.schema.createIndex('bookings_created_at').on('bookings').column('created_at').execute();

      await db.schema
        .createTable('booking_details')
        .addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
        .addColumn('meet_and_greet', 'text', (c) => c.notNull())
        .addColumn('baby_seat', 'integer', (c) => c.notNull())
        .addColumn('booster_seat', 'integer', (c) => c.notNull())
        .addColumn('wheel_chair', 'text', (c) => c.notNull())
        .addColumn('special_luggages', 'integer', (c) => c.notNull())
        .addColumn('waiting_minutes', 'integer', (c) => c.notNull())
        .addColumn('luggages', 'integer', (c) => c.notNull())
        .addColumn('vehicle_qty', 'integer', (c) => c.notNull())
        .execute();

      await id(db, 'booking_stops')
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('stop_address', 'text', (c) => c.notNull())
        .addColumn('stop_post_code', 'text', (c) => c.notNull())
        .addColumn('stop_street_number', 'text', (c) => c.notNull())
        .addUniqueConstraint('booking_stops_position', ['booking_id', 'position'])
        .execute();

      await db.schema
        .createTable('passenger_details')
        .addColumn('booking_id', 'integer', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
        .addColumn('passenger_id', 'integer', (c) => c.notNull().references('passengers.id'))
        .addColumn('passenger_name', 'text', (c) => c.notNull())
        .addColumn('passenger_email', 'text', (c) => c.notNull())
        .addColumn('passenger_contact_no', 'text', (c) => c.notNull())
        .addColumn('total_passengers', 'integer', (c) => c.notNull())
        .addColumn('additional_info', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      for (const table of ['passenger_details', 'booking_stops', 'booking_details', 'bookings', 'passengers']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
