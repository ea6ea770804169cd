/**
 * A value loaded from the database and kept in memory: fresh for `ttlMs`, then served stale while one
 * reload runs, so hot paths (quotes) never wait on the database once warm.
 */
export interface Cached<T> {
  get(): Promise<T>;
  /** Forgets the value; a load that began before this call is not kept (it may have read the old data). */
  invalidate(): void;
}

export function cached<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): Cached<T> {
  let value: { data: T; loadedAt: number } | null = null;
  let pending: Promise<T> | null = null;
  let generation = 0;

  const reload = (): Promise<T> => {
    if (pending) return pending;
    const started = generation;
    const loading = load()
      .then((data) => {
        if (started !== generation) return reload();
        value = { data, loadedAt: now() };
        return data;
      })
      .finally(() => {
        if (pending === loading) pending = null;
      });
    pending = loading;
    return loading;
  };

  return {
    async get() {
      if (!value) return reload();
      if (now() - value.loadedAt > ttlMs) void reload().catch(() => undefined);
      return value.data;
    },
    invalidate() {
      generation += 1;
      value = null;
      pending = null;
    },
  };
}
