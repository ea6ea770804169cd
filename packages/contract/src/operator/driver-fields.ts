/**
 * A driver's UK mobile number and vehicle registration: liberal in what they accept (spaces,
 * dashes, +44 or 0, lower case), one stored form each, so the console and the API agree (pure).
 */

/** '07700 900123', '+44 (0)7700-900123', '447700900123' → '+447700900123'; null when not a UK mobile. */
export function normaliseUkMobile(typed: string): string | null {
  const compact = typed.replace(/[\s().-]/g, '');
  const match = /^(?:(?:\+|00)?440?|0)(7\d{9})$/.exec(compact);
  return match ? `+44${match[1]}` : null;
}

/** The formats issued since 1963, written with their usual space; others (dateless, cherished) as typed. */
const SPACED_FORMATS: readonly [RegExp, number][] = [
  [/^[A-Z]{2}\d{2}[A-Z]{3}$/, 4], // current: AB12 CDE
  [/^[A-Z]\d{1,3}[A-Z]{3}$/, -3], // prefix: A123 BCD
  [/^[A-Z]{3}\d{1,3}[A-Z]$/, 3], // suffix: ABC 123D
];

/**
 * 'ab12cde' → 'AB12 CDE'. Any GB or Northern Ireland plate: 2 to 7 letters and digits, at least
 * one of each. A format with a usual space gets it; any other keeps the spaces (or dashes) as typed,
 * as single spaces.
 * Null when it cannot be a registration.
 */
export function normaliseUkRegistration(typed: string): string | null {
  const spaced = typed.toUpperCase().replace(/[\s-]+/g, ' ').trim();
  const compact = spaced.replace(/ /g, '');
  if (!/^[A-Z0-9]{2,7}$/.test(compact) || !/[A-Z]/.test(compact) || !/\d/.test(compact)) return null;
  for (const [format, at] of SPACED_FORMATS) {
    if (format.test(compact)) return `${compact.slice(0, at)} ${compact.slice(at)}`;
  }
  return spaced;
}
