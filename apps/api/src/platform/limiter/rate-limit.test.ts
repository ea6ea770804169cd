import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit.js';

describe('createMemoryRateLimiter', () => {
  const rule = { name: 'login:ip', limit: 3, windowSeconds: 60 };

  it('allows the limit, then refuses until the window ends', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, '1.2.3.4')).allowed).toBe(true);
    const refused = await limiter.hit(rule, '1.2.3.4');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(60);
    expect((await limiter.hit(rule, '5.6.7.8')).allowed).toBe(true);
    t = 60_000;
    expect((await limiter.hit(rule, '1.2.3.4')).allowed).toBe(true);
  });

  it('counts subjects case-insensitively (emails)', async () => {
    const limiter = createMemoryRateLimiter();
    const one = { ...rule, limit: 1 };
    await limiter.hit(one, 'Ada@Example.com');
    expect((await limiter.hit(one, 'ada@example.com')).allowed).toBe(false);
  });

  it('gives back one count of the current window, never below zero', async () => {
    const limiter = createMemoryRateLimiter(() => 0);
    for (let i = 0; i < 3; i++) await limiter.hit(rule, 'x');
    await limiter.undo(rule, 'x');
    expect((await limiter.hit(rule, 'x')).allowed).toBe(true);
    expect((await limiter.hit(rule, 'x')).allowed).toBe(false);
    await limiter.undo(rule, 'never-hit');
    for (let i = 0; i < 5; i++) await limiter.undo(rule, 'y');
    for (let i = 0; i < 3; i++) expect((await limiter.hit(rule, 'y')).allowed).toBe(true);
    expect((await limiter.hit(rule, 'y')).allowed).toBe(false);
  });

  it('peeks at what a hit would be told without counting one', async () => {
    let t = 0;
    const limiter = createMemoryRateLimiter(() => t);
    expect(await limiter.peek(rule, 'p')).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 0 });
    for (let i = 0; i < 2; i++) await limiter.hit(rule, 'p');
    t = 10_000;
    for (let i = 0; i < 5; i++) expect(await limiter.peek(rule, 'P')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect((await limiter.hit(rule, 'p')).allowed).toBe(true);
    expect(await limiter.peek(rule, 'p')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 50 });
    t = 60_000;
    expect((await limiter.peek(rule, 'p')).allowed).toBe(true);
  });
});
