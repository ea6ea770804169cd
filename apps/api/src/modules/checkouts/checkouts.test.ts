/**
 * Card checkouts with the sandbox provider over HTTP: create-payment-intent keeps the booking
 * request (priced, its booker checked, never a plain password), and the payment ends in exactly one
 * booking whoever completes it (the visitor's POST /booking, the sandbox's own event a moment after
 * the payment, Stripe's webhook), or in a refund when it cannot be booked.
 */
import { describe, expect, it } from 'vitest';
import { bookingResponseSchema, MESSAGES } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { bookingBody, cheapest, NOW, oneWay } from '../bookings/bookings-test-kit.js';
import { PAYMENT_USED } from '../bookings/bookings.service.js';
import { EMAIL_TAKEN } from '../passengers/passengers.service.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import {
  bookingsPaidBy,
  cardBooking,
  checkoutOf,
  confirmPayment,
  eventually,
  intentEvent,
  mailsTo,
  postEvent,
  sandboxCard,
  startPayment,
  WEBHOOK_SECRET,
} from './checkouts-test-kit.js';

const EVENT_DELAY_MS = 150;
const kit = testAppWithDb({
  now: () => NOW,
  env: { RATE_LIMIT_FACTOR: '100', SANDBOX_EVENT_DELAY_MS: String(EVENT_DELAY_MS), STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
});

const guestNamed = (email: string) => ({ registrationData: { firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email } });
const newClient = (email: string, password = 'analytical-engine-1843') => ({
  selected_passenger: 'new_client' as const,
  registrationData: { firstName: 'Charles', surname: 'Babbage', number: '+447700900456', email, password, privacyAccepted: true, termsAccepted: true },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, EVENT_DELAY_MS * 4));

describe('create-payment-intent keeps the booking request', () => {
  it('stores the priced rows and the booker with a password hash, never the password', async () => {
    const vehicle = await cheapest(kit.api, oneWay);
    const checkout = cardBooking(vehicle, { ...newClient('babbage@example.com'), idempotency_key: 'checkout-kept-0001' });
    const intentId = await startPayment(kit.api, await sandboxCard(kit.api), checkout);

    const row = await checkoutOf(kit.db, intentId);
    expect(row).toMatchObject({
      id: expect.stringMatching(/^co_[0-9a-f]{24}$/),
      provider: 'sandbox',
      company_id: vehicle.company_id,
      booker_email: 'babbage@example.com',
      idempotency_key: 'checkout-kept-0001',
      amount_pence: checkout.amount,
      currency: 'gbp',
      status: 'open',
      booking_id: null,
    });
    const rows = JSON.parse(row.booking_rows);
    expect(rows.booking).toMatchObject({ payment_method: 'card', payment_id: null, amount_pence: checkout.amount, company_id: vehicle.company_id });
    const plan = JSON.parse(row.booker_plan);
    expect(plan).toMatchObject({ kind: 'new', passenger: { kind: 'client', email: 'babbage@example.com', password_hash: expect.stringMatching(/^\$argon2id\$/) } });
    expect(JSON.stringify(row)).not.toContain('analytical-engine-1843');
    // Ours, with the same amount.
    const record = await kit.db.kysely.selectFrom('payment_intents').selectAll().where('provider_intent_id', '=', intentId).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ amount_pence: checkout.amount, status: 'requires_confirmation' });
  });

  it('checks the card before the booker: without an accepted card nothing is told about accounts', async () => {
    const vehicle = await cheapest(kit.api, oneWay);
    const client = newClient('hopper@example.com', 'cobol-1959!');
    expect((await kit.api.call('POST', '/api/v1/booking', bookingBody(vehicle, oneWay, client))).status).toBe(200);
    const checkouts = async () => (await kit.db.kysely.selectFrom('checkouts').select('id').execute()).length;
    const intents = async () => (await kit.db.kysely.selectFrom('payment_intents').select('provider_intent_id').execute()).length;
    const before = [await checkouts(), await intents()];

    const existing = { selected_passenger: 'existing_client' as const, registrationData: { email: 'hopper@example.com', password: 'wrong password' } };
    const taken = newClient('hopper@example.com');
    for (const changes of [existing, taken]) {
      const { booking, amount } = cardBooking(vehicle, changes);
      const noCard = await kit.api.call('POST', '/api/v1/create-payment-intent', { paymentMethodId: 'pm_sbx_unknown', amount, booking });
      expect([noCard.status, noCard.body.message]).toEqual([400, `${MESSAGES.paymentIntentFailed} Please enter your card details again.`]);
    }

    // With a card the provider accepts, the booking's own answers.
    const wrongPassword = await kit.api.call('POST', '/api/v1/create-payment-intent', { paymentMethodId: await sandboxCard(kit.api), ...cardBooking(vehicle, existing) });
    expect([wrongPassword.status, wrongPassword.body.message]).toEqual([401, MESSAGES.emailNotFound]);
    const emailTaken = await kit.api.call('POST', '/api/v1/create-payment-intent', { paymentMethodId: await sandboxCard(kit.api), ...cardBooking(vehicle, taken) });
    expect([emailTaken.status, emailTaken.body.message]).toEqual([409, EMAIL_TAKEN]);
    // Nothing kept and no intent of ours: confirming one would answer 404.
    expect([await checkouts(), await intents()]).toEqual(before);

    const rightPassword = { selected_passenger: 'existing_client' as const, registrationData: { email: 'hopper@example.com', password: 'cobol-1959!' } };
    const intentId = await startPayment(kit.api, await sandboxCard(kit.api), cardBooking(vehicle, rightPassword));
    expect(JSON.parse((await checkoutOf(kit.db, intentId)).booker_plan)).toMatchObject({ kind: 'existing', profile: { email: 'hopper@example.com', firstName: 'Charles' } });
  });
});

describe('a paid checkout becomes one booking', () => {
  it('books a payment whose tab closed before POST /booking: the sandbox event completes it, and mails once', async () => {
    const vehicle = await cheapest(kit.api, oneWay);
    const checkout = cardBooking(vehicle, guestNamed('closed.tab@example.com'));
    const payment = await confirmPayment(kit.api, await startPayment(kit.api, await sandboxCard(kit.api), checkout));
    // No POST /booking: the page is gone.

    const booked = await eventually(() => bookingsPaidBy(kit.db, payment.paymentId), (rows) => rows.length > 0);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.amount_pence).toBe(checkout.amount);
    expect(await checkoutOf(kit.db, payment.paymentId)).toMatchObject({ status: 'completed', booking_id: booked[0]!.id });
    const row = await kit.db.kysely.selectFrom('bookings').select(['payment_session_id', 'payment_method']).where('id', '=', booked[0]!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_session_id: payment.sessionId, payment_method: 'card' });
    const events = await kit.db.kysely.selectFrom('payment_events').selectAll().where('provider_intent_id', '=', payment.paymentId).execute();
    expect(events).toMatchObject([{ provider: 'sandbox', type: 'payment_intent.succeeded', event_id: expect.stringMatching(/^evt_sbx_/) }]);

    await settle();
    expect(await bookingsPaidBy(kit.db, payment.paymentId)).toHaveLength(1);
    const mails = await mailsTo(kit.db, 'closed.tab@example.com', 'booking_confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Booking confirmed: ${booked[0]!.booking_number}`);

    // The visitor's page comes back later: it gets that booking.
    const late = await kit.api.call('POST', '/api/v1/booking', checkout.request(payment));
    expect(late.status).toBe(200);
    expect(bookingResponseSchema.parse(late.body).data.booking.booking_number).toBe(booked[0]!.booking_number);
    expect(await mailsTo(kit.db, 'closed.tab@example.com', 'booking_confirmation')).toHaveLength(1);
  });

  it('books once when POST /booking (twice) races the webhook and the sandbox event; every answer is that booking', async () => {
    const vehicle = await cheapest(kit.api, oneWay);
    const checkout = cardBooking(vehicle, { ...newClient('race@example.com'), idempotency_key: 'checkout-race-0001' });
    const payment = await confirmPayment(kit.api, await startPayment(kit.api, await sandboxCard(kit.api), checkout));

    const [first, second, webhook] = await Promise.all([
      kit.api.call('POST', '/api/v1/booking', checkout.request(payment)),
      kit.api.call('POST', '/api/v1/booking', checkout.request(payment)),
      postEvent(kit.api, intentEvent('payment_intent.succeeded', payment.paymentId), { at: NOW }),
    ]);
    expect([first.status, second.status, webhook.status]).toEqual([200, 200, 200]);
    expect(webhook.body).toEqual({ success: true, data: { received: true } });
    const ids = [first, second].map((res) => bookingResponseSchema.parse(res.body).data.booking.id);
    await settle();
    const booked = await bookingsPaidBy(kit.db, payment.paymentId);
    expect(booked.map((b) => b.id)).toEqual([ids[0]]);
    expect(ids[1]).toBe(ids[0]);
    // The losers of the race found the winner's booking: nothing was refunded.
    expect(await checkoutOf(kit.db, payment.paymentId)).toMatchObject({ status: 'completed', booking_id: ids[0], refund_id: null });
    expect(await kit.db.kysely.selectFrom('sandbox_refunds').select('id').where('payment_intent_id', '=', payment.paymentId).execute()).toEqual([]);
    // One client account, one confirmation, one notification to the operator.
    expect(await kit.db.kysely.selectFrom('passengers').select('id').where('email', '=', 'race@example.com').execute()).toHaveLength(1);
    expect(await mailsTo(kit.db, 'race@example.com', 'booking_confirmation')).toHaveLength(1);
    const notifications = await kit.db.kysely.selectFrom('mail_outbox').select('id').where('kind', '=', 'booking_notification').where('subject', 'like', `%${booked[0]!.booking_number}%`).execute();
    expect(notifications).toHaveLength(1);
    // Both events were taken: the webhook's and the sandbox's.
    expect(await kit.db.kysely.selectFrom('payment_events').select('provider').where('provider_intent_id', '=', payment.paymentId).orderBy('provider').execute()).toEqual([
      { provider: 'sandbox' },
      { provider: 'stripe' },
    ]);
  });

  it('gives the payment’s booking to its payer only, and only for the request that was paid', async () => {
    const vehicle = await cheapest(kit.api, oneWay);
    const checkout = cardBooking(vehicle, guestNamed('payer@example.com'));
    const payment = await confirmPayment(kit.api, await startPayment(kit.api, await sandboxCard(kit.api), checkout));

    const stranger = await kit.api.call('POST', '/api/v1/booking', { ...checkout.request(payment), registrationData: { ...guestNamed('mallory@example.com').registrationData } });
    expect([stranger.status, stranger.body.message]).toEqual([409, PAYMENT_USED]);
    const changed = await kit.api.call('POST', '/api/v1/booking', { ...checkout.request(payment), registrationData: { ...guestNamed('payer@example.com').registrationData, additionalInfo: 'Changed after paying' } });
    expect([changed.status, changed.body.message]).toEqual([409, CHECKOUT_MESSAGES.otherRequest]);

    // The payment still books what was paid for.
    const booked = await eventually(() => bookingsPaidBy(kit.db, payment.paymentId), (rows) => rows.length > 0);
    expect(booked).toHaveLength(1);
    const after = await kit.api.call('POST', '/api/v1/booking', { ...checkout.request(payment), registrationData: { ...guestNamed('mallory@example.com').registrationData } });
    expect([after.status, after.body.message]).toEqual([409, PAYMENT_USED]);
  });
});

describe('a paid checkout that cannot be booked', () => {
  it('is refunded in full, once, and its payer is mailed', async () => {
    const vehicle = await cheapest(kit.api, oneWay);
    const checkout = cardBooking(vehicle, newClient('late@example.com'));
    const intentId = await startPayment(kit.api, await sandboxCard(kit.api), checkout);
    // Meanwhile the same email opens an account (another tab, paying in the car).
    expect((await kit.api.call('POST', '/api/v1/booking', bookingBody(vehicle, oneWay, newClient('late@example.com')))).status).toBe(200);
    const payment = await confirmPayment(kit.api, intentId);

    const refunded = await eventually(() => checkoutOf(kit.db, payment.paymentId), (row) => !['open', 'refunding'].includes(row.status));
    expect(refunded).toMatchObject({ status: 'refunded', failure_reason: 'email_taken', refund_id: expect.stringMatching(/^re_sbx_/), booking_id: null });
    expect(await bookingsPaidBy(kit.db, payment.paymentId)).toEqual([]);
    const refunds = await kit.db.kysely.selectFrom('sandbox_refunds').selectAll().where('payment_intent_id', '=', payment.paymentId).execute();
    expect(refunds).toMatchObject([{ id: refunded.refund_id, amount_pence: checkout.amount, status: 'succeeded' }]);

    // The visitor's page, and a second event, change nothing.
    const answer = await kit.api.call('POST', '/api/v1/booking', checkout.request(payment));
    expect([answer.status, answer.body.message]).toEqual([409, CHECKOUT_MESSAGES.refunded(checkout.amount, '£', 'email_taken')]);
    expect(answer.body.message).toContain('please sign in as an existing client');
    expect((await postEvent(kit.api, intentEvent('payment_intent.succeeded', payment.paymentId), { at: NOW })).status).toBe(200);
    expect(await kit.db.kysely.selectFrom('sandbox_refunds').select('id').where('payment_intent_id', '=', payment.paymentId).execute()).toHaveLength(1);
    const mails = await mailsTo(kit.db, 'late@example.com', 'payment_refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Payment refunded: £${checkout.amount / 100}.00`);
    expect(mails[0]!.text_body).toContain('An account with this email was opened while you paid');
  });
});
