import { formatPounds } from '@kerbside/domain';
import type { CheckoutFailure } from './checkouts.repository.js';

/** Why, in the payer's words; '' when there is nothing more to say. */
export function failureSentence(reason: CheckoutFailure | null): string {
  switch (reason) {
    case 'email_taken':
      return 'An account with this email was opened while you paid: please sign in as an existing client.';
    case 'key_used':
      return 'This booking request had already made another booking.';
    case 'booking_changed':
      return 'The booking had changed (or was cancelled) before the change could be made.';
    default:
      return '';
  }
}

export const CHECKOUT_MESSAGES = {
  /** POST /booking with a payment started for another request. */
  otherRequest: 'This payment was made for a different booking. Please go back to your booking details: they have changed since you paid.',
  refunded: (pence: number, symbol: string, reason: CheckoutFailure | null) =>
    `We could not make this booking, so your payment of ${formatPounds(pence, symbol)} has been refunded to your card. ${failureSentence(reason)}`.trim(),
  /** Paid, not bookable, and the refund failed too: the operator is alerted in the log and it is tried again. */
  refundPending:
    'We could not make this booking and could not refund your payment yet. It will be refunded automatically; please do not pay again.',
  webhookOff: 'Stripe webhooks are not set up on this server (no STRIPE_WEBHOOK_SECRET).',
  badSignature: 'The Stripe-Signature header is missing, does not match the body, or is too old.',
  notAnEvent: 'The body is not a Stripe event.',
  tryAgain: 'This event could not be handled yet. Please send it again later.',
} as const;
