/**
 * Money helpers. Amounts are integer pence everywhere except at the edges (operator settings
 * typed in pounds, card amounts, display).
 */

/**
 * Rounds to a whole number, half away from zero. The value is first trimmed to 12 significant
 * digits so float noise such as 100.49999999999999 (from 1.005 * 100) rounds as the decimal
 * value people typed.
 */
export function roundHalfUp(value: number): number {
  if (Number.isInteger(value)) return value + 0; // the common case on the quote path; -0 → 0
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const clean = Number(value.toPrecision(12));
  const rounded = clean < 0 ? -Math.round(-clean) : Math.round(clean);
  return rounded + 0; // turns -0 into 0
}

/** '12.5' → 1250. Non-numeric, non-finite or negative values give 0. */
export function poundsToPence(value: string | number): number {
  const pounds = typeof value === 'number' ? value : parseDecimal(value);
  if (!Number.isFinite(pounds) || pounds < 0) return 0;
  return roundHalfUp(pounds * 100);
}

function parseDecimal(text: string): number {
  const trimmed = text.trim();
  // Number('') is 0 and Number('0x1f') is 31: accept plain decimals only.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** 1234 → 12.34 */
export function penceToPounds(pence: number): number {
  return roundHalfUp(pence) / 100;
}

/**
 * 1234 → '£12.34'; with roundOff, whole pounds rounded half up: 1250 → '£13'.
 * Negative amounts read '-£12.34'. No thousands separators.
 */
export function formatPounds(pence: number, currency = '£', roundOff = false): string {
  const whole = roundHalfUp(pence);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  if (roundOff) return `${sign}${currency}${Math.floor((abs + 50) / 100)}`;
  const pounds = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${currency}${pounds}.${rest}`;
}

/** 12.5 → 13, 12.49 → 12 (spec §9: displayed prices and card amounts rounded to whole pounds). */
export function roundWholePounds(amountPounds: number): number {
  return roundHalfUp(amountPounds);
}
