import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter } from '../../platform/limiter/index.js';
import { createPasswordChecks } from './password-checks.js';

const verifyPassword = vi.fn(async (_hash: string | null | undefined, password: string) => password === 'right');
vi.mock('./passwords.js', () => ({ verifyPassword: (hash: string | null | undefined, password: string) => verifyPassword(hash, password) }));

const limits = {
  perAddress: { name: 'test:ip', limit: 5, windowSeconds: 60 },
  perEmail: { name: 'test:email', limit: 3, windowSeconds: 900 },
};

beforeEach(() => verifyPassword.mockClear());

describe('createPasswordChecks', () => {
  it('refuses before hashing once the email has used its guesses', async () => {
    const checks = createPasswordChecks(createMemoryRateLimiter(), limits);
    const attempt = (address: string, password = 'wrong') => checks.check({ address, email: 'Ada@Example.com', storedHash: 'h', password });
    for (let i = 0; i < 3; i++) expect(await attempt(`10.0.0.${i}`)).toBe('mismatch');
    expect(verifyPassword).toHaveBeenCalledTimes(3);
    const refused = await attempt('10.0.0.9', 'right');
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(typeof refused === 'object' && refused.retryAfterSeconds).toBeGreaterThan(800);
    // No hash was computed for the refused guess.
    expect(verifyPassword).toHaveBeenCalledTimes(3);
  });

  it('counts concurrent guesses before any of them is checked', async () => {
    const checks = createPasswordChecks(createMemoryRateLimiter(), limits);
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, i) => checks.check({ address: `10.1.0.${i}`, email: 'x@example.com', storedHash: 'h', password: 'wrong' })));
    expect(verdicts.filter((v) => v === 'mismatch')).toHaveLength(3);
    expect(verifyPassword).toHaveBeenCalledTimes(3);
  });

  it('gives the count back for a right password', async () => {
    const checks = createPasswordChecks(createMemoryRateLimiter(), limits);
    for (let i = 0; i < 10; i++) expect(await checks.check({ address: '10.2.0.1', email: 'ok@example.com', storedHash: 'h', password: 'right' })).toBe('match');
  });

  it('does not count a refused address against the email', async () => {
    const checks = createPasswordChecks(createMemoryRateLimiter(), limits);
    for (let i = 0; i < 5; i++) await checks.check({ address: '10.3.0.1', email: `u${i}@example.com`, storedHash: 'h', password: 'wrong' });
    expect(await checks.check({ address: '10.3.0.1', email: 'owner@example.com', storedHash: 'h', password: 'right' })).toMatchObject({ status: 429 });
    expect(await checks.check({ address: '10.3.0.2', email: 'owner@example.com', storedHash: 'h', password: 'right' })).toBe('match');
  });

  it('gives back an attempt refused before its check: after a burst of right passwords the account is checked again', async () => {
    const checks = createPasswordChecks(createMemoryRateLimiter(), limits);
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => checks.check({ address: `10.4.0.${i}`, email: 'busy@example.com', storedHash: 'h', password: 'right' })));
    expect(burst.filter((v) => v === 'match')).toHaveLength(3);
    expect(await checks.check({ address: '10.4.1.1', email: 'busy@example.com', storedHash: 'h', password: 'right' })).toBe('match');
    // Wrong passwords still lock the account after exactly its limit.
    for (let i = 0; i < 3; i++) expect(await checks.check({ address: `10.4.2.${i}`, email: 'busy@example.com', storedHash: 'h', password: 'wrong' })).toBe('mismatch');
    expect(await checks.check({ address: '10.4.3.1', email: 'busy@example.com', storedHash: 'h', password: 'right' })).toMatchObject({ status: 429 });
  });

  it('a replayed password: right ones never count against the email, even many at once; a wrong one does; a locked account is refused before hashing', async () => {
    const checks = createPasswordChecks(createMemoryRateLimiter(), limits);
    const replay = (address: string, password: string) => checks.checkReplay({ address, email: 'ada@example.com', storedHash: 'h', password });
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => replay(`10.5.0.${i}`, 'right')));
    expect(burst).toEqual(Array(5).fill('match'));
    for (let i = 0; i < 3; i++) expect(await replay(`10.5.1.${i}`, 'wrong')).toBe('mismatch');
    verifyPassword.mockClear();
    expect(await replay('10.5.2.1', 'right')).toMatchObject({ status: 429 });
    expect(await checks.check({ address: '10.5.2.2', email: 'ada@example.com', storedHash: 'h', password: 'right' })).toMatchObject({ status: 429 });
    expect(verifyPassword).not.toHaveBeenCalled();
    // Per address a replay counts as any check: 5 at once from one address is the limit.
    const fromOne = await Promise.all(Array.from({ length: 6 }, () => checks.checkReplay({ address: '10.5.3.1', email: 'other@example.com', storedHash: 'h', password: 'wrong' })));
    expect(fromOne.filter((v) => v === 'mismatch')).toHaveLength(5);
  });
});
