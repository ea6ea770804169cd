import { sql, type Migration } from 'kysely';

/**
 * What a company sets for its passengers' own changes and its receipts: free cancellation until N
 * hours before pickup, then a fee (a percentage of the fare); amendments until a cut-off; its VAT
 * number and rate; and when a card payment is taken. A booking remembers when it was cancelled and
 * by whom (the passenger through their booking link, or the operator).
 */
export function bookingPolicyMigration(): Migration {
  return {
    async up(db) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      const companies = () => db.schema.alterTable('companies');
      await companies().addColumn('free_cancellation_hours', 'integer', (c) => c.notNull().defaultTo(24).check(sql`free_cancellation_hours >= 0`)).execute();
      await companies()
        .addColumn('late_cancellation_fee_percent', 'integer', (c) => c.notNull().defaultTo(50).check(sql`late_cancellation_fee_percent between 0 and 100`))
        .execute();
      await companies().addColumn('amend_cutoff_hours', 'integer', (c) => c.notNull().defaultTo(12).check(sql`amend_cutoff_hours >= 0`)).execute();
      await companies().addColumn('vat_number', 'text', (c) => c.notNull().defaultTo('')).execute();
      await companies().addColumn('vat_rate_percent', 'integer', (c) => c.notNull().defaultTo(20).check(sql`vat_rate_percent between 0 and 100`)).execute();
      await companies()
        .addColumn('card_capture', 'text', (c) => c.notNull().defaultTo('at_booking').check(sql`card_capture in ('at_booking', 'at_completion')`))
        .execute();
      await db.schema.alterTable('bookings').addColumn('cancelled_at', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('cancelled_by', 'text', (c) => c.check(sql`cancelled_by in ('passenger', 'operator')`)).execute();
    },
    async down(db) {
      for (const column of ['cancelled_by', 'cancelled_at']) await db.schema.alterTable('bookings').dropColumn(column).execute();
      for (const column of ['card_capture', 'vat_rate_percent', 'vat_number', 'amend_cutoff_hours', 'late_cancellation_fee_percent', 'free_cancellation_hours']) {
        await db.schema.alterTable('companies').dropColumn(column).execute();
      }
    },
  };
}
