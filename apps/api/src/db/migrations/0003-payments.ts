import type { Migration } from 'kysely';

/** Payment intents we created (both providers) and the built-in sandbox's cards and intents. */
export function paymentsMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('payment_intents')
        .addColumn('provider_intent_id', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('amount_pence', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('failure_message', 'text')
        .addColumn('charge_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sandbox_payment_methods')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer', (c) => c.notNull())
        .addColumn('exp_year', 'integer', (c) => c.notNull())
        .addColumn('behaviour', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sandbox_payment_intents')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('payment_method_id', 'text', (c) => c.notNull().references('sandbox_payment_methods.id'))
        .addColumn('amount_pence', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('failure_message', 'text')
        .addColumn('charge_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      for (const table of ['sandbox_payment_intents', 'sandbox_payment_methods', 'payment_intents']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
