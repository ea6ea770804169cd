import { describe, expect, it } from 'vitest';
import { DESK_MESSAGES } from '@kerbside/contract';
import { payLinkDescription, payLinkEmailProblem, payLinkMailedText } from './desk-payment';

describe('the payment of a booking taken by staff', () => {
  it('asks for the caller’s email before a pay link is booked, and nothing else', () => {
    expect(payLinkEmailProblem('pay_link', '')).toBe(DESK_MESSAGES.payLinkNeedsEmail);
    expect(payLinkEmailProblem('pay_link', '   ')).toBe(DESK_MESSAGES.payLinkNeedsEmail);
    expect(payLinkEmailProblem('pay_link', 'ada@example.com')).toBeNull();
    expect(payLinkEmailProblem('car', '')).toBeNull();
  });

  it('says who the pay link is mailed to, and nothing more without an email', () => {
    expect(payLinkDescription(' ada@example.com ')).toBe('A link to pay the fare on the booking’s page is mailed to ada@example.com. Until it is paid, the fare is paid in the car.');
    expect(payLinkDescription('')).toBeUndefined();
  });

  it('confirms the amount and the address mailed, only when a card payment awaits', () => {
    expect(payLinkMailedText(4200, 'ada@example.com')).toBe('Pay link for £42.00 mailed to ada@example.com.');
    expect(payLinkMailedText(null, 'ada@example.com')).toBeNull();
  });
});
