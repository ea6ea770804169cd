/**
 * A card payment authorised at booking and captured when the journey is done (the company's
 * card_capture 'at_completion'), as the console's job page, the manage page and the receipt show it.
 */
import { z } from 'zod';

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
