/** How the app words a job's facts: money, the journey, the status. */
import type { DriverJob, JobStatus } from '@kerbside/contract';

export function money(pence: number, symbol: string): string {
  return `${symbol}${(pence / 100).toFixed(2)}`;
}

/** 'SW1A → Heathrow TW6', or the hours of an hourly hire. */
export function journeyOf(job: DriverJob): string {
  const from = job.kind === 'offer' ? job.pick_up_area : job.pick_up_address;
  const to = job.kind === 'offer' ? job.drop_off_area : job.drop_off_address;
  if (job.ride_type === 'H') return `${from} · hourly hire${job.hourly_duration ? `, ${job.hourly_duration}` : ''}`;
  return to ? `${from} → ${to}` : from;
}

const STATUS_WORDS: Record<JobStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  driver_assigned: 'Yours',
  on_the_way: 'On your way',
  arrived: 'Arrived',
  passenger_on_board: 'Passenger on board',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

export function statusWords(status: JobStatus): string {
  return STATUS_WORDS[status];
}

/** 'Today 14:30', 'Sat 29 Nov 09:15' (London). */
export function whenOf(job: Pick<DriverJob, 'pick_up_date' | 'pick_up_time'>, today: string): string {
  if (job.pick_up_date === today) return `Today ${job.pick_up_time}`;
  const date = new Date(`${job.pick_up_date}T12:00:00Z`);
  const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
  return `${day} ${job.pick_up_time}`;
}
