/** Tables of dispatch (jobs on the board, drivers), merged into the Database type in db/schema.ts. */
import type { Generated, Selectable } from 'kysely';

export type JobLeg = 'outbound' | 'return';
export type JobStatus = 'new' | 'accepted' | 'driver_assigned' | 'on_the_way' | 'arrived' | 'passenger_on_board' | 'completed' | 'no_show' | 'cancelled';

/** One row per leg of a booking: a return journey is two jobs, each dispatched on its own. */
export interface BookingJobsTable {
  id: Generated<number>;
  booking_id: number;
  company_id: number;
  leg: JobLeg;
  /** The pick-up instant, UTC ISO text: the board sorts and filters by it. */
  pick_up_at: string;
  /** YYYY-MM-DD and HH:MM, London, as the passenger chose them. */
  pick_up_date: string;
  pick_up_time: string;
  from_address: string;
  to_address: string | null;
  status: JobStatus;
  driver_id: number | null;
  cancel_reason: string | null;
  updated_at: string;
  /** When each step happened, UTC ISO text (migration 0024; null: not taken, or before 0024 without an audit entry). */
  accepted_at: string | null;
  /** The current driver's assignment. */
  assigned_at: string | null;
  on_the_way_at: string | null;
  arrived_at: string | null;
  on_board_at: string | null;
  completed_at: string | null;
  no_show_at: string | null;
  cancelled_at: string | null;
  /**
   * The booking record's allocation (migration 0044), written with each assignment: who dispatched
   * ('staff', or 'driver_offer': the driver accepted an offer), when the driver was first allocated
   * (assigned_at is the current driver's), and the driver's and vehicle's details copied at that
   * moment. Null before a driver, and for jobs under way before 0044.
   */
  dispatched_by: Generated<'staff' | 'driver_offer' | null>;
  dispatched_by_staff_id: Generated<number | null>;
  dispatched_by_name: Generated<string | null>;
  first_assigned_at: Generated<string | null>;
  record_driver_name: Generated<string | null>;
  record_driver_licence: Generated<string | null>;
  record_vehicle_registration: Generated<string | null>;
  record_vehicle_plate: Generated<string | null>;
  /** The operator this leg was sub-contracted to, as the office writes it; null: not sub-contracted. */
  subcontracted_to: Generated<string | null>;
}

export interface DriversTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  mobile: string;
  /** Private-hire driver licence. */
  licence_number: string;
  /** YYYY-MM-DD: the last day the licence is valid. */
  licence_expiry: string;
  vehicle_registration: string;
  /** A category name of the company's fleet, e.g. 'Executive'. */
  vehicle_category: string;
  is_active: number;
  created_at: string;
  /** Where a sign-in link is sent (migration 0034); null: none given. */
  email: string | null;
  /** What the passenger is told to look for, e.g. 'Toyota' and 'silver' (migration 0038); '' when not given. */
  vehicle_make: Generated<string>;
  vehicle_colour: Generated<string>;
  /** The driver's photo, a media_files row of kind 'driver' (migration 0041); null: none. */
  photo_media_id: Generated<number | null>;
  /** Documents (migration 0043), on the driver's row while a driver has one vehicle: '' or null when not recorded. */
  /** Who issued the PHV licence, e.g. 'Transport for London'. */
  licence_authority: Generated<string>;
  dvla_licence_number: Generated<string>;
  /** YYYY-MM-DD, the last valid day, like every expiry below. */
  dvla_licence_expiry: Generated<string | null>;
  /** The day of the enhanced DBS check. */
  dbs_check_date: Generated<string | null>;
  /** The vehicle's PHV licence (plate). */
  vehicle_plate_number: Generated<string>;
  vehicle_plate_expiry: Generated<string | null>;
  mot_expiry: Generated<string | null>;
  /** Insurance for hire and reward. */
  insurance_expiry: Generated<string | null>;
}

/** What staff added to a completed job: waiting, parking, an extra stop, a toll, or the cash taken (migration 0029). */
export interface JobExtrasTable {
  id: Generated<number>;
  job_id: number;
  booking_id: number;
  company_id: number;
  kind: 'waiting' | 'parking' | 'extra_stop' | 'toll' | 'cash';
  /** Waiting only: the minutes waited, and those charged. */
  minutes: number | null;
  charged_minutes: number | null;
  amount_pence: number;
  note: Generated<string>;
  staff_id: number | null;
  created_at: string;
  /** Taken off as a mistake: it no longer counts (null: it counts). */
  removed_at: string | null;
  removed_by: number | null;
  remove_reason: string | null;
}

/** A correction of a job's booking record once its journey started (migration 0044): appended, never overwritten. */
export interface BookingRecordCorrectionsTable {
  id: Generated<number>;
  company_id: number;
  booking_id: number;
  job_id: number;
  /** A contract BookingRecordField. */
  field: string;
  old_value: string;
  new_value: string;
  reason: string;
  staff_id: number | null;
  staff_name: string;
  created_at: string;
}

export interface DispatchTables {
  booking_jobs: BookingJobsTable;
  booking_record_corrections: BookingRecordCorrectionsTable;
  drivers: DriversTable;
  job_extras: JobExtrasTable;
}

export type BookingJobRow = Selectable<BookingJobsTable>;
export type DriverRow = Selectable<DriversTable>;
