/**
 * A checkout paid with a manual-capture Stripe intent (the company captures at completion): the
 * intent is authorised, not charged, and Stripe's `payment_intent.amount_capturable_updated` (what
 * it sends for an authorisation; there is no `succeeded` until the capture) completes the checkout
 * as a booking held for capture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceDetail } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { cheapest, NOW, oneWay, openTestDb } from '../bookings/bookings-test-kit.js';
import { startFakeStripe, type FakeStripe } from '../payments/__fixtures__/fake-stripe-server.js';
import { bookingsPaidBy, cardBooking, checkoutOf, confirmPayment, intentEvent, postEvent, startPayment, WEBHOOK_SECRET } from './checkouts-test-kit.js';

const SECRET = 'sk_test_51KerbsideFakeSecret0123456789';

let stripe: FakeStripe;
let api: TestApp;
let db: Db;
let vehicle: PriceDetail;

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET);
  api = await startTestApp({
    now: () => NOW,
    env: { RATE_LIMIT_FACTOR: '100', STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_51KerbsideFake', STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  db = openTestDb(api);
  vehicle = await cheapest(api, oneWay);
  await db.kysely.updateTable('companies').set({ card_capture: 'at_completion' }).where('id', '=', vehicle.company_id).execute();
});
afterAll(async () => {
  await db?.close();
  await api?.close();
  await stripe?.close();
});

describe('an authorised Stripe checkout', () => {
  it('is authorised, not charged, and booked from payment_intent.amount_capturable_updated as held for capture', async () => {
    const checkout = cardBooking(vehicle, { registrationData: { firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email: 'held@example.com' } });
    const intentId = await startPayment(api, 'pm_card_visa', checkout);
    expect(stripe.calls.find((c) => c.path === '/v1/payment_intents' && c.method === 'POST' && c.form['metadata[checkout_id]'])?.form.capture_method).toBe('manual');
    // The website is told the payment succeeded: it books as a charged payment would.
    const payment = await confirmPayment(api, intentId);
    expect(stripe.intents.get(intentId)).toMatchObject({ status: 'requires_capture', amount_received: 0 });

    const res = await postEvent(api, { ...intentEvent('payment_intent.amount_capturable_updated', intentId), data: { object: { id: intentId, object: 'payment_intent', status: 'requires_capture' } } }, { at: NOW });
    expect([res.status, res.body]).toEqual([200, { success: true, data: { received: true } }]);
    const [booked] = await bookingsPaidBy(db, payment.paymentId);
    expect(booked).toBeDefined();
    expect(await checkoutOf(db, intentId)).toMatchObject({ status: 'completed', booking_id: booked!.id });
    const row = await db.kysely.selectFrom('bookings').select(['payment_capture', 'capture_status', 'authorised_at']).where('id', '=', booked!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_capture: 'manual', capture_status: 'authorised', authorised_at: NOW.toISOString() });
    // The visitor's own POST /booking afterwards answers the same booking.
    const again = await api.call('POST', '/api/v1/booking', checkout.request(payment));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await bookingsPaidBy(db, payment.paymentId)).toHaveLength(1);
  });
});
