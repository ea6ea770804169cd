/** `withQuery('/x', { q: 'a b', page: 2, skip: undefined })` → '/x?q=a+b&page=2' (empty values left out). */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
