/** When a desk booking is picked up: ASAP's own time, or the form's, checked (pure). */
import { DESK_MESSAGES, type BookingForm, type HourlyRateForm } from '@kerbside/contract';
import { firstBookablePickup, hour24ToHour12, londonLocalToUtc, toLocalDateTime, type LocalDateTime } from '@kerbside/domain';
import { fail, ok, type Result } from '../../http/result.js';

const MAX_DAYS_AHEAD = 366;
/** The form's minutes go in steps of 5: a pickup in the current 5 minutes is not yet past. */
const SLOT_MS = 5 * 60_000;

export type DeskJourney = { bookingType: 'milleage'; bookingForm: BookingForm } | { bookingType: 'hourly'; hourlyRateForm: HourlyRateForm };

const formOf = (j: DeskJourney) => (j.bookingType === 'milleage' ? j.bookingForm : j.hourlyRateForm);

/** The journey with its pickup at `at` (a return keeps its own date and time). */
function withPickup(journey: DeskJourney, at: LocalDateTime): DeskJourney {
  const pickup = { pickup_date: at.date, pickup_hour: hour24ToHour12(Math.floor(at.minute / 60)), pickup_min: String(at.minute % 60).padStart(2, '0') };
  return journey.bookingType === 'milleage'
    ? { bookingType: 'milleage', bookingForm: { ...journey.bookingForm, ...pickup } }
    : { bookingType: 'hourly', hourlyRateForm: { ...journey.hourlyRateForm, ...pickup } };
}

/**
 * ASAP: now plus the lead time, on the next 5-minute mark of London's clock. Pre-booked: the form's
 * time, refused once past (staff may book inside the website's notice, not before now) or more
 * than 12 months ahead.
 */
export function deskPickup(journey: DeskJourney, asap: boolean, now: Date, leadMinutes: number): Result<DeskJourney> {
  if (asap) return ok(withPickup(journey, firstBookablePickup(now, leadMinutes)));
  const form = formOf(journey);
  const at = toLocalDateTime(form.pickup_date, form.pickup_hour, form.pickup_min);
  if (!at) return fail(400, 'Invalid request. Check the pickup date and time.');
  const instant = londonLocalToUtc(at).getTime();
  if (instant + SLOT_MS <= now.getTime()) return fail(422, DESK_MESSAGES.pickupPast);
  if (instant - now.getTime() > MAX_DAYS_AHEAD * 86_400_000) return fail(422, DESK_MESSAGES.pickupTooFar);
  return ok(journey);
}

/** 'YYYY-MM-DD' and 'HH:MM' of the journey's pickup. */
export function pickupOf(journey: DeskJourney): { date: string; time: string } {
  const form = formOf(journey);
  const at = toLocalDateTime(form.pickup_date, form.pickup_hour, form.pickup_min);
  const minute = at?.minute ?? 0;
  return { date: form.pickup_date, time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}` };
}
