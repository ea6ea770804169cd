/** Shared pieces of the checkout tests: paying as the website pays, signed Stripe events, and what was stored. */
import { expect } from 'vitest';
import Stripe from 'stripe';
import { OPERATIONS, type PriceDetail } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import type { TestApp } from '../../test/test-app.js';
import { bookingBody, oneWay } from '../bookings/bookings-test-kit.js';

export const WEBHOOK_SECRET = 'whsec_kerbside_test_0123456789abcdef';

type Changes = Parameters<typeof bookingBody>[2];

/** The booking request without its payment fields (what create-payment-intent keeps), and the card booking request that completes it. */
export function cardBooking(vehicle: PriceDetail, changes: Changes = {}) {
  const { payment_method: _method, ...booking } = bookingBody(vehicle, oneWay, changes);
  const amount = Math.round(vehicle.price) * 100;
  return {
    booking,
    amount,
    request: (payment: { paymentId: string; sessionId: string }) => ({ ...booking, payment_method: 'card', paymentId: payment.paymentId, stripe_session_id: payment.sessionId }),
  };
}

/** A sandbox card (4242… unless told). */
export async function sandboxCard(api: TestApp, number = '4242424242424242'): Promise<string> {
  const res = await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, { number, exp_month: 12, exp_year: 2030, cvc: '123' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.paymentMethodId as string;
}

export async function startPayment(api: TestApp, paymentMethodId: string, checkout: { booking: object; amount: number }): Promise<string> {
  const res = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId, amount: checkout.amount, booking: checkout.booking });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.paymentIntentId as string;
}

export async function confirmPayment(api: TestApp, paymentIntentId: string): Promise<{ paymentId: string; sessionId: string }> {
  const res = await api.call('POST', OPERATIONS.confirmPaymentIntent.path, { paymentIntentId });
  expect(res.body.data?.status, JSON.stringify(res.body)).toBe('succeeded');
  return res.body.data as { paymentId: string; sessionId: string };
}

/** A Stripe event about a payment intent, as Stripe sends it (the fields this server reads, and a few more). */
export function intentEvent(type: string, intentId: string, id = `evt_test_${Math.random().toString(36).slice(2, 12)}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-01-28.clover',
    created: 1764579600,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: { id: intentId, object: 'payment_intent', status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method' } },
  };
}

/** POSTs `payload` to the webhook as Stripe does: the raw JSON and its Stripe-Signature (signed `at`, or with `signature` as given). */
export async function postEvent(api: TestApp, payload: unknown, options: { at: Date; secret?: string; signature?: string | null }) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2);
  const signature =
    options.signature !== undefined
      ? options.signature
      : Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: Math.floor(options.at.getTime() / 1000) });
  const res = await fetch(`${api.url}${OPERATIONS.stripeWebhook.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as { success: boolean; message?: string; data?: unknown } };
}

export const bookingsPaidBy = (db: Db, paymentId: string) =>
  db.kysely.selectFrom('bookings').select(['id', 'booking_number', 'amount_pence', 'created_at']).where('payment_id', '=', paymentId).execute();

export const checkoutOf = (db: Db, paymentId: string) =>
  db.kysely.selectFrom('checkouts').selectAll().where('provider_intent_id', '=', paymentId).executeTakeFirstOrThrow();

export const mailsTo = (db: Db, to: string, kind: string) =>
  db.kysely.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', to).where('kind', '=', kind).execute();

/** Polls `read` until `done` holds, or fails after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
