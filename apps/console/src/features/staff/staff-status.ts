/** Where a staff member stands, in words and a badge tone (pure). */
import type { StaffMember } from '@kerbside/contract';
import type { BadgeTone } from '../../components/badge';

export type StaffStatus = 'active' | 'invited' | 'invite_expired' | 'deactivated';

export function staffStatus(member: StaffMember, now: Date): StaffStatus {
  if (!member.active) return 'deactivated';
  if (!member.pending) return 'active';
  const expires = member.invite_expires_at === null ? NaN : Date.parse(member.invite_expires_at);
  return expires > now.getTime() ? 'invited' : 'invite_expired';
}

export const STAFF_STATUS_BADGES: Record<StaffStatus, { label: string; tone: BadgeTone; note?: string }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'info', note: 'Has not set a password yet' },
  invite_expired: { label: 'Invitation expired', tone: 'warning', note: 'Send a new link' },
  deactivated: { label: 'Deactivated', tone: 'neutral', note: 'Cannot sign in' },
};
