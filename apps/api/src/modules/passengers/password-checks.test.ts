import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter } from '../../http/rate-limit.js';
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
});
