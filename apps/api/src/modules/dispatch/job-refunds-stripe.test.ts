/**
 * Refunds through the Stripe adapter (STRIPE_SECRET_KEY set), against the in-repo fake Stripe:
 * the Refunds API call, Stripe's refusals and outages changing nothing, and a refund cut off between
 * asking Stripe and recording its answer (a crash) found again by the recovery pass.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, OPERATOR_MESSAGES } from '@kerbside/contract';
import { createBookingMoney, STALE_MONEY_OP_MS } from '../payments/booking-money.js';
import { createPaymentRefundsRepository } from '../payments/payment-refunds.repository.js';
import { createStripeProvider } from '../payments/stripe.provider.js';
import { stripeDispatchTestApp } from './dispatch-test-kit.js';

const SECRET = 'sk_test_51KerbsideFakeSecret0123456789';
const { stripe, kit } = await stripeDispatchTestApp(SECRET);

const refundsOf = (bookingId: number) => kit.db.kysely.selectFrom('payment_refunds').selectAll().where('booking_id', '=', bookingId).execute();
const statusOf = async (jobId: number) => (await kit.db.kysely.selectFrom('booking_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status;
const auditCount = async (jobId: number) => (await kit.db.kysely.selectFrom('audit_log').select('id').where('subject_type', '=', 'job').where('subject_id', '=', jobId).execute()).length;

describe('refunds with Stripe', () => {
  it('cancels with a partial refund through POST /v1/refunds (payment_intent, amount, Idempotency-Key)', async () => {
    const booking = await kit.book('skyline', { card: true });
    const jobId = booking.jobIds[0]!;
    const payment = await kit.db.kysely.selectFrom('bookings').select('payment_id').where('id', '=', booking.id).executeTakeFirstOrThrow();
    const res = await kit.act(kit.staff.skylineDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'Roadworks', refund_pence: 1234 });
    expect(res.status).toBe(200);
    expect(res.body.data.refund).toMatchObject({ amount_pence: 1234, status: 'succeeded', provider: 'stripe' });
    const call = stripe.calls.find((c) => c.path === '/v1/refunds')!;
    // The key names this refund, and is kept on it (Stripe forgets keys after a day).
    const key = call.headers['idempotency-key'];
    expect(key).toMatch(new RegExp(`^kerbside-refund-${booking.id}-[0-9a-f-]{36}$`));
    expect(call.form).toEqual({ payment_intent: payment.payment_id, amount: '1234', 'metadata[kerbside_key]': key });
    const [stored] = await refundsOf(booking.id);
    expect(stored).toMatchObject({ provider: 'stripe', provider_refund_id: expect.stringMatching(/^re_/), amount_pence: 1234, status: 'succeeded' });
    expect(stripe.refunds.get(stored!.provider_refund_id ?? '')).toMatchObject({ amount: 1234, payment_intent: payment.payment_id, metadata: { kerbside_key: key } });
    expect(stored!.idempotency_key).toBe(key);
  });

  it("answers Stripe's refusal with its words and an outage with 503, changing nothing", async () => {
    const booking = await kit.book('skyline', { card: true });
    const jobId = booking.jobIds[0]!;
    const before = (await kit.mailsTo('ada@example.com')).length;
    stripe.failNext(400, { error: { type: 'invalid_request_error', code: 'charge_disputed', message: 'This charge has been disputed and cannot be refunded.' } });
    const refused = await kit.act(kit.staff.skylineDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'x', refund_pence: 'full' });
    expect(refused).toEqual({ status: 422, body: { success: false, message: OPERATOR_MESSAGES.refundRefused('This charge has been disputed and cannot be refunded.') } });
    // Stripe's client retries a 500 twice: all three fail.
    stripe.failNext(500, { error: { type: 'api_error', message: 'Something went wrong on our end.' } }, 3);
    const down = await kit.act(kit.staff.skylineDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'x', refund_pence: 500 });
    expect(down).toEqual({ status: 503, body: { success: false, message: OPERATOR_MESSAGES.refundUnavailable } });
    expect(await statusOf(jobId)).toBe('new');
    expect(await refundsOf(booking.id)).toEqual([]);
    expect(await auditCount(jobId)).toBe(0);
    expect((await kit.mailsTo('ada@example.com')).length).toBe(before);
  });

  it('recovers a refund cut off by a crash: the booking stays busy, then what Stripe made is recorded and the rest dropped', async () => {
    const booking = await kit.book('skyline', { card: true });
    const jobId = booking.jobIds[0]!;
    const { payment_id } = await kit.db.kysely.selectFrom('bookings').select('payment_id').where('id', '=', booking.id).executeTakeFirstOrThrow();
    const provider = createStripeProvider({ secretKey: SECRET, publishableKey: 'pk_test_x', apiUrl: stripe.url, maxNetworkRetries: 0 });
    const records = createPaymentRefundsRepository(kit.db.kysely);
    const logged: string[] = [];
    const log = { error: (_: object, message: string) => logged.push(message), warn: (_: object, message: string) => logged.push(message) };
    const crashAt = new Date(kit.clock.now.getTime());
    // Step 1 as a cancellation makes it (two parts claimed, the booking busy), then Stripe makes only
    // the first before the process dies: nothing of its answer is recorded.
    const claim = (key: string, amountPence: number) =>
      records.claim(kit.db.kysely, { bookingId: booking.id, provider: 'stripe', intentId: payment_id!, amountPence, idempotencyKey: key, reason: 'Cut off', staffId: null, at: crashAt.toISOString() });
    const made = await claim(`kerbside-refund-${booking.id}-made`, 2000);
    const lost = await claim(`kerbside-refund-${booking.id}-lost`, 500);
    await kit.db.kysely.updateTable('bookings').set({ money_op: 'cancel', money_op_since: crashAt.toISOString() }).where('id', '=', booking.id).execute();
    const atStripe = await provider.refund({ intentId: payment_id!, amountPence: 2000, idempotencyKey: made.idempotencyKey });
    expect(atStripe.ok).toBe(true);

    // Meanwhile the booking is busy: nothing else moves its money, nothing reaches Stripe.
    const refundsAtStripe = stripe.refunds.size;
    expect(await kit.act(kit.staff.skylineDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'x', refund_pence: 100 })).toEqual({ status: 409, body: { success: false, message: OPERATOR_MESSAGES.moneyBusy } });
    expect(stripe.refunds.size).toBe(refundsAtStripe);

    const money = (at: Date) => createBookingMoney({ db: kit.db, cards: { provider: 'stripe', refund: provider.refund, findRefund: provider.findRefund }, records, now: () => at, log });
    // Not stale yet: left alone (the call may still be on its way).
    await money(new Date(crashAt.getTime() + 60_000)).recover();
    expect((await refundsOf(booking.id)).map((r) => r.status)).toEqual(['claimed', 'claimed']);
    await money(new Date(crashAt.getTime() + STALE_MONEY_OP_MS + 1000)).recover();
    const stored = await refundsOf(booking.id);
    expect(stored).toMatchObject([{ id: made.id, status: 'succeeded', amount_pence: 2000, provider_refund_id: atStripe.ok ? atStripe.value.id : '' }]);
    expect(stored.find((r) => r.id === lost.id)).toBeUndefined();
    expect(logged.some((m) => m.startsWith('REFUND MADE, CHANGE NOT SAVED'))).toBe(true);
    expect(await kit.db.kysely.selectFrom('bookings').select(['money_op', 'money_op_since']).where('id', '=', booking.id).executeTakeFirstOrThrow()).toEqual({ money_op: null, money_op_since: null });

    // Free again: a cancellation refunds what is left, and no more.
    const rest = await kit.act(kit.staff.skylineDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'Retry', refund_pence: 'full' });
    expect(rest.status).toBe(200);
    expect(rest.body.data.refund.amount_pence).toBe(booking.amountPence - 2000);
  });
});
