/**
 * The manage page pays a card pay link (issue 24 §1–§3), on a real server and database with the
 * sandbox card provider: the page sees what is awaited, pays it with 3-D Secure, and the fare
 * becomes the booking's own card payment, once, with its mail and audit; a payment that no longer
 * fits (the link withdrawn, the fare changed) is refunded in full; a payment whose page closed is
 * kept by the reconciler; a wrong amount, another booking's payment or nothing awaited change nothing.
 */
import { describe, expect, it } from 'vitest';
import { managedBookingSchema, MANAGE_BOOKING_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { waitUntil } from '../../platform/live-events/live-events-test-kit.js';
import { guest } from '../bookings/bookings-test-kit.js';
import { START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from './manage-booking-test-kit.js';

const PASS_MS = 100;
const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0', RECONCILE_CHECKOUTS_MS: String(PASS_MS) });
const ALWAYS_ASKS = '4000002760003184';

let emails = 0;
/** A booking paid in the car whose passenger was sent a pay link for its fare; its manage token. */
async function asked() {
  kit.clock.now = START;
  const email = `pays-by-link-${++emails}@example.com`;
  const booking = await kit.book('riverside', { changes: { registrationData: { ...guest, email } } });
  const sent = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorSendPayLink, { id: booking.id }), {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { ...booking, email, token: await kit.tokenFromMail(email) };
}

const intentFor = async (token: string, amount: number, card?: string) =>
  kit.api.call('POST', OPERATIONS.createPayLinkIntent.path, { token, amount, paymentMethodId: await kit.sandboxCard(card) }, { 'x-forwarded-for': '198.51.100.7' });
const pay = (token: string, intentId: string) => kit.api.call('POST', OPERATIONS.payManagedBooking.path, { token, payment_intent_id: intentId }, { 'x-forwarded-for': '198.51.100.8' });
const bookingRow = (id: number) => kit.db.kysely.selectFrom('bookings').select(['payment_method', 'payment_id', 'payment_capture', 'amount_pence']).where('id', '=', id).executeTakeFirstOrThrow();
const linkOf = (id: number) => kit.db.kysely.selectFrom('booking_pay_links').select(['status', 'intent_id']).where('booking_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
const checkoutOf = (intentId: string) => kit.db.kysely.selectFrom('checkouts').select(['status', 'failure_reason']).where('provider_intent_id', '=', intentId).executeTakeFirstOrThrow();
const mails = (to: string, kind: string) => kit.db.kysely.selectFrom('mail_outbox').select('subject').where('to_address', '=', to).where('kind', '=', kind).execute();

describe('paying a card pay link on the manage page', () => {
  it('takes the awaited fare with 3-D Secure and makes it the booking’s own card payment, once', async () => {
    const b = await asked();
    const before = await kit.booking(b.token);
    expect(before.awaiting_payment).toMatchObject({ kind: 'fare', amount_pence: b.amountPence });
    expect(before).toMatchObject({ payment_method: 'car', paid_pence: 0 });

    const opened = await intentFor(b.token, b.amountPence, ALWAYS_ASKS);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const intentId = opened.body.data.paymentIntentId as string;
    // Not paid yet: the bank's check comes first, and nothing is kept.
    const challenged = await kit.confirm(intentId);
    expect(challenged.body.data.status).toBe('requires_action');
    expect((await pay(b.token, intentId)).status).toBe(402);
    expect((await bookingRow(b.id)).payment_method).toBe('car');

    const secret = challenged.body.data.next_action.client_secret as string;
    expect((await kit.api.call('POST', pathOf(OPERATIONS.authenticateSandboxPaymentIntent, { id: intentId }), { client_secret: secret, outcome: 'approve' })).status).toBe(200);
    expect((await kit.confirm(intentId)).body.data.status).toBe('succeeded');

    const paid = await pay(b.token, intentId);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = managedBookingSchema.parse(paid.body.data);
    expect(after).toMatchObject({ payment_method: 'card', paid_pence: b.amountPence, awaiting_payment: null });
    expect(await bookingRow(b.id)).toMatchObject({ payment_method: 'card', payment_id: intentId, payment_capture: 'automatic', amount_pence: b.amountPence });
    expect(await linkOf(b.id)).toEqual({ status: 'paid', intent_id: intentId });
    expect((await checkoutOf(intentId)).status).toBe('completed');
    expect(await mails(b.email, 'booking_pay_link_paid')).toHaveLength(1);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('action', '=', 'booking.paid_by_link').where('subject_id', '=', b.id).execute();
    expect(audit.map((a) => JSON.parse(a.detail))).toEqual([{ booking_number: b.number, kind: 'fare', amount_pence: b.amountPence, intent_id: intentId, actor: 'passenger' }]);

    // Sent again (a double press, a reload): the same answer, nothing more kept or mailed.
    const again = await pay(b.token, intentId);
    expect(again.status).toBe(200);
    expect(again.body.data.paid_pence).toBe(b.amountPence);
    expect(await mails(b.email, 'booking_pay_link_paid')).toHaveLength(1);
    // Nothing awaits now: another payment cannot even start.
    expect((await intentFor(b.token, b.amountPence)).status).toBe(409);
    // Refunded like any card booking, never beyond what the link took.
    const refund = (pence: number) => kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorBookingRefund, { id: b.id }), { amount_pence: pence, reason: 'Goodwill' });
    const over = await refund(b.amountPence + 1);
    expect(over.status).toBeGreaterThanOrEqual(400);
    expect(over.status).toBeLessThan(500);
    expect((await refund(b.amountPence)).status).toBe(200);
    expect((await kit.booking(b.token)).refunded_pence).toBe(b.amountPence);
  });

  it('refuses another amount, nothing awaited and another booking’s payment, changing nothing', async () => {
    const b = await asked();
    const wrong = await intentFor(b.token, b.amountPence - 100);
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toContain(MANAGE_BOOKING_MESSAGES.payAmountChanged('£').slice(0, 20));
    expect(await kit.db.kysely.selectFrom('checkouts').select('id').where('booking_id', '=', b.id).execute()).toEqual([]);

    const other = await asked();
    const opened = await intentFor(other.token, other.amountPence);
    const intentId = opened.body.data.paymentIntentId as string;
    expect((await kit.confirm(intentId)).body.data.status).toBe('succeeded');
    const cross = await pay(b.token, intentId);
    expect(cross.status).toBe(409);
    expect(cross.body.message).toBe(MANAGE_BOOKING_MESSAGES.payNotThisPayment);
    expect((await bookingRow(b.id)).payment_method).toBe('car');

    const card = await kit.book('riverside', { card: true, changes: { registrationData: { ...guest, email: `by-card-${emails}@example.com` } } });
    const cardToken = await kit.tokenFromMail(`by-card-${emails}@example.com`);
    expect((await kit.booking(cardToken)).awaiting_payment).toBeNull();
    const none = await intentFor(cardToken, card.amountPence);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(MANAGE_BOOKING_MESSAGES.payNothingAwaited);
  });

  it('refunds in full a payment made after the link was withdrawn', async () => {
    const b = await asked();
    const intentId = (await intentFor(b.token, b.amountPence)).body.data.paymentIntentId as string;
    expect((await kit.confirm(intentId)).body.data.status).toBe('succeeded');
    expect((await kit.staff.riversideDispatcher.call('DELETE', pathOf(OPERATIONS.operatorWithdrawPayLink, { id: b.id }))).status).toBe(200);

    const res = await pay(b.token, intentId);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/refunded in full/);
    expect(await checkoutOf(intentId)).toEqual({ status: 'refunded', failure_reason: 'booking_changed' });
    expect(await bookingRow(b.id)).toMatchObject({ payment_method: 'car', payment_id: null });
    expect((await kit.booking(b.token)).awaiting_payment).toBeNull();
  });

  it('refunds a payment asked before the fare changed, and offers the new fare only after a new link', async () => {
    const b = await asked();
    const intentId = (await intentFor(b.token, b.amountPence)).body.data.paymentIntentId as string;
    expect((await kit.confirm(intentId)).body.data.status).toBe('succeeded');
    await kit.db.kysely.updateTable('bookings').set({ amount_pence: b.amountPence + 500 }).where('id', '=', b.id).execute();
    expect((await kit.booking(b.token)).awaiting_payment).toBeNull();
    expect((await pay(b.token, intentId)).status).toBe(409);
    expect((await checkoutOf(intentId)).status).toBe('refunded');
  });

  it('keeps one of two payments of one link made at once (two tabs), and refunds the other in full', async () => {
    const b = await asked();
    const first = (await intentFor(b.token, b.amountPence)).body.data.paymentIntentId as string;
    const second = (await intentFor(b.token, b.amountPence)).body.data.paymentIntentId as string;
    expect((await kit.confirm(first)).body.data.status).toBe('succeeded');
    expect((await kit.confirm(second)).body.data.status).toBe('succeeded');

    const answers = await Promise.all([pay(b.token, first), pay(b.token, second), pay(b.token, first), pay(b.token, second)]);
    const kept = (await bookingRow(b.id)).payment_id;
    expect([first, second]).toContain(kept);
    const lost = kept === first ? second : first;
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409]);
    expect(await checkoutOf(kept!)).toMatchObject({ status: 'completed' });
    expect(await checkoutOf(lost)).toEqual({ status: 'refunded', failure_reason: 'booking_changed' });
    expect(await mails(b.email, 'booking_pay_link_paid')).toHaveLength(1);
  });

  it('is kept by the reconciler when the page closed after paying', async () => {
    const b = await asked();
    const intentId = (await intentFor(b.token, b.amountPence)).body.data.paymentIntentId as string;
    expect((await kit.confirm(intentId)).body.data.status).toBe('succeeded');
    // The tab closes; after two minutes the reconciler keeps the payment as the page would have.
    kit.clock.now = new Date(START.getTime() + 3 * 60_000);
    await waitUntil(async () => (await checkoutOf(intentId)).status !== 'open', 'the reconciler');
    expect((await checkoutOf(intentId)).status).toBe('completed');
    expect(await bookingRow(b.id)).toMatchObject({ payment_method: 'card', payment_id: intentId });
    expect(await linkOf(b.id)).toEqual({ status: 'paid', intent_id: intentId });
    // The page, opened later, shows it paid; sent now, the same booking.
    expect((await pay(b.token, intentId)).body.data.paid_pence).toBe(b.amountPence);
  });
});
