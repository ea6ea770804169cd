import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Amending a booking (issue 12): the card payments a booking took after its own (`booking_payments`,
 * the difference of an amendment that cost more), the payment each refund went back to
 * (`payment_refunds.provider_intent_id`; null is the booking's own payment), and checkouts that keep
 * an amendment rather than a new booking (`checkouts.kind`, `checkouts.amendment`; such a checkout
 * names its booking in `booking_id` from the start).
 */
export function bookingPaymentsMigration(dialect: Dialect): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db) {
      await createTable(db, 'booking_payments')
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
        .addColumn('provider', 'text', (c) => c.notNull())
        // One payment pays for one change, once.
        .addColumn('intent_id', 'text', (c) => c.notNull().unique())
        .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('amendment')`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('booking_payments_booking').on('booking_payments').column('booking_id').execute();
      await db.schema.alterTable('payment_refunds').addColumn('provider_intent_id', 'text').execute();
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema
        .alterTable('checkouts')
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('booking').check(sql`kind in ('booking', 'amendment')`))
        .execute();
      await db.schema.alterTable('checkouts').addColumn('amendment', 'text').execute();
    },
    async down(db) {
      for (const column of ['amendment', 'kind']) await db.schema.alterTable('checkouts').dropColumn(column).execute();
      await db.schema.alterTable('payment_refunds').dropColumn('provider_intent_id').execute();
      await db.schema.dropTable('booking_payments').ifExists().execute();
    },
  };
}
