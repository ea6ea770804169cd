/** The corporate session kept in local storage by the sign-in screen (spec §6). */
import type { Passenger } from '@kerbside/contract';
import { readStored, removeStored } from '../../lib/storage';

export interface CorporateSession {
  token: string;
  passenger: Passenger;
}

/** The stored session, or null when part of it is missing or it has plainly expired. */
export function readSession(now: Date = new Date()): CorporateSession | null {
  const token = readStored('accessToken');
  const passenger = readStored('passenger');
  if (!token || !passenger || typeof passenger.passenger_id !== 'number') return null;
  if (hasExpired(readStored('accessTokenExpiresAt'), now)) return null;
  return { token, passenger };
}

/** True only for a readable expiry in the past; no or unreadable expiry leaves it to the server. */
export function hasExpired(expiresAt: string | null, now: Date): boolean {
  if (!expiresAt) return false;
  const time = Date.parse(expiresAt);
  return Number.isFinite(time) && time <= now.getTime();
}

export function clearSession(): void {
  removeStored('accessToken');
  removeStored('accessTokenExpiresAt');
  removeStored('passenger');
}

/** '/login?redirect=%2Fbookings%3Fpage%3D2': the sign-in screen brings the passenger back here. */
export function loginPath(intended: string): string {
  return `/login?redirect=${encodeURIComponent(intended)}`;
}
