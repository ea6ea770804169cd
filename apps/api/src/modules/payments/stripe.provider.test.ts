import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './__fixtures__/fake-stripe-server.js';
import type { CardProvider, CreateIntentInput } from './card.provider.js';
import { createStripeProvider, stripeConnection } from './stripe.provider.js';

const SECRET = 'sk_test_51KerbsideFakeSecret0123456789';
const logged: object[] = [];
let stripe: FakeStripe;
let provider: CardProvider;

const input = (paymentMethodId: string): CreateIntentInput => ({
  amountPence: 15_200,
  currency: 'GBP',
  paymentMethodId,
  description: 'Kerbside Cars: Saloon x1',
  metadata: { vehicle_id: '3', company_id: '1' },
});

async function created(paymentMethodId: string): Promise<string> {
  const result = await provider.createIntent(input(paymentMethodId));
  if (!result.ok) throw new Error(result.message);
  return result.value.id;
}

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET);
  provider = createStripeProvider({
    secretKey: SECRET,
    publishableKey: 'pk_test_51KerbsideFake',
    apiUrl: stripe.url,
    maxNetworkRetries: 0,
    log: { warn: (details) => logged.push(details) },
  });
});
afterAll(() => stripe.close());
afterEach(() => {
  stripe.calls.length = 0;
  logged.length = 0;
});

describe('Stripe connection', () => {
  it('derives host, port and protocol from STRIPE_API_URL', () => {
    expect(stripeConnection('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeConnection('https://api.stripe.com')).toEqual({ host: 'api.stripe.com', port: 443, protocol: 'https' });
    expect(stripeConnection(undefined)).toEqual({});
  });
});

describe('Stripe PaymentIntents adapter', () => {
  it('creates a card-only, manually confirmed intent with the documented form fields, and reads its card from the expanded payment_method', async () => {
    const result = await provider.createIntent(input('pm_card_visa'));
    expect(result).toEqual({
      ok: true,
      value: {
        id: expect.stringMatching(/^pi_/),
        amountPence: 15_200,
        currency: 'gbp',
        status: 'requires_confirmation',
        failureMessage: null,
        chargeId: null,
        nextAction: null,
        card: { brand: 'visa', last4: '4242' },
      },
    });
    const [call] = stripe.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(call!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call!.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}\./);
    expect(call!.form).toEqual({
      amount: '15200',
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      confirmation_method: 'manual',
      'allowed_payment_method_types[0]': 'card',
      description: 'Kerbside Cars: Saloon x1',
      'metadata[vehicle_id]': '3',
      'metadata[company_id]': '1',
      'expand[0]': 'payment_method',
    });
    const mastercard = await provider.createIntent(input('pm_card_mastercard'));
    expect(mastercard.ok && mastercard.value.card).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('confirms a good card: succeeded with the latest charge', async () => {
    const id = await created('pm_card_visa');
    const result = await provider.confirmIntent(id);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ id, status: 'succeeded', failureMessage: null, chargeId: expect.stringMatching(/^ch_/) }) });
    const call = stripe.calls.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${id}/confirm` });
    expect(call.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.'],
  ])('turns the 402 card_error of %s into a failed intent with Stripe’s message', async (pm, message) => {
    const id = await created(pm);
    const result = await provider.confirmIntent(id);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ id, status: 'failed', failureMessage: message }) });
    expect(logged).toEqual([]);
  });

  it('reports requires_action with the client secret for Stripe.js when the card needs 3D Secure', async () => {
    const id = await created('pm_card_authenticationRequired');
    const result = await provider.confirmIntent(id);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ id, status: 'requires_action', failureMessage: null, chargeId: null, nextAction: { type: 'use_stripe_sdk', clientSecret: `${id}_secret_fake` } }),
    });
    // Confirming again before the cardholder answered: Stripe refuses (unexpected state), the adapter reads where it stands.
    const again = await provider.confirmIntent(id);
    expect(again.ok && again.value).toMatchObject({ status: 'requires_action', nextAction: { type: 'use_stripe_sdk' } });
    expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${id}` });
  });

  it('confirms again after the browser completed 3D Secure (manual confirmation): succeeded', async () => {
    const id = await created('pm_card_authenticationRequired');
    await provider.confirmIntent(id);
    stripe.authenticate(id, 'approve');
    const result = await provider.confirmIntent(id);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ id, status: 'succeeded', failureMessage: null, nextAction: null, chargeId: expect.stringMatching(/^ch_/) }) });
    expect(stripe.calls.filter((c) => c.method === 'POST' && c.path === `/v1/payment_intents/${id}/confirm`)).toHaveLength(2);
  });

  it('reads a failed 3D Secure as a failed payment with the words Stripe.js shows', async () => {
    const id = await created('pm_card_authenticationRequired');
    await provider.confirmIntent(id);
    stripe.authenticate(id, 'fail');
    const result = await provider.confirmIntent(id);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        id,
        status: 'failed',
        chargeId: null,
        nextAction: null,
        failureMessage: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      }),
    });
    expect(logged).toEqual([]);
    expect(stripe.intents.get(id)).toMatchObject({ status: 'requires_payment_method', amount_received: 0 });
  });

  it('reads an intent confirmed twice from Stripe instead of failing', async () => {
    const id = await created('pm_card_visa');
    await provider.confirmIntent(id);
    const again = await provider.confirmIntent(id);
    expect(again.ok && again.value.status).toBe('succeeded');
    expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${id}` });
  });

  it('retrieves intents and maps requires_payment_method to failed with last_payment_error', async () => {
    const id = await created('pm_card_chargeDeclined');
    await provider.confirmIntent(id);
    const result = await provider.retrieveIntent(id);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ status: 'failed', failureMessage: 'Your card was declined.' }) });
    expect(await provider.retrieveIntent('pi_missing')).toEqual({ ok: false, kind: 'not_found', message: "No such payment_intent: 'pi_missing'" });
  });

  it('answers a card_error at creation as a card failure', async () => {
    stripe.failNext(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
    expect(await provider.createIntent(input('pm_card_visa'))).toEqual({ ok: false, kind: 'card', message: 'Your card was declined.' });
  });

  it('keeps keys out of messages and logs, and calls an outage unavailable', async () => {
    const wrongKey = createStripeProvider({
      secretKey: 'sk_test_51WrongKey999',
      publishableKey: 'pk_test_x',
      apiUrl: stripe.url,
      maxNetworkRetries: 0,
      log: { warn: (details) => logged.push(details) },
    });
    const denied = await wrongKey.createIntent(input('pm_card_visa'));
    expect(denied).toEqual({ ok: false, kind: 'unavailable', message: 'Card payments are unavailable right now.' });
    expect(JSON.stringify(logged)).not.toMatch(/sk_test/);
    expect(logged[0]).toMatchObject({ provider: 'stripe', statusCode: 401 });

    stripe.failNext(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
    expect(await provider.createIntent(input('pm_card_visa'))).toMatchObject({ ok: false, kind: 'unavailable' });

    stripe.failNext(400, { error: { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least £0.30 gbp' } });
    expect(await provider.createIntent(input('pm_card_visa'))).toEqual({ ok: false, kind: 'invalid', message: 'Amount must be at least £0.30 gbp' });
  });

  it('refunds part of a paid intent, then the rest, with the documented form fields and our idempotency key', async () => {
    const id = await created('pm_card_visa');
    await provider.confirmIntent(id);
    const part = await provider.refund({ intentId: id, amountPence: 5_000, idempotencyKey: `kb-refund-${id}-0-5000` });
    expect(part).toEqual({ ok: true, value: { id: expect.stringMatching(/^re_/), amountPence: 5_000, status: 'succeeded' } });
    const call = stripe.calls.at(-1)!;
    // The key also rides on the refund's metadata, so findRefund can read it back after Stripe forgets it.
    expect(call).toMatchObject({ method: 'POST', path: '/v1/refunds', form: { payment_intent: id, amount: '5000', 'metadata[kerbside_key]': `kb-refund-${id}-0-5000` } });
    expect(call.headers['idempotency-key']).toBe(`kb-refund-${id}-0-5000`);
    expect(call.headers.authorization).toBe(`Bearer ${SECRET}`);

    // The same key again (a retry after we failed to record it): the same refund, not a second one.
    const again = await provider.refund({ intentId: id, amountPence: 5_000, idempotencyKey: `kb-refund-${id}-0-5000` });
    expect(again).toEqual(part);
    expect(stripe.refunds.size).toBe(1);

    const tooMuch = await provider.refund({ intentId: id, amountPence: 10_201, idempotencyKey: `kb-refund-${id}-5000-10201` });
    expect(tooMuch).toEqual({ ok: false, kind: 'invalid', message: 'Refund amount (£102.01) is greater than unrefunded amount on charge (£102.00)' });
    const rest = await provider.refund({ intentId: id, amountPence: 10_200, idempotencyKey: `kb-refund-${id}-5000-10200` });
    expect(rest.ok && rest.value.amountPence).toBe(10_200);
    const more = await provider.refund({ intentId: id, amountPence: 1, idempotencyKey: `kb-refund-${id}-15200-1` });
    expect(more).toMatchObject({ ok: false, kind: 'invalid', message: expect.stringMatching(/has already been refunded/) });
    expect(logged).toEqual([]);
  });

  it("finds a refund again by its key among the intent's refunds (GET /v1/refunds?payment_intent=), and no other", async () => {
    const id = await created('pm_card_visa');
    await provider.confirmIntent(id);
    const made = await provider.refund({ intentId: id, amountPence: 1_000, idempotencyKey: 'kb-found-again' });
    await provider.refund({ intentId: id, amountPence: 500, idempotencyKey: 'kb-another' });
    expect(await provider.findRefund({ intentId: id, idempotencyKey: 'kb-found-again' })).toEqual(made);
    const call = stripe.calls.at(-1)!;
    expect(call).toMatchObject({ method: 'GET', path: '/v1/refunds' });
    expect(await provider.findRefund({ intentId: id, idempotencyKey: 'kb-never-made' })).toEqual({ ok: true, value: null });
    stripe.failNext(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
    expect(await provider.findRefund({ intentId: id, idempotencyKey: 'kb-found-again' })).toMatchObject({ ok: false, kind: 'unavailable' });
  });

  it('refuses to refund an unpaid or unknown intent, and calls an outage unavailable', async () => {
    const unpaid = await created('pm_card_visa');
    expect(await provider.refund({ intentId: unpaid, amountPence: 100, idempotencyKey: 'k1' })).toMatchObject({ ok: false, kind: 'invalid' });
    expect(await provider.refund({ intentId: 'pi_missing', amountPence: 100, idempotencyKey: 'k2' })).toMatchObject({ ok: false, kind: 'not_found' });
    stripe.failNext(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
    expect(await provider.refund({ intentId: unpaid, amountPence: 100, idempotencyKey: 'k3' })).toEqual({ ok: false, kind: 'unavailable', message: 'Card payments are unavailable right now.' });
  });

  it('calls a provider out of reach unavailable', async () => {
    const offline = createStripeProvider({ secretKey: SECRET, publishableKey: 'pk_test_x', apiUrl: 'http://127.0.0.1:9', maxNetworkRetries: 0, timeoutMs: 2_000 });
    expect(await offline.retrieveIntent('pi_1')).toMatchObject({ ok: false, kind: 'unavailable' });
  });
});
