/**
 * Whether a driver may take a job: theirs to take (the job's company), active, licensed on the
 * pick-up date with their vehicle's plate, MOT and insurance still valid then (issue 27 §5), and
 * free at that time, or the dispatcher confirmed the overlap after being told. Assign, Offer,
 * accepting an offer, the nearest-drivers panel and auto-offer all ask here.
 */
import { OPERATOR_MESSAGES, type AssignDriverRequest } from '@kerbside/contract';
import { expiredDocumentOn, expiredDocumentReason, jobBusyMinutes, windowsOverlap } from '@kerbside/domain';
import { fail, ok, type Failure, type Result } from '../../http/result.js';
import { NOT_FOUND } from '../../platform/company-scope/index.js';
import type { JobRow } from './job-rows.js';
import type { DriverForAssignment, JobsRepository } from './jobs.repository.js';

export interface OverlappingJob {
  job_id: number;
  booking_number: string;
  status: JobRow['status'];
  pick_up_date: string;
  pick_up_time: string;
  pick_up_at: string;
  busy_until: string;
  from_address: string;
  to_address: string | null;
}

/** The longest a job can keep a driver busy (a 24-hour hire): how far back another job may start and still overlap. */
const LONGEST_JOB_MS = 24 * 60 * 60_000;

export async function assignment(
  jobs: Pick<JobsRepository, 'findDriver' | 'driverJobsBetween'>,
  job: JobRow,
  input: AssignDriverRequest,
  /** London's today, to say whether a document has expired already or will by the pick-up. */
  today: string,
): Promise<Result<{ driver: DriverForAssignment; overlapping: OverlappingJob[] }> | (Failure & { overlapping: OverlappingJob[] })> {
  const driver = await jobs.findDriver(job.company_id, input.driver_id);
  if (!driver) return fail(404, NOT_FOUND);
  if (!driver.isActive) return fail(422, OPERATOR_MESSAGES.driverInactive);
  // Every expiry is the last valid day; pick-up dates are London dates, like them. The PHV licence is said as the others are.
  const expired = expiredDocumentOn(driver.documents, job.pick_up_date);
  if (expired) return fail(422, expiredDocumentReason(driver.name, expired, today));

  const start = Date.parse(job.pick_up_at);
  const mine = { startMs: start, minutes: jobBusyMinutes(job.ride_type, job.hourly_duration, job.journey_seconds) };
  const nearby = await jobs.driverJobsBetween(
    driver.id,
    { from: new Date(start - LONGEST_JOB_MS).toISOString(), until: new Date(start + mine.minutes * 60_000).toISOString() },
    job.id,
  );
  const overlapping = nearby.flatMap((other) => {
    const theirs = { startMs: Date.parse(other.pickUpAt), minutes: jobBusyMinutes(other.rideType, other.hourlyDuration, other.journeySeconds) };
    if (!windowsOverlap(mine, theirs)) return [];
    return [
      {
        job_id: other.id,
        booking_number: other.bookingNumber,
        status: other.status,
        pick_up_date: other.pickUpDate,
        pick_up_time: other.pickUpTime,
        pick_up_at: other.pickUpAt,
        busy_until: new Date(theirs.startMs + theirs.minutes * 60_000).toISOString(),
        from_address: other.fromAddress,
        to_address: other.toAddress,
      },
    ];
  });
  if (overlapping.length > 0 && !input.confirm_overlap) return { ok: false, status: 409, message: OPERATOR_MESSAGES.driverBusy, overlapping };
  return ok({ driver, overlapping });
}
