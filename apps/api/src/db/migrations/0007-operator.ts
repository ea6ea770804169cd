import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { jobsOfBooking, type BookingForJobs } from '../../modules/bookings/booking-jobs.js';
import { tableWithId } from './table-with-id.js';

/**
 * The operator console: staff and their sessions and invites, the audit log, drivers, one job per
 * leg of each booking (back-filled for bookings made before), refunds, enquiry status and replies,
 * and the company each mail and enquiry belongs to.
 */
export function operatorMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);

  return {
    async up(db) {
      await id(db, 'staff')
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_company').on('staff').column('company_id').execute();

      await id(db, 'staff_sessions')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

      await id(db, 'staff_invites')
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await id(db, 'audit_log')
        .addColumn('company_id', 'integer')
        .addColumn('staff_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_type', 'subject_id']).execute();
      await db.schema.createIndex('audit_log_company').on('audit_log').columns(['company_id', 'id']).execute();

      await id(db, 'drivers')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text', (c) => c.notNull())
        .addColumn('licence_number', 'text', (c) => c.notNull())
        .addColumn('licence_expiry', 'text', (c) => c.notNull())
        .addColumn('vehicle_registration', 'text', (c) => c.notNull())
        .addColumn('vehicle_category', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('drivers_company').on('drivers').column('company_id').execute();

      await id(db, 'booking_jobs')
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('leg', 'text', (c) => c.notNull())
        .addColumn('pick_up_at', 'text', (c) => c.notNull())
        .addColumn('pick_up_date', 'text', (c) => c.notNull())
        .addColumn('pick_up_time', 'text', (c) => c.notNull())
        .addColumn('from_address', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('driver_id', 'integer', (c) => c.references('drivers.id').onDelete('set null'))
        .addColumn('cancel_reason', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('booking_jobs_company_time').on('booking_jobs').columns(['company_id', 'pick_up_at']).execute();
      await db.schema.createIndex('booking_jobs_time').on('booking_jobs').column('pick_up_at').execute();
      await db.schema.createIndex('booking_jobs_booking').on('booking_jobs').column('booking_id').execute();
      await db.schema.createIndex('booking_jobs_driver').on('booking_jobs').columns(['driver_id', 'pick_up_at']).execute();

      await id(db, 'payment_refunds')
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_refund_id', 'text', (c) => c.notNull())
        .addColumn('amount_pence', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('staff_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payment_refunds_booking').on('payment_refunds').column('booking_id').execute();

      for (const table of ['quote_requests', 'contact_messages']) {
        await db.schema.alterTable(table).addColumn('company_id', 'integer').execute();
        await db.schema.alterTable(table).addColumn('status', 'text', (c) => c.notNull().defaultTo('new')).execute();
        await db.schema.createIndex(`${table}_company`).on(table).columns(['company_id', 'id']).execute();
      }
      await id(db, 'enquiry_replies')
        .addColumn('enquiry_kind', 'text', (c) => c.notNull())
        .addColumn('enquiry_id', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('mail_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('enquiry_replies_enquiry').on('enquiry_replies').columns(['enquiry_kind', 'enquiry_id']).execute();

      await db.schema.alterTable('mail_outbox').addColumn('company_id', 'integer').execute();
      await db.schema.createIndex('mail_outbox_company').on('mail_outbox').columns(['company_id', 'id']).execute();

      await backfillJobs(db);
    },
    async down(db) {
      await db.schema.dropIndex('mail_outbox_company').ifExists().execute();
      await db.schema.alterTable('mail_outbox').dropColumn('company_id').execute();
      for (const table of ['quote_requests', 'contact_messages']) {
        await db.schema.dropIndex(`${table}_company`).ifExists().execute();
        await db.schema.alterTable(table).dropColumn('status').execute();
        await db.schema.alterTable(table).dropColumn('company_id').execute();
      }
      for (const table of ['enquiry_replies', 'payment_refunds', 'booking_jobs', 'drivers', 'audit_log', 'staff_invites', 'staff_sessions', 'staff']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}

/** Bookings made before the console existed get their jobs, in pages so memory stays flat. */
async function backfillJobs(db: Kysely<unknown>) {
  const now = new Date().toISOString();
  const typed = db as unknown as Kysely<{ bookings: BookingForJobs; booking_jobs: ReturnType<typeof jobsOfBooking>[number] }>;
  let after = 0;
  for (;;) {
    const page = await typed
      .selectFrom('bookings')
      .select(['id', 'company_id', 'pick_up_address', 'drop_off_address', 'pick_up_date', 'pick_up_time', 'return_date', 'return_time', 'status'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (page.length === 0) return;
    const jobs = page.flatMap((booking) => jobsOfBooking(booking, now));
    await typed.insertInto('booking_jobs').values(jobs).execute();
    after = page[page.length - 1]!.id;
  }
}
