/** How a job reads on the board and its detail page: words for the stored codes (pure). */
import { JOB_STATUS_LABELS, type JobLeg, type JobListItem, type JobStatus } from '@kerbside/contract';
import type { BadgeTone } from '../../components/badge';

/** New needs someone to act; cancelled and no-show are ends that went wrong; completed went right. */
export const STATUS_TONES: Record<JobStatus, BadgeTone> = {
  new: 'warning',
  accepted: 'info',
  driver_assigned: 'info',
  on_the_way: 'info',
  arrived: 'info',
  passenger_on_board: 'info',
  completed: 'success',
  no_show: 'danger',
  cancelled: 'danger',
};

export const statusLabel = (status: JobStatus): string => JOB_STATUS_LABELS[status];

/** One leg of a return journey. */
export const legLabel = (leg: JobLeg): string => (leg === 'return' ? 'Return leg' : 'Outbound leg');

/** What kind of journey a job is: a one-way transfer is not an outbound leg of anything. */
export function journeyLabel(job: Pick<JobListItem, 'leg' | 'ride_type'>, legCount: number): string {
  if (job.ride_type === 'H') return 'Hourly hire';
  return legCount > 1 ? legLabel(job.leg) : 'One way';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '4hour' → 'Hourly hire, 4 hours'; an unreadable duration → 'Hourly hire'. */
export function hourlyHireLabel(duration: string | null): string {
  const hours = Number.parseInt(duration ?? '', 10);
  return Number.isFinite(hours) && hours > 0 ? `Hourly hire, ${plural(hours, 'hour', 'hours')}` : 'Hourly hire';
}

/** Where the job goes: the drop-off, or for an hourly hire how long it lasts. */
export function destinationText(job: Pick<JobListItem, 'ride_type' | 'hourly_duration' | 'to_address'>): string {
  if (job.ride_type === 'H' || job.to_address === null) return hourlyHireLabel(job.hourly_duration);
  return job.to_address;
}

/** '2 passengers, 1 suitcase'; a count of none is left out (an hourly hire asks for neither): ''. */
export function peopleAndLuggage(passengers: number, luggage: number): string {
  return [passengers > 0 && plural(passengers, 'passenger', 'passengers'), luggage > 0 && plural(luggage, 'suitcase', 'suitcases')].filter(Boolean).join(', ');
}

/** 'Saloon', or 'Saloon × 2' when the booking takes more than one vehicle. */
export function vehicleText(category: string, quantity: number): string {
  return quantity > 1 ? `${category} × ${quantity}` : category;
}

/** 'Sam Carter · AB12 CDE', or 'No driver'. */
export function driverText(driver: JobListItem['driver']): string {
  return driver ? `${driver.name} · ${driver.registration}` : 'No driver';
}

/** '+1 stop', '+2 stops', or nothing. */
export function stopsText(stops: number): string {
  return stops > 0 ? `+${plural(stops, 'stop', 'stops')}` : '';
}
