/** Whether a driver's private-hire licence lets them drive today (pure; dates are YYYY-MM-DD, London). */
import { addDays } from './london-time.js';

export type LicenceStatus = 'valid' | 'expires_soon' | 'expired';

/** A licence ending within this many days is flagged so the operator renews it in time. */
export const LICENCE_WARNING_DAYS = 30;

/**
 * `expiry` is the last day the licence is valid: it is 'expired' from the next day, and
 * 'expires_soon' from LICENCE_WARNING_DAYS before it (the expiry day itself included).
 * Both dates are YYYY-MM-DD, so they compare as text.
 */
export function licenceStatus(expiry: string, today: string): LicenceStatus {
  if (expiry < today) return 'expired';
  if (expiry <= addDays(today, LICENCE_WARNING_DAYS)) return 'expires_soon';
  return 'valid';
}
