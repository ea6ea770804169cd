import { describe, expect, it } from 'vitest';
import type { DriverSession } from '@kerbside/contract';
import { stateAfterCheck, type SessionState } from './session-state';

const SESSION: DriverSession = {
  driver: { id: 7, name: 'Sam Driver' },
  company: { id: 1, name: 'Riverside Executive Cars' },
  vehicle_registration: 'AB12 CDE',
  csrf_token: 'csrf',
  expires_at: '2026-12-28T10:00:00.000Z',
};
const signedIn: SessionState = { status: 'signed-in', session: SESSION };
const checking: SessionState = { status: 'checking' };

describe('the session after /me answers', () => {
  it('is signed in on a session', () => {
    expect(stateAfterCheck(checking, { kind: 'ok', data: SESSION }, null)).toEqual(signedIn);
  });

  it('on a 401 is signed out: "ended" for a phone that was signed in, now or when last opened', () => {
    expect(stateAfterCheck(signedIn, { kind: 'signed-out' }, 'signed-in')).toEqual({ status: 'signed-out', ended: true });
    expect(stateAfterCheck(checking, { kind: 'signed-out' }, 'signed-in')).toEqual({ status: 'signed-out', ended: true });
    expect(stateAfterCheck(checking, { kind: 'signed-out' }, 'ended')).toEqual({ status: 'signed-out', ended: true });
    expect(stateAfterCheck({ status: 'offline' }, { kind: 'signed-out' }, null)).toEqual({ status: 'signed-out', ended: true });
  });

  it('on a 401 is the first-time signed-out screen for a phone never signed in, or signed out on purpose', () => {
    expect(stateAfterCheck(checking, { kind: 'signed-out' }, null)).toEqual({ status: 'signed-out', ended: false });
  });

  it('keeps a signed-in phone signed in without signal or on a server fault', () => {
    expect(stateAfterCheck(signedIn, { kind: 'offline' }, 'signed-in')).toBe(signedIn);
    expect(stateAfterCheck(signedIn, { kind: 'failed', status: 503, message: null }, 'signed-in')).toBe(signedIn);
  });

  it('opened without signal: "offline" if it was signed in, else the signed-out screen', () => {
    expect(stateAfterCheck(checking, { kind: 'offline' }, 'signed-in')).toEqual({ status: 'offline' });
    expect(stateAfterCheck(checking, { kind: 'offline' }, null)).toEqual({ status: 'signed-out', ended: false });
    expect(stateAfterCheck(checking, { kind: 'offline' }, 'ended')).toEqual({ status: 'signed-out', ended: true });
  });
});
