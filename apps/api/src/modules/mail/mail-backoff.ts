/**
 * When a failed mail is tried again, and when it is given up: pure rules, no clock of their own.
 *
 * A mail is given up by its age, not by a count of attempts: a booking confirmation must outlive a
 * relay outage of a long weekend, however many tries that takes. Until then it is retried at most
 * 15 minutes apart, so a relay that comes back delivers the backlog within a quarter of an hour
 * (about 300 attempts over 3 days, cheap for one row each).
 */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 15 * 60_000;
/** Counted from when the mail was queued (created_at). */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;

/** Delay after the given number of failed attempts: 30 s, 1 min, 2 min, … never more than 15 min. */
export function retryDelayMs(failedAttempts: number): number {
  // Capped exponent: 2 ** 1100 is Infinity, and the cap is reached long before 20 doublings anyway.
  const exponent = Math.min(20, Math.max(0, failedAttempts - 1));
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** exponent);
}

/**
 * 'failed' keeps the time it was given up in nextAttemptAt (the outbox's given-up time, read by the
 * health summary).
 */
export type AfterFailure = { status: 'pending'; nextAttemptAt: Date } | { status: 'failed'; nextAttemptAt: Date };

/**
 * What a mail queued at `createdAt` becomes once `failedAttempts` tries have failed, the last at
 * `now`. It is given up only on a failure at or past the retention, so the last try is always made
 * after the retention has run out, never skipped because it would fall just beyond it.
 */
export function afterFailure(failure: { failedAttempts: number; createdAt: Date; now: Date }): AfterFailure {
  const { failedAttempts, createdAt, now } = failure;
  if (now.getTime() - createdAt.getTime() >= GIVE_UP_AFTER_MS) return { status: 'failed', nextAttemptAt: now };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(failedAttempts)) };
}
