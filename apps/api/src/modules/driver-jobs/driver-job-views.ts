/**
 * A job as its driver sees it (pure): an offer in outline (areas, not addresses), an assigned job in
 * full. What the driver collects in the car comes from dispatch's account of the journey.
 */
import type { DriverAssignedJob, DriverOfferJob } from '@kerbside/contract';
import { legExtras, toJobListItem, type JobRow } from '../dispatch/index.js';
import { areaOf } from './pickup-area.js';
import type { OfferRecord } from './job-offers.repository.js';

/** The statuses of a job its driver is doing or about to do. */
export const DRIVER_ACTIVE_STATUSES = ['driver_assigned', 'on_the_way', 'arrived', 'passenger_on_board'] as const;

export const isDriversJob = (job: Pick<JobRow, 'driver_id' | 'status'>, driverId: number) =>
  job.driver_id === driverId && (DRIVER_ACTIVE_STATUSES as readonly string[]).includes(job.status);

function common(job: JobRow) {
  return {
    id: job.id,
    leg: job.leg,
    pick_up_at: job.pick_up_at,
    pick_up_date: job.pick_up_date,
    pick_up_time: job.pick_up_time,
    ride_type: job.ride_type,
    hourly_duration: job.hourly_duration,
    vehicle_category: job.category_name,
    fare_pence: job.amount_pence,
    currency_symbol: job.currency_symbol,
  };
}

export function offerView(job: JobRow, offer: OfferRecord): DriverOfferJob {
  return {
    kind: 'offer',
    ...common(job),
    pick_up_area: areaOf(job.from_address),
    drop_off_area: job.to_address === null ? null : areaOf(job.to_address),
    offer: { id: offer.id, offered_at: offer.offered_at, expires_at: offer.expires_at, seconds: offer.seconds },
  };
}

export function assignedView(job: JobRow, more: { stops: string[]; collectPence: number }): DriverAssignedJob {
  return {
    kind: 'assigned',
    ...common(job),
    status: job.status,
    booking_number: job.booking_number,
    pick_up_address: job.from_address,
    drop_off_address: job.to_address,
    stops: more.stops,
    passenger: { name: job.passenger_name, phone: job.passenger_contact_no },
    flight_no: toJobListItem(job).flight_no,
    extras: legExtras(job),
    notes: job.additional_info,
    payment: { method: job.payment_method, collect_pence: more.collectPence },
  };
}
