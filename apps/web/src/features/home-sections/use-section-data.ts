import { useEffect, useState } from 'react';

/**
 * Loads a list for an optional home section with `load` (a module-level function, so it is the same
 * on every render). `null` while loading; a failure is only logged and leaves an empty list (spec §8).
 */
export function useSectionData<T>(load: (signal: AbortSignal) => Promise<{ data: T[] }>, what: string): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((res) => setItems(res.data))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not load ${what}`, error);
        setItems([]);
      });
    return () => controller.abort();
  }, [load, what]);
  return items;
}
