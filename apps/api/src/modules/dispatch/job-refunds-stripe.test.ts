/**
 * Refunds through the Stripe adapter (STRIPE_SECRET_KEY set), against the in-repo fake Stripe:
 * the Refunds API call, Stripe's refusals and outages changing nothing, and a refund Stripe made
 * but we failed to record being recorded, not repeated, on the next try.
 */
import { describe, expect, it } from 'vitest';
import { OPERATOR_MESSAGES, OPERATOR_PATHS } from '@kerbside/contract';
import { createStripeProvider } from '../payments/stripe.provider.js';
import { stripeDispatchTestApp } from './dispatch-test-kit.js';

const SECRET = 'sk_test_51KerbsideFakeSecret0123456789';
const { stripe, kit } = await stripeDispatchTestApp(SECRET);

const P = OPERATOR_PATHS;
const refundsOf = (bookingId: number) => kit.db.kysely.selectFrom('payment_refunds').selectAll().where('booking_id', '=', bookingId).execute();
const statusOf = async (jobId: number) => (await kit.db.kysely.selectFrom('booking_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status;
const auditCount = async (jobId: number) => (await kit.db.kysely.selectFrom('audit_log').select('id').where('subject_type', '=', 'job').where('subject_id', '=', jobId).execute()).length;

describe('refunds with Stripe', () => {
  it('cancels with a partial refund through POST /v1/refunds (payment_intent, amount, Idempotency-Key)', async () => {
    const booking = await kit.book('skyline', { card: true });
    const jobId = booking.jobIds[0]!;
    const payment = await kit.db.kysely.selectFrom('bookings').select('payment_id').where('id', '=', booking.id).executeTakeFirstOrThrow();
    const res = await kit.act(kit.staff.skylineDispatcher, P.jobCancel, jobId, { reason: 'Roadworks', refund_pence: 1234 });
    expect(res.status).toBe(200);
    expect(res.body.data.refund).toMatchObject({ amount_pence: 1234, status: 'succeeded', provider: 'stripe' });
    const call = stripe.calls.find((c) => c.path === '/v1/refunds')!;
    expect(call.form).toEqual({ payment_intent: payment.payment_id, amount: '1234' });
    expect(call.headers['idempotency-key']).toBe(`kerbside-refund-${booking.id}-${payment.payment_id}-0-1234`);
    const [stored] = await refundsOf(booking.id);
    expect(stored).toMatchObject({ provider: 'stripe', provider_refund_id: expect.stringMatching(/^re_/), amount_pence: 1234, status: 'succeeded' });
    expect(stripe.refunds.get(stored!.provider_refund_id)).toMatchObject({ amount: 1234, payment_intent: payment.payment_id });
  });

  it("answers Stripe's refusal with its words and an outage with 503, changing nothing", async () => {
    const booking = await kit.book('skyline', { card: true });
    const jobId = booking.jobIds[0]!;
    const before = (await kit.mailsTo('ada@example.com')).length;
    stripe.failNext(400, { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge has been disputed and cannot be refunded.' } });
    const refused = await kit.act(kit.staff.skylineDispatcher, P.jobCancel, jobId, { reason: 'x', refund_pence: 'full' });
    expect(refused).toEqual({ status: 422, body: { success: false, message: OPERATOR_MESSAGES.refundRefused('This charge has been disputed and cannot be refunded.') } });
    // Stripe's client retries a 500 twice: all three fail.
    stripe.failNext(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } }, 3);
    const down = await kit.act(kit.staff.skylineDispatcher, P.jobCancel, jobId, { reason: 'x', refund_pence: 500 });
    expect(down).toEqual({ status: 503, body: { success: false, message: OPERATOR_MESSAGES.refundUnavailable } });
    expect(await statusOf(jobId)).toBe('new');
    expect(await refundsOf(booking.id)).toEqual([]);
    expect(await auditCount(jobId)).toBe(0);
    expect((await kit.mailsTo('ada@example.com')).length).toBe(before);
  });

  it('records, once, a refund Stripe made on an earlier try that we failed to store', async () => {
    const booking = await kit.book('skyline', { card: true });
    const jobId = booking.jobIds[0]!;
    const { payment_id } = await kit.db.kysely.selectFrom('bookings').select('payment_id').where('id', '=', booking.id).executeTakeFirstOrThrow();
    // The earlier try: Stripe refunded £20 with our key, then our transaction failed (nothing stored).
    const provider = createStripeProvider({ secretKey: SECRET, publishableKey: 'pk_test_x', apiUrl: stripe.url, maxNetworkRetries: 0 });
    const earlier = await provider.refund({ intentId: payment_id!, amountPence: 2000, idempotencyKey: `kerbside-refund-${booking.id}-${payment_id}-0-2000` });
    expect(earlier.ok).toBe(true);
    const refundsAtStripe = stripe.refunds.size;

    const retried = await kit.act(kit.staff.skylineDispatcher, P.jobCancel, jobId, { reason: 'Retry', refund_pence: 2000 });
    expect(retried.status).toBe(200);
    expect(stripe.refunds.size).toBe(refundsAtStripe);
    const stored = await refundsOf(booking.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.provider_refund_id).toBe(earlier.ok && earlier.value.id);
  });
});
