/**
 * The card payment of spec §4 after a payment method exists: create the payment intent, confirm it
 * (with the bank's 3-D Secure check in between when it asks), and turn each failure into the message
 * of spec §8. The API calls and the check are passed in, so the order and the messages are tested
 * without a network.
 */
import { MESSAGES, type ConfirmPaymentIntentResponse, type PaymentNextAction } from '@kerbside/contract';
import type { AuthenticationResult, CardFormHandle } from './card-form-handle';

export interface CardPaymentApi {
  createIntent(paymentMethodId: string, amountPence: number): Promise<{ paymentIntentId: string }>;
  confirmIntent(paymentIntentId: string): Promise<ConfirmPaymentIntentResponse['data']>;
  /** Runs in the browser what the confirmation asked for (3-D Secure), before confirming again. */
  authenticate(action: PaymentNextAction): Promise<AuthenticationResult>;
}

export type CardPaymentOutcome =
  | { ok: true; paymentId: string; sessionId: string }
  | { ok: false; message: string; detail?: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** 'Payment failed' with the provider's or server's reason when there is one. */
export const paymentFailed = (reason?: string | null) =>
  reason && reason.trim() ? `${MESSAGES.paymentFailed}: ${reason.trim()}` : MESSAGES.paymentFailed;

export async function payWithMethod(
  api: CardPaymentApi,
  paymentMethodId: string,
  amountPence: number,
): Promise<CardPaymentOutcome> {
  let paymentIntentId: string;
  try {
    ({ paymentIntentId } = await api.createIntent(paymentMethodId, amountPence));
  } catch (error) {
    // The spec's message, plus the server's reason (e.g. the price changed) when it gave one.
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
    if (status < 400 || status >= 500) return { ok: false, message: MESSAGES.paymentIntentFailed };
    // The server may already lead with the spec's words; say them once.
    const detail = messageOf(error).replace(MESSAGES.paymentIntentFailed, '').trim();
    return detail ? { ok: false, message: MESSAGES.paymentIntentFailed, detail } : { ok: false, message: MESSAGES.paymentIntentFailed };
  }
  try {
    let result = await api.confirmIntent(paymentIntentId);
    let check: AuthenticationResult | null = null;
    if (result.status === 'requires_action' && result.next_action) {
      check = await api.authenticate(result.next_action);
      // Confirmed again whatever the check said: the server charges an authenticated card, and
      // learns from the provider when the check failed (its answer then says why).
      result = await api.confirmIntent(paymentIntentId);
    }
    if (result.status === 'succeeded') return { ok: true, paymentId: result.paymentId, sessionId: result.sessionId };
    // Still waiting for the check (it never ran, e.g. the window was closed): the check's own reason.
    const reason = result.status === 'requires_action' && check && !check.ok ? check.message : result.error;
    return { ok: false, message: paymentFailed(reason) };
  } catch (error) {
    return { ok: false, message: paymentFailed(messageOf(error)) };
  }
}

const WRONG_CHECK = 'This payment asked for a check this card form cannot run. Please reload the page and try again.';

/** The bank's check, run by the card form in use: Stripe's for Stripe, the sandbox's own challenge for the sandbox. */
export function authenticateWith(form: CardFormHandle | null, sandbox: boolean, action: PaymentNextAction): Promise<AuthenticationResult> {
  const runs = sandbox ? 'sandbox_challenge' : 'use_stripe_sdk';
  if (!form || action.type !== runs) return Promise.resolve({ ok: false, message: WRONG_CHECK });
  return form.authenticate(action.client_secret);
}
