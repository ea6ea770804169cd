import { graceMinutes } from '@kerbside/contract';
import { useSettings } from '../../app/settings-provider';
import { firstBookableSlot, type LondonTime } from './pickup-slot';

/** The first bookable slot at a given moment, with the operator's GRACE_TIME (decision 7). */
export function useFirstSlot(): (now: Date) => LondonTime {
  const grace = graceMinutes(useSettings());
  return (now) => firstBookableSlot(now, grace);
}
