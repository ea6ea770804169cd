import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from './card.provider.js';
import { brandOf, chargeFailureMessage, checkCard, passesLuhn } from './sandbox-cards.js';

const NOW = new Date('2026-12-01T09:00:00Z');
const card = (number: string, change: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) =>
  checkCard({ number, exp_month: 12, exp_year: 2030, cvc: '123', ...change }, NOW);

describe('sandbox card checks', () => {
  it('knows the Luhn check and the brands', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('3056930009020004')).toBe('diners');
    expect(brandOf('3566002020360505')).toBe('jcb');
    expect(brandOf('6200000000000005')).toBe('unionpay');
  });

  it('accepts test cards with spaces and keeps only brand, last 4, expiry and behaviour', () => {
    expect(card('4242 4242 4242 4242')).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, behaviour: 'succeed' },
    });
    expect(card('5555-5555-5555-4444')).toMatchObject({ ok: true, card: { brand: 'mastercard', last4: '4444', behaviour: 'succeed' } });
    expect(card('378282246310005', { cvc: '1234' })).toMatchObject({ ok: true, card: { brand: 'amex', last4: '0005' } });
  });

  it('marks the documented failing test cards', () => {
    expect(card('4000000000000002')).toMatchObject({ ok: true, card: { behaviour: 'card_declined' } });
    expect(card('4000000000009995')).toMatchObject({ ok: true, card: { behaviour: 'insufficient_funds' } });
    expect(chargeFailureMessage('card_declined')).toBe('Your card was declined.');
    expect(chargeFailureMessage('insufficient_funds')).toBe('Your card has insufficient funds.');
    expect(chargeFailureMessage('lost_card')).toBe('Your card was declined.');
    expect(chargeFailureMessage('succeed')).toBeNull();
  });

  it('marks the documented 3-D Secure test cards as asking for authentication before they are charged', () => {
    expect(card('4000 0027 6000 3184')).toMatchObject({ ok: true, card: { brand: 'visa', last4: '3184', behaviour: 'authentication_required' } });
    expect(card('4000 0000 0000 3220')).toMatchObject({ ok: true, card: { brand: 'visa', last4: '3220', behaviour: 'authentication_required' } });
    // Once approved, the charge goes through.
    expect(chargeFailureMessage('authentication_required')).toBeNull();
  });

  it.each([
    ['a number failing Luhn', card('4242424242424241'), CARD_MESSAGES.incorrectNumber],
    ['letters in the number', card('4242abcd42424242'), CARD_MESSAGES.incorrectNumber],
    ['a short number', card('4242'), CARD_MESSAGES.incorrectNumber],
    ['month 0', card('4242424242424242', { exp_month: 0 }), CARD_MESSAGES.invalidExpiryMonth],
    ['month 13', card('4242424242424242', { exp_month: 13 }), CARD_MESSAGES.invalidExpiryMonth],
    ['last month', card('4242424242424242', { exp_month: 11, exp_year: 2026 }), CARD_MESSAGES.expired],
    ['last year, two digits', card('4242424242424242', { exp_year: 25 }), CARD_MESSAGES.expired],
    ['a year in the next century', card('4242424242424242', { exp_year: 2199 }), CARD_MESSAGES.invalidExpiryYear],
    ['a two-digit CVC', card('4242424242424242', { cvc: '12' }), CARD_MESSAGES.incorrectCvc],
    ['a three-digit Amex CVC', card('378282246310005', { cvc: '123' }), CARD_MESSAGES.incorrectCvc],
    ['a four-digit Visa CVC', card('4242424242424242', { cvc: '1234' }), CARD_MESSAGES.incorrectCvc],
  ])('refuses %s', (_name, result, message) => {
    expect(result).toEqual({ ok: false, message });
  });

  it('accepts a card expiring this month and a two-digit year', () => {
    expect(card('4242424242424242', { exp_month: 12, exp_year: 2026 }).ok).toBe(true);
    expect(card('4242424242424242', { exp_month: 1, exp_year: 27 })).toMatchObject({ ok: true, card: { expYear: 2027 } });
  });
});
