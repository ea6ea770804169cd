import { describe, expect, it } from 'vitest';
import type { JobOffer } from '@kerbside/contract';
import { offerStateText, secondsLeft } from './offer-state';

const offer: JobOffer = {
  id: 1,
  job_id: 2,
  driver: { id: 3, name: 'Sam Driver' },
  offered_at: '2026-12-01T09:00:00.000Z',
  expires_at: '2026-12-01T09:01:00.000Z',
  seconds: 60,
  state: 'open',
  answered_at: null,
  offered_by: 'Dee Spatcher',
};
const at = (iso: string) => Date.parse(iso);

describe("the job page's offer", () => {
  it('counts down the seconds left, then says nobody answered', () => {
    expect(offerStateText(offer, at('2026-12-01T09:00:15.000Z'))).toBe('Offered to Sam Driver — 45 s left');
    expect(offerStateText(offer, at('2026-12-01T09:00:59.200Z'))).toBe('Offered to Sam Driver — 1 s left');
    expect(offerStateText(offer, at('2026-12-01T09:01:00.000Z'))).toBe('No answer from Sam Driver in 60 s');
    expect(secondsLeft(offer, at('2026-12-01T09:05:00.000Z'))).toBe(0);
  });

  it('says when the system made the offer (auto-offer)', () => {
    expect(offerStateText({ ...offer, offered_by: null }, at('2026-12-01T09:00:15.000Z'))).toBe('Offered automatically to Sam Driver — 45 s left');
  });

  it('says how a closed offer ended', () => {
    expect(offerStateText({ ...offer, state: 'declined' }, 0)).toBe('Declined by Sam Driver');
    expect(offerStateText({ ...offer, state: 'timed_out' }, 0)).toBe('No answer from Sam Driver in 60 s');
    expect(offerStateText({ ...offer, state: 'withdrawn' }, 0)).toBe('Offer to Sam Driver withdrawn');
  });
});
