/**
 * One job and what hangs off it: the job with its booking, the other leg, drivers for an
 * assignment, the status change itself, and its audit history. Every read takes the caller's scope.
 */
import type { DocumentDates } from '@kerbside/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import type { JobStatus } from './dispatch.tables.js';
import { jobsWithBooking, type JobRow } from './job-rows.js';
import { STEP_COLUMN } from './job-steps.js';
import { withdrawAwaitingLink } from '../pay-links/index.js';

export interface JobChange {
  id: number;
  companyId: number;
  /** The status read before: the update happens only if the job still has it. */
  expected: JobStatus;
  status: JobStatus;
  driverId?: number | null;
  cancelReason?: string | null;
  at: string;
  /** When the step happened, if not `at` (a driver's phone sends the time it happened, perhaps after a loss of signal). */
  stepAt?: string;
  /** An assignment's booking record, copied now (the first allocation's time is kept). */
  allocation?: Allocation;
}

/** Who dispatched a job and the driver's and vehicle's details at that moment (the booking record). */
export interface Allocation {
  dispatched_by: 'staff' | 'driver_offer';
  dispatched_by_staff_id: number | null;
  dispatched_by_name: string;
  record_driver_name: string;
  record_driver_licence: string;
  record_vehicle_registration: string;
  record_vehicle_plate: string;
}

/** A driver's jobs that keep them busy: assigned and not yet finished. */
const BUSY_STATUSES: readonly JobStatus[] = ['driver_assigned', 'on_the_way', 'arrived', 'passenger_on_board'];

export interface DriverForAssignment {
  id: number;
  companyId: number;
  name: string;
  mobile: string;
  /** The dates the documents hang on (@kerbside/domain's driver-documents). */
  documents: DocumentDates;
  registration: string;
  /** The PHV driver's licence and the vehicle's PHV plate, for the booking record ('' when not recorded). */
  licenceNumber: string;
  plateNumber: string;
  category: string;
  isActive: boolean;
}

export interface DriverJob {
  id: number;
  bookingNumber: string;
  status: JobStatus;
  pickUpAt: string;
  pickUpDate: string;
  pickUpTime: string;
  fromAddress: string;
  toAddress: string | null;
  rideType: 'Q' | 'H';
  hourlyDuration: string | null;
  journeySeconds: number | null;
}

export interface HistoryRow {
  id: number;
  created_at: string;
  action: string;
  staff_id: number | null;
  staff_name: string | null;
  detail: string;
}

export function createJobsRepository(db: Kysely<Database>) {
  return {
    async findJob(scope: CompanyScope, id: number, on: Kysely<Database> = db): Promise<JobRow | null> {
      return (await jobsWithBooking(on, scope).where('j.id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The jobs of a booking inside the scope, outbound first (none: not found). */
    async bookingJobs(scope: CompanyScope, bookingId: number): Promise<JobRow[]> {
      return jobsWithBooking(db, scope).where('j.booking_id', '=', bookingId).orderBy('j.id').execute();
    },

    /** Both legs of a booking, outbound first. */
    async jobsOfBooking(bookingId: number, on: Kysely<Database> = db): Promise<JobRow[]> {
      return jobsWithBooking(on, { all: true }).where('j.booking_id', '=', bookingId).orderBy('j.id').execute();
    },

    /**
     * Changes the job only if it still has the expected status: of two racing dispatchers, one wins.
     * The new status's step is timed; a driver assigned to a new job accepts it at the same moment.
     */
    async changeStatus(on: Kysely<Database>, change: JobChange): Promise<boolean> {
      const result = await on
        .updateTable('booking_jobs')
        .set({
          status: change.status,
          updated_at: change.at,
          ...(change.status !== 'new' ? { [STEP_COLUMN[change.status]]: change.stepAt ?? change.at } : {}),
          ...(change.expected === 'new' && change.status === 'driver_assigned' ? { accepted_at: change.at } : {}),
          ...(change.driverId !== undefined ? { driver_id: change.driverId } : {}),
          ...(change.cancelReason !== undefined ? { cancel_reason: change.cancelReason } : {}),
          ...(change.allocation ? { ...change.allocation, first_assigned_at: sql<string>`coalesce(first_assigned_at, ${change.at})` } : {}),
        })
        .where('id', '=', change.id)
        .where('company_id', '=', change.companyId)
        .where('status', '=', change.expected)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A booking whose every leg is cancelled is cancelled itself (its passenger's list says so), with when and by whom. */
    async cancelBookingIfAllLegsAre(on: Kysely<Database>, bookingId: number, cancelled: { at: string; by: 'passenger' | 'operator' }): Promise<void> {
      const open = await on
        .selectFrom('booking_jobs')
        .select('id')
        .where('booking_id', '=', bookingId)
        .where('status', '!=', 'cancelled')
        .executeTakeFirst();
      if (!open) {
        await on.updateTable('bookings').set({ status: 'cancelled', cancelled_at: cancelled.at, cancelled_by: cancelled.by }).where('id', '=', bookingId).execute();
        await withdrawAwaitingLink(on, bookingId, 'The booking was cancelled', cancelled.at);
      }
    },

    /** Who made the offer a driver just accepted: the staff member, or null (auto-offer). */
    async offerMaker(on: Kysely<Database>, jobId: number, driverId: number): Promise<{ id: number; name: string } | null> {
      const row = await on
        .selectFrom('job_offers as o')
        .leftJoin('staff as s', 's.id', 'o.offered_by')
        .select(['o.offered_by', 's.name'])
        .where('o.job_id', '=', jobId)
        .where('o.driver_id', '=', driverId)
        .orderBy('o.id', 'desc')
        .executeTakeFirst();
      return row?.offered_by != null ? { id: row.offered_by, name: row.name ?? '' } : null;
    },

    /** A driver of this company, or null (another company's driver is not found either). */
    async findDriver(companyId: number, driverId: number): Promise<DriverForAssignment | null> {
      const row = await db.selectFrom('drivers').selectAll().where('id', '=', driverId).where('company_id', '=', companyId).executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        companyId: row.company_id,
        name: row.name,
        mobile: row.mobile,
        documents: {
          licence_expiry: row.licence_expiry,
          dvla_licence_expiry: row.dvla_licence_expiry,
          vehicle_plate_expiry: row.vehicle_plate_expiry,
          mot_expiry: row.mot_expiry,
          insurance_expiry: row.insurance_expiry,
          dbs_check_date: row.dbs_check_date,
        },
        registration: row.vehicle_registration,
        licenceNumber: row.licence_number,
        plateNumber: row.vehicle_plate_number,
        category: row.vehicle_category,
        isActive: row.is_active === 1,
      };
    },

    /**
     * The driver's unfinished jobs picked up from `from` until `until` (UTC instants), other than
     * `exceptJobId`. The (driver_id, pick_up_at) index answers it.
     */
    async driverJobsBetween(driverId: number, range: { from: string; until: string }, exceptJobId: number): Promise<DriverJob[]> {
      const rows = await db
        .selectFrom('booking_jobs as j')
        .innerJoin('bookings as b', 'b.id', 'j.booking_id')
        .select(['j.id', 'j.status', 'j.pick_up_at', 'j.pick_up_date', 'j.pick_up_time', 'j.from_address', 'j.to_address', 'b.booking_number', 'b.ride_type', 'b.hourly_duration', 'b.journey_seconds'])
        .where('j.driver_id', '=', driverId)
        .where('j.pick_up_at', '>=', range.from)
        .where('j.pick_up_at', '<', range.until)
        .where('j.status', 'in', BUSY_STATUSES)
        .where('j.id', '!=', exceptJobId)
        .orderBy('j.pick_up_at')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        bookingNumber: r.booking_number,
        status: r.status,
        pickUpAt: r.pick_up_at,
        pickUpDate: r.pick_up_date,
        pickUpTime: r.pick_up_time,
        fromAddress: r.from_address,
        toAddress: r.to_address,
        rideType: r.ride_type,
        hourlyDuration: r.hourly_duration,
        journeySeconds: r.journey_seconds,
      }));
    },

    /** The stops of several bookings (a run sheet's), in order. */
    async stopsOfBookings(bookingIds: readonly number[]) {
      if (bookingIds.length === 0) return [];
      return db
        .selectFrom('booking_stops')
        .select(['booking_id', 'stop_address', 'stop_post_code', 'stop_street_number'])
        .where('booking_id', 'in', bookingIds)
        .orderBy('booking_id')
        .orderBy('position')
        .execute();
    },

    async companyName(companyId: number): Promise<string | null> {
      const row = await db.selectFrom('companies').select('company_name').where('id', '=', companyId).executeTakeFirst();
      return row?.company_name ?? null;
    },

    /** The company's telephone number, for the passenger's mails. */
    async companyPhone(companyId: number, on: Kysely<Database> = db): Promise<string> {
      const row = await on.selectFrom('companies').select('phone').where('id', '=', companyId).executeTakeFirst();
      return row?.phone ?? '';
    },

    /** Who booked (the travelling passenger may be someone else). */
    async bookerOf(bookingId: number, on: Kysely<Database> = db): Promise<{ name: string; email: string; phone: string }> {
      const row = await on
        .selectFrom('bookings as b')
        .innerJoin('passengers as p', 'p.id', 'b.passenger_id')
        .select(['p.first_name', 'p.surname', 'p.email', 'p.phone'])
        .where('b.id', '=', bookingId)
        .executeTakeFirstOrThrow();
      return { name: [row.first_name, row.surname].filter(Boolean).join(' '), email: row.email, phone: row.phone };
    },

    /** The booking's own columns the job's detail shows beyond the board's. */
    async bookingExtras(bookingId: number) {
      return db
        .selectFrom('bookings')
        .select(['status', 'created_at', 'pick_up_address', 'drop_off_address', 'pick_up_date', 'pick_up_time', 'return_date', 'return_time', 'total_pence', 'currency_code', 'price_breakdown', 'payment_id', 'vehicle_id'])
        .select(['amount_pence', 'unit_pence', 'quantity', 'payment_capture', 'capture_status', 'captured_pence', 'captured_at', 'anonymised_at'])
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
    },

    async stopsOf(bookingId: number) {
      return db
        .selectFrom('booking_stops')
        .select(['stop_address', 'stop_post_code', 'stop_street_number'])
        .where('booking_id', '=', bookingId)
        .orderBy('position')
        .execute();
    },

    /** What was done to the job and to its booking (refunds), newest first, by whom. */
    async history(job: { id: number; bookingId: number; companyId: number }): Promise<HistoryRow[]> {
      return db
        .selectFrom('audit_log as a')
        .leftJoin('staff as s', 's.id', 'a.staff_id')
        .select(['a.id', 'a.created_at', 'a.action', 'a.staff_id', 's.name as staff_name', 'a.detail'])
        .where('a.company_id', '=', job.companyId)
        .where((eb) =>
          eb.or([
            eb.and([eb('a.subject_type', '=', 'job'), eb('a.subject_id', '=', job.id)]),
            eb.and([eb('a.subject_type', '=', 'booking'), eb('a.subject_id', '=', job.bookingId)]),
          ]),
        )
        .orderBy('a.id', 'desc')
        .limit(200)
        .execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
