import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import type { CardFormHandle } from './card-form-handle';
import { authenticateWith, payWithMethod, type CardPaymentApi } from './card-payment';

const apiError = (message: string, status: number) => Object.assign(new Error(message), { status });

type Confirmed = Awaited<ReturnType<CardPaymentApi['confirmIntent']>>;
const succeeded: Confirmed = { status: 'succeeded', error: null, sessionId: 'sess_1', paymentId: 'pay_1', next_action: null };
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function fakeApi(over: Partial<CardPaymentApi> = {}): CardPaymentApi {
  return {
    createIntent: vi.fn(async () => ({ paymentIntentId: 'pi_1' })),
    confirmIntent: vi.fn(async () => succeeded),
    authenticate: vi.fn(async () => ({ ok: true as const })),
    ...over,
  };
}

/** A confirm call answering each of `answers` in turn. */
function confirmations(...answers: Confirmed[]) {
  const fn = vi.fn<CardPaymentApi['confirmIntent']>();
  for (const answer of answers) fn.mockResolvedValueOnce(answer);
  return fn;
}

const asks = (type: 'use_stripe_sdk' | 'sandbox_challenge'): Confirmed => ({
  status: 'requires_action',
  error: null,
  sessionId: 'pi_1',
  paymentId: 'pi_1',
  next_action: { type, client_secret: 'pi_1_secret_abc' },
});
const failed = (error: string): Confirmed => ({ status: 'failed', error, sessionId: 'pi_1', paymentId: 'pi_1', next_action: null });

describe('payWithMethod', () => {
  it('creates the intent for the amount, confirms it and returns the ids for the booking', async () => {
    const api = fakeApi();
    expect(await payWithMethod(api, 'pm_1', 4300)).toEqual({ ok: true, paymentId: 'pay_1', sessionId: 'sess_1' });
    expect(api.createIntent).toHaveBeenCalledWith('pm_1', 4300);
    expect(api.confirmIntent).toHaveBeenCalledWith('pi_1');
    expect(api.confirmIntent).toHaveBeenCalledTimes(1);
    expect(api.authenticate).not.toHaveBeenCalled();
  });

  it('says the intent failed, with the server reason for a refusal', async () => {
    const refused = fakeApi({ createIntent: vi.fn(async () => Promise.reject(apiError('The price has changed.', 409))) });
    expect(await payWithMethod(refused, 'pm_1', 4300)).toEqual({
      ok: false,
      message: MESSAGES.paymentIntentFailed,
      detail: 'The price has changed.',
    });
    const prefixed = fakeApi({
      createIntent: vi.fn(async () => Promise.reject(apiError(`${MESSAGES.paymentIntentFailed} The amount to pay has changed to £44.`, 409))),
    });
    expect(await payWithMethod(prefixed, 'pm_1', 4300)).toEqual({
      ok: false,
      message: MESSAGES.paymentIntentFailed,
      detail: 'The amount to pay has changed to £44.',
    });
    const down = fakeApi({ createIntent: vi.fn(async () => Promise.reject(apiError('Request failed (502)', 502))) });
    expect(await payWithMethod(down, 'pm_1', 4300)).toEqual({ ok: false, message: MESSAGES.paymentIntentFailed });
    expect(down.confirmIntent).not.toHaveBeenCalled();
  });

  it("reads any other status as 'Payment failed' with the server error", async () => {
    const declined = fakeApi({
      confirmIntent: vi.fn(async () => failed('Your card was declined.')),
    });
    expect(await payWithMethod(declined, 'pm_1', 4300)).toEqual({ ok: false, message: 'Payment failed: Your card was declined.' });
    const noReason = fakeApi({
      // requires_action without anything to run: nothing the browser can do.
      confirmIntent: vi.fn(async () => ({ status: 'requires_action' as const, error: null, sessionId: '', paymentId: '', next_action: null })),
    });
    expect(await payWithMethod(noReason, 'pm_1', 4300)).toEqual({ ok: false, message: 'Payment failed' });
  });

  it('runs the 3-D Secure check the confirmation asks for, then confirms again and pays', async () => {
    const order: string[] = [];
    const api = fakeApi({
      confirmIntent: vi.fn(async () => {
        order.push('confirm');
        return order.length === 1 ? asks('use_stripe_sdk') : succeeded;
      }),
      authenticate: vi.fn(async () => {
        order.push('authenticate');
        return { ok: true as const };
      }),
    });
    expect(await payWithMethod(api, 'pm_1', 4300)).toEqual({ ok: true, paymentId: 'pay_1', sessionId: 'sess_1' });
    expect(order).toEqual(['confirm', 'authenticate', 'confirm']);
    expect(api.authenticate).toHaveBeenCalledWith({ type: 'use_stripe_sdk', client_secret: 'pi_1_secret_abc' });
  });

  it("shows the server's reason when the check failed (sandbox Fail: the check itself went through)", async () => {
    const api = fakeApi({ confirmIntent: confirmations(asks('sandbox_challenge'), failed(AUTH_FAILED)) });
    expect(await payWithMethod(api, 'pm_1', 4300)).toEqual({ ok: false, message: `Payment failed: ${AUTH_FAILED}` });
    expect(api.authenticate).toHaveBeenCalledWith({ type: 'sandbox_challenge', client_secret: 'pi_1_secret_abc' });
    expect(api.confirmIntent).toHaveBeenCalledTimes(2);
  });

  it("confirms again after Stripe.js reports a failed check, and shows the server's answer", async () => {
    const api = fakeApi({
      confirmIntent: confirmations(asks('use_stripe_sdk'), failed(AUTH_FAILED)),
      authenticate: vi.fn(async () => ({ ok: false as const, message: 'Authentication was not completed.' })),
    });
    expect(await payWithMethod(api, 'pm_1', 4300)).toEqual({ ok: false, message: `Payment failed: ${AUTH_FAILED}` });
    expect(api.confirmIntent).toHaveBeenCalledTimes(2);
  });

  it('asks only once: still waiting after the check, it fails with the check’s reason', async () => {
    const api = fakeApi({
      confirmIntent: confirmations(asks('use_stripe_sdk'), asks('use_stripe_sdk')),
      authenticate: vi.fn(async () => ({ ok: false as const, message: 'The card form is still loading.' })),
    });
    expect(await payWithMethod(api, 'pm_1', 4300)).toEqual({ ok: false, message: 'Payment failed: The card form is still loading.' });
    expect(api.authenticate).toHaveBeenCalledTimes(1);
    expect(api.confirmIntent).toHaveBeenCalledTimes(2);
  });

  it('reads a check that could not be answered (network) as a failed payment', async () => {
    const api = fakeApi({
      confirmIntent: confirmations(asks('sandbox_challenge')),
      authenticate: vi.fn(async () => Promise.reject(apiError('Could not reach the server.', 0))),
    });
    expect(await payWithMethod(api, 'pm_1', 4300)).toEqual({ ok: false, message: 'Payment failed: Could not reach the server.' });
    expect(api.confirmIntent).toHaveBeenCalledTimes(1);
  });

  it('reads a failed confirm call as a failed payment with its message', async () => {
    const broken = fakeApi({ confirmIntent: vi.fn(async () => Promise.reject(apiError('Card declined', 402))) });
    expect(await payWithMethod(broken, 'pm_1', 4300)).toEqual({ ok: false, message: 'Payment failed: Card declined' });
  });
});

describe('authenticateWith', () => {
  const form = (calls: string[]): CardFormHandle => ({
    createPaymentMethod: () => Promise.resolve({ ok: false, message: null }),
    authenticate: (secret) => {
      calls.push(secret);
      return Promise.resolve({ ok: true });
    },
  });

  it("runs the check with the form of the key's provider, and refuses a check that form cannot run", async () => {
    const calls: string[] = [];
    expect(await authenticateWith(form(calls), true, { type: 'sandbox_challenge', client_secret: 'pi_1_secret_a' })).toEqual({ ok: true });
    expect(await authenticateWith(form(calls), false, { type: 'use_stripe_sdk', client_secret: 'pi_2_secret_b' })).toEqual({ ok: true });
    expect(calls).toEqual(['pi_1_secret_a', 'pi_2_secret_b']);
    expect(await authenticateWith(form(calls), true, { type: 'use_stripe_sdk', client_secret: 'pi_3_secret_c' })).toMatchObject({ ok: false });
    expect(await authenticateWith(null, false, { type: 'use_stripe_sdk', client_secret: 'pi_4_secret_d' })).toMatchObject({ ok: false });
    expect(calls).toHaveLength(2);
  });
});
