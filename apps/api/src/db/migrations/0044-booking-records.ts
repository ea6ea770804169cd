import { sql, type Migration } from 'kysely';
import type { Dialect } from '../database.js';
import { tableWithId } from './table-with-id.js';

/**
 * The operator's booking record (issue 27 §2; SI 2000/3146 reg 11 and councils' conditions).
 *
 * On bookings, as taken: the hourly hire's main destination or area; who took it ('website', a
 * 'staff' member with their id and name as they were, an 'api_key', or 'unknown') and how
 * ('web', 'phone', 'in_person', 'other_operator', 'unknown').
 *
 * On each job (leg): the operator it was sub-contracted to (text the office fills in; each leg may go
 * to another), and as allocated: who dispatched it ('staff' with id and name, or 'driver_offer':
 * the driver accepted an offer, made by a dispatcher or by auto-offer), the first allocation's time
 * beside assigned_at (the current one), and the driver's name and PHV licence number, the vehicle's
 * registration and PHV plate number at that moment: copies, so a later edit of the driver's row
 * never changes what the record says.
 *
 * booking_record_corrections: once the journey starts the record is fixed; a correction is appended.
 *
 * Bookings made before: the website's are 'website'/'web'; the desk's ('desk:' keys) 'staff' with the
 * staff member its audit entry names and 'unknown' how (the desk did not ask). Jobs not started yet
 * take their current driver's details now (still before their journey); jobs already under way or
 * finished keep nulls: what the driver's licence was then cannot be known.
 */
export function bookingRecordsMigration(dialect: Dialect): Migration {
  const id = tableWithId(dialect);
  return {
    async up(db) {
      await db.schema.alterTable('bookings').addColumn('main_destination', 'text').execute();
      await db.schema.alterTable('bookings').addColumn('taken_by', 'text', (c) => c.notNull().defaultTo('unknown')).execute();
      await db.schema.alterTable('bookings').addColumn('taken_by_staff_id', 'integer').execute();
      await db.schema.alterTable('bookings').addColumn('taken_by_name', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('bookings').addColumn('booking_channel', 'text', (c) => c.notNull().defaultTo('unknown')).execute();
      for (const column of ['subcontracted_to', 'dispatched_by', 'dispatched_by_name', 'first_assigned_at', 'record_driver_name', 'record_driver_licence', 'record_vehicle_registration', 'record_vehicle_plate']) {
        await db.schema.alterTable('booking_jobs').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('booking_jobs').addColumn('dispatched_by_staff_id', 'integer').execute();
      await db.schema.alterTable('companies').addColumn('operator_licence_number', 'text', (c) => c.notNull().defaultTo('')).execute();
      await id(db, 'booking_record_corrections')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('booking_jobs.id').onDelete('cascade'))
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('old_value', 'text', (c) => c.notNull())
        .addColumn('new_value', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('booking_record_corrections_by_job').on('booking_record_corrections').columns(['job_id', 'id']).execute();

      // Bookings made before: only what can be known.
      await sql`update bookings set taken_by = 'website', taken_by_name = 'Website', booking_channel = 'web' where idempotency_key is null or idempotency_key not like 'desk:%'`.execute(db);
      await sql`update bookings set taken_by = 'staff',
          taken_by_staff_id = (select a.staff_id from audit_log a where a.subject_type = 'booking' and a.subject_id = bookings.id and a.action = 'booking.taken_by_staff' order by a.id limit 1)
        where idempotency_key like 'desk:%'`.execute(db);
      await sql`update bookings set taken_by_name = coalesce((select s.name from staff s where s.id = bookings.taken_by_staff_id), '') where taken_by_staff_id is not null`.execute(db);
      await sql`update booking_jobs set first_assigned_at = assigned_at where assigned_at is not null`.execute(db);
      await sql`update booking_jobs set dispatched_by = 'staff',
          dispatched_by_staff_id = (select a.staff_id from audit_log a where a.subject_type = 'job' and a.subject_id = booking_jobs.id and a.action = 'job.driver_assigned' order by a.id desc limit 1)
        where driver_id is not null and exists (select 1 from audit_log a where a.subject_type = 'job' and a.subject_id = booking_jobs.id and a.action = 'job.driver_assigned' and a.staff_id is not null)`.execute(db);
      await sql`update booking_jobs set dispatched_by_name = (select s.name from staff s where s.id = booking_jobs.dispatched_by_staff_id) where dispatched_by_staff_id is not null`.execute(db);
      await sql`update booking_jobs set
          record_driver_name = (select d.name from drivers d where d.id = booking_jobs.driver_id),
          record_driver_licence = (select d.licence_number from drivers d where d.id = booking_jobs.driver_id),
          record_vehicle_registration = (select d.vehicle_registration from drivers d where d.id = booking_jobs.driver_id),
          record_vehicle_plate = (select d.vehicle_plate_number from drivers d where d.id = booking_jobs.driver_id)
        where driver_id is not null and status = 'driver_assigned'`.execute(db);
    },
    async down(db) {
      await db.schema.dropTable('booking_record_corrections').ifExists().execute();
      await db.schema.alterTable('companies').dropColumn('operator_licence_number').execute();
      for (const column of ['subcontracted_to', 'dispatched_by', 'dispatched_by_staff_id', 'dispatched_by_name', 'first_assigned_at', 'record_driver_name', 'record_driver_licence', 'record_vehicle_registration', 'record_vehicle_plate']) {
        await db.schema.alterTable('booking_jobs').dropColumn(column).execute();
      }
      for (const column of ['main_destination', 'taken_by', 'taken_by_staff_id', 'taken_by_name', 'booking_channel']) {
        await db.schema.alterTable('bookings').dropColumn(column).execute();
      }
    },
  };
}
