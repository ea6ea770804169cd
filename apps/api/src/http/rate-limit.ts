/**
 * Rate limits for the sensitive calls (login, email check, password reset). One interface, two
 * stores: in this process by default, Redis when REDIS_URL is set so several API instances share
 * the counts.
 */
export interface RateRule {
  /** Stable name, part of the counter key, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `subject` (an IP address, an email) under the rule. */
  hit(rule: RateRule, subject: string): Promise<RateDecision>;
  close(): Promise<void>;
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Fixed-window counters in memory; windows are swept as they expire. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(rule, subject) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
        lastSweep = t;
      }
      const key = `${rule.name}:${subject.toLowerCase()}`;
      let window = windows.get(key);
      if (!window || window.resetAt <= t) {
        window = { count: 0, resetAt: t + rule.windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - window.count),
        retryAfterSeconds: allowed ? 0 : Math.ceil((window.resetAt - t) / 1000),
      };
    },
    async close() {
      windows.clear();
    },
  };
}
