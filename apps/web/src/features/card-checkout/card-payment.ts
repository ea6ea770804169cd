/**
 * The card payment of spec §4 after a payment method exists: create the payment intent, confirm it,
 * and turn each failure into the message of spec §8. The API calls are passed in, so the order and
 * the messages are tested without a network.
 */
import { MESSAGES, type ConfirmPaymentIntentResponse } from '@kerbside/contract';

export interface CardPaymentApi {
  createIntent(paymentMethodId: string, amountPence: number): Promise<{ paymentIntentId: string }>;
  confirmIntent(paymentIntentId: string): Promise<ConfirmPaymentIntentResponse['data']>;
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
    const result = await api.confirmIntent(paymentIntentId);
    if (result.status !== 'succeeded') return { ok: false, message: paymentFailed(result.error) };
    return { ok: true, paymentId: result.paymentId, sessionId: result.sessionId };
  } catch (error) {
    return { ok: false, message: paymentFailed(messageOf(error)) };
  }
}
