/**
 * The Stripe adapter's manual capture, against the fake Stripe server's documented answers:
 * requires_capture is read as authorised; capture takes all or part (amount_to_capture) with our
 * idempotency key; cancel releases; an authorisation that lapsed (canceled by Stripe) refuses the capture.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from './__fixtures__/fake-stripe-server.js';
import type { CardProvider } from './card.provider.js';
import { createStripeProvider } from './stripe.provider.js';

const SECRET = 'sk_test_51KerbsideFakeSecret0123456789';
const logged: object[] = [];
let stripe: FakeStripe;
let provider: CardProvider;

async function authorised(paymentMethodId = 'pm_card_visa'): Promise<string> {
  const made = await provider.createIntent({ amountPence: 15_200, currency: 'GBP', paymentMethodId, description: 'Kerbside Cars: Saloon x1', metadata: {}, captureMethod: 'manual' });
  if (!made.ok) throw new Error(made.message);
  const confirmed = await provider.confirmIntent(made.value.id);
  if (!confirmed.ok) throw new Error(confirmed.message);
  return made.value.id;
}

beforeAll(async () => {
  stripe = await startFakeStripe(SECRET);
  provider = createStripeProvider({ secretKey: SECRET, publishableKey: 'pk_test_51KerbsideFake', apiUrl: stripe.url, maxNetworkRetries: 0, log: { warn: (d) => logged.push(d) } });
});
afterAll(() => stripe.close());
afterEach(() => {
  stripe.calls.length = 0;
  logged.length = 0;
});

describe('Stripe manual capture', () => {
  it('creates a manual-capture intent and reads requires_capture as authorised, with its charge', async () => {
    const made = await provider.createIntent({ amountPence: 15_200, currency: 'GBP', paymentMethodId: 'pm_card_visa', description: 'x', metadata: {}, captureMethod: 'manual' });
    expect(stripe.calls.at(-1)!.form).toMatchObject({ capture_method: 'manual', confirmation_method: 'manual', amount: '15200' });
    const confirmed = await provider.confirmIntent(made.ok ? made.value.id : '');
    expect(confirmed).toEqual({ ok: true, value: expect.objectContaining({ status: 'authorised', failureMessage: null, chargeId: expect.stringMatching(/^ch_/) }) });
    expect(stripe.intents.get(made.ok ? made.value.id : '')).toMatchObject({ status: 'requires_capture', amount_capturable: 15_200, amount_received: 0 });
  });

  it('leaves capture_method out of an automatic intent, as before', async () => {
    await provider.createIntent({ amountPence: 15_200, currency: 'GBP', paymentMethodId: 'pm_card_visa', description: 'x', metadata: {} });
    expect(stripe.calls.at(-1)!.form).not.toHaveProperty('capture_method');
  });

  it('authorises after 3-D Secure too', async () => {
    const made = await provider.createIntent({ amountPence: 9_000, currency: 'gbp', paymentMethodId: 'pm_card_authenticationRequired', description: 'x', metadata: {}, captureMethod: 'manual' });
    const id = made.ok ? made.value.id : '';
    expect((await provider.confirmIntent(id)).ok && stripe.intents.get(id)?.status).toBe('requires_action');
    stripe.authenticate(id, 'approve');
    const again = await provider.confirmIntent(id);
    expect(again.ok && again.value.status).toBe('authorised');
  });

  it('captures the whole amount with amount_to_capture and our idempotency key: succeeded', async () => {
    const id = await authorised();
    const result = await provider.capture({ intentId: id, amountPence: 15_200, idempotencyKey: `kerbside-capture-7-15200` });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ id, status: 'succeeded', amountPence: 15_200 }) });
    const call = stripe.calls.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${id}/capture`, form: { amount_to_capture: '15200' } });
    expect(call.headers['idempotency-key']).toBe('kerbside-capture-7-15200');
    // The same key again (our record of it failed): the same answer, not a second capture.
    expect(await provider.capture({ intentId: id, amountPence: 15_200, idempotencyKey: `kerbside-capture-7-15200` })).toEqual(result);
  });

  it('captures part: the rest is released, and only what was taken can be refunded', async () => {
    const id = await authorised();
    const result = await provider.capture({ intentId: id, amountPence: 7_600, idempotencyKey: `kerbside-capture-8-7600` });
    expect(result.ok && result.value.status).toBe('succeeded');
    expect(stripe.intents.get(id)).toMatchObject({ amount_received: 7_600, amount_capturable: 0 });
    expect(await provider.refund({ intentId: id, amountPence: 7_601, idempotencyKey: 'r1' })).toMatchObject({ ok: false, kind: 'invalid' });
    expect(await provider.refund({ intentId: id, amountPence: 7_600, idempotencyKey: 'r2' })).toMatchObject({ ok: true, value: { amountPence: 7_600 } });
  });

  it('refuses to capture more than was authorised', async () => {
    const id = await authorised();
    expect(await provider.capture({ intentId: id, amountPence: 15_201, idempotencyKey: 'k-more' })).toEqual({
      ok: false,
      kind: 'invalid',
      message: 'The amount to capture cannot be greater than the amount capturable.',
    });
  });

  it('cancels an authorisation: released, read as cancelled', async () => {
    const id = await authorised();
    const result = await provider.cancel(id);
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ id, status: 'cancelled' }) });
    expect(stripe.calls.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${id}/cancel` });
    expect(await provider.cancel(id)).toMatchObject({ ok: false, kind: 'invalid', message: expect.stringMatching(/status of canceled/) });
  });

  it('refuses the capture of an authorisation that lapsed; the intent reads cancelled', async () => {
    const id = await authorised();
    stripe.expire(id);
    expect(await provider.capture({ intentId: id, amountPence: 15_200, idempotencyKey: 'k-late' })).toEqual({
      ok: false,
      kind: 'invalid',
      message:
        'This PaymentIntent could not be captured because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
    });
    expect(await provider.retrieveIntent(id)).toMatchObject({ ok: true, value: { status: 'cancelled' } });
    expect(logged).toEqual([]);
  });

  it('calls an outage during a capture unavailable, and an unknown intent not found', async () => {
    const id = await authorised();
    stripe.failNext(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } });
    expect(await provider.capture({ intentId: id, amountPence: 100, idempotencyKey: 'k-out' })).toEqual({ ok: false, kind: 'unavailable', message: 'Card payments are unavailable right now.' });
    expect(await provider.capture({ intentId: 'pi_missing', amountPence: 100, idempotencyKey: 'k-miss' })).toMatchObject({ ok: false, kind: 'not_found' });
  });
});
