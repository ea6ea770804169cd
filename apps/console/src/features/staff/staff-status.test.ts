import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@kerbside/contract';
import { staffStatus } from './staff-status';

const member: StaffMember = {
  id: 1,
  name: 'Dee',
  email: 'dee@example.com',
  role: 'dispatcher',
  company: { id: 1, name: 'Riverside' },
  active: true,
  pending: false,
  invite_expires_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  last_sign_in_at: null,
};
const now = new Date('2026-03-01T12:00:00.000Z');

describe('a staff member’s status', () => {
  it('is active once they have a password, deactivated whatever else', () => {
    expect(staffStatus(member, now)).toBe('active');
    expect(staffStatus({ ...member, active: false, pending: true, invite_expires_at: '2026-03-02T00:00:00.000Z' }, now)).toBe('deactivated');
  });

  it('is invited while their link works, and says when it has expired', () => {
    expect(staffStatus({ ...member, pending: true, invite_expires_at: '2026-03-01T12:00:01.000Z' }, now)).toBe('invited');
    expect(staffStatus({ ...member, pending: true, invite_expires_at: '2026-03-01T12:00:00.000Z' }, now)).toBe('invite_expired');
    expect(staffStatus({ ...member, pending: true, invite_expires_at: null }, now)).toBe('invite_expired');
  });
});
