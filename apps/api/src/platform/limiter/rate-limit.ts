/**
 * Rate limits: one interface, two stores: in this process by default, Redis when REDIS_URL is set
 * so several API instances share the counts. The rules themselves are in limits.ts.
 */
export interface RateRule {
  /** Stable name, part of the counter key, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What a refused caller is told (a wait time is added); a general 'too many requests' when absent. */
  message?: string;
}

export interface RateDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one attempt for `subject` (an IP address, an email) under the rule. The in-process
   * store answers at once, without a promise, so the quote path pays no extra microtask for it.
   */
  hit(rule: RateRule, subject: string): RateDecision | Promise<RateDecision>;
  /**
   * Gives back one counted attempt of the current window, for an attempt that turned out to be
   * legitimate (a right password): counting before the work keeps concurrent guesses from slipping
   * through, and giving back afterwards leaves only the failures counted.
   */
  undo(rule: RateRule, subject: string): Promise<void>;
  /**
   * What a hit would be told now, without counting one: for a check that must respect a limit
   * but not add to it (a replayed request's password, see password-checks.ts).
   */
  peek(rule: RateRule, subject: string): Promise<RateDecision>;
  /**
   * For /api/health: whether the shared store answers (Redis PING, within its short timeout).
   * The in-process store has nothing to reach and is always true. Never throws.
   */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Fixed-window counters in memory, a map per rule; windows are swept as they expire. */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  type Window = { count: number; resetAt: number };
  const rules = new Map<string, Map<string, Window>>();
  let lastSweep = now();
  const windowsOf = (rule: RateRule) => {
    let windows = rules.get(rule.name);
    if (!windows) rules.set(rule.name, (windows = new Map<string, Window>()));
    return windows;
  };
  return {
    hit(rule, subject) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const windows of rules.values()) for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
        lastSweep = t;
      }
      const windows = windowsOf(rule);
      const key = subject.toLowerCase();
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
    async undo(rule, subject) {
      const window = rules.get(rule.name)?.get(subject.toLowerCase());
      if (window && window.resetAt > now() && window.count > 0) window.count -= 1;
    },
    async peek(rule, subject) {
      const t = now();
      const window = rules.get(rule.name)?.get(subject.toLowerCase());
      const count = window && window.resetAt > t ? window.count : 0;
      const allowed = count < rule.limit;
      return {
        allowed,
        remaining: Math.max(0, rule.limit - count),
        retryAfterSeconds: allowed || !window ? 0 : Math.ceil((window.resetAt - t) / 1000),
      };
    },
    ping: async () => true,
    async close() {
      rules.clear();
    },
  };
}
