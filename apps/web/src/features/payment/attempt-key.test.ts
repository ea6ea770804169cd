import { describe, expect, it } from 'vitest';
import { attemptFor, newAttemptKey } from './attempt-key';

describe('attemptFor', () => {
  const makeKey = () => 'fresh-key-0001';

  it('reuses the stored key for the same booking (retry, double click)', () => {
    const stored = { key: 'stored-key-0001', fingerprint: 'abc' };
    expect(attemptFor('abc', stored, makeKey)).toBe(stored);
  });

  it('makes a new key for a changed booking or when none is stored', () => {
    expect(attemptFor('def', { key: 'stored-key-0001', fingerprint: 'abc' }, makeKey)).toEqual({
      key: 'fresh-key-0001',
      fingerprint: 'def',
    });
    expect(attemptFor('abc', null, makeKey).key).toBe('fresh-key-0001');
    expect(attemptFor('abc', { key: 'short', fingerprint: 'abc' }, makeKey).key).toBe('fresh-key-0001');
  });
});

describe('newAttemptKey', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('uses crypto.randomUUID when there is one', () => {
    expect(newAttemptKey()).toMatch(uuid);
  });

  it('builds a version-4 UUID from random bytes outside secure contexts', () => {
    const source = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => { new Uint8Array((a as unknown as Uint8Array).buffer).fill(0xff); return a; } };
    expect(newAttemptKey(source as Pick<Crypto, 'getRandomValues'>)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
