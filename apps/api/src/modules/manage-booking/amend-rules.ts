/**
 * Whether a passenger may amend their booking now, and each leg as the amend form starts from it
 * (pure; no I/O). Online changes stop at the company's cut-off before the first pickup to come, and
 * once any leg has left the dispatcher's hands (on the way, finished) or been cancelled: the
 * journey is then priced as booked, and a half-used or half-cancelled booking is the company's call.
 */
import { MANAGE_BOOKING_MESSAGES, type AmendLeg, type ManagedAmendment } from '@kerbside/contract';
import { formatLondonDayTime, hour24ToHour12, isFinishedJob } from '@kerbside/domain';
import { type JobRow, legExtras } from '../dispatch/index.js';
import type { ManagedBookingRow } from './manage-booking.repository.js';

const AMENDABLE: ReadonlySet<JobRow['status']> = new Set(['new', 'accepted', 'driver_assigned']);
const HOUR_MS = 3_600_000;

export interface AmendCheck {
  blocked: string | null;
  /** The last instant a change is taken online; null when nothing is left to come. */
  until: Date | null;
}

type Row = Pick<ManagedBookingRow, 'status' | 'amend_cutoff_hours' | 'company_name' | 'company_phone' | 'flight_no' | 'return_flight_no' | 'ride_type'>;

export function amendCheck(row: Row, legs: JobRow[], now: Date): AmendCheck {
  const upcoming = legs.filter((leg) => !isFinishedJob(leg.status));
  const first = upcoming[0];
  const until = first ? new Date(Date.parse(first.pick_up_at) - row.amend_cutoff_hours * HOUR_MS) : null;
  const { company_name: company, company_phone: phone } = row;
  const blocked =
    row.status === 'cancelled' || legs.every((leg) => leg.status === 'cancelled')
      ? MANAGE_BOOKING_MESSAGES.alreadyCancelled
      : !until || legs.some((leg) => !AMENDABLE.has(leg.status))
        ? MANAGE_BOOKING_MESSAGES.amendNotPossible(company, phone)
        : now.getTime() >= until.getTime()
          ? MANAGE_BOOKING_MESSAGES.amendCutoffPassed(company, phone)
          : null;
  return { blocked, until };
}

export function amendmentOf(check: AmendCheck, cutoffHours: number, now: Date): ManagedAmendment {
  const hours = `${cutoffHours} hour${cutoffHours === 1 ? '' : 's'} before the pickup`;
  const when = check.until ? formatLondonDayTime(check.until, now) : null;
  const terms = !when ? '' : check.blocked === null ? `Changes can be made online until ${when} (${hours}).` : `Changes could be made online until ${when} (${hours}).`;
  return { possible: check.blocked === null, blocked: check.blocked, until: check.until?.toISOString() ?? null, terms };
}

/** The leg as the form starts from it: London date, '3pm', minutes, the raw party and extras; null once it cannot change. */
export function amendableLeg(leg: JobRow, row: Row): AmendLeg | null {
  if (!AMENDABLE.has(leg.status)) return null;
  const e = legExtras(leg);
  const [hour, minute] = leg.pick_up_time.split(':');
  const flight = leg.leg === 'outbound' ? row.flight_no : row.return_flight_no;
  return {
    pickup_date: leg.pick_up_date,
    pickup_hour: hour24ToHour12(Number(hour)),
    pickup_min: minute ?? '00',
    flight_no: flight ?? '',
    // An hourly hire's form asks for no party: it is kept as 0, and offered as 1.
    passengers: Math.max(1, e.passengers),
    luggages: e.luggage,
    hand_luggages: e.hand_luggage,
    meet_and_greet: e.meet_and_greet ? 'yes' : 'no',
    baby_seats: e.baby_seats,
    booster_seats: e.booster_seats,
    wheel_chair: e.wheelchair ? 'yes' : 'no',
    special_luggage: e.special_luggage,
    waiting_min: e.waiting_minutes,
  };
}
