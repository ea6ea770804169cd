/**
 * A job's booking record (issue 27 §2): read from the job, its booking and the allocation's copies;
 * what is missing before the driver may set off; and, once the journey started, corrections
 * appended beside it (never over it), each audited.
 */
import type { Kysely } from 'kysely';
import {
  BOOKING_RECORD_EDITABLE,
  BOOKING_RECORD_FIELDS,
  BOOKING_RECORD_MESSAGES,
  type BookingRecord,
  type BookingRecordChange,
  type BookingRecordCorrection,
  type BookingRecordField,
  type BookingRecordValues,
} from '@kerbside/contract';
import { formatPounds } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Failure, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type CompanyScope, NOT_FOUND, type StaffPrincipal } from '../../platform/company-scope/index.js';
import type { JobStatus } from './dispatch.tables.js';

/** Statuses at or past On the way: the journey started, the record is fixed. */
const STARTED: ReadonlySet<JobStatus> = new Set(['on_the_way', 'arrived', 'passenger_on_board', 'completed', 'no_show']);

/** Not every job is sub-contracted: the one field that may stay empty. */
const OPTIONAL: ReadonlySet<BookingRecordField> = new Set(['subcontracted_to']);

function recordRows(db: Kysely<Database>) {
  return db
    .selectFrom('booking_jobs as j')
    .innerJoin('bookings as b', 'b.id', 'j.booking_id')
    .innerJoin('passenger_details as pd', 'pd.booking_id', 'j.booking_id')
    .select([
      'j.id', 'j.company_id', 'j.booking_id', 'j.leg', 'j.status', 'j.pick_up_at', 'j.pick_up_date', 'j.pick_up_time', 'j.from_address', 'j.to_address',
      'j.on_the_way_at', 'j.assigned_at', 'j.first_assigned_at', 'j.dispatched_by', 'j.dispatched_by_name', 'j.subcontracted_to',
      'j.record_driver_name', 'j.record_driver_licence', 'j.record_vehicle_registration', 'j.record_vehicle_plate',
      'b.booking_number', 'b.created_at', 'b.ride_type', 'b.main_destination', 'b.amount_pence', 'b.currency_symbol',
      'b.taken_by', 'b.taken_by_name', 'b.booking_channel', 'pd.passenger_name',
    ]);
}

export type RecordRow = Awaited<ReturnType<ReturnType<typeof recordRows>['execute']>>[number];

export const isFixed = (row: Pick<RecordRow, 'status' | 'on_the_way_at'>) => STARTED.has(row.status) || row.on_the_way_at !== null;

/** Each statutory field as recorded ('' when not). A mileage journey's main destination is its drop-off. */
export function recordValues(row: RecordRow): BookingRecordValues {
  return {
    passenger_name: row.passenger_name.trim(),
    pick_up_at: `${row.pick_up_date} ${row.pick_up_time}`,
    pick_up_place: row.from_address.trim(),
    main_destination: ((row.ride_type === 'H' ? row.main_destination : row.to_address) ?? '').trim(),
    fare: formatPounds(row.amount_pence, row.currency_symbol),
    driver_name: row.record_driver_name ?? '',
    driver_licence: row.record_driver_licence?.trim() ?? '',
    vehicle_registration: row.record_vehicle_registration?.trim() ?? '',
    vehicle_plate: row.record_vehicle_plate?.trim() ?? '',
    subcontracted_to: row.subcontracted_to ?? '',
  };
}

export const missingOf = (values: BookingRecordValues): BookingRecordField[] => BOOKING_RECORD_FIELDS.filter((field) => !OPTIONAL.has(field) && values[field] === '');

export function createBookingRecords(db: Kysely<Database>, now: () => Date) {
  const find = (scope: CompanyScope, id: number, on: Kysely<Database> = db) => {
    const query = recordRows(on).where('j.id', '=', id);
    return (scope.all ? query : query.where('j.company_id', '=', scope.companyId)).executeTakeFirst();
  };

  const correctionsOf = async (jobIds: readonly number[], on: Kysely<Database> = db) =>
    jobIds.length === 0
      ? []
      : on
          .selectFrom('booking_record_corrections')
          .select(['id', 'job_id', 'field', 'old_value', 'new_value', 'reason', 'staff_name', 'created_at'])
          .where('job_id', 'in', jobIds)
          .orderBy('job_id')
          .orderBy('id')
          .execute();

  function view(row: RecordRow, corrections: Awaited<ReturnType<typeof correctionsOf>>): BookingRecord {
    const values = recordValues(row);
    return {
      job_id: row.id,
      booking_number: row.booking_number,
      leg: row.leg,
      booked_at: row.created_at,
      journey_date: row.pick_up_date,
      values,
      taken_by: row.taken_by,
      taken_by_name: row.taken_by_name,
      channel: row.booking_channel,
      dispatched_by: row.dispatched_by,
      dispatched_by_name: row.dispatched_by_name,
      first_assigned_at: row.first_assigned_at,
      assigned_at: row.assigned_at,
      missing: missingOf(values),
      fixed: isFixed(row),
      corrections: corrections.map(({ job_id: _job, ...c }) => ({ ...c, field: c.field as BookingRecordField })) satisfies BookingRecordCorrection[],
    };
  }

  async function read(scope: CompanyScope, id: number, on: Kysely<Database> = db): Promise<Result<BookingRecord>> {
    const row = await find(scope, id, on);
    if (!row) return fail(404, NOT_FOUND);
    return ok(view(row, await correctionsOf([id], on)));
  }

  /** The gate of On the way, in the step's transaction: the 409 naming what the record lacks, or null. */
  async function lacks(trx: Kysely<Database>, jobId: number): Promise<Failure | null> {
    await copyWhatTheAllocationLacked(trx, jobId);
    const row = await find({ all: true }, jobId, trx);
    if (!row) return null;
    const missing = missingOf(recordValues(row));
    return missing.length > 0 ? { ok: false, status: 409, message: BOOKING_RECORD_MESSAGES.lacks(missing) } : null;
  }

  /**
   * A copy the driver's row could not give at allocation (a plate recorded on the Drivers page
   * since) is taken at On the way, still before the journey: the office need not assign again. A
   * copy already taken is never changed.
   */
  async function copyWhatTheAllocationLacked(trx: Kysely<Database>, jobId: number) {
    const job = await trx.selectFrom('booking_jobs').select(['driver_id', 'record_driver_name', 'record_driver_licence', 'record_vehicle_registration', 'record_vehicle_plate']).where('id', '=', jobId).executeTakeFirst();
    if (!job || job.driver_id === null) return;
    const driver = await trx.selectFrom('drivers').select(['name', 'licence_number', 'vehicle_registration', 'vehicle_plate_number']).where('id', '=', job.driver_id).executeTakeFirst();
    if (!driver) return;
    const lacking = (copy: string | null) => copy === null || copy.trim() === '';
    const copies = {
      ...(lacking(job.record_driver_name) ? { record_driver_name: driver.name } : {}),
      ...(lacking(job.record_driver_licence) ? { record_driver_licence: driver.licence_number } : {}),
      ...(lacking(job.record_vehicle_registration) ? { record_vehicle_registration: driver.vehicle_registration } : {}),
      ...(lacking(job.record_vehicle_plate) ? { record_vehicle_plate: driver.vehicle_plate_number } : {}),
    };
    if (Object.keys(copies).length > 0) await trx.updateTable('booking_jobs').set(copies).where('id', '=', jobId).execute();
  }

  /**
   * Before the journey: sets the main destination (an hourly hire's) or the sub-contractor. After:
   * appends a correction of the field's latest value. Audited either way, in one transaction.
   */
  async function change(actor: { staff: StaffPrincipal; scope: CompanyScope }, id: number, input: BookingRecordChange): Promise<Result<BookingRecord>> {
    const at = now().toISOString();
    const value = input.value.trim();
    return db.transaction().execute(async (trx) => {
      const row = await find(actor.scope, id, trx);
      if (!row) return fail(404, NOT_FOUND);
      const audit = { companyId: row.company_id, staffId: actor.staff.id, subjectType: 'job' as const, subjectId: row.id, at };
      const earlier = await correctionsOf([row.id], trx);
      const current = earlier.filter((c) => c.field === input.field).at(-1)?.new_value ?? recordValues(row)[input.field];
      if (current === value) return fail(409, BOOKING_RECORD_MESSAGES.sameValue);
      if (isFixed(row)) {
        await trx
          .insertInto('booking_record_corrections')
          .values({ company_id: row.company_id, booking_id: row.booking_id, job_id: row.id, field: input.field, old_value: current, new_value: value, reason: input.reason, staff_id: actor.staff.id, staff_name: actor.staff.name, created_at: at })
          .execute();
        await recordAudit(trx, { ...audit, action: 'job.record_corrected', detail: { booking_number: row.booking_number, leg: row.leg, field: input.field, old_value: current, new_value: value, reason: input.reason } });
      } else {
        const editable = BOOKING_RECORD_EDITABLE.includes(input.field) && !(input.field === 'main_destination' && row.ride_type !== 'H');
        if (!editable) return fail(409, BOOKING_RECORD_MESSAGES.notEditable(input.field));
        if (input.field === 'main_destination') await trx.updateTable('bookings').set({ main_destination: value === '' ? null : value }).where('id', '=', row.booking_id).execute();
        else await trx.updateTable('booking_jobs').set({ subcontracted_to: value === '' ? null : value }).where('id', '=', row.id).execute();
        await recordAudit(trx, { ...audit, action: 'job.record_updated', detail: { booking_number: row.booking_number, leg: row.leg, field: input.field, old_value: current, new_value: value, reason: input.reason } });
      }
      return read(actor.scope, id, trx);
    });
  }

  return { read, lacks, change, view, correctionsOf, rows: recordRows };
}

export type BookingRecords = ReturnType<typeof createBookingRecords>;
