import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import { payWithMethod, type CardPaymentApi } from './card-payment';

const apiError = (message: string, status: number) => Object.assign(new Error(message), { status });

function fakeApi(over: Partial<CardPaymentApi> = {}): CardPaymentApi {
  return {
    createIntent: vi.fn(async () => ({ paymentIntentId: 'pi_1' })),
    confirmIntent: vi.fn(async () => ({ status: 'succeeded' as const, error: null, sessionId: 'sess_1', paymentId: 'pay_1' })),
    ...over,
  };
}

describe('payWithMethod', () => {
  it('creates the intent for the amount, confirms it and returns the ids for the booking', async () => {
    const api = fakeApi();
    expect(await payWithMethod(api, 'pm_1', 4300)).toEqual({ ok: true, paymentId: 'pay_1', sessionId: 'sess_1' });
    expect(api.createIntent).toHaveBeenCalledWith('pm_1', 4300);
    expect(api.confirmIntent).toHaveBeenCalledWith('pi_1');
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
      confirmIntent: vi.fn(async () => ({ status: 'failed' as const, error: 'Your card was declined.', sessionId: '', paymentId: '' })),
    });
    expect(await payWithMethod(declined, 'pm_1', 4300)).toEqual({ ok: false, message: 'Payment failed: Your card was declined.' });
    const noReason = fakeApi({
      confirmIntent: vi.fn(async () => ({ status: 'requires_action' as const, error: null, sessionId: '', paymentId: '' })),
    });
    expect(await payWithMethod(noReason, 'pm_1', 4300)).toEqual({ ok: false, message: 'Payment failed' });
  });

  it('reads a failed confirm call as a failed payment with its message', async () => {
    const broken = fakeApi({ confirmIntent: vi.fn(async () => Promise.reject(apiError('Card declined', 402))) });
    expect(await payWithMethod(broken, 'pm_1', 4300)).toEqual({ ok: false, message: 'Payment failed: Card declined' });
  });
});
