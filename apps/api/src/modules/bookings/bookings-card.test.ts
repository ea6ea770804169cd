/** Card bookings over HTTP with the built-in sandbox card provider: pay, then book (the booking the payment was started for). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponseSchema, type PriceDetail } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { CHECKOUT_MESSAGES } from '../checkouts/checkout-messages.js';
import { bookingBody, cheapest, countAll, NOW, oneWay, openTestDb } from './bookings-test-kit.js';

let api: TestApp;
let db: Db;
let vehicle: PriceDetail;
beforeAll(async () => {
  // The browser's path only: the sandbox's own event (which books a paid checkout anyway) is off.
  api = await startTestApp({ now: () => NOW, env: { SANDBOX_EVENT_DELAY_MS: '0' } });
  db = openTestDb(api);
  vehicle = await cheapest(api, oneWay);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

/** The booking request without its payment fields: what create-payment-intent keeps. */
const payable = () => {
  const { payment_method: _method, ...booking } = bookingBody(vehicle, oneWay);
  return booking;
};

/** The website's card steps (spec §4): payment method, intent for the server's amount, confirm. */
async function pay(number: string, amountPence = Math.round(vehicle.price) * 100) {
  const method = await api.call('POST', '/api/v1/sandbox/payment-methods', { number, exp_month: 12, exp_year: 2030, cvc: '123' });
  expect(method.status).toBe(200);
  const intent = await api.call('POST', '/api/v1/create-payment-intent', { paymentMethodId: method.body.data.paymentMethodId, amount: amountPence, booking: payable() });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const confirmed = await api.call('POST', '/api/v1/confirm-payment-intent', { paymentIntentId: intent.body.data.paymentIntentId });
  expect(confirmed.status).toBe(200);
  return confirmed.body.data as { status: string; paymentId: string; sessionId: string };
}

const bookByCard = (payment: { paymentId: string; sessionId: string }, changes: Record<string, unknown> = {}) =>
  api.call('POST', '/api/v1/booking', bookingBody(vehicle, oneWay, { payment_method: 'card', paymentId: payment.paymentId, stripe_session_id: payment.sessionId, ...changes }));

describe('card bookings with the sandbox provider', () => {
  it('books after a successful payment, once per payment', async () => {
    const payment = await pay('4242424242424242');
    expect(payment.status).toBe('succeeded');
    const res = await bookByCard(payment);
    expect(res.status).toBe(200);
    const { booking } = bookingResponseSchema.parse(res.body).data;
    expect(booking).toMatchObject({ payment_method: 'card', total_booking_amount: Math.round(vehicle.price) });
    const row = await db.kysely.selectFrom('bookings').select(['payment_id', 'payment_session_id']).where('id', '=', booking.id).executeTakeFirstOrThrow();
    expect(row.payment_id).toBe(payment.paymentId);
    expect(row.payment_session_id).toBeTruthy();

    const mail = await db.kysely.selectFrom('mail_outbox').select('text_body').where('subject', 'like', `%${booking.booking_number}%`).executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Pay by Card');

    // The same payment again (a retry, a second tab): the same booking, never a second one.
    const again = await Promise.all([bookByCard(payment), bookByCard(payment)]);
    for (const a of again) expect(a.body.data.booking.id).toBe(booking.id);
    expect(await db.kysely.selectFrom('bookings').select('id').where('payment_id', '=', payment.paymentId).execute()).toHaveLength(1);
  });

  it('refuses a declined payment, an unknown payment and a payment for another amount, storing nothing', async () => {
    const declined = await pay('4000000000000002');
    expect(declined.status).toBe('failed');
    const before = await countAll(db);
    const refused = await bookByCard(declined);
    expect(refused.status).toBe(402);
    const unknown = await bookByCard({ paymentId: 'pi_made_up', sessionId: 'x' });
    expect(unknown.status).toBe(402);

    // Paid for one vehicle, then asked for two: the payment books only what it was started for.
    const paid = await pay('4242424242424242');
    const two = await bookByCard(paid, { selectedVehicle: 2, selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price * 2 } });
    expect([two.status, two.body.message]).toEqual([409, CHECKOUT_MESSAGES.otherRequest]);
    expect(await countAll(db)).toEqual(before);
  });
});
