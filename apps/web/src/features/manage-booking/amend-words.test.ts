import { describe, expect, it } from 'vitest';
import type { AmendPreview } from '@kerbside/contract';
import { amendedNotice, confirmLabel, settlementSentence } from './amend-words';
import { managedBooking } from './managed-booking-fixture';

const preview = (changes: Partial<AmendPreview>): AmendPreview => ({
  old_amount_pence: 8000,
  new_amount_pence: 9500,
  difference_pence: 1500,
  settlement: 'card_payment',
  changes: ['2 passengers (was 1)'],
  currency_symbol: '£',
  ...changes,
});

describe('what happens to the difference', () => {
  it('says it for each way of settling it, and names the button after it', () => {
    expect(settlementSentence(preview({}))).toBe('Pay the difference of £15.00 by card now. The change is made once it is paid.');
    expect(confirmLabel(preview({}))).toBe('Pay £15.00 and change booking');
    const lower = preview({ new_amount_pence: 7000, difference_pence: -1000, settlement: 'refund' });
    expect(settlementSentence(lower)).toBe('You get £10.00 back to the card you paid with. Banks take 5 to 10 working days to show it.');
    expect(confirmLabel(lower)).toBe('Confirm change');
    expect(settlementSentence(preview({ settlement: 'pay_in_car' }))).toBe('Pay the driver the new total of £95.00.');
    expect(settlementSentence(preview({ new_amount_pence: 8000, difference_pence: 0, settlement: 'none' }))).toBe('The price stays the same. There is nothing to pay.');
  });

  it('tells what the change did with the money', () => {
    const charged = { booking: managedBooking({ amount_pence: 9500, paid_pence: 9500 }), difference_pence: 1500, refund_pence: 0, charged_pence: 1500 };
    expect(amendedNotice(charged)).toBe('Your booking has been changed. The new total is £95.00. £15.00 was charged to your card. We have sent you an email to confirm.');
    const refunded = { booking: managedBooking({ amount_pence: 7000, refunded_pence: 1000 }), difference_pence: -1000, refund_pence: 1000, charged_pence: 0 };
    expect(amendedNotice(refunded)).toBe('Your booking has been changed. The new total is £70.00. £10.00 has been refunded to your card. We have sent you an email to confirm.');
    const car = { booking: managedBooking({ payment_method: 'car', amount_pence: 9500, paid_pence: 0 }), difference_pence: 1500, refund_pence: 0, charged_pence: 0 };
    expect(amendedNotice(car)).toBe('Your booking has been changed. The new total is £95.00. Pay it to the driver. We have sent you an email to confirm.');
  });
});
