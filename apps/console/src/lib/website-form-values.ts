/**
 * What a console form's boxes become in the website's journey form (the contract's rules then check
 * them): shared by the price check (Prices) and the New booking screen.
 */

/** 15 → '3pm', 0 → '12am', 12 → '12pm': the hour as the website's forms hold it. */
export function hour12(hour: number): string {
  if (hour === 0) return '12am';
  if (hour === 12) return '12pm';
  return hour < 12 ? `${hour}am` : `${hour - 12}pm`;
}

/** A count typed in a box; NaN for what is none, which the website's form rules refuse. */
export const typedCount = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
