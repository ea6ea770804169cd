import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OPERATIONS } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { PRICE_CHANGED } from '../quotes/chosen-vehicle.js';
import { NOW, openTestDatabase, quotedBooking, type CheckoutBody } from './__fixtures__/payable-booking.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService, type PaymentsApi } from './payments.service.js';
import { createSandboxProvider } from './sandbox.provider.js';
import { createSandboxRepository } from './sandbox.repository.js';

const card = (number: string, change: Record<string, unknown> = {}) => ({ number, exp_month: 12, exp_year: 2028, cvc: '123', ...change });

let api: TestApp;
let db: Db;
let booking: CheckoutBody;
let amount: number;

beforeAll(async () => {
  // Many requests from one test address: the per-address limits are raised (abuse-limits.test.ts tests them).
  api = await startTestApp({ now: () => NOW, env: { RATE_LIMIT_FACTOR: '100' } });
  db = openTestDatabase(api);
  ({ booking, amount } = await quotedBooking(api));
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

async function cardId(number: string): Promise<string> {
  const res = await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, card(number));
  expect(res.status).toBe(200);
  return res.body.data.paymentMethodId;
}

async function intentFor(number: string): Promise<string> {
  const res = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: await cardId(number), amount, booking });
  expect(res.status).toBe(200);
  return res.body.data.paymentIntentId;
}

const confirm = (paymentIntentId: string) => api.call('POST', OPERATIONS.confirmPaymentIntent.path, { paymentIntentId });
const count = async (table: 'payment_intents' | 'sandbox_payment_intents') =>
  Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('GET /api/v1/secret_key', () => {
  it('names the built-in sandbox and its publishable key', async () => {
    const res = await api.call('GET', OPERATIONS.getPaymentConfig.path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { provider: 'sandbox', publishableKey: 'pk_sandbox_kerbside' } });
  });
});

describe('POST /api/v1/sandbox/payment-methods', () => {
  it('takes a test card and keeps only its brand, last four digits, expiry and behaviour', async () => {
    const res = await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, card('4242 4242 4242 4242', { cvc: '314' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { paymentMethodId: expect.stringMatching(/^pm_sbx_/), brand: 'visa', last4: '4242' } });
    const row = await db.kysely.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', res.body.data.paymentMethodId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2028, behaviour: 'succeed' });
    // The random id and the time may contain '314' by chance; what the card gave may not.
    const { id: _id, created_at: _at, ...fromTheCard } = row;
    expect(JSON.stringify(fromTheCard)).not.toMatch(/424242424242|314/);
  });

  it.each([
    ['a number failing the Luhn check', card('4242 4242 4242 4241'), 'Your card number is incorrect.'],
    ['an expired card', card('4242424242424242', { exp_month: 11, exp_year: 2026 }), 'Your card has expired.'],
    ['a bad month', card('4242424242424242', { exp_month: 13 }), "Your card's expiration month is invalid."],
    ['a two-digit CVC', card('4242424242424242', { cvc: '12' }), "Your card's security code is incorrect."],
    ['a three-digit Amex CVC', card('3782 822463 10005', { cvc: '123' }), "Your card's security code is incorrect."],
  ])('answers 400 to %s', async (_name, body, message) => {
    const res = await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message });
  });

  it('answers 400 to a body that is not a card', async () => {
    const res = await api.call('POST', OPERATIONS.createSandboxPaymentMethod.path, { number: '4242424242424242', exp_month: '12' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid request/);
  });
});

describe('card payment with the sandbox', () => {
  it('charges the server’s amount and succeeds with 4242 4242 4242 4242', async () => {
    const pm = await cardId('4242424242424242');
    const created = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: pm, amount, booking });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, data: { paymentIntentId: expect.stringMatching(/^pi_sbx_/), amount, currency: 'gbp' } });
    const id = created.body.data.paymentIntentId;

    const res = await confirm(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'succeeded', error: null, sessionId: expect.stringMatching(/^ch_sbx_/), paymentId: id, next_action: null } });
    // Confirming again answers the same and charges nothing more.
    expect((await confirm(id)).body).toEqual(res.body);

    const record = await db.kysely.selectFrom('payment_intents').selectAll().where('provider_intent_id', '=', id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ provider: 'sandbox', amount_pence: amount, currency: 'gbp', status: 'succeeded', charge_id: res.body.data.sessionId });
  });

  it('succeeds with other valid test numbers such as 5555 5555 5555 4444', async () => {
    const res = await confirm(await intentFor('5555 5555 5555 4444'));
    expect(res.body.data.status).toBe('succeeded');
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('fails %s with the provider’s message, the same way twice', async (number, error) => {
    const id = await intentFor(number);
    const res = await confirm(id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { status: 'failed', error, sessionId: id, paymentId: id, next_action: null } });
    expect((await confirm(id)).body).toEqual(res.body);
  });

  it('refuses a tampered amount with 409 and creates no intent', async () => {
    const pm = await cardId('4242424242424242');
    const before = [await count('payment_intents'), await count('sandbox_payment_intents')];
    const res = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: pm, amount: amount - 100, booking });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: expect.stringMatching(/^Payment failed\. Please try again\. The amount to pay has changed to £\d+\./) });
    expect([await count('payment_intents'), await count('sandbox_payment_intents')]).toEqual(before);
  });

  it('passes the quote’s own refusals through', async () => {
    const pm = await cardId('4242424242424242');
    const stale = { ...booking, selectedVehicleData: { ...booking.selectedVehicleData, final_price: booking.selectedVehicleData.final_price + 20 } };
    const changed = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: pm, amount, booking: stale });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(PRICE_CHANGED);

    const missing = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: pm, amount, booking: { ...booking, bookingForm: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(`Invalid request. booking.bookingForm: ${MESSAGES.bookingFormMissing}`);
  });

  it('answers an unknown card with the spec’s intent failure message', async () => {
    const res = await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: 'pm_sbx_unknown', amount, booking });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${MESSAGES.paymentIntentFailed} Please enter your card details again.`);
  });

  it('answers 404 to confirming an intent it did not create, 400 to a bad body', async () => {
    expect((await confirm('pi_sbx_nope')).status).toBe(404);
    expect((await api.call('POST', OPERATIONS.confirmPaymentIntent.path, {})).status).toBe(400);
    expect((await api.call('POST', OPERATIONS.createPaymentIntent.path, { paymentMethodId: 'pm_x', amount: 10.5, booking })).status).toBe(400);
  });
});

describe('payments.verifySucceeded (sandbox)', () => {
  let payments: PaymentsApi;
  beforeAll(() => {
    payments = createPaymentsService({
      provider: createSandboxProvider(createSandboxRepository(db), () => NOW),
      records: createPaymentsRepository(db.kysely),
      cardsAccepted: async () => true,
      now: () => NOW,
    });
  });

  it('accepts a succeeded payment of exactly this amount and currency', async () => {
    const id = await intentFor('4242424242424242');
    const confirmed = (await confirm(id)).body.data;
    expect(await payments.verifySucceeded(id, { amountPence: amount, currencyCode: 'GBP' })).toEqual({
      ok: true,
      value: { paymentId: id, sessionId: confirmed.sessionId },
    });
  });

  it('refuses another amount or currency with 409', async () => {
    const id = await intentFor('4242424242424242');
    await confirm(id);
    const mismatch = { ok: false, status: 409, message: 'Payment amount does not match this booking' };
    expect(await payments.verifySucceeded(id, { amountPence: amount + 100, currencyCode: 'gbp' })).toEqual(mismatch);
    expect(await payments.verifySucceeded(id, { amountPence: amount, currencyCode: 'eur' })).toEqual(mismatch);
  });

  it('refuses declined, unconfirmed, unknown and not-ours payments with 402', async () => {
    const notCompleted = { ok: false, status: 402, message: 'Payment not completed' };
    const declined = await intentFor('4000000000000002');
    await confirm(declined);
    expect(await payments.verifySucceeded(declined, { amountPence: amount, currencyCode: 'gbp' })).toEqual(notCompleted);
    const unconfirmed = await intentFor('4242424242424242');
    expect(await payments.verifySucceeded(unconfirmed, { amountPence: amount, currencyCode: 'gbp' })).toEqual(notCompleted);
    expect(await payments.verifySucceeded('pi_sbx_nope', { amountPence: amount, currencyCode: 'gbp' })).toEqual(notCompleted);

    // Paid at the provider, but not through this server: not ours to accept.
    const sandbox = createSandboxProvider(createSandboxRepository(db), () => NOW);
    const made = await sandbox.createIntent({ amountPence: amount, currency: 'gbp', paymentMethodId: await cardId('4242424242424242'), description: '', metadata: {} });
    if (!made.ok) throw new Error(made.message);
    expect((await sandbox.confirmIntent(made.value.id)).ok).toBe(true);
    expect(await payments.verifySucceeded(made.value.id, { amountPence: amount, currencyCode: 'gbp' })).toEqual(notCompleted);
  });
});
