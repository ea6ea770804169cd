/** A fresh or restored hourly form (spec §3: today, 4hour, 12am, 00). */
import { HOURLY_DURATIONS, HOURLY_HOURS, type HourlyRateForm, type UserLocation } from '@kerbside/contract';
import { normaliseMinute } from './time-options';

export const HOURLY_DEFAULTS = { pickup_duration: '4hour', pickup_hour: '12am', pickup_min: '00' } as const;

export function defaultHourlyForm(today: string): HourlyRateForm {
  return { pickup_date: today, ...HOURLY_DEFAULTS, pickup: '' };
}

function location(value: unknown): UserLocation | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { lat, lon } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : undefined;
}

/** Keeps stored values of the right shape; a date that has passed becomes today. */
export function restoreHourlyForm(stored: unknown, today: string): HourlyRateForm {
  const base = defaultHourlyForm(today);
  if (!stored || typeof stored !== 'object') return base;
  const s = stored as Record<string, unknown>;
  const date = typeof s.pickup_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s.pickup_date) ? s.pickup_date : today;
  const form: HourlyRateForm = {
    pickup_date: date < today ? today : date,
    pickup_duration:
      typeof s.pickup_duration === 'string' && HOURLY_DURATIONS.includes(s.pickup_duration)
        ? s.pickup_duration
        : base.pickup_duration,
    pickup_hour:
      typeof s.pickup_hour === 'string' && HOURLY_HOURS.includes(s.pickup_hour) ? s.pickup_hour : base.pickup_hour,
    pickup_min: normaliseMinute(s.pickup_min, base.pickup_min),
    pickup: typeof s.pickup === 'string' ? s.pickup : '',
  };
  if (typeof s.pickup_place_id === 'string') form.pickup_place_id = s.pickup_place_id;
  const userLocation = location(s.userLocation);
  if (userLocation) form.userLocation = userLocation;
  return form;
}
