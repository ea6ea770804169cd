import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the address, so Back, a reload and a copied link show the same
 * list. `values` holds each filter ('' when unset); `apiQuery` is the query of the API call (the filters set, and the page after the first).
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, search.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);

  const apiQuery: Record<string, string> = {};
  for (const key of keys) if (values[key]) apiQuery[key] = values[key];
  if (page > 1) apiQuery.page = String(page);

  /** New filter values (empty removes one); back to the first page. */
  function update(changes: Partial<Record<K, string>>): void {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setSearch(next);
  }

  /** The address (search part) of another page of the same list. */
  function pageHref(to: number): string {
    const next = new URLSearchParams(search);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    const text = next.toString();
    return text ? `?${text}` : '?';
  }

  return {
    values,
    page,
    apiQuery,
    /** The list's own search part ('?status=new'), to come back to it from a detail page. */
    search: search.toString() ? `?${search.toString()}` : '',
    filtered: keys.some((key) => values[key] !== ''),
    update,
    clear: () => setSearch(new URLSearchParams()),
    pageHref,
  };
}
