import { useEffect, useState } from 'react';
import type { Ok } from '@kerbside/contract';
import { api } from '../../lib/api-client';

/**
 * Loads a list for an optional home section. `null` while loading; a failure is only logged and
 * leaves an empty list (spec §8).
 */
export function useSectionData<T>(path: string, what: string): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Ok<T[]>>(path, { signal: controller.signal })
      .then((res) => setItems(res.data))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Could not load ${what}`, error);
        setItems([]);
      });
    return () => controller.abort();
  }, [path, what]);
  return items;
}
