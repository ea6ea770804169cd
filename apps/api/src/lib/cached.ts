/**
 * A value loaded from the database and kept in memory: fresh for `ttlMs`, then served stale while one
 * reload runs, so hot paths (quotes) never wait on the database once warm.
 */
export interface Cached<T> {
  get(): Promise<T>;
  invalidate(): void;
}

export function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): Cached<T> {
  let value: { data: T; loadedAt: number } | null = null;
  let pending: Promise<T> | null = null;

  const reload = () => {
    pending ??= load()
      .then((data) => {
        value = { data, loadedAt: now() };
        return data;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };

  return {
    async get() {
      if (!value) return reload();
      if (now() - value.loadedAt > ttlMs) void reload().catch(() => undefined);
      return value.data;
    },
    invalidate() {
      value = null;
    },
  };
}
