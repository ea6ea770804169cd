/**
 * Folds text for matching: lower case, no accents, apostrophes dropped ("King's" = "kings"),
 * '&' read as 'and', any other punctuation a single space.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function tokenize(normalized: string): string[] {
  return normalized === '' ? [] : normalized.split(' ');
}

const COUNTRY = String.raw`(?:u\.?k\.?|united\s+kingdom|great\s+britain|britain|g\.?b\.?|england|scotland|wales|northern\s+ireland)`;
/** After a comma any name of the country or its nations: 'Paddington, UK', 'Cardiff, Wales'. */
const COUNTRY_AFTER_COMMA = new RegExp(String.raw`(?<=[^\s,])\s*,\s*${COUNTRY}[\s.,]*$`, 'i');
/**
 * Without a comma only the state's short names: a nation or 'Great Britain' also ends the names
 * of places people look for ('Bank of England', 'Prince of Wales', 'SS Great Britain').
 */
const STATE_AS_LAST_WORD = /(?<=[^\s,])\s+(?:u\.?k\.?|united\s+kingdom|g\.?b\.?)[\s.,]*$/i;

/**
 * The text without a country written after it ('Paddington, UK' → 'Paddington'; 'London, England,
 * UK' → 'London'). A country alone ('Wales') is a place someone may be looking for and stays.
 */
export function withoutCountry(text: string): string {
  let rest = text.trim();
  for (;;) {
    const shorter = rest.replace(COUNTRY_AFTER_COMMA, '').replace(STATE_AS_LAST_WORD, '');
    if (shorter === rest) return rest;
    rest = shorter;
  }
}
