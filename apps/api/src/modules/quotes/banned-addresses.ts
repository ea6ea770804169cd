/** Operator's banned addresses: a pattern matches an address text or a postcode, ignoring case and spaces. */
const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');

export function isBanned(patterns: readonly string[], candidates: ReadonlyArray<string | null | undefined>): boolean {
  const texts = candidates.filter((c): c is string => !!c).map(squash);
  return patterns.some((pattern) => {
    const p = squash(pattern);
    return p.length > 0 && texts.some((t) => t.includes(p));
  });
}
