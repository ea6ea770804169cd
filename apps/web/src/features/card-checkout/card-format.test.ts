import { describe, expect, it } from 'vitest';
import { cardBrand, cardFieldErrors, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './card-format';

describe('formatCardNumber', () => {
  it('groups in fours as the visitor types', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
  });
  it('groups American Express as 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
  });
  it('stops other cards at 19 digits', () => {
    expect(formatCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('cardBrand', () => {
  it('reads the brand from the first digits', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('2223')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBeNull();
    expect(cardBrand('')).toBeNull();
  });
});

describe('luhnValid', () => {
  it('accepts the test cards and catches a mistyped digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('formatExpiry / parseExpiry', () => {
  it('adds the separator once the month is typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });
  it('reads a first digit of 2 to 9 as the month', () => {
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('527')).toBe('05 / 27');
  });
  it('parses MM / YY to a four-digit year', () => {
    expect(parseExpiry('05 / 27')).toEqual({ month: 5, year: 2027 });
    expect(parseExpiry('05/27')).toEqual({ month: 5, year: 2027 });
    expect(parseExpiry('13 / 27')).toBeNull();
    expect(parseExpiry('5 / 27')).toBeNull();
  });
});

describe('cardFieldErrors', () => {
  const today = { year: 2026, month: 11 };
  const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

  it('passes a valid test card', () => {
    expect(cardFieldErrors(good, today)).toEqual({});
  });
  it('asks for each missing field', () => {
    expect(cardFieldErrors({ number: '', expiry: '', cvc: '' }, today)).toEqual({
      number: 'Enter your card number',
      expiry: 'Enter the expiry date',
      cvc: 'Enter the security code',
    });
  });
  it('catches a mistyped number, a past date and a short code', () => {
    expect(cardFieldErrors({ ...good, number: '4242 4242 4242 4241' }, today).number).toBe('Check your card number');
    expect(cardFieldErrors({ ...good, expiry: '10 / 26' }, today).expiry).toBe('This card has expired');
    expect(cardFieldErrors({ ...good, expiry: '11 / 26' }, today).expiry).toBeUndefined();
    expect(cardFieldErrors({ ...good, expiry: '1' }, today).expiry).toBe('Enter the expiry date as MM / YY');
    expect(cardFieldErrors({ ...good, cvc: '12' }, today).cvc).toBe('The security code is 3 digits');
  });
  it('expects four CVC digits for American Express', () => {
    expect(cardFieldErrors({ ...good, number: '378282246310005', cvc: '123' }, today).cvc).toBe('The security code is 4 digits');
  });
});
