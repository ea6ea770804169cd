/** Operator's banned addresses: a pattern matches an address text or a postcode, ignoring case and spaces. */
const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/** Patterns in the squashed form isBanned compares; prepare them once when they load. */
export function preparePatterns(patterns: readonly string[]): string[] {
  return patterns.map(squash).filter((p) => p.length > 0);
}

export function isBanned(prepared: readonly string[], candidates: ReadonlyArray<string | null | undefined>): boolean {
  const texts = candidates.filter((c): c is string => !!c).map(squash);
  return prepared.some((p) => texts.some((t) => t.includes(p)));
}
