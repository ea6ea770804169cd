import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * Complaints and lost property (issue 27 §6): two registers a licensing authority may inspect.
 * Dates are London dates (YYYY-MM-DD) and a complaint's time London HH:MM, as the office writes
 * them down, so a date range and the retention cutoff compare them as text. A booking and a driver
 * are optional links (set null if either is ever deleted: the record stays). `anonymised_at`: when
 * the retention rule removed the personal data (names, contacts, free text).
 */
export function casesMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);
  const links = (table: ReturnType<ReturnType<typeof tableWithId>>) =>
    table
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
      .addColumn('driver_id', 'integer', (c) => c.references('drivers.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('recorded_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('anonymised_at', 'text');
  return {
    async up(db: Kysely<unknown>) {
      await links(id(db, 'complaints'))
        .addColumn('received_date', 'text', (c) => c.notNull())
        .addColumn('received_time', 'text', (c) => c.notNull())
        .addColumn('received_via', 'text', (c) => c.notNull())
        .addColumn('complainant_name', 'text', (c) => c.notNull())
        .addColumn('complainant_contact', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .addColumn('action_taken', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('resolved_date', 'text')
        .execute();
      await db.schema.createIndex('complaints_by_company_date').on('complaints').columns(['company_id', 'received_date']).execute();
      await links(id(db, 'lost_property'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reported_date', 'text', (c) => c.notNull())
        .addColumn('lost_date', 'text')
        .addColumn('place', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('contact_name', 'text', (c) => c.notNull())
        .addColumn('contact_details', 'text', (c) => c.notNull())
        .addColumn('attempt', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('disposal', 'text')
        .addColumn('disposal_date', 'text')
        .execute();
      await db.schema.createIndex('lost_property_by_company_date').on('lost_property').columns(['company_id', 'reported_date']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('lost_property').ifExists().execute();
      await db.schema.dropTable('complaints').ifExists().execute();
    },
  };
}
