/**
 * Money and numbers as the Prices page shows and takes them: pounds text ('2.40') ⇄ integer pence,
 * read digit by digit so no float arithmetic ever creeps in ('0.29' is 29p, never 28.999…).
 * What is not a number becomes NaN, which the contract's tariff rules refuse with their own message.
 */

/** Pounds with at most two decimals; an optional £, spaces and thousands commas: '2.4', '£1,200.50', '-3'. */
const POUNDS = /^(-?)\s*£?\s*(\d{1,12}|(?=\.\d))(?:\.(\d{0,2}))?$/;

/** '2.40' → 240, '.5' → 50, '-1' → -100; NaN for '', 'abc' or '2.405'. */
export function poundsTextToPence(typed: string): number {
  const match = POUNDS.exec(typed.trim().replace(/,(?=\d{3}\b)/g, ''));
  if (!match) return Number.NaN;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return Number.NaN;
  const pence = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && pence !== 0 ? -pence : pence;
}

/** 240 → '2.40', 5 → '0.05', 0 → '0.00'. */
export function penceToPoundsText(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A plain decimal ('12', '2.5', '15%'); NaN for anything else, so '' never turns into 0. */
export function numberText(typed: string): number {
  const text = typed.trim().replace(/\s*%$/, '');
  return /^-?(\d+(\.\d+)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** 1320 → '22:00'; the end of the day (1440) is midnight, '00:00' (a window ending then means the same). */
export function minuteToTime(minute: number): string {
  const inDay = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** '22:00' → 1320; NaN for what is not a time of day. */
export function timeToMinute(typed: string): number {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(typed.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** '25/12/2026' → '2026-12-25'; an ISO date and anything else are kept as typed (the tariff rules judge them). */
export function isoDateOf(typed: string): string {
  const text = typed.trim();
  const british = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!british) return text;
  return `${british[3]}-${british[2]!.padStart(2, '0')}-${british[1]!.padStart(2, '0')}`;
}

/** Dates typed one a line (or separated by commas or spaces), each as an ISO date. */
export function datesOfText(typed: string): string[] {
  return typed
    .split(/[\s,;]+/)
    .filter((part) => part !== '')
    .map(isoDateOf);
}
