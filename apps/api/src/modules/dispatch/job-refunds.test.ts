/**
 * Refunds with the built-in sandbox card provider, over HTTP: with a cancellation (part or all)
 * and on their own; never more than is left; a refusal changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, OPERATOR_MESSAGES, bookingRefundResponseSchema, jobDetailResponseSchema, pathOf } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { dispatchTestApp, mileage } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

const refundsOf = (bookingId: number) => kit.db.kysely.selectFrom('payment_refunds').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();
const jobRow = (jobId: number) => kit.db.kysely.selectFrom('booking_jobs').select(['status', 'cancel_reason']).where('id', '=', jobId).executeTakeFirstOrThrow();
const refundBooking = (bookingId: number, body: unknown, client = kit.staff.riversideDispatcher) => client.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: bookingId }), body);

describe('cancelling a card-paid booking refunds it', () => {
  it('refunds part, records it with an audit entry, tells the passenger, and shows what is left', async () => {
    const email = 'partial@example.com';
    const booking = await kit.book('riverside', { card: true, changes: { registrationData: { ...guest, email } } });
    const jobId = booking.jobIds[0]!;
    const res = await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'Vehicle broke down', refund_pence: 1000 });
    expect(res.status).toBe(200);
    expect(res.body.data.refund).toMatchObject({ amount_pence: 1000, status: 'succeeded', provider: 'sandbox', reason: 'Vehicle broke down', staff_name: 'Dev Patel' });

    const [stored] = await refundsOf(booking.id);
    expect(stored).toMatchObject({ provider: 'sandbox', amount_pence: 1000, status: 'succeeded', staff_id: kit.staff.riversideDispatcher.staff.id });
    const atProvider = await kit.db.kysely.selectFrom('sandbox_refunds').selectAll().where('id', '=', stored!.provider_refund_id).executeTakeFirstOrThrow();
    expect(atProvider.amount_pence).toBe(1000);

    const mail = (await kit.mailsTo(email)).at(-1)!;
    expect(mail.subject).toBe(`Booking cancelled: ${booking.number}`);
    expect(mail.text_body).toContain('Refund: £10.00 to the card you paid with');

    const detail = jobDetailResponseSchema.parse((await kit.job(kit.staff.riversideDispatcher, jobId)).body).data;
    expect(detail.refunds).toMatchObject({ paid_pence: booking.amountPence, refunded_pence: 1000, refundable_pence: booking.amountPence - 1000 });
    expect(detail.history.map((h) => h.action)).toEqual(['job.cancelled', 'booking.refunded']);
    expect(detail.history[1]!.detail).toMatchObject({ amount_pence: 1000, provider: 'sandbox', reason: 'Vehicle broke down' });
    expect(detail.booking.status).toBe('cancelled');

    // The rest, on its own, later: 'full' is all that is left.
    const rest = await refundBooking(booking.id, { amount_pence: 'full', reason: 'Goodwill' });
    expect(rest.status).toBe(200);
    const body = bookingRefundResponseSchema.parse(rest.body).data;
    expect(body.refund.amount_pence).toBe(booking.amountPence - 1000);
    expect(body.refunds).toMatchObject({ refunded_pence: booking.amountPence, refundable_pence: 0 });
    expect((await kit.mailsTo(email)).at(-1)!.subject).toBe(`Refund: ${booking.number}`);
    expect(await refundBooking(booking.id, { amount_pence: 1, reason: 'More' })).toEqual({ status: 422, body: { success: false, message: 'This booking has been refunded in full already.' } });
  });

  it("refunds in full with 'full', and a return journey's second leg has nothing left to refund", async () => {
    const trip = await kit.book('riverside', { card: true, form: mileage({ select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00' }) });
    const [outbound, back] = trip.jobIds as [number, number];
    const res = await kit.act(kit.staff.riversideOwner, OPERATIONS.operatorJobCancel, outbound, { reason: 'Trip off', refund_pence: 'full' });
    expect(res.body.data.refund.amount_pence).toBe(trip.amountPence);
    const second = await kit.act(kit.staff.riversideOwner, OPERATIONS.operatorJobCancel, back, { reason: 'Trip off', refund_pence: 'full' });
    expect(second).toEqual({ status: 422, body: { success: false, message: 'This booking has been refunded in full already.' } });
    expect((await jobRow(back)).status).toBe('new');
    expect((await kit.act(kit.staff.riversideOwner, OPERATIONS.operatorJobCancel, back, { reason: 'Trip off' })).status).toBe(200);
  });

  it('refuses more than is left, a refund of a booking paid in the car, and bad amounts, changing nothing', async () => {
    const card = await kit.book('riverside', { card: true });
    const jobId = card.jobIds[0]!;
    const tooMuch = await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'x', refund_pence: card.amountPence + 1 });
    expect(tooMuch).toEqual({ status: 422, body: { success: false, message: `At most £${(card.amountPence / 100).toFixed(2)} can be refunded.` } });
    for (const refund_pence of [-1, 1.5, 'lots', '12abc', true]) {
      expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'x', refund_pence })).status, String(refund_pence)).toBe(400);
    }
    expect(await jobRow(jobId)).toEqual({ status: 'new', cancel_reason: null });
    expect(await refundsOf(card.id)).toEqual([]);
    // Pence as text is read as pence.
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'x', refund_pence: '250' })).body.data.refund.amount_pence).toBe(250);

    const car = await kit.book('riverside');
    const carJob = car.jobIds[0]!;
    expect(await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, carJob, { reason: 'x', refund_pence: 500 })).toEqual({
      status: 422,
      body: { success: false, message: 'This booking is paid in the car: there is no card payment to refund.' },
    });
    expect((await jobRow(carJob)).status).toBe('new');
    expect((await refundBooking(car.id, { amount_pence: 100, reason: 'x' })).status).toBe(422);
    // Nothing to refund asked: a car booking cancels as usual (0 is no refund).
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, carJob, { reason: 'x', refund_pence: 0 })).status).toBe(200);
  });

  it('refuses bad refund requests with 400', async () => {
    const booking = await kit.book('riverside', { card: true });
    for (const body of [{}, { amount_pence: 0, reason: 'x' }, { amount_pence: 100 }, { amount_pence: 100, reason: '' }, { amount_pence: 100, reason: 'a\u0000b' }, { amount_pence: -5, reason: 'x' }]) {
      expect((await refundBooking(booking.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['abc', '0', '99999999999', '1%00']) expect((await kit.staff.riversideDispatcher.call('POST', `/api/operator/v1/bookings/${id}/refund`, { amount_pence: 1, reason: 'x' })).status, id).toBe(400);
    expect(await refundsOf(booking.id)).toEqual([]);
  });

  it('two identical refunds sent at once refund once between them, and mail and audit only what was refunded', async () => {
    const email = 'twice@example.com';
    const booking = await kit.book('riverside', { card: true, changes: { registrationData: { ...guest, email } } });
    const body = { amount_pence: 500, reason: 'Late car' };
    const answers = await Promise.all([refundBooking(booking.id, body), refundBooking(booking.id, body, kit.staff.riversideOwner)]);
    // However the two interleave: each 200 is one £5 refund, recorded, audited and mailed once; the
    // other, sent while the first was being made, is told so and changes nothing.
    const made = answers.filter((a) => a.status === 200);
    for (const other of answers.filter((a) => a.status !== 200)) expect(other).toEqual({ status: 409, body: { success: false, message: OPERATOR_MESSAGES.moneyBusy } });
    expect(made.length).toBeGreaterThan(0);
    const stored = await refundsOf(booking.id);
    expect(stored.map((r) => r.amount_pence)).toEqual(made.map(() => 500));
    const atProvider = await kit.db.kysely.selectFrom('sandbox_refunds').select('amount_pence').where('id', 'in', stored.map((r) => r.provider_refund_id)).execute();
    expect(atProvider).toHaveLength(stored.length);
    const audits = await kit.db.kysely.selectFrom('audit_log').select('id').where('action', '=', 'booking.refunded').where('subject_id', '=', booking.id).execute();
    expect(audits).toHaveLength(stored.length);
    expect((await kit.mailsTo(email)).filter((m) => m.subject === `Refund: ${booking.number}`)).toHaveLength(stored.length);
  });
});
