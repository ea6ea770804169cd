/** Whether staff can send a driver a sign-in link to the driver app, and what they are told (pure). */
import type { Driver } from '@kerbside/contract';

/** Why the link cannot be sent now, in words that say what to do; null: it can. The API refuses both (422). */
export function signInLinkBlocker(driver: Pick<Driver, 'active' | 'email'>): string | null {
  if (!driver.active) return 'The driver is deactivated. Reactivate them to send a sign-in link.';
  if (!driver.email) return 'The driver has no email address. Add one with Edit, then send the link.';
  return null;
}

export function signInLinkSent(sentTo: string): string {
  return `Sign-in link sent to ${sentTo}. It works once, for 15 minutes.`;
}
