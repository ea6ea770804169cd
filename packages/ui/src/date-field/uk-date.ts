/**
 * Dates as a UK office writes them, whatever the browser's locale: 28/11/2026 on screen, 2026-11-28
 * in the value. A browser's own date input shows 11/28/2026 in a US-locale browser.
 */

export const UK_DATE_PROBLEM = 'Enter the date as DD/MM/YYYY, for example 28/11/2026.';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '2026-11-28' → '28/11/2026'; anything else is returned as it is. */
export function ukDateText(iso: string): string {
  const match = ISO.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/**
 * What someone typed, as a value: the ISO date, '' for nothing, or null when it is no date.
 * Takes day, month and year in that order, split by / . - or spaces (28/11/2026, 28.11.26, 1-2-2027),
 * eight digits run together (28112026), or an ISO date pasted in.
 */
export function readUkDate(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  const iso = ISO.exec(typed);
  const parts = iso ? [iso[3], iso[2], iso[1]] : /^\d{8}$/.test(typed) ? [typed.slice(0, 2), typed.slice(2, 4), typed.slice(4)] : typed.split(/[/.\-\s]+/);
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part ?? ''))) return null;
  const [dayText, monthText, yearText] = parts as [string, string, string];
  if (dayText.length > 2 || monthText.length > 2 || (yearText.length !== 2 && yearText.length !== 4)) return null;
  const day = Number(dayText);
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return isRealDate(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}
