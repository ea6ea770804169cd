import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';

/**
 * Money that moves one booking at a time (issue 22). `bookings.money_op` names the movement of the
 * booking's money in flight (a refund, a cancellation, a change or a capture asked of the card
 * provider) and `money_op_since` when it began: while it is set, every other movement of that
 * booking's money is refused. A refund is recorded before the provider is asked, as 'claimed' with
 * the idempotency key it is asked with; `provider_refund_id` is null until the provider answers.
 */
export function moneyClaimsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      await db.schema.alterTable('bookings').addColumn('money_op', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('money_op_since', 'text').execute();
      // The sweeper's question: movements left in flight (a crash between asking and recording).
      await db.schema.createIndex('bookings_money_op').on('bookings').column('money_op_since').execute();

      if (dialect === 'postgres') {
        await sql`alter table payment_refunds alter column provider_refund_id drop not null`.execute(db);
      } else {
        await rebuildRefundsWithNullableProviderId(db);
      }
      await db.schema.alterTable('payment_refunds').addColumn('idempotency_key', 'text').execute();
      await db.schema.createIndex('payment_refunds_idempotency_key').on('payment_refunds').column('idempotency_key').unique().execute();
    },
    async down(db) {
      await db.schema.dropIndex('payment_refunds_idempotency_key').ifExists().execute();
      await db.schema.alterTable('payment_refunds').dropColumn('idempotency_key').execute();
      await db.schema.dropIndex('bookings_money_op').ifExists().execute();
      await db.schema.alterTable('bookings').dropColumn('money_op_since').execute();
      await db.schema.alterTable('bookings').dropColumn('money_op').execute();
    },
  };
}

/** SQLite cannot drop a NOT NULL: the table is made again with the same columns and indexes (nothing references it). */
async function rebuildRefundsWithNullableProviderId(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_refunds_new')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('provider_intent_id', 'text')
    .execute();
  const columns = sql.raw('id, booking_id, provider, provider_refund_id, amount_pence, status, reason, staff_id, created_at, provider_intent_id');
  await sql`insert into payment_refunds_new (${columns}) select ${columns} from payment_refunds`.execute(db);
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.alterTable('payment_refunds_new').renameTo('payment_refunds').execute();
  await db.schema.createIndex('payment_refunds_booking').on('payment_refunds').column('booking_id').execute();
  await db.schema.createIndex('payment_refunds_provider_id').on('payment_refunds').columns(['provider', 'provider_refund_id']).unique().execute();
}
