import { describe, it, expect } from 'vitest';
import { afterFailure, MAX_ATTEMPTS, retryDelayMs } from './mail-backoff.js';

const NOW = new Date('2026-12-01T09:00:00Z');

describe('mail retry schedule', () => {
  it('doubles from 30 s after each failure', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n) / 1000)).toEqual([30, 60, 120, 240, 480, 960, 1920]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
    expect(retryDelayMs(0)).toBe(30_000);
  });

  it('schedules the next try from the time of the failure', () => {
    expect(afterFailure(1, NOW)).toEqual({ status: 'pending', nextAttemptAt: new Date('2026-12-01T09:00:30Z') });
    expect(afterFailure(3, NOW)).toEqual({ status: 'pending', nextAttemptAt: new Date('2026-12-01T09:02:00Z') });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect(afterFailure(7, NOW).status).toBe('pending');
    expect(afterFailure(8, NOW).status).toBe('failed');
    expect(afterFailure(9, NOW).status).toBe('failed');
  });
});
