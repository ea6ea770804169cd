/**
 * POST /api/v1/payments/stripe/webhook with the Stripe provider (a local stand-in for Stripe's API):
 * events signed with STRIPE_WEBHOOK_SECRET (Stripe's own test-header helper) complete the paid
 * checkout once; forged, altered, unsigned and stale ones are refused with 400; a replayed event id
 * does nothing; unknown intents and types are taken and ignored; an outage answers 503 so Stripe
 * sends the event again. Never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { PriceDetail } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { bookingBody, cheapest, NOW, oneWay, openTestDb } from '../bookings/bookings-test-kit.js';
import { startFakeStripe, type FakeStripe } from '../payments/__fixtures__/fake-stripe-server.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import { bookingsPaidBy, cardBooking, checkoutOf, confirmPayment, intentEvent, mailsTo, postEvent, startPayment, WEBHOOK_SECRET } from './checkouts-test-kit.js';

const SECRET = 'sk_test_51KerbsideFakeSecret0123456789';
const PUBLISHABLE = 'pk_test_51KerbsideFakePublishable';

let stripe: FakeStripe;
let api: TestApp;
let db: Db;
let vehicle: PriceDetail;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET);
  api = await startTestApp({
    now: () => NOW,
    env: { RATE_LIMIT_FACTOR: '100', STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE, STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  db = openTestDb(api);
  vehicle = await cheapest(api, oneWay);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
  await stripe?.close();
});

const guest = (email: string) => ({ registrationData: { firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email } });
const eventsOf = (intentId: string) => db.kysely.selectFrom('payment_events').select(['event_id', 'type']).where('provider_intent_id', '=', intentId).execute();

/** Paid with Stripe (pm_card_visa), and the page closed before POST /booking. */
async function paidAndGone(email: string) {
  const checkout = cardBooking(vehicle, guest(email));
  const payment = await confirmPayment(api, await startPayment(api, 'pm_card_visa', checkout));
  return { checkout, payment };
}

describe('a signed payment_intent.succeeded', () => {
  it('books the checkout its payment was started for, once; the same event again does nothing', async () => {
    const { checkout, payment } = await paidAndGone('stripe.closed@example.com');
    const created = stripe.calls.find((c) => c.method === 'POST' && c.path === '/v1/payment_intents' && c.form.amount === String(checkout.amount));
    const kept = await checkoutOf(db, payment.paymentId);
    expect(created?.form['metadata[checkout_id]']).toBe(kept.id);
    expect(kept.provider).toBe('stripe');

    const event = intentEvent('payment_intent.succeeded', payment.paymentId, 'evt_1KerbsideSucceeded');
    const res = await postEvent(api, event, { at: NOW });
    expect([res.status, res.body]).toEqual([200, { success: true, data: { received: true } }]);
    const booked = await bookingsPaidBy(db, payment.paymentId);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.amount_pence).toBe(checkout.amount);
    expect(await checkoutOf(db, payment.paymentId)).toMatchObject({ status: 'completed', booking_id: booked[0]!.id });
    // Checked with Stripe, not taken from the event's body.
    expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${payment.paymentId}` });

    const calls = stripe.calls.length;
    const replay = await postEvent(api, event, { at: NOW });
    expect([replay.status, replay.body]).toEqual([200, { success: true, data: { received: true } }]);
    expect(stripe.calls.length).toBe(calls);
    expect(await eventsOf(payment.paymentId)).toEqual([{ event_id: 'evt_1KerbsideSucceeded', type: 'payment_intent.succeeded' }]);
    expect(await bookingsPaidBy(db, payment.paymentId)).toHaveLength(1);
    expect(await mailsTo(db, 'stripe.closed@example.com', 'booking_confirmation')).toHaveLength(1);
  });

  it('refunds through Stripe, with a key of its own, a paid checkout that cannot be booked', async () => {
    const newClient = { selected_passenger: 'new_client' as const, registrationData: { email: 'stripe.late@example.com', password: 'two-tabs-2026', privacyAccepted: true, termsAccepted: true } };
    const checkout = cardBooking(vehicle, newClient);
    const intentId = await startPayment(api, 'pm_card_visa', checkout);
    expect((await api.call('POST', '/api/v1/booking', bookingBody(vehicle, oneWay, newClient))).status).toBe(200);
    const payment = await confirmPayment(api, intentId);

    expect((await postEvent(api, intentEvent('payment_intent.succeeded', payment.paymentId), { at: NOW })).status).toBe(200);
    const refund = stripe.calls.find((c) => c.path === '/v1/refunds' && c.form.payment_intent === payment.paymentId);
    expect(refund?.form).toMatchObject({ amount: String(checkout.amount) });
    expect(refund?.headers['idempotency-key']).toBe(`checkout-refund-${payment.paymentId}`);
    expect(await checkoutOf(db, payment.paymentId)).toMatchObject({ status: 'refunded', failure_reason: 'email_taken', refund_id: expect.stringMatching(/^re_/) });
    expect(await bookingsPaidBy(db, payment.paymentId)).toEqual([]);
    expect(await mailsTo(db, 'stripe.late@example.com', 'payment_refund')).toHaveLength(1);
  });
});

describe('events the webhook does not act on', () => {
  it('refuses a forged, altered, unsigned or stale event with 400 and books nothing', async () => {
    const { payment } = await paidAndGone('stripe.forged@example.com');
    const event = intentEvent('payment_intent.succeeded', payment.paymentId);
    const body = JSON.stringify(event);
    const signedOther = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify({ ...event, id: 'evt_other' }), secret: WEBHOOK_SECRET, timestamp: NOW.getTime() / 1000 });
    const refusals = [
      await postEvent(api, event, { at: NOW, secret: 'whsec_someone_else' }),
      await postEvent(api, body, { at: NOW, signature: signedOther }),
      await postEvent(api, event, { at: NOW, signature: null }),
      await postEvent(api, event, { at: NOW, signature: 't=oops,v1=nothing' }),
      // Signed more than 5 minutes before it arrives (a captured event sent again later).
      await postEvent(api, event, { at: new Date(NOW.getTime() - 301_000) }),
    ];
    expect(refusals).toEqual(Array(5).fill({ status: 400, body: { success: false, message: CHECKOUT_MESSAGES.badSignature } }));
    expect(await eventsOf(payment.paymentId)).toEqual([]);
    expect(await bookingsPaidBy(db, payment.paymentId)).toEqual([]);

    // The same event, properly signed 4 minutes ago, is taken.
    expect((await postEvent(api, event, { at: new Date(NOW.getTime() - 240_000) })).status).toBe(200);
    expect(await bookingsPaidBy(db, payment.paymentId)).toHaveLength(1);
  });

  it('takes and ignores an unknown intent, another event type and a failed payment', async () => {
    const before = (await db.kysely.selectFrom('bookings').select('id').execute()).length;
    const unknown = await postEvent(api, intentEvent('payment_intent.succeeded', 'pi_3NotFromThisServer'), { at: NOW });
    expect([unknown.status, unknown.body]).toEqual([200, { success: true, data: { received: true } }]);
    const other = await postEvent(api, { ...intentEvent('customer.created', 'x'), data: { object: { id: 'cus_1', object: 'customer' } } }, { at: NOW });
    expect(other.status).toBe(200);

    const checkout = cardBooking(vehicle, guest('stripe.declined@example.com'));
    const intentId = await startPayment(api, 'pm_card_chargeDeclined', checkout);
    expect((await api.call('POST', '/api/v1/confirm-payment-intent', { paymentIntentId: intentId })).body.data.status).toBe('failed');
    expect((await postEvent(api, intentEvent('payment_intent.payment_failed', intentId), { at: NOW })).status).toBe(200);
    expect((await checkoutOf(db, intentId)).status).toBe('open');
    // Even a succeeded event for it books nothing: Stripe says it did not succeed.
    expect((await postEvent(api, intentEvent('payment_intent.succeeded', intentId), { at: NOW })).status).toBe(200);
    expect((await db.kysely.selectFrom('bookings').select('id').execute()).length).toBe(before);
  });

  it('answers 400 to a signed body that is not an event and 413 to a huge one, never 500', async () => {
    expect(await postEvent(api, 'not json at all', { at: NOW })).toEqual({ status: 400, body: { success: false, message: CHECKOUT_MESSAGES.badSignature } });
    expect(await postEvent(api, { hello: 'world' }, { at: NOW })).toEqual({ status: 400, body: { success: false, message: CHECKOUT_MESSAGES.notAnEvent } });
    const huge = await postEvent(api, { ...intentEvent('payment_intent.succeeded', 'pi_x'), padding: 'x'.repeat(70 * 1024) }, { at: NOW });
    expect(huge.status).toBe(413);
  });
});

describe('when Stripe cannot be reached', () => {
  it('answers 503 and takes the same event when Stripe sends it again', async () => {
    const { payment } = await paidAndGone('stripe.outage@example.com');
    const event = intentEvent('payment_intent.succeeded', payment.paymentId, 'evt_1KerbsideOutage');
    // The call and the Stripe client's two retries.
    stripe.failNext(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } }, 3);
    const down = await postEvent(api, event, { at: NOW });
    expect([down.status, down.body]).toEqual([503, { success: false, message: CHECKOUT_MESSAGES.tryAgain }]);
    expect(await eventsOf(payment.paymentId)).toEqual([]);
    expect(await bookingsPaidBy(db, payment.paymentId)).toEqual([]);

    const again = await postEvent(api, event, { at: NOW });
    expect(again.status).toBe(200);
    expect(await bookingsPaidBy(db, payment.paymentId)).toHaveLength(1);
  });
});

describe('without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 404: this server takes no Stripe events', async () => {
    const plain = await startTestApp({ now: () => NOW });
    try {
      const res = await postEvent(plain, intentEvent('payment_intent.succeeded', 'pi_x'), { at: NOW });
      expect([res.status, res.body]).toEqual([404, { success: false, message: CHECKOUT_MESSAGES.webhookOff }]);
    } finally {
      await plain.close();
    }
  });
});
