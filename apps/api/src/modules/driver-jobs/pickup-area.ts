/**
 * The area of an address, for an offer a driver has not accepted yet: where, roughly, without the
 * street. A UK postcode gives its town and outward code ('10 Downing Street, London SW1A 2AA' →
 * 'London SW1A'); otherwise the last part of the address that does not start with a house number
 * ('12 Acacia Avenue, Oxford' → 'Oxford', 'London Heathrow Airport Terminal 5' as it is), and ''
 * when every part does. Pure.
 */
const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*\d[A-Z]{2}\b/i;

export function areaOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const withPostcode = parts.findIndex((part) => POSTCODE.test(part));
  if (withPostcode >= 0) {
    const part = parts[withPostcode]!;
    const outward = POSTCODE.exec(part)![1]!.toUpperCase();
    // The town: the words before the postcode in the same part, else the part before it.
    const before = part.slice(0, part.search(POSTCODE)).trim();
    const town = before && !/\d/.test(before) ? before : withPostcode > 0 && !/\d/.test(parts[withPostcode - 1]!) ? parts[withPostcode - 1]! : '';
    return town ? `${town} ${outward}` : outward;
  }
  // A part that starts with a number is a house (or flat); a place's name may end with one (Terminal 5).
  return parts.filter((part) => !/^(flat\s+)?\d/i.test(part)).at(-1) ?? '';
}
