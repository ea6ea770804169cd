import { describe, expect, it } from 'vitest';
import type { ManagedBooking } from '@kerbside/contract';
import { cancelledNotice, cancelledText, cancelSentences, partyText, paymentLines } from './booking-words';
import { managedBooking } from './managed-booking-fixture';

const now = new Date('2026-12-01T09:00:00Z');

const booking = managedBooking;

describe('cancelSentences', () => {
  it('says a free cancellation gives the whole card payment back', () => {
    expect(cancelSentences(booking(), now)).toEqual(['Cancelling now is free of charge.', 'You get £80.00 back to the card you paid with. Banks take 5 to 10 working days to show it.']);
  });

  it('names the fee, when the free window ended, and the rest back to the card', () => {
    expect(cancelSentences(booking({}, { fee_pence: 4000, refund_pence: 4000 }), now)).toEqual([
      'Free cancellation ended on Wed 2 Dec, 10:30, so a fee of £40.00 (50% of the fare) applies.',
      'You get £40.00 back to the card you paid with. Banks take 5 to 10 working days to show it.',
    ]);
  });

  it('says an amount only held on the card (authorised, taken at completion) is released, not refunded', () => {
    const held = booking({ card_capture: { status: 'authorised', pence: 8000, captured_at: null } }, { fee_pence: 4000, refund_pence: 4000 });
    expect(cancelSentences(held, now)[1]).toBe('£40.00 held on your card is released: it was never taken. Your bank removes the hold within a few days.');
    const released = booking({ status: 'cancelled', card_capture: { status: 'captured', pence: 4000, captured_at: now.toISOString() } });
    expect(cancelledNotice({ booking: released, fee_pence: 4000, refund_pence: 4000 })).toBe(
      'Your booking KB-7Q4M-2XHD is cancelled. £40.00 held on your card is released. A cancellation fee of £40.00 applies. We have sent you an email to confirm.',
    );
  });

  it('says who collects a fee of a booking paid in the car', () => {
    const car = booking({ payment_method: 'car', paid_pence: 0 }, { fee_pence: 4000, refund_pence: 0 });
    expect(cancelSentences(car, now)[1]).toBe('Riverside Executive Cars will contact you about paying it.');
    expect(cancelSentences(booking({ payment_method: 'car', paid_pence: 0 }, { refund_pence: 0 }), now)).toEqual(['Cancelling now is free of charge.', 'There is nothing to pay.']);
  });
});

describe('the rest of the page in words', () => {
  it('counts the party and lists the payment and any refund', () => {
    expect(partyText({ passengers: 1, luggage: 2, hand_luggage: 0 } as ManagedBooking['legs'][number])).toBe('1 passenger · 2 suitcases · 0 hand luggage');
    expect(partyText({ passengers: 0, luggage: 0, hand_luggage: 0 } as ManagedBooking['legs'][number])).toBeNull();
    expect(paymentLines(booking({ refunded_pence: 8000 }))).toEqual([{ label: 'Paid by card', value: '£80.00' }, { label: 'Refunded', value: '£80.00' }]);
    expect(paymentLines(booking({ payment_method: 'car' }))).toEqual([{ label: 'To pay in the car', value: '£80.00' }]);
    // Asked by a pay link: the fare by card instead of in the car, or a change's difference beside what was paid.
    const asked = { kind: 'fare', amount_pence: 8000, asked_at: '2026-11-30T17:05:00.000Z' } as const;
    expect(paymentLines(booking({ payment_method: 'car', awaiting_payment: asked }))).toEqual([{ label: 'Asked to pay by card', value: '£80.00' }]);
    expect(paymentLines(booking({ awaiting_payment: { ...asked, kind: 'difference', amount_pence: 1200 } }))).toEqual([
      { label: 'Paid by card', value: '£80.00' },
      { label: 'Asked to pay by card', value: '£12.00' },
    ]);
    // Authorised at booking: held, taken when the journey is completed.
    expect(paymentLines(booking({ card_capture: { status: 'authorised', pence: 7000, captured_at: null }, refunded_pence: 1000 }))).toEqual([
      { label: 'Card authorised', value: '£70.00 — taken when the journey is completed' },
      { label: 'Refunded', value: '£10.00' },
    ]);
    expect(paymentLines(booking({ card_capture: { status: 'captured', pence: 7000, captured_at: '2026-12-03T12:00:00Z' } }))[0]).toEqual({ label: 'Paid by card', value: '£70.00' });
  });

  it('tells when and by whom a booking was cancelled, and what the cancel did', () => {
    const cancelled = booking({ status: 'cancelled', cancelled_at: '2026-12-01T09:00:00.000Z', cancelled_by: 'passenger' });
    expect(cancelledText(cancelled, now)).toBe('Cancelled on Tue 1 Dec, 09:00 by you.');
    expect(cancelledText({ ...cancelled, cancelled_by: 'operator' }, now)).toBe('Cancelled on Tue 1 Dec, 09:00 by Riverside Executive Cars.');
    expect(cancelledText(booking(), now)).toBeNull();
    expect(cancelledNotice({ booking: cancelled, fee_pence: 4000, refund_pence: 4000 })).toBe(
      'Your booking KB-7Q4M-2XHD is cancelled. We are refunding £40.00 to your card. A cancellation fee of £40.00 applies. We have sent you an email to confirm.',
    );
  });
});
