/**
 * Card input helpers for the built-in test form: grouping as you type, brand from the first digits,
 * and checks that catch typing mistakes before the card is sent (the provider decides the rest).
 */
import type { CardBrand } from '../../components/ui/card-brand-logos';

export const digitsOnly = (text: string) => text.replace(/\D/g, '');

export function cardBrand(digits: string): CardBrand | null {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  return null;
}

const maxDigits = (digits: string) => (cardBrand(digits) === 'amex' ? 15 : 19);

/** '4242424242424242' → '4242 4242 4242 4242'; Amex as 4-6-5. */
export function formatCardNumber(text: string): string {
  const raw = digitsOnly(text);
  const digits = raw.slice(0, maxDigits(raw));
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Typing '1225' gives '12 / 25'; a first digit 2–9 is a month on its own ('5' → '05'). */
export function formatExpiry(text: string): string {
  let digits = digitsOnly(text).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

/** Field messages for the test form; `today` is the current year and month (1–12). */
export function cardFieldErrors(fields: CardFields, today: { year: number; month: number }): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = digitsOnly(fields.number);
  if (digits === '') errors.number = 'Enter your card number';
  else if (digits.length < 12 || !luhnValid(digits)) errors.number = 'Check your card number';

  const expiry = parseExpiry(fields.expiry);
  if (fields.expiry.trim() === '') errors.expiry = 'Enter the expiry date';
  else if (!expiry) errors.expiry = 'Enter the expiry date as MM / YY';
  else if (expiry.year < today.year || (expiry.year === today.year && expiry.month < today.month)) {
    errors.expiry = 'This card has expired';
  }

  const cvc = digitsOnly(fields.cvc);
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (cvc === '') errors.cvc = 'Enter the security code';
  else if (cvc.length !== cvcLength) errors.cvc = `The security code is ${cvcLength} digits`;
  return errors;
}
