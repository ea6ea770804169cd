/**
 * The sandbox's card rules, pure: the checks a card provider's form makes before a card is
 * accepted, and the documented test numbers that fail when charged. Nothing here keeps the number.
 */
import { CARD_MESSAGES } from './card.provider.js';

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/**
 * What charging a test card does: succeed, fail with this code and message, or first ask for
 * 3-D Secure ('authentication_required') and succeed once the challenge is approved.
 */
export type CardBehaviour =
  | 'succeed'
  | 'authentication_required'
  | 'card_declined'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

export interface AcceptedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
}

export type CardCheck = { ok: true; card: AcceptedCard } | { ok: false; message: string };

/** The card provider's documented test numbers that are accepted but ask for 3-D Secure or fail when charged. */
const TEST_CARDS: Record<string, CardBehaviour> = {
  // "Always authenticate" and "3DS Required": the bank's challenge comes before every charge.
  '4000002760003184': 'authentication_required',
  '4000000000003220': 'authentication_required',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000009987': 'lost_card',
  '4000000000009979': 'stolen_card',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** The message a failing behaviour gives when the card is charged (an authenticated card is charged). */
export function chargeFailureMessage(behaviour: CardBehaviour): string | null {
  switch (behaviour) {
    case 'succeed':
    case 'authentication_required':
      return null;
    case 'insufficient_funds':
      return CARD_MESSAGES.insufficientFunds;
    case 'expired_card':
      return CARD_MESSAGES.expired;
    case 'incorrect_cvc':
      return CARD_MESSAGES.incorrectCvc;
    case 'processing_error':
      return CARD_MESSAGES.processingError;
    default:
      return CARD_MESSAGES.declined;
  }
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Brand names as card providers spell them. */
export function brandOf(digits: string): string {
  const first4 = Number(digits.slice(0, 4));
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^4/.test(digits)) return 'visa';
  if (/^5[1-5]/.test(digits) || (first4 >= 2221 && first4 <= 2720)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** Checks a card as the provider's test mode would; `now` decides whether it has expired. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, message: CARD_MESSAGES.incorrectNumber };

  if (input.exp_month < 1 || input.exp_month > 12) return { ok: false, message: CARD_MESSAGES.invalidExpiryMonth };
  // Two-digit years as typed on the card ('29' is 2029).
  const expYear = input.exp_year >= 0 && input.exp_year < 100 ? 2000 + input.exp_year : input.exp_year;
  const thisYear = now.getUTCFullYear();
  if (expYear < 2000 || expYear > thisYear + 50) return { ok: false, message: CARD_MESSAGES.invalidExpiryYear };
  // A card is good until the end of its expiry month.
  const thisMonth = now.getUTCMonth() + 1;
  if (expYear < thisYear || (expYear === thisYear && input.exp_month < thisMonth)) {
    return { ok: false, message: CARD_MESSAGES.expired };
  }

  const brand = brandOf(digits);
  const cvcDigits = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(input.cvc.trim())) return { ok: false, message: CARD_MESSAGES.incorrectCvc };

  return {
    ok: true,
    card: {
      brand,
      last4: digits.slice(-4),
      expMonth: input.exp_month,
      expYear,
      behaviour: TEST_CARDS[digits] ?? 'succeed',
    },
  };
}
