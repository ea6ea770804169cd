/** What the live region says of a new booking (pure). */
import { londonToday } from '@kerbside/domain';
import type { JobListItem } from '@kerbside/contract';
import { formatShortDay } from '../../lib/format';

/** "New booking KB-… at 10:30" today; "New booking KB-… on Sat 7 Mar at 10:30" another day. */
export function newBookingAnnouncement(job: Pick<JobListItem, 'booking_number' | 'pick_up_date' | 'pick_up_time'>, now: Date): string {
  const today = londonToday(now);
  const day = job.pick_up_date === today ? '' : ` on ${formatShortDay(job.pick_up_date, today)}`;
  return `New booking ${job.booking_number}${day} at ${job.pick_up_time}`;
}

/** A desktop notice of a new booking: its number as the title, when and where from as the body. */
export function newBookingNotice(job: Pick<JobListItem, 'booking_number' | 'pick_up_date' | 'pick_up_time' | 'from_address' | 'company_name'>, now: Date) {
  const today = londonToday(now);
  const day = job.pick_up_date === today ? 'Today' : formatShortDay(job.pick_up_date, today);
  return { title: `New booking ${job.booking_number}`, body: `${day} at ${job.pick_up_time} from ${job.from_address}` };
}
