/**
 * The card limits count payments, not calls: a payment is counted once per address when it starts
 * (create-payment-intent), whatever 3-D Secure asks after, and what completes a payment (confirming
 * it after the bank's check, the sandbox's challenge answer, the booking it pays for) is never
 * refused by a per-address limit; those steps are bounded per payment instead.
 */
import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { ADDRESS_LIMITS, PAYMENT_STEPS } from '../../http/limits.js';
import { bookingBody, bookingTestApp, oneWay } from '../bookings/bookings-test-kit.js';
import { cardBooking } from '../checkouts/checkouts-test-kit.js';

const ASKS_FOR_3DS = '4000002760003184';
const PLAIN = '4242424242424242';

const kit = bookingTestApp();

let subnet = 0;
/** A /24 of its own for each test, so the tests' counts never meet. */
const addresses = () => {
  subnet += 1;
  return (host: number) => ({ 'x-forwarded-for': `198.19.${subnet}.${host}` });
};

type From = Record<string, string>;
const post = (path: string, body: unknown, from: From) => kit.api.call('POST', path, body, from);

function expectRefusal(res: { status: number; body: any }, message: string) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(new RegExp(`^${message.replace(/[.?]/g, '\\$&')} Please try again in (a minute|\\d+ minutes)\\.$`));
}

let bookers = 0;
/** A card booking of its own (its own booker, so no two are the same request). */
function newCheckout() {
  bookers += 1;
  return cardBooking(kit.vehicle, { registrationData: { firstName: 'Ada', surname: 'L', number: '+447700900123', email: `card-${subnet}-${bookers}@example.com` } });
}

async function paymentMethod(number: string, from: From): Promise<string> {
  const res = await post(OPERATIONS.createSandboxPaymentMethod.path, { number, exp_month: 12, exp_year: 2030, cvc: '123' }, from);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.paymentMethodId as string;
}

/** Payment method, intent and the first confirm, as the website makes them: a 3-D Secure card is left waiting for its challenge. */
async function startPayment(checkout: ReturnType<typeof newCheckout>, number: string, from: From, cardFrom: From = from) {
  const method = await paymentMethod(number, cardFrom);
  const intent = await post(OPERATIONS.createPaymentIntent.path, { paymentMethodId: method, amount: checkout.amount, booking: checkout.booking }, from);
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const id = intent.body.data.paymentIntentId as string;
  const confirmed = await post(OPERATIONS.confirmPaymentIntent.path, { paymentIntentId: id }, from);
  expect(confirmed.status).toBe(200);
  return { id, confirmed: confirmed.body.data as { status: string; next_action: { client_secret: string } | null } };
}

/** The bank's check approved, the confirm after it, and the booking it pays for. */
async function approveAndBook(checkout: ReturnType<typeof newCheckout>, payment: Awaited<ReturnType<typeof startPayment>>, from: From) {
  expect(payment.confirmed.status).toBe('requires_action');
  const answered = await post(pathOf(OPERATIONS.authenticateSandboxPaymentIntent, { id: payment.id }), { client_secret: payment.confirmed.next_action!.client_secret, outcome: 'approve' }, from);
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  const charged = await post(OPERATIONS.confirmPaymentIntent.path, { paymentIntentId: payment.id }, from);
  expect(charged.body.data?.status, JSON.stringify(charged.body)).toBe('succeeded');
  const booked = await post(OPERATIONS.createBooking.path, checkout.request(charged.body.data), from);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
}

describe('card payments per address', () => {
  it(`${ADDRESS_LIMITS.payments.limit} payments an hour, each counted once through 3-D Secure, and one the bank approved after the limit still completes`, async () => {
    const from = addresses();
    for (let i = 1; i < ADDRESS_LIMITS.payments.limit; i++) {
      const checkout = newCheckout();
      await approveAndBook(checkout, await startPayment(checkout, ASKS_FOR_3DS, from(1)), from(1));
    }
    // The last payment of the hour waits for its bank while the address tries another.
    const last = newCheckout();
    const waiting = await startPayment(last, ASKS_FOR_3DS, from(1));
    const method = await paymentMethod(PLAIN, from(2));
    expectRefusal(await post(OPERATIONS.createPaymentIntent.path, { paymentMethodId: method, amount: last.amount, booking: newCheckout().booking }, from(1)), LIMIT_MESSAGES.payments);
    // Its challenge answer, the confirm after it and its booking are not refused.
    await approveAndBook(last, waiting, from(1));
  });

  it(`test cards entered in the sandbox: ${ADDRESS_LIMITS.sandboxCards.limit} an hour per address, apart from the payments`, async () => {
    const from = addresses();
    const card = { number: PLAIN, exp_month: 12, exp_year: 2030, cvc: '123' };
    for (let i = 0; i < ADDRESS_LIMITS.sandboxCards.limit; i++) expect((await post(OPERATIONS.createSandboxPaymentMethod.path, card, from(1))).status).toBe(200);
    expectRefusal(await post(OPERATIONS.createSandboxPaymentMethod.path, card, from(1)), LIMIT_MESSAGES.payments);
    // A card entered elsewhere still pays from here.
    const checkout = newCheckout();
    const payment = await startPayment(checkout, PLAIN, from(1), from(2));
    expect(payment.confirmed.status).toBe('succeeded');
  });

  it('the booking a card payment completes is not refused by the bookings limit', async () => {
    const from = addresses();
    for (let i = 0; i < ADDRESS_LIMITS.bookings.limit; i++) {
      const body = bookingBody(kit.vehicle, oneWay, { registrationData: { firstName: 'Ada', surname: 'L', number: '+447700900123', email: `cash-${subnet}-${i}@example.com` } });
      expect((await post(OPERATIONS.createBooking.path, body, from(1))).status).toBe(200);
    }
    expectRefusal(await post(OPERATIONS.createBooking.path, bookingBody(kit.vehicle, oneWay), from(1)), LIMIT_MESSAGES.bookings);
    const checkout = newCheckout();
    const payment = await startPayment(checkout, PLAIN, from(1));
    expect(payment.confirmed.status).toBe('succeeded');
    const booked = await post(OPERATIONS.createBooking.path, checkout.request({ paymentId: payment.id, sessionId: payment.id }), from(1));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    // A made-up payment id is a booking attempt like any other.
    expectRefusal(await post(OPERATIONS.createBooking.path, checkout.request({ paymentId: 'pi_sandbox_made_up', sessionId: 'x' }), from(1)), LIMIT_MESSAGES.bookings);
  });
});

describe('the steps of one payment', () => {
  it(`are bounded per payment, ${PAYMENT_STEPS.limit} an hour from any number of addresses (a payment needs at most 4)`, async () => {
    const from = addresses();
    const checkout = newCheckout();
    const payment = await startPayment(checkout, ASKS_FOR_3DS, from(1));
    for (let i = 2; i < PAYMENT_STEPS.limit; i++) expect((await post(OPERATIONS.confirmPaymentIntent.path, { paymentIntentId: payment.id }, from(i))).status).toBe(200);
    const secret = payment.confirmed.next_action!.client_secret;
    expect((await post(pathOf(OPERATIONS.authenticateSandboxPaymentIntent, { id: payment.id }), { client_secret: secret, outcome: 'approve' }, from(100))).status).toBe(200);
    expectRefusal(await post(OPERATIONS.confirmPaymentIntent.path, { paymentIntentId: payment.id }, from(101)), LIMIT_MESSAGES.paymentSteps);
    expectRefusal(await post(OPERATIONS.createBooking.path, checkout.request({ paymentId: payment.id, sessionId: payment.id }), from(102)), LIMIT_MESSAGES.paymentSteps);
    // Another payment is not affected.
    const other = newCheckout();
    expect((await startPayment(other, PLAIN, from(103))).confirmed.status).toBe('succeeded');
  });
});
