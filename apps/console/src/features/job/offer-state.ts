/** What the job page says of its offer (pure): "Offered to Sam Driver — 45 s left", or how it ended. */
import { offerOutcomeText, type JobOffer } from '@kerbside/contract';

/** Whole seconds left at `nowMs`, never below 0. */
export const secondsLeft = (offer: Pick<JobOffer, 'expires_at'>, nowMs: number) => Math.max(0, Math.ceil((Date.parse(offer.expires_at) - nowMs) / 1000));

export function offerStateText(offer: JobOffer, nowMs: number): string {
  if (offer.state === 'open') {
    const left = secondsLeft(offer, nowMs);
    return left > 0 ? `Offered${offer.offered_by === null ? ' automatically' : ''} to ${offer.driver.name} — ${left} s left` : offerOutcomeText({ ...offer, state: 'timed_out' })!;
  }
  return offerOutcomeText(offer) ?? `Accepted by ${offer.driver.name}`;
}
