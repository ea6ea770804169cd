import { describe, it, expect } from 'vitest';
import { afterFailure, GIVE_UP_AFTER_MS, MAX_RETRY_MS, retryDelayMs } from './mail-backoff.js';

const QUEUED = new Date('2026-12-01T09:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(QUEUED.getTime() + ms);

describe('mail retry schedule', () => {
  it('doubles from 30 s after each failure', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n) / 1000)).toEqual([30, 60, 120, 240, 480]);
  });

  it('never waits more than 15 minutes', () => {
    expect(MAX_RETRY_MS).toBe(15 * 60_000);
    expect(retryDelayMs(6)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(0)).toBe(30_000);
    for (const n of [7, 30, 300, 1_100, 1e6]) expect(retryDelayMs(n)).toBe(MAX_RETRY_MS);
  });

  it('schedules the next try from the time of the failure', () => {
    expect(afterFailure({ failedAttempts: 1, createdAt: QUEUED, now: QUEUED })).toEqual({ status: 'pending', nextAttemptAt: at(30_000) });
    expect(afterFailure({ failedAttempts: 3, createdAt: QUEUED, now: at(HOUR) })).toEqual({ status: 'pending', nextAttemptAt: at(HOUR + 120_000) });
  });

  it('keeps retrying through an outage of 71 hours, however many attempts that took', () => {
    expect(GIVE_UP_AFTER_MS).toBe(72 * HOUR);
    const next = afterFailure({ failedAttempts: 290, createdAt: QUEUED, now: at(71 * HOUR) });
    expect(next).toEqual({ status: 'pending', nextAttemptAt: at(71 * HOUR + MAX_RETRY_MS) });
    expect(afterFailure({ failedAttempts: 400, createdAt: QUEUED, now: at(72 * HOUR - 1) }).status).toBe('pending');
  });

  it('gives up on the first failure 3 days after the mail was queued, whatever the count', () => {
    expect(afterFailure({ failedAttempts: 290, createdAt: QUEUED, now: at(72 * HOUR) })).toEqual({ status: 'failed', nextAttemptAt: at(72 * HOUR) });
    // A mail first tried late (the sender was down) is judged by its age too.
    expect(afterFailure({ failedAttempts: 1, createdAt: QUEUED, now: at(80 * HOUR) }).status).toBe('failed');
  });

  it('over a whole outage, tries at least every 15 minutes until given up after 3 days', () => {
    let now = QUEUED;
    let attempts = 0;
    for (;;) {
      attempts++;
      const next = afterFailure({ failedAttempts: attempts, createdAt: QUEUED, now });
      if (next.status === 'failed') break;
      expect(next.nextAttemptAt.getTime() - now.getTime()).toBeLessThanOrEqual(MAX_RETRY_MS);
      now = next.nextAttemptAt;
    }
    expect(now.getTime() - QUEUED.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(now.getTime() - QUEUED.getTime()).toBeLessThan(GIVE_UP_AFTER_MS + MAX_RETRY_MS);
    expect(attempts).toBeGreaterThan(280);
    expect(attempts).toBeLessThan(300);
  });
});
