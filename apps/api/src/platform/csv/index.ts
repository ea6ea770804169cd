/**
 * CSV that opens cleanly in Excel: UTF-8 with a byte-order mark (else Excel reads it as the local
 * code page and '£' breaks), CRLF line ends, RFC 4180 quoting, and cells that a spreadsheet would
 * run as a formula neutralised (OWASP CSV injection). Every export of the console writes with these.
 */
export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

/** What a spreadsheet would take as the start of a formula (and tab or CR, which some strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: a leading formula character gets a single quote before it; quotes when needed. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>) => cells.map(csvCell).join(',') + CRLF;
