/** The card calls of spec §7, for the checkout screen. */
import { WEBSITE_ROUTES, type CheckoutBookingInput, type ConfirmPaymentIntentResponse, type SandboxAuthenticateRequest } from '@kerbside/contract';
import { call } from '../../lib/api-client';
import type { CardPaymentApi } from './card-payment';

/**
 * `booking`: the whole booking request but its payment fields. The server prices it again, charges
 * its own amount and keeps it, so the payment books it even if this page closes before saving.
 * The 3-D Secure check comes from the card form in use.
 */
export function cardPaymentApi(booking: CheckoutBookingInput, authenticate: CardPaymentApi['authenticate']): CardPaymentApi {
  return {
    authenticate,
    async createIntent(paymentMethodId, amount) {
      const res = await call(WEBSITE_ROUTES.createPaymentIntent, { body: { paymentMethodId, amount, booking } });
      return res.data;
    },
    confirmIntent: confirmPaymentIntent,
  };
}

/** Confirms an intent on the server (again after a 3-D Secure check): any of our intents, a booking's or an amendment's. */
export async function confirmPaymentIntent(paymentIntentId: string): Promise<ConfirmPaymentIntentResponse['data']> {
  const res = await call(WEBSITE_ROUTES.confirmPaymentIntent, { body: { paymentIntentId } });
  return res.data;
}

/** The built-in test provider: our own form posts the card to our API, never to a third party. */
export async function createSandboxMethod(card: { number: string; exp_month: number; exp_year: number; cvc: string }) {
  const res = await call(WEBSITE_ROUTES.createSandboxPaymentMethod, { body: card });
  return res.data.paymentMethodId;
}

/**
 * The visitor's answer to the built-in test provider's 3-D Secure challenge. The intent's id is
 * the part of its client secret before `_secret_`, as with the card provider's client secrets.
 */
export async function answerSandboxChallenge(clientSecret: string, outcome: SandboxAuthenticateRequest['outcome']): Promise<void> {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  await call(WEBSITE_ROUTES.authenticateSandboxPaymentIntent, { params: { id: intentId }, body: { client_secret: clientSecret, outcome } });
}
