/**
 * Whether a card payment is authorised at booking and captured when the journey is done, or charged
 * at booking (pure). A card's bank keeps an authorisation about 7 days (Stripe's documented window
 * for online card payments), so only a booking whose last pickup is within 6 days is authorised:
 * the day to spare covers a late finish and a capture retried. A pickup further ahead is charged at
 * booking, as if the company took payment then.
 */
import type { CaptureMethod } from './card.provider.js';

export type CardCaptureSetting = 'at_booking' | 'at_completion';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an authorisation is kept before it is captured whatever the journey's state. */
export const AUTHORISATION_KEPT_MS = 6 * DAY_MS;

export function captureMethodFor(input: { setting: CardCaptureSetting; lastPickUpAt: Date; now: Date }): CaptureMethod {
  if (input.setting !== 'at_completion') return 'automatic';
  return input.lastPickUpAt.getTime() - input.now.getTime() <= AUTHORISATION_KEPT_MS ? 'manual' : 'automatic';
}
