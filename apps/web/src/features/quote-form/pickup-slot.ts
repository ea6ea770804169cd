/**
 * The first bookable slot (docs/decisions/0007-first-bookable-slot.md): the default pickup of both
 * home forms, and the earliest time a pickup the visitor has not set moves forward to.
 */
import { firstBookablePickup, hour24ToHour12, toLocalDateTime, type LocalDateTime } from '@kerbside/domain';

/** A London wall-clock time as the forms keep it: YYYY-MM-DD, 12-hour text ('3pm'), minute text ('05'). */
export interface LondonTime {
  date: string;
  hour: string;
  min: string;
}

export function toLondonTime(at: LocalDateTime): LondonTime {
  return {
    date: at.date,
    hour: hour24ToHour12(Math.floor(at.minute / 60)),
    min: String(at.minute % 60).padStart(2, '0'),
  };
}

/** now + GRACE_TIME rounded up to 5 minutes, in London: the earliest pickup the price calls accept. */
export function firstBookableSlot(now: Date, graceMinutes: number): LondonTime {
  return toLondonTime(firstBookablePickup(now, graceMinutes));
}

/** True when `time` is not a valid time or is earlier on London's clock than `than`. */
export function isEarlier(time: LondonTime, than: LondonTime): boolean {
  const a = toLocalDateTime(time.date, time.hour, time.min);
  const b = toLocalDateTime(than.date, than.hour, than.min);
  if (!a || !b) return a === null;
  return a.date < b.date || (a.date === b.date && a.minute < b.minute);
}

interface Pickup {
  pickup_date: string;
  pickup_hour: string;
  pickup_min: string;
}

export const pickupOf = (form: Pickup): LondonTime => ({ date: form.pickup_date, hour: form.pickup_hour, min: form.pickup_min });

/** The form with its pickup moved to `slot` if it is earlier (or not a time at all); else the same form. */
export function pickupNotBefore<F extends Pickup>(form: F, slot: LondonTime): F {
  if (!isEarlier(pickupOf(form), slot)) return form;
  return { ...form, pickup_date: slot.date, pickup_hour: slot.hour, pickup_min: slot.min };
}
