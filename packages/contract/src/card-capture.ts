/**
 * A card payment authorised at booking and captured when the journey is done (the company's
 * card_capture 'at_completion'), as the console's job page, the manage page and the receipt show it.
 */
import { z } from 'zod';
import { formatPounds } from '@kerbside/domain';

export const cardCaptureSchema = z.object({
  /**
   * 'authorised': held on the card, taken when the journey is completed; 'captured': taken;
   * 'released': nothing was due, the hold was let go; 'expired': the card's bank let it go first.
   */
  status: z.enum(['authorised', 'captured', 'released', 'expired']),
  /** 'authorised': what will be taken (the fare less refunds), pence; otherwise what was taken. */
  pence: z.number().int(),
  /** ISO 8601 UTC, once captured or released. */
  captured_at: z.string().nullable(),
});
export type CardCaptureState = z.infer<typeof cardCaptureSchema>;

/** The payment's line: 'Card authorised, £42.00 — taken when the journey is completed', or 'Paid by card' with its amount. */
export function cardCaptureLine(capture: CardCaptureState, currencySymbol: string): { label: string; value: string } {
  const money = formatPounds(capture.pence, currencySymbol);
  switch (capture.status) {
    case 'authorised':
      return { label: 'Card authorised', value: `${money} — taken when the journey is completed` };
    case 'captured':
      return { label: 'Paid by card', value: money };
    case 'released':
      return { label: 'Card authorisation', value: 'Released — nothing was taken' };
    case 'expired':
      return { label: 'Card authorisation', value: 'Expired before it was taken — nothing was taken' };
  }
}

/** The same line as one sentence. */
export function cardCaptureSentence(capture: CardCaptureState, currencySymbol: string): string {
  const line = cardCaptureLine(capture, currencySymbol);
  return `${line.label}, ${line.value.charAt(0).toLowerCase()}${line.value.slice(1)}`;
}
