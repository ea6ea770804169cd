/** Reading amounts and text on the page. */

/** Pence as the site shows them: 1250 → '£12.50'. */
export const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** Text to match literally inside a RegExp ('£12.50' → '£12\.50'). */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
