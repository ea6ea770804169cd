/** Registration data and mode of the personal-details step (spec §3, §4 registration mode). */
import { emptyRegistration } from '@kerbside/contract';
import type { RegistrationData, RegistrationMode } from '../../lib/storage';

export const MODE_LABELS: Record<RegistrationMode, string> = {
  guest_login: 'Guest Login',
  new_client: 'New Client',
  existing_client: 'Existing Client',
};

export const MODE_HINTS: Record<RegistrationMode, string> = {
  guest_login: 'Book without an account. We email your booking details.',
  new_client: 'Create an account with a password to see your bookings later.',
  existing_client: 'Sign in with the email and password of your account.',
};

/** Stored data over the defaults, keeping only values of the right type (storage may be stale). */
export function restoreRegistration(stored: unknown): RegistrationData {
  const data = emptyRegistration();
  if (!stored || typeof stored !== 'object') return data;
  const source = stored as Record<string, unknown>;
  const target = data as unknown as Record<string, unknown>;
  for (const key of Object.keys(data)) {
    if (typeof source[key] === typeof target[key]) target[key] = source[key];
  }
  if (data.passengerDetails !== 'yes') data.passengerDetails = 'no';
  return data;
}

/** Guest Login is offered only when GUEST_LOGIN is 'enable' (spec §2). */
export function registrationModes(guestEnabled: boolean): RegistrationMode[] {
  return guestEnabled ? ['guest_login', 'new_client', 'existing_client'] : ['new_client', 'existing_client'];
}

/** The stored mode while it is still offered, else the first one offered. */
export function initialMode(modes: readonly RegistrationMode[], stored: unknown): RegistrationMode {
  if (typeof stored === 'string' && (modes as readonly string[]).includes(stored)) return stored as RegistrationMode;
  return modes[0] ?? 'new_client';
}
