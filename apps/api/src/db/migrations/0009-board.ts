import type { Migration } from 'kysely';

/**
 * The bookings board's refunds: the built-in sandbox keeps the refunds it made (what a card
 * provider holds on its side, so it refuses more than was paid and replays an idempotency key),
 * and a refund is recorded once however often the provider's answer is seen.
 */
export function boardMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('sandbox_refunds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('payment_intent_id', 'text', (c) => c.notNull().references('sandbox_payment_intents.id'))
        .addColumn('amount_pence', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sandbox_refunds_intent').on('sandbox_refunds').column('payment_intent_id').execute();
      await db.schema.createIndex('payment_refunds_provider_id').on('payment_refunds').columns(['provider', 'provider_refund_id']).unique().execute();
    },
    async down(db) {
      await db.schema.dropIndex('payment_refunds_provider_id').ifExists().execute();
      await db.schema.dropTable('sandbox_refunds').ifExists().execute();
    },
  };
}
