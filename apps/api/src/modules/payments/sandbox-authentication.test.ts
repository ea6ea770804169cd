/**
 * The sandbox's 3-D Secure over HTTP: Stripe's authentication test cards leave the intent
 * requires_action with a challenge; approved, the confirm after it charges and the payment books;
 * failed, nothing is charged and nothing can be booked with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponseSchema, OPERATIONS, pathOf, type PriceDetail } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { bookingBody, cheapest, countAll, NOW, oneWay, openTestDb } from '../bookings/bookings-test-kit.js';
import { createSandboxProvider } from './sandbox.provider.js';
import { createSandboxRepository } from './sandbox.repository.js';

const ALWAYS_ASKS = '4000 0027 6000 3184';
const THREE_DS_REQUIRED = '4000 0000 0000 3220';
const FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

let api: TestApp;
let db: Db;
let vehicle: PriceDetail;
let amount: number;

beforeAll(async () => {
  // Many requests from one test address: the per-address limits are raised (abuse-limits.test.ts tests them).
  api = await startTestApp({ now: () => NOW, env: { RATE_LIMIT_FACTOR: '100' } });
  db = openTestDb(api);
  vehicle = await cheapest(api, oneWay);
  amount = Math.round(vehicle.price) * 100;
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

/** The booking request but its payment fields, as create-payment-intent keeps it before the charge. */
const payable = () => {
  const { payment_method: _method, ...booking } = bookingBody(vehicle, oneWay);
  return booking;
};

/** Payment method and intent for the server's amount, as the website makes them. */
async function intentFor(number: string): Promise<string> {
  const method = await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, { number, exp_month: 12, exp_year: 2030, cvc: '123' });
  expect(method.status).toBe(200);
  const intent = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: method.body.data.paymentMethodId, amount, booking: payable() });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  return intent.body.data.paymentIntentId as string;
}

const confirm = (paymentIntentId: string) => api.call('POST', OPERATIONS.confirmPaymentIntent.path, { paymentIntentId });
const authenticate = (id: string, body: Record<string, unknown>) => api.call('POST', pathOf(OPERATIONS.authenticateSandboxPaymentIntent, { id }), body);
const bookByCard = (payment: { paymentId: string; sessionId: string }) =>
  api.call('POST', OPERATIONS.createBooking.path, bookingBody(vehicle, oneWay, { payment_method: 'card', paymentId: payment.paymentId, stripe_session_id: payment.sessionId }));
const sandboxIntent = (id: string) => db.kysely.selectFrom('sandbox_payment_intents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Confirms an authentication test card's intent: it waits for the challenge. Returns the client secret. */
async function challenged(id: string): Promise<string> {
  const res = await confirm(id);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    success: true,
    data: { status: 'requires_action', error: null, sessionId: id, paymentId: id, next_action: { type: 'sandbox_challenge', client_secret: expect.any(String) } },
  });
  const secret = res.body.data.next_action.client_secret as string;
  expect(secret).toMatch(new RegExp(`^${id}_secret_[0-9a-f]{32}$`));
  return secret;
}

describe('sandbox 3-D Secure', () => {
  it('approved: the next confirm charges the card and the payment books, for the amount paid', async () => {
    const id = await intentFor(ALWAYS_ASKS);
    const secret = await challenged(id);
    // Confirming again before the visitor answered changes nothing and charges nothing.
    expect((await confirm(id)).body.data).toMatchObject({ status: 'requires_action', next_action: { client_secret: secret } });
    expect(await sandboxIntent(id)).toMatchObject({ status: 'requires_action', charge_id: null, client_secret: secret, authenticated_at: null });

    const approved = await authenticate(id, { client_secret: secret, outcome: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ success: true, data: { status: 'requires_confirmation' } });
    expect(await sandboxIntent(id)).toMatchObject({ status: 'requires_confirmation', charge_id: null, authenticated_at: NOW.toISOString() });

    const paid = await confirm(id);
    expect(paid.body).toEqual({ success: true, data: { status: 'succeeded', error: null, sessionId: expect.stringMatching(/^ch_sbx_/), paymentId: id, next_action: null } });
    const record = await db.kysely.selectFrom('payment_intents').selectAll().where('provider_intent_id', '=', id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 'succeeded', amount_pence: amount, charge_id: paid.body.data.sessionId });

    const booked = await bookByCard(paid.body.data);
    expect(booked.status).toBe(200);
    const { booking } = bookingResponseSchema.parse(booked.body).data;
    expect(booking).toMatchObject({ payment_method: 'card', total_booking_amount: amount / 100 });
    expect(await db.kysely.selectFrom('bookings').select('id').where('payment_id', '=', id).execute()).toHaveLength(1);
  });

  it('works the same for the 3DS2-required card', async () => {
    const id = await intentFor(THREE_DS_REQUIRED);
    const secret = await challenged(id);
    expect((await authenticate(id, { client_secret: secret, outcome: 'approve' })).status).toBe(200);
    expect((await confirm(id)).body.data.status).toBe('succeeded');
  });

  it('failed: the payment fails with Stripe’s words, is never charged, cannot be refunded or booked', async () => {
    const id = await intentFor(ALWAYS_ASKS);
    const secret = await challenged(id);
    const failed = await authenticate(id, { client_secret: secret, outcome: 'fail' });
    expect(failed.body).toEqual({ success: true, data: { status: 'failed' } });

    const res = await confirm(id);
    expect(res.body).toEqual({ success: true, data: { status: 'failed', error: FAILED, sessionId: id, paymentId: id, next_action: null } });
    expect((await confirm(id)).body).toEqual(res.body);
    expect(await sandboxIntent(id)).toMatchObject({ status: 'failed', charge_id: null, failure_message: FAILED });

    const sandbox = createSandboxProvider(createSandboxRepository(db), () => NOW);
    expect(await sandbox.refund({ intentId: id, amountPence: amount, idempotencyKey: `refund-${id}` })).toEqual({
      ok: false,
      kind: 'invalid',
      message: `This PaymentIntent (${id}) does not have a successful charge to refund.`,
    });

    const before = await countAll(db);
    const refused = await bookByCard(res.body.data);
    expect(refused.status).toBe(402);
    expect(await countAll(db)).toEqual(before);
  });

  it('answers an unknown intent and a wrong secret alike with 404, and a second answer with 409', async () => {
    const id = await intentFor(ALWAYS_ASKS);
    const secret = await challenged(id);
    const unknown = await authenticate('pi_sbx_nope', { client_secret: secret, outcome: 'approve' });
    const wrong = await authenticate(id, { client_secret: `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`, outcome: 'approve' });
    const short = await authenticate(id, { client_secret: 'x', outcome: 'approve' });
    for (const res of [unknown, wrong, short]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    expect((await sandboxIntent(id)).status).toBe('requires_action');

    expect((await authenticate(id, { client_secret: secret, outcome: 'fail' })).status).toBe(200);
    for (const outcome of ['approve', 'fail']) {
      const again = await authenticate(id, { client_secret: secret, outcome });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, message: 'This payment is not waiting for a 3-D Secure check.' });
    }
    expect((await sandboxIntent(id)).status).toBe('failed');
  });

  it('answers 409 before the intent asked, and 400 to a body that is not an answer', async () => {
    const id = await intentFor(ALWAYS_ASKS);
    const { client_secret: secret } = await db.kysely.selectFrom('sandbox_payment_intents').select('client_secret').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await authenticate(id, { client_secret: secret, outcome: 'approve' })).status).toBe(409);
    expect((await authenticate(id, { client_secret: secret, outcome: 'maybe' })).status).toBe(400);
    expect((await authenticate(id, { outcome: 'approve' })).status).toBe(400);
    // NUL never reaches the database (PostgreSQL refuses it in text with an error).
    expect((await authenticate(id, { client_secret: `${secret}\u0000`, outcome: 'approve' })).status).toBe(400);
    expect((await api.call('POST', `${pathOf(OPERATIONS.authenticateSandboxPaymentIntent, { id })}`.replace(id, `${id}%00`), { client_secret: secret, outcome: 'approve' })).status).toBe(400);
  });

  it('leaves the good test card as it was: charged on the first confirm, no challenge', async () => {
    const id = await intentFor('4242 4242 4242 4242');
    const res = await confirm(id);
    expect(res.body.data).toEqual({ status: 'succeeded', error: null, sessionId: expect.stringMatching(/^ch_sbx_/), paymentId: id, next_action: null });
    const { client_secret: secret } = await sandboxIntent(id);
    expect((await authenticate(id, { client_secret: secret, outcome: 'fail' })).status).toBe(409);
    expect((await sandboxIntent(id)).status).toBe('succeeded');
  });
});
