/**
 * A booking paid by card and then changed to a dearer journey was paid with two intents (its own and
 * the change's). The console's refund and cancel-with-refund give back across both, the change's
 * first, never more than either holds; more than the two hold is refused with the total.
 */
import { describe, expect, it } from 'vitest';
import { amendPreviewSchema, bookingRefundResponseSchema, OPERATIONS, OPERATOR_MESSAGES, pathOf } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from './manage-booking-test-kit.js';

const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });

let emails = 0;
/** A card booking changed to add meet and greet, its difference paid by a second intent. */
async function amendedDearer() {
  await kit.moveClock(START);
  const email = `console-refunds-${++emails}@example.com`;
  const booking = await kit.book('riverside', { card: true, changes: { registrationData: { ...guest, email } } });
  const token = await kit.tokenFromMail(email);
  const outbound = (await kit.booking(token)).legs[0]!.amendable!;
  const legs = { outbound: { ...outbound, meet_and_greet: 'yes' as const } };
  const preview = amendPreviewSchema.parse((await kit.previewAmend(token, legs)).body.data);
  const intent = await kit.amendIntent(token, legs, { expected: preview.new_amount_pence, amount: preview.difference_pence });
  const changeIntent = intent.body.data.paymentIntentId as string;
  await kit.confirm(changeIntent);
  expect((await kit.amend(token, legs, preview.new_amount_pence, changeIntent)).status).toBe(200);
  const { payment_id } = await kit.db.kysely.selectFrom('bookings').select('payment_id').where('id', '=', booking.id).executeTakeFirstOrThrow();
  return { booking, email, ownIntent: payment_id!, ownPence: booking.amountPence, changeIntent, changePence: preview.difference_pence };
}

/** What the sandbox gave back to each intent, pence. */
async function refundedAtProvider(intentIds: string[]): Promise<number[]> {
  const rows = await kit.db.kysely.selectFrom('sandbox_refunds').select(['payment_intent_id', 'amount_pence']).where('payment_intent_id', 'in', intentIds).execute();
  return intentIds.map((id) => rows.filter((r) => r.payment_intent_id === id).reduce((sum, r) => sum + r.amount_pence, 0));
}

const recorded = (bookingId: number) =>
  kit.db.kysely.selectFrom('payment_refunds').select(['provider_intent_id', 'amount_pence']).where('booking_id', '=', bookingId).orderBy('id').execute();
const refund = (bookingId: number, body: unknown) => kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: bookingId }), body);

describe('console refunds of a booking changed to a dearer journey', () => {
  it('refunds in full across both payments, the change first, and says so as one refund', async () => {
    const paid = await amendedDearer();
    const whole = paid.ownPence + paid.changePence;

    const tooMuch = await refund(paid.booking.id, { amount_pence: whole + 1, reason: 'Goodwill' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toBe(OPERATOR_MESSAGES.refundTooLarge(`£${(whole / 100).toFixed(2)}`));
    expect(await recorded(paid.booking.id)).toEqual([]);

    const res = await refund(paid.booking.id, { amount_pence: 'full', reason: 'Goodwill' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = bookingRefundResponseSchema.parse(res.body).data;
    expect(body.refund).toMatchObject({ amount_pence: whole, status: 'succeeded' });
    expect(body.refunds).toMatchObject({ paid_pence: whole, refunded_pence: whole, refundable_pence: 0 });
    expect(await refundedAtProvider([paid.changeIntent, paid.ownIntent])).toEqual([paid.changePence, paid.ownPence]);
    expect(await recorded(paid.booking.id)).toEqual([
      { provider_intent_id: paid.changeIntent, amount_pence: paid.changePence },
      { provider_intent_id: paid.ownIntent, amount_pence: paid.ownPence },
    ]);
    const mail = (await kit.mailsTo(paid.email)).filter((m) => m.kind === 'job_update').at(-1);
    expect(mail?.text_body).toContain(`£${(whole / 100).toFixed(2)}`);
  });

  it('cancels with a part refund that takes the change first, then the rest from the booking’s own payment', async () => {
    const paid = await amendedDearer();
    const part = paid.changePence + 100;
    const res = await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, paid.booking.jobIds[0]!, { reason: 'Car off the road', refund_pence: part });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.refund).toMatchObject({ amount_pence: part, status: 'succeeded' });
    expect(await refundedAtProvider([paid.changeIntent, paid.ownIntent])).toEqual([paid.changePence, 100]);

    const rest = await refund(paid.booking.id, { amount_pence: 'full', reason: 'The rest' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(await refundedAtProvider([paid.changeIntent, paid.ownIntent])).toEqual([paid.changePence, paid.ownPence]);
    expect((await refund(paid.booking.id, { amount_pence: 1, reason: 'More' })).body.message).toBe(OPERATOR_MESSAGES.refundedInFull);
  });
});
