import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Card pay links (issue 24 §1–§3): staff ask the passenger of a booking to pay by card on its manage
 * page. `booking_pay_links` keeps each ask: the whole fare of a booking paid in the car ('fare') or
 * the unpaid difference of a dearer change of a card booking ('difference'), the fare it was asked
 * against (a link is void once the fare moves), and what became of it. At most one link of a
 * booking awaits payment (a partial unique index). `checkouts.kind` gains 'pay_link' and
 * `checkouts.pay_link_id` names the link a payment is for, so the provider's events and the
 * reconciler complete it as they complete a website checkout.
 */
export function payLinksMigration(dialect: Dialect): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db) {
      await createTable(db, 'booking_pay_links')
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fare', 'difference')`))
        .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
        .addColumn('booking_pence', 'integer', (c) => c.notNull().check(sql`booking_pence > 0`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('awaiting', 'paid', 'withdrawn')`))
        // The payment that paid it: one payment pays one link.
        .addColumn('intent_id', 'text', (c) => c.unique())
        .addColumn('staff_id', 'integer')
        .addColumn('withdrawn_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .execute();
      await db.schema
        .createIndex('booking_pay_links_one_awaiting')
        .on('booking_pay_links')
        .column('booking_id')
        .unique()
        .where(sql.ref('status'), '=', 'awaiting')
        .execute();
      // The board's question: a company's bookings awaiting their payment.
      await db.schema.createIndex('booking_pay_links_company_status').on('booking_pay_links').columns(['company_id', 'status']).execute();

      if (dialect === 'postgres') {
        await sql`alter table checkouts drop constraint if exists checkouts_kind_check`.execute(db);
        await sql`alter table checkouts add constraint checkouts_kind_check check (kind in ('booking', 'amendment', 'pay_link'))`.execute(db);
      } else {
        await rebuildCheckouts(db, `'booking', 'amendment', 'pay_link'`);
      }
      await db.schema.alterTable('checkouts').addColumn('pay_link_id', 'integer', (c) => c.references('booking_pay_links.id')).execute();
    },
    async down(db) {
      await sql`delete from checkouts where kind = 'pay_link'`.execute(db);
      if (dialect === 'postgres') {
        await db.schema.alterTable('checkouts').dropColumn('pay_link_id').execute();
        await sql`alter table checkouts drop constraint if exists checkouts_kind_check`.execute(db);
        await sql`alter table checkouts add constraint checkouts_kind_check check (kind in ('booking', 'amendment'))`.execute(db);
      } else {
        // SQLite cannot drop a column that references another table: the rebuild leaves it out.
        await rebuildCheckouts(db, `'booking', 'amendment'`);
      }
      await db.schema.dropTable('booking_pay_links').ifExists().execute();
    },
  };
}

/** SQLite cannot change a CHECK: the table is made again with the same columns and indexes (nothing references it). */
async function rebuildCheckouts(db: Kysely<unknown>, kinds: string): Promise<void> {
  await db.schema
    .createTable('checkouts_new')
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
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('booking').check(sql.raw(`kind in (${kinds})`)))
    .addColumn('amendment', 'text')
    .execute();
  const columns = sql.raw(
    'id, provider, provider_intent_id, company_id, booker_email, idempotency_key, request_hash, amount_pence, currency, booking_rows, booker_plan, status, booking_id, refund_id, failure_reason, created_at, updated_at, kind, amendment',
  );
  await sql`insert into checkouts_new (${columns}) select ${columns} from checkouts`.execute(db);
  await db.schema.dropTable('checkouts').execute();
  await db.schema.alterTable('checkouts_new').renameTo('checkouts').execute();
  await db.schema.createIndex('checkouts_status_created').on('checkouts').columns(['status', 'created_at']).execute();
}
