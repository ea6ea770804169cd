/**
 * A fresh or restored hourly form. The spec's defaults (today, 12am, 00) are always in the past, so
 * the pickup starts at the first bookable slot instead (decision 7); 4 hours as the spec says.
 */
import { HOURLY_DURATIONS, HOURLY_HOURS, type HourlyRateForm, type UserLocation } from '@kerbside/contract';
import { pickupNotBefore, type LondonTime } from './pickup-slot';
import { normaliseMinute } from './time-options';

export const DEFAULT_DURATION = '4hour';

export function defaultHourlyForm(slot: LondonTime): HourlyRateForm {
  return { pickup_date: slot.date, pickup_duration: DEFAULT_DURATION, pickup_hour: slot.hour, pickup_min: slot.min, pickup: '' };
}

function location(value: unknown): UserLocation | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { lat, lon } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : undefined;
}

/**
 * Keeps stored values of the right shape (the address, the duration, a pickup still ahead); a
 * pickup earlier than the first bookable slot, or not a time at all, moves forward to it.
 */
export function restoreHourlyForm(stored: unknown, slot: LondonTime): HourlyRateForm {
  const base = defaultHourlyForm(slot);
  if (!stored || typeof stored !== 'object') return base;
  const s = stored as Record<string, unknown>;
  const form: HourlyRateForm = {
    pickup_date: typeof s.pickup_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.pickup_date) ? s.pickup_date : '',
    pickup_duration:
      typeof s.pickup_duration === 'string' && HOURLY_DURATIONS.includes(s.pickup_duration)
        ? s.pickup_duration
        : base.pickup_duration,
    pickup_hour: typeof s.pickup_hour === 'string' && HOURLY_HOURS.includes(s.pickup_hour) ? s.pickup_hour : '',
    pickup_min: normaliseMinute(s.pickup_min, ''),
    pickup: typeof s.pickup === 'string' ? s.pickup : '',
  };
  if (typeof s.pickup_place_id === 'string') form.pickup_place_id = s.pickup_place_id;
  if (typeof s.main_destination === 'string') form.main_destination = s.main_destination;
  if (s.assistance_dog === 'yes') form.assistance_dog = 'yes';
  const userLocation = location(s.userLocation);
  if (userLocation) form.userLocation = userLocation;
  return pickupNotBefore(form, slot);
}
