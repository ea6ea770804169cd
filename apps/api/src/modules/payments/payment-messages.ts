import { MESSAGES } from '@kerbside/contract';
import { fail, type FailStatus, type Result } from '../../http/result.js';

/** 402 Payment Required: the card or the payment is the problem. */
export const PAYMENT_REQUIRED: FailStatus = 402;
export const paymentRequired = (message: string): Result<never> => fail(PAYMENT_REQUIRED, message);

const money = (pence: number, symbol: string) => `${symbol}${pence % 100 === 0 ? pence / 100 : (pence / 100).toFixed(2)}`;

/** The server's messages about card payments (the website shows them after 'Payment failed'). */
export const PAYMENT_MESSAGES = {
  /** Intent creation failures start with the spec's words (spec §8), then say why. */
  intentFailed: (detail: string) => `${MESSAGES.paymentIntentFailed} ${detail}`.trim(),
  amountChanged: (pence: number, symbol: string) =>
    `The amount to pay has changed to ${money(pence, symbol)}. Please check the price of your journey and pay again.`,
  unknownCard: 'Please enter your card details again.',
  unavailable: 'Card payments are unavailable right now; no money was taken. Please try again in a few minutes.',
  intentNotFound: 'We could not find this payment. Please enter your card details and pay again.',
  notCompleted: 'Payment not completed',
  amountMismatch: 'Payment amount does not match this booking',
  sandboxOff: 'Card details are taken by the card provider, not by this server.',
  otherProvider: 'This payment was not taken with the card provider in use now, so it cannot be refunded from here.',
} as const;
