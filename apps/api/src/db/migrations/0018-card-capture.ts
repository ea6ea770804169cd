import { sql, type Migration } from 'kysely';

/**
 * Authorise at booking, capture at completion (companies.card_capture 'at_completion'): how a
 * booking's card payment is taken and where its authorisation stands, and the sandbox's own
 * record of an intent's capture (what a remote card provider keeps).
 */
export function cardCaptureMigration(): Migration {
  const bookingColumns = ['capture_error', 'captured_at', 'captured_pence', 'authorised_at', 'capture_status', 'payment_capture'] as const;
  const sandboxColumns = ['authorised_at', 'captured_pence', 'capture_method'] as const;
  return {
    async up(db) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      const bookings = () => db.schema.alterTable('bookings');
      await bookings().addColumn('payment_capture', 'text', (c) => c.check(sql`payment_capture in ('automatic', 'manual')`)).execute();
      await bookings()
        .addColumn('capture_status', 'text', (c) => c.check(sql`capture_status in ('authorised', 'due', 'captured', 'released', 'expired')`))
        .execute();
      await bookings().addColumn('authorised_at', 'text').execute();
      await bookings().addColumn('captured_pence', 'integer').execute();
      await bookings().addColumn('captured_at', 'text').execute();
      await bookings().addColumn('capture_error', 'text').execute();
      // The sweeper's question: authorisations not yet taken.
      await db.schema.createIndex('bookings_capture_status').on('bookings').columns(['capture_status', 'authorised_at']).execute();

      const sandbox = () => db.schema.alterTable('sandbox_payment_intents');
      await sandbox().addColumn('capture_method', 'text', (c) => c.notNull().defaultTo('automatic')).execute();
      await sandbox().addColumn('captured_pence', 'integer').execute();
      await sandbox().addColumn('authorised_at', 'text').execute();
    },
    async down(db) {
      for (const column of sandboxColumns) await db.schema.alterTable('sandbox_payment_intents').dropColumn(column).execute();
      await db.schema.dropIndex('bookings_capture_status').execute();
      for (const column of bookingColumns) await db.schema.alterTable('bookings').dropColumn(column).execute();
    },
  };
}
