import type { Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/** The mail outbox, and the Quote Now and Contact Us enquiries whose mails it carries. */
export function mailEnquiriesMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);

  return {
    async up(db) {
      await id(db, 'mail_outbox')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('reply_to', 'text')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('claimed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      // The sender's claim query: due pending rows, and stale 'sending' claims.
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

      await id(db, 'quote_requests')
        .addColumn('pickup_address', 'text', (c) => c.notNull())
        .addColumn('dropoff_address', 'text', (c) => c.notNull())
        .addColumn('pickup_date', 'text', (c) => c.notNull())
        .addColumn('pickup_time', 'text', (c) => c.notNull())
        .addColumn('passenger_email', 'text', (c) => c.notNull())
        .addColumn('passenger_phone', 'text', (c) => c.notNull())
        .addColumn('passenger_name', 'text', (c) => c.notNull())
        .addColumn('additional_info', 'text', (c) => c.notNull())
        .addColumn('passengers', 'integer', (c) => c.notNull())
        .addColumn('luggages', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await id(db, 'contact_messages')
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('telephone', 'text', (c) => c.notNull())
        .addColumn('query_reason', 'text', (c) => c.notNull())
        .addColumn('booking_number', 'text', (c) => c.notNull())
        .addColumn('comments', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      for (const table of ['contact_messages', 'quote_requests', 'mail_outbox']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
