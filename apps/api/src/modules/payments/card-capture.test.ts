/**
 * Authorise at booking, capture at completion, over the real app with the card sandbox: a company
 * taking card payments 'at_completion' gets authorised bookings (charged at booking when the pickup
 * is further than 6 days ahead); finishing every leg through the dispatch API captures the fare less
 * what was refunded; a passenger's late cancellation captures the fee, a free one releases the
 * authorisation; an operator's refund before the capture moves no money and lowers the capture; the
 * sweeper (on the checkout reconciler's timer) captures an authorisation held 6 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobDetailResponseSchema, OPERATIONS, pathOf } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { eventually } from '../checkouts/checkouts-test-kit.js';
import { mileage, START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from '../manage-booking/manage-booking-test-kit.js';

const PASS_MS = 150;
const kit = manageTestApp({ RECONCILE_CHECKOUTS_MS: String(PASS_MS), SANDBOX_EVENT_DELAY_MS: '0' });
/** Riverside's pickup is Thu 3 Dec, 10:30; free cancellation ends 24 hours before, then 50%. */
const LATE = new Date('2026-12-03T00:00:00Z');

let emails = 0;
async function booked(options: { form?: Record<string, unknown> } = {}) {
  const email = `captures-${++emails}@example.com`;
  const booking = await kit.book('riverside', { card: true, form: options.form, changes: { registrationData: { ...guest, email } } });
  return { ...booking, email, token: await kit.tokenFromMail(email) };
}

const bookingRow = (id: number) =>
  kit.db.kysely
    .selectFrom('bookings')
    .select(['payment_id', 'payment_capture', 'capture_status', 'authorised_at', 'captured_pence', 'captured_at', 'capture_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const sandboxIntent = (id: string) => kit.db.kysely.selectFrom('sandbox_payment_intents').select(['status', 'capture_method', 'captured_pence']).where('id', '=', id).executeTakeFirstOrThrow();
const ourRecord = (id: string) => kit.db.kysely.selectFrom('payment_intents').select('status').where('provider_intent_id', '=', id).executeTakeFirstOrThrow();
const refundsOf = (bookingId: number) => kit.db.kysely.selectFrom('payment_refunds').select(['amount_pence', 'status', 'provider_refund_id']).where('booking_id', '=', bookingId).execute();
const sandboxRefunds = (intentId: string) => kit.db.kysely.selectFrom('sandbox_refunds').select('id').where('payment_intent_id', '=', intentId).execute();
const jobMailsTo = (email: string, subject: string) =>
  kit.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).where('kind', '=', 'job_update').where('subject', '=', subject).execute();
const jobDetail = async (jobId: number) => jobDetailResponseSchema.parse((await kit.job(kit.staff.riversideDispatcher, jobId)).body).data;

async function drive(jobId: number, driverId: number, end: 'complete' | 'no_show' = 'complete') {
  const dispatcher = kit.staff.riversideDispatcher;
  // Days before the pick-up: the clock's guard is confirmed (dispatch/job-steps.test.ts tests it).
  const early = { confirm: true, reason: 'Driven early in the test' };
  const steps: Array<[{ id: string; path: string }, unknown?]> = [
    [OPERATIONS.operatorJobAccept],
    [OPERATIONS.operatorJobAssign, { driver_id: driverId }],
    [OPERATIONS.operatorJobOnTheWay, early],
    end === 'complete' ? [OPERATIONS.operatorJobComplete, early] : [OPERATIONS.operatorJobNoShow, early],
  ];
  for (const [operation, body] of steps) {
    const res = await kit.act(dispatcher, operation, jobId, body);
    expect(res.status, `${operation.id}: ${JSON.stringify(res.body)}`).toBe(200);
  }
}

let driverId = 0;
beforeAll(async () => {
  await kit.db.kysely.updateTable('companies').set({ card_capture: 'at_completion' }).where('id', '=', kit.companyId.riverside).execute();
  driverId = await kit.addDriver('riverside');
});
afterAll(async () => {
  await kit.db.kysely.updateTable('companies').set({ card_capture: 'at_booking' }).execute();
});

describe('a company that captures at completion', () => {
  it('authorises the card at booking, says so, and captures the whole fare once every leg is finished', async () => {
    await kit.moveClock(START);
    const trip = await booked({ form: mileage({ select_option: 'return', return_date: '2026-12-05', return_hour: '9am', return_min: '00' }) });
    const row = await bookingRow(trip.id);
    expect(row).toMatchObject({ payment_capture: 'manual', capture_status: 'authorised', authorised_at: START.toISOString(), captured_pence: null, captured_at: null });
    const intentId = row.payment_id!;
    expect(await sandboxIntent(intentId)).toEqual({ status: 'authorised', capture_method: 'manual', captured_pence: null });
    expect(await ourRecord(intentId)).toEqual({ status: 'authorised' });

    // The job page and the manage page say the money is held, not taken.
    expect((await jobDetail(trip.jobIds[0]!)).booking.card_capture).toEqual({ status: 'authorised', pence: trip.amountPence, captured_at: null });
    expect((await kit.booking(trip.token)).card_capture).toEqual({ status: 'authorised', pence: trip.amountPence, captured_at: null });

    // One leg done: still held.
    await drive(trip.jobIds[0]!, driverId);
    expect((await bookingRow(trip.id)).capture_status).toBe('authorised');
    expect((await sandboxIntent(intentId)).status).toBe('authorised');

    // The last leg finished (a no-show counts): the fare is taken.
    await kit.moveClock(new Date('2026-12-05T10:00:00Z'));
    await drive(trip.jobIds[1]!, driverId, 'no_show');
    expect(await bookingRow(trip.id)).toMatchObject({ capture_status: 'captured', captured_pence: trip.amountPence, captured_at: '2026-12-05T10:00:00.000Z', capture_error: null });
    expect(await sandboxIntent(intentId)).toEqual({ status: 'succeeded', capture_method: 'manual', captured_pence: trip.amountPence });
    expect(await ourRecord(intentId)).toEqual({ status: 'succeeded' });
    expect((await jobDetail(trip.jobIds[0]!)).booking.card_capture).toEqual({ status: 'captured', pence: trip.amountPence, captured_at: '2026-12-05T10:00:00.000Z' });

    // A refund after the capture is a real one, through the provider.
    const refund = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: trip.id }), { amount_pence: 500, reason: 'Late pickup' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.data.refund).toMatchObject({ amount_pence: 500, status: 'succeeded' });
    expect(await sandboxRefunds(intentId)).toHaveLength(1);
  });

  it('records an operator refund before the capture as released (no provider refund) and captures that much less', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    const intentId = (await bookingRow(trip.id)).payment_id!;
    const refund = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: trip.id }), { amount_pence: 1_000, reason: 'Goodwill' });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.data.refund).toMatchObject({ amount_pence: 1_000, status: 'released' });
    expect(await refundsOf(trip.id)).toEqual([{ amount_pence: 1_000, status: 'released', provider_refund_id: expect.stringMatching(/^release-/) }]);
    expect(await sandboxRefunds(intentId)).toEqual([]);
    expect((await sandboxIntent(intentId)).status).toBe('authorised');
    expect((await kit.booking(trip.token)).card_capture).toEqual({ status: 'authorised', pence: trip.amountPence - 1_000, captured_at: null });
    // The passenger is told the fare is lowered, not that money is on its way back.
    const [mail] = await jobMailsTo(trip.email, `Refund: ${trip.number}`);
    expect(mail!.text_body).toContain('Your card was only authorised, not charged, so £10.00 less will be taken when the journey is completed.');
    expect(mail!.text_body).not.toMatch(/refunded|working days/);

    await drive(trip.jobIds[0]!, driverId);
    expect(await bookingRow(trip.id)).toMatchObject({ capture_status: 'captured', captured_pence: trip.amountPence - 1_000 });
    expect(await sandboxIntent(intentId)).toMatchObject({ status: 'succeeded', captured_pence: trip.amountPence - 1_000 });
  });

  it('captures the fee of a late cancellation by the passenger, and releases the rest', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    const intentId = (await bookingRow(trip.id)).payment_id!;
    await kit.moveClock(LATE);
    const fee = Math.round(trip.amountPence / 2);
    const view = await kit.booking(trip.token);
    expect(view.cancellation).toMatchObject({ fee_pence: fee, refund_pence: trip.amountPence - fee });
    const res = await kit.cancel(trip.token, fee);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await refundsOf(trip.id)).toEqual([expect.objectContaining({ amount_pence: trip.amountPence - fee, status: 'released' })]);
    expect(await sandboxRefunds(intentId)).toEqual([]);
    expect(await bookingRow(trip.id)).toMatchObject({ capture_status: 'captured', captured_pence: fee });
    expect(await sandboxIntent(intentId)).toMatchObject({ status: 'succeeded', captured_pence: fee });
    expect(res.body.data.booking.card_capture).toEqual({ status: 'captured', pence: fee, captured_at: LATE.toISOString() });
    // The passenger's mail says the rest is released, not refunded.
    const [mail] = await kit.db.kysely.selectFrom('mail_outbox').select('text_body').where('to_address', '=', trip.email).where('kind', '=', 'booking_cancellation').execute();
    expect(mail!.text_body).toContain(`£${((trip.amountPence - fee) / 100).toFixed(2)} held on your card is released: it was never taken`);
    expect(mail!.text_body).not.toContain('refunded');
  });

  it('releases the authorisation of a free cancellation: nothing is taken', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    const intentId = (await bookingRow(trip.id)).payment_id!;
    const res = await kit.cancel(trip.token, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await bookingRow(trip.id)).toMatchObject({ capture_status: 'released', captured_pence: 0 });
    expect(await sandboxIntent(intentId)).toMatchObject({ status: 'cancelled', captured_pence: null });
    expect(await ourRecord(intentId)).toEqual({ status: 'cancelled' });
    expect(await sandboxRefunds(intentId)).toEqual([]);
  });

  it('releases the authorisation when the operator cancels with a full refund, and captures the rest of a partial one', async () => {
    await kit.moveClock(START);
    const full = await booked();
    const cancelled = await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, full.jobIds[0]!, { reason: 'No cars', refund_pence: 'full' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await bookingRow(full.id)).toMatchObject({ capture_status: 'released', captured_pence: 0 });
    expect((await sandboxIntent((await bookingRow(full.id)).payment_id!)).status).toBe('cancelled');
    const [mail] = await jobMailsTo(full.email, `Booking cancelled: ${full.number}`);
    expect(mail!.text_body).toContain(`Released on your card: £${(full.amountPence / 100).toFixed(2)} held on your card (it was never taken)`);
    expect(mail!.text_body).not.toContain('working days');

    const part = await booked();
    const withFee = await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, part.jobIds[0]!, { reason: 'Cancelled late by phone', refund_pence: part.amountPence - 700 });
    expect(withFee.status, JSON.stringify(withFee.body)).toBe(200);
    expect(await bookingRow(part.id)).toMatchObject({ capture_status: 'captured', captured_pence: 700 });
  });

  it('charges at booking a pickup further ahead than 6 days: the authorisation would expire first', async () => {
    await kit.moveClock(START);
    const trip = await booked({ form: mileage({ pickup_date: '2026-12-10' }) });
    const row = await bookingRow(trip.id);
    expect(row).toMatchObject({ payment_capture: 'automatic', capture_status: null });
    expect(await sandboxIntent(row.payment_id!)).toMatchObject({ status: 'succeeded', capture_method: 'automatic' });
    expect((await kit.booking(trip.token)).card_capture).toBeNull();
    expect((await jobDetail(trip.jobIds[0]!)).booking.card_capture).toBeNull();
  });

  it('captures an authorisation held 6 days with the sweeper, before the card’s bank lets it go', async () => {
    await kit.moveClock(START);
    const trip = await booked({ form: mileage({ pickup_date: '2026-12-06' }) });
    expect((await bookingRow(trip.id)).capture_status).toBe('authorised');
    kit.clock.now = new Date(START.getTime() + 6 * 24 * 3_600_000 - 60_000);
    await new Promise((resolve) => setTimeout(resolve, PASS_MS * 3));
    expect((await bookingRow(trip.id)).capture_status).toBe('authorised');

    kit.clock.now = new Date(START.getTime() + 6 * 24 * 3_600_000 + 60_000);
    const row = await eventually(() => bookingRow(trip.id), (r) => r.capture_status === 'captured');
    expect(row).toMatchObject({ capture_status: 'captured', captured_pence: trip.amountPence });
    // The journey done later takes nothing more.
    await kit.moveClock(new Date('2026-12-07T12:00:00Z'));
    await drive(trip.jobIds[0]!, driverId);
    expect((await sandboxIntent(row.payment_id!)).captured_pence).toBe(trip.amountPence);
  });

  it('captures only what the booking’s own authorisation still holds after amendments (a dearer one is paid apart, a cheaper one refunds that first)', async () => {
    await kit.moveClock(START);
    const trip = await booked({ form: mileage({ meet_and_greet: 'yes' }) });
    const intentId = (await bookingRow(trip.id)).payment_id!;
    const outbound = (await kit.booking(trip.token)).legs[0]!.amendable!;

    // Dearer: the difference is paid with its own intent, charged at once.
    const dearerLegs = { outbound: { ...outbound, waiting_min: 30 } };
    const dearer = (await kit.previewAmend(trip.token, dearerLegs)).body.data as { new_amount_pence: number; difference_pence: number };
    expect(dearer.difference_pence).toBeGreaterThan(0);
    const paid = await kit.amendIntent(trip.token, dearerLegs, { expected: dearer.new_amount_pence, amount: dearer.difference_pence });
    const amendmentIntent = paid.body.data.paymentIntentId as string;
    expect((await kit.confirm(amendmentIntent)).body.data.status).toBe('succeeded');
    expect((await kit.amend(trip.token, dearerLegs, dearer.new_amount_pence, amendmentIntent)).status).toBe(200);
    expect(await sandboxIntent(amendmentIntent)).toMatchObject({ status: 'succeeded', capture_method: 'automatic' });

    // Cheaper than booked: the amendment's payment is refunded first, the rest released from the authorisation.
    const cheaperLegs = { outbound: { ...outbound, meet_and_greet: 'no' } };
    const cheaper = (await kit.previewAmend(trip.token, cheaperLegs)).body.data as { new_amount_pence: number; difference_pence: number };
    expect(cheaper.new_amount_pence).toBeLessThan(trip.amountPence);
    expect((await kit.amend(trip.token, cheaperLegs, cheaper.new_amount_pence)).status).toBe(200);
    const released = trip.amountPence - cheaper.new_amount_pence;
    expect(await sandboxRefunds(amendmentIntent)).toHaveLength(1);
    expect(await sandboxRefunds(intentId)).toHaveLength(0);
    expect((await refundsOf(trip.id)).map((r) => r.status).sort()).toEqual(['released', 'succeeded']);
    // The pages say what the authorisation will give: the new fare.
    const held = { status: 'authorised', pence: cheaper.new_amount_pence, captured_at: null };
    expect((await kit.booking(trip.token)).card_capture).toEqual(held);
    expect((await jobDetail(trip.jobIds[0]!)).booking.card_capture).toEqual(held);

    // The journey done: the authorisation gives the new fare, never the old one or more than it holds.
    await drive(trip.jobIds[0]!, driverId);
    expect(await bookingRow(trip.id)).toMatchObject({ capture_status: 'captured', captured_pence: trip.amountPence - released });
    expect((await sandboxIntent(intentId)).captured_pence).toBe(cheaper.new_amount_pence);
  });

  it('records an authorisation that expired before the capture as lost: nothing was taken', async () => {
    await kit.moveClock(START);
    const trip = await booked();
    const intentId = (await bookingRow(trip.id)).payment_id!;
    // The card's bank let the authorisation go 8 days ago (the sandbox keeps it 7 days).
    await kit.db.kysely.updateTable('sandbox_payment_intents').set({ authorised_at: '2026-11-23T09:00:00.000Z' }).where('id', '=', intentId).execute();
    await drive(trip.jobIds[0]!, driverId);
    expect(await bookingRow(trip.id)).toMatchObject({ capture_status: 'expired', captured_pence: 0 });
    expect((await sandboxIntent(intentId)).status).toBe('cancelled');
  });
});
