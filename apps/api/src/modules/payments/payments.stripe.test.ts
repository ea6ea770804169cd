import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startFakeStripe, type FakeStripe } from './__fixtures__/fake-stripe-server.js';
import { NOW, openTestDatabase, quotedBooking, type CheckoutBody } from './__fixtures__/payable-booking.js';
import { createCardProvider } from './payments.factory.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';
import { createStripeProvider } from './stripe.provider.js';

const SECRET = 'sk_test_51KerbsideFakeSecret0123456789';
const PUBLISHABLE = 'pk_test_51KerbsideFakePublishable';

let stripe: FakeStripe;
let api: TestApp;
let db: Db;
let booking: CheckoutBody;
let amount: number;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET);
  api = await startTestApp({ now: () => NOW, env: { STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE, STRIPE_API_URL: stripe.url } });
  db = openTestDatabase(api);
  ({ booking, amount } = await quotedBooking(api));
});
afterAll(async () => {
  await db?.close();
  await api?.close();
  await stripe?.close();
});
afterEach(() => {
  stripe.calls.length = 0;
});

/** The service the bookings module asks whether a payment succeeded. */
const payments = () =>
  createPaymentsService({
    provider: createStripeProvider({ secretKey: SECRET, publishableKey: PUBLISHABLE, apiUrl: stripe.url, maxNetworkRetries: 0 }),
    records: createPaymentsRepository(db.kysely),
    cardsAccepted: async () => true,
    now: () => NOW,
  });

const create = (paymentMethodId: string, pence = amount) => api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId, amount: pence, booking });
const confirm = (paymentIntentId: string) => api.call('POST', OPERATIONS.confirmPaymentIntent.path, { paymentIntentId });

describe('card payment with Stripe (STRIPE_SECRET_KEY set)', () => {
  it('gives the website the publishable key and turns the sandbox off', async () => {
    expect((await api.call('GET', OPERATIONS.getPaymentConfig.path)).body).toEqual({ success: true, data: { provider: 'stripe', publishableKey: PUBLISHABLE } });
    const sandbox = await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
    expect(sandbox.status).toBe(404);
    const challenge = await api.call('POST', pathOf(OPERATIONS.authenticateSandboxPaymentIntent, { id: 'pi_3Fake000001' }), { client_secret: 'pi_3Fake000001_secret_fake', outcome: 'approve' });
    expect(challenge.status).toBe(404);
    // Whatever is sent: the sandbox is off before anything is read.
    expect((await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, { number: 'not a card' })).status).toBe(404);
    expect((await api.call('POST', pathOf(OPERATIONS.authenticateSandboxPaymentIntent, { id: 'pi_3Fake000001' }), {})).status).toBe(404);
  });

  it('creates the intent for the server’s amount, confirms it, and answers a second confirm from our record', async () => {
    const created = await create('pm_card_visa');
    expect(created.body).toEqual({ success: true, data: { paymentIntentId: expect.stringMatching(/^pi_/), amount, currency: 'gbp' } });
    const id = created.body.data.paymentIntentId;
    expect(stripe.calls[0]!.form).toMatchObject({ amount: String(amount), currency: 'gbp', payment_method: 'pm_card_visa', confirmation_method: 'manual' });

    const res = await confirm(id);
    expect(res.body).toEqual({ success: true, data: { status: 'succeeded', error: null, sessionId: expect.stringMatching(/^ch_/), paymentId: id, next_action: null } });
    const calls = stripe.calls.length;
    expect((await confirm(id)).body).toEqual(res.body);
    expect(stripe.calls.length).toBe(calls);

    const record = await db.kysely.selectFrom('payment_intents').selectAll().where('provider_intent_id', '=', id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ provider: 'stripe', amount_pence: amount, currency: 'gbp', status: 'succeeded' });
  });

  it('shows Stripe’s decline message as a failed payment', async () => {
    const id = (await create('pm_card_chargeDeclinedInsufficientFunds')).body.data.paymentIntentId;
    const res = await confirm(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'failed', error: 'Your card has insufficient funds.', paymentId: id });
  });

  it('passes 3D Secure to the browser (use_stripe_sdk + client secret), then charges on the confirm after it', async () => {
    const id = (await create('pm_card_authenticationRequired')).body.data.paymentIntentId;
    const asked = await confirm(id);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ status: 'requires_action', error: null, sessionId: id, paymentId: id, next_action: { type: 'use_stripe_sdk', client_secret: `${id}_secret_fake` } });
    expect(await db.kysely.selectFrom('payment_intents').select('status').where('provider_intent_id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'requires_action' });

    stripe.authenticate(id, 'approve'); // the browser's stripe.handleCardAction
    const paid = await confirm(id);
    expect(paid.body.data).toEqual({ status: 'succeeded', error: null, sessionId: expect.stringMatching(/^ch_/), paymentId: id, next_action: null });
    expect(await payments().verifySucceeded(id, { amountPence: amount, currencyCode: 'gbp' })).toMatchObject({ ok: true });
  });

  it('fails the payment when 3D Secure fails, and takes no booking with it', async () => {
    const id = (await create('pm_card_authenticationRequired')).body.data.paymentIntentId;
    expect((await confirm(id)).body.data.status).toBe('requires_action');
    stripe.authenticate(id, 'fail');
    const failed = await confirm(id);
    expect(failed.body.data).toEqual({
      status: 'failed',
      error: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      sessionId: id,
      paymentId: id,
      next_action: null,
    });
    expect((await confirm(id)).body.data.status).toBe('failed');
    expect(await payments().verifySucceeded(id, { amountPence: amount, currencyCode: 'gbp' })).toEqual({ ok: false, status: 402, message: 'Payment not completed' });
  });

  it('answers Stripe’s errors at creation with 402/503 and the spec’s words, never the key', async () => {
    stripe.failNext(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
    const declined = await create('pm_card_visa');
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ success: false, message: `${MESSAGES.paymentIntentFailed} Your card was declined.` });

    stripe.failNext(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****6789' } });
    const denied = await create('pm_card_visa');
    expect(denied.status).toBe(503);
    expect(denied.body.message).toMatch(/^Payment failed\. Please try again\. Card payments are unavailable/);
    expect(JSON.stringify(denied.body)).not.toContain('sk_test');
  });

  it('refuses a tampered amount before calling Stripe', async () => {
    const res = await create('pm_card_visa', amount + 500);
    expect(res.status).toBe(409);
    expect(stripe.calls).toEqual([]);
  });

  it('verifies a payment with Stripe: status, amount, currency and that we created it', async () => {
    const id = (await create('pm_card_visa')).body.data.paymentIntentId;
    expect(await payments().verifySucceeded(id, { amountPence: amount, currencyCode: 'gbp' })).toMatchObject({ ok: false, status: 402 });
    const { sessionId } = (await confirm(id)).body.data;
    expect(await payments().verifySucceeded(id, { amountPence: amount, currencyCode: 'gbp' })).toEqual({ ok: true, value: { paymentId: id, sessionId } });
    expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${id}` });
    expect(await payments().verifySucceeded(id, { amountPence: amount - 1, currencyCode: 'gbp' })).toMatchObject({ ok: false, status: 409 });

    // An intent made on the same Stripe account but not by this server.
    stripe.intents.set('pi_3Elsewhere', { ...stripe.intents.get(id)!, id: 'pi_3Elsewhere' });
    expect(await payments().verifySucceeded('pi_3Elsewhere', { amountPence: amount, currencyCode: 'gbp' })).toMatchObject({ ok: false, status: 402 });
  });
});

describe('card provider configuration', () => {
  const choose = (keys: { STRIPE_SECRET_KEY?: string; STRIPE_PUBLISHABLE_KEY?: string }) =>
    createCardProvider({ config: { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_API_URL: undefined, ...keys }, db, now: () => NOW, log: { warn: () => {} } });

  it('uses the sandbox without a secret key and Stripe with one', () => {
    expect(choose({}).provider.name).toBe('sandbox');
    expect(choose({ STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE }).provider.name).toBe('stripe');
  });

  it('refuses to start with half a Stripe configuration, without printing the key', () => {
    expect(() => choose({ STRIPE_SECRET_KEY: SECRET })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => choose({ STRIPE_SECRET_KEY: PUBLISHABLE, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE })).toThrow(/STRIPE_SECRET_KEY must be/);
    try {
      choose({ STRIPE_SECRET_KEY: SECRET });
    } catch (error) {
      expect(String(error)).not.toContain(SECRET);
    }
  });
});
