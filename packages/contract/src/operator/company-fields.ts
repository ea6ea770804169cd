/**
 * A company's UK phone number: liberal in what it accepts (spaces, dashes, brackets, +44, 0044 or
 * 0), stored in one international form with the usual grouping, so mails and the console agree (pure).
 */

/** The national number (without 0) written in its usual groups after +44. */
function grouped(national: string): string {
  const at = (...cuts: number[]) => {
    const parts: string[] = [];
    let from = 0;
    for (const cut of cuts) {
      parts.push(national.slice(from, cut));
      from = cut;
    }
    parts.push(national.slice(from));
    return `+44 ${parts.join(' ')}`;
  };
  // London, Southampton, Portsmouth, Coventry, Cardiff, Northern Ireland: 2x xxxx xxxx.
  if (national.startsWith('2')) return at(2, 6);
  // Mobiles, pagers and personal numbers: 7xxx xxxxxx.
  if (national.startsWith('7')) return at(4);
  // Big cities (0113…0118, 0121…0191) have a three-digit code: 1x1 xxx xxxx and 11x xxx xxxx.
  if (/^1(1\d|\d1)/.test(national)) return at(3, 6);
  // Other geographic numbers: 1xxx xxxxxx (nine-digit ones: 1xxx xxxxx).
  if (national.startsWith('1')) return at(4);
  // Non-geographic (03, 08, 09): 3xx xxx xxxx.
  return at(3, 6);
}

/**
 * '020 7946 0101', '+44 (0)20 7946 0101', '00442079460101' → '+44 20 7946 0101';
 * '07700 900123' → '+44 7700 900123'. Null when it is not a UK number.
 */
export function normaliseUkPhone(typed: string): string | null {
  const compact = typed.replace(/[\s().\-/]/g, '');
  const match = /^(?:(?:\+|00)440?|0)([1-9]\d{8,9})$/.exec(compact);
  if (!match) return null;
  const national = match[1]!;
  // Only 01 numbers may have nine digits after the 0 (a few small exchanges); every other range has ten.
  if (national.length === 9 && !national.startsWith('1')) return null;
  // 04 and 06 are not in use.
  if (/^[46]/.test(national)) return null;
  return grouped(national);
}

/**
 * A UK VAT registration number in its one stored form, or null when it is not one: 'GB' and 9
 * digits, or 12 for a branch (a government department's 'GBGD' and a health authority's 'GBHA' have
 * 3); 'XI' for Northern Ireland. Spaces, dots and dashes are dropped and a number given without its
 * prefix gets 'GB': 'gb 123 4567 89' and '123456789' → 'GB123456789'. Only the form is checked.
 */
export function normaliseUkVatNumber(typed: string): string | null {
  const compact = typed.replace(/[\s.-]/g, '').toUpperCase();
  const prefixed = /^\d+$/.test(compact) ? `GB${compact}` : compact;
  return /^(GB|XI)(\d{9}|\d{12})$/.test(prefixed) || /^GB(GD|HA)\d{3}$/.test(prefixed) ? prefixed : null;
}
