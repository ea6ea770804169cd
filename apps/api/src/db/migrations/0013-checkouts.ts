import type { Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * A card booking kept before the card is charged (`checkouts`), so a payment whose page closed
 * still becomes its booking, and the payment providers' events taken once (`payment_events`).
 */
export function checkoutsMigration(dialect: Dialect): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db) {
      // Its id is made before the payment intent, which carries it (metadata.checkout_id).
      await db.schema
        .createTable('checkouts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_intent_id', 'text', (c) => c.notNull().unique())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('booker_email', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('amount_pence', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('booking_rows', 'text', (c) => c.notNull())
        .addColumn('booker_plan', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('booking_id', 'integer', (c) => c.references('bookings.id'))
        .addColumn('refund_id', 'text')
        .addColumn('failure_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The reconciler's scan: open checkouts, oldest first.
      await db.schema.createIndex('checkouts_status_created').on('checkouts').columns(['status', 'created_at']).execute();

      await createTable(db, 'payment_events')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('provider_intent_id', 'text')
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      // Taking an event is inserting its id: a replay is refused by this index.
      await db.schema.createIndex('payment_events_provider_event').on('payment_events').columns(['provider', 'event_id']).unique().execute();
    },
    async down(db) {
      await db.schema.dropTable('payment_events').ifExists().execute();
      await db.schema.dropTable('checkouts').ifExists().execute();
    },
  };
}
