/** When a failed mail is tried again: pure rules, no clock of their own. */
export const MAX_ATTEMPTS = 8;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;

/** Delay after the given number of failed attempts: 30 s, 1 min, 2 min, … never more than 1 h. */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** exponent);
}

export type AfterFailure = { status: 'pending'; nextAttemptAt: Date } | { status: 'failed'; nextAttemptAt: Date };

/** What a mail becomes once `failedAttempts` tries have failed, the last at `now`. */
export function afterFailure(failedAttempts: number, now: Date): AfterFailure {
  if (failedAttempts >= MAX_ATTEMPTS) return { status: 'failed', nextAttemptAt: now };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(failedAttempts)) };
}
