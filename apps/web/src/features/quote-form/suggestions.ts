/** Address suggestion lists for the pickup, drop-off and stop fields (spec §2 Home). */
import { LIMITS, type AddressSuggestion, type Stop } from '@kerbside/contract';

const MAX_SAVED = 5;
const MAX_TOTAL = 10;

/** Saved places whose address contains the text, ignoring case; the first few when it is empty. */
export function filterSaved(saved: readonly AddressSuggestion[], text: string): AddressSuggestion[] {
  const needle = text.trim().toLowerCase();
  const hits = needle ? saved.filter((s) => s.address.toLowerCase().includes(needle)) : saved;
  return hits.slice(0, MAX_SAVED).map((s) => ({ ...s, kind: 'saved' as const }));
}

/** Saved places first, then search results, without repeating an address. */
export function mergeSuggestions(
  saved: readonly AddressSuggestion[],
  remote: readonly AddressSuggestion[],
): AddressSuggestion[] {
  const seen = new Set<string>();
  const out: AddressSuggestion[] = [];
  for (const s of [...saved, ...remote]) {
    const key = s.address.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
  }
  return out.slice(0, MAX_TOTAL);
}

/**
 * The stop's street search (spec §2 and §9): what the visitor typed in the street field, from the
 * first character, at most 5 suggestions, preferring places within ±0.1° of them.
 */
export const STOP_SEARCH = {
  minChars: 1,
  limit: LIMITS.autocomplete.maxSuggestions,
  window: LIMITS.stopLookupWindowDegrees,
} as const;

const POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i;
const HOUSE_NUMBER = /^(\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?)[\s,]+/;

/**
 * Splits a picked suggestion into the stop's fields: a leading house number, a full UK postcode,
 * and the rest as the street. Parts the suggestion lacks keep what the visitor typed.
 */
export function stopFromSuggestion(address: string, current: Stop): Stop {
  let rest = address.replace(/,?\s*(United Kingdom|UK)\s*$/i, '').trim();
  let postcode = current.postcode;
  const pc = POSTCODE.exec(rest);
  if (pc) {
    postcode = `${pc[1]} ${pc[2]}`.toUpperCase();
    rest = rest.replace(pc[0], '');
  }
  let number = current.number;
  const nr = HOUSE_NUMBER.exec(rest);
  if (nr?.[1]) {
    number = nr[1];
    rest = rest.slice(nr[0].length);
  }
  const street = rest
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return { street_name: street || current.street_name, number, postcode };
}

const KIND_LABELS: Record<NonNullable<AddressSuggestion['kind']>, string> = {
  saved: 'Saved place',
  airport: 'Airport',
  station: 'Station',
  town: 'Town',
  postcode: 'Postcode',
  place: 'Place',
  address: 'Address',
};

export function kindLabel(kind: AddressSuggestion['kind']): string | undefined {
  return kind ? KIND_LABELS[kind] : undefined;
}
