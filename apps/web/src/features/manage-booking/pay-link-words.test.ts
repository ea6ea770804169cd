import { describe, expect, it } from 'vitest';
import type { ManagedAwaitingPayment } from '@kerbside/contract';
import { managedBooking } from './managed-booking-fixture';
import { payLinkButton, payLinkHeading, payLinkPaidNotice, payLinkPaidText, payLinkRequest } from './pay-link-words';

const now = new Date('2026-12-01T09:00:00Z');
const fare: ManagedAwaitingPayment = { kind: 'fare', amount_pence: 4550, asked_at: '2026-11-30T17:05:00.000Z' };
const difference: ManagedAwaitingPayment = { kind: 'difference', amount_pence: 1200, asked_at: '2026-12-01T08:40:00.000Z' };
const inCar = managedBooking({ payment_method: 'car', amount_pence: 4550, paid_pence: 0, awaiting_payment: fare });
const byCard = managedBooking({ amount_pence: 9200, paid_pence: 8000, awaiting_payment: difference });

describe('a pay link on the manage page', () => {
  it('says who asked for the whole fare by card, and when', () => {
    expect(payLinkHeading(inCar, fare)).toBe('Pay £45.50 by card');
    expect(payLinkRequest(inCar, fare, now)).toEqual([
      'Riverside Executive Cars has asked you to pay £45.50 by card for this booking. Once it is paid, there is nothing to pay in the car.',
      'Asked on Mon 30 Nov, 17:05.',
    ]);
    expect(payLinkButton(inCar, fare)).toBe('Pay £45.50');
  });

  it('says a difference is the change the company made', () => {
    expect(payLinkHeading(byCard, difference)).toBe('Pay £12.00 by card');
    expect(payLinkRequest(byCard, difference, now)).toEqual([
      'Riverside Executive Cars has asked you to pay £12.00 by card for this booking: the difference of the change they made to it.',
      'Asked on Tue 1 Dec, 08:40.',
    ]);
  });

  it('says a payment that went through is recorded without charging again, and when it is received', () => {
    expect(payLinkPaidText(inCar, fare)).toBe('Your payment of £45.50 went through. Press Try again to record it; your card will not be charged again.');
    const paid = managedBooking({ payment_method: 'card', amount_pence: 4550, paid_pence: 4550 });
    expect(payLinkPaidNotice(paid, fare)).toBe('Payment received: £45.50 by card. Thank you. There is nothing to pay in the car. We have sent you an email to confirm.');
    expect(payLinkPaidNotice(byCard, difference)).toBe('Payment received: £12.00 by card. Thank you. We have sent you an email to confirm.');
  });
});
