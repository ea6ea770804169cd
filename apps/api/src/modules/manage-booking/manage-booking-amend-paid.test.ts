/**
 * The paid difference of a change whose page closed before the change was made (the reconciler's
 * timer on, the sandbox's own event off, the clock moved by the test): the amendment kept with its
 * payment is applied once its checkout is two minutes old, exactly as the page would have; when the
 * booking was cancelled meanwhile, the payment is refunded and the payer told. Never both.
 */
import { describe, expect, it } from 'vitest';
import { amendPreviewSchema, MANAGE_BOOKING_MESSAGES } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from './manage-booking-test-kit.js';

const PASS_MS = 100;
const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0', RECONCILE_CHECKOUTS_MS: String(PASS_MS) });
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, PASS_MS / 2));
  }
  throw new Error('timed out');
}

let emails = 0;
async function paidChange() {
  const email = `tab-closed-${++emails}@example.com`;
  const booking = await kit.book('riverside', { card: true, changes: { registrationData: { ...guest, email } } });
  const token = await kit.tokenFromMail(email);
  const outbound = (await kit.booking(token)).legs[0]!.amendable!;
  const legs = { outbound: { ...outbound, meet_and_greet: 'yes' as const, pickup_hour: '11am' } };
  const preview = amendPreviewSchema.parse((await kit.previewAmend(token, legs)).body.data);
  const intent = await kit.amendIntent(token, legs, { expected: preview.new_amount_pence, amount: preview.difference_pence });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const intentId = intent.body.data.paymentIntentId as string;
  return { booking, email, token, legs, preview, intentId };
}

const checkoutOf = (intentId: string) => kit.db.kysely.selectFrom('checkouts').select(['status', 'refund_id', 'failure_reason']).where('provider_intent_id', '=', intentId).executeTakeFirstOrThrow();
const amountOf = async (id: number) => (await kit.db.kysely.selectFrom('bookings').select('amount_pence').where('id', '=', id).executeTakeFirstOrThrow()).amount_pence;

describe('a paid change whose page closed', () => {
  it('is applied by the reconciler once, as the page would have applied it', async () => {
    await kit.moveClock(START);
    const paid = await paidChange();
    expect((await kit.confirm(paid.intentId)).body.data.status).toBe('succeeded');
    // The tab closes here. Within two minutes the page still has its chance.
    kit.clock.now = minutes(1);
    await new Promise((resolve) => setTimeout(resolve, PASS_MS * 3));
    expect((await checkoutOf(paid.intentId)).status).toBe('open');

    kit.clock.now = minutes(3);
    expect((await eventually(() => checkoutOf(paid.intentId), (c) => !['open', 'refunding'].includes(c.status))).status).toBe('completed');
    expect(await amountOf(paid.booking.id)).toBe(paid.preview.new_amount_pence);
    const payments = await kit.db.kysely.selectFrom('booking_payments').select(['intent_id', 'amount_pence']).where('booking_id', '=', paid.booking.id).execute();
    expect(payments).toEqual([{ intent_id: paid.intentId, amount_pence: paid.preview.difference_pence }]);
    const [job] = await kit.db.kysely.selectFrom('booking_jobs').select('pick_up_time').where('booking_id', '=', paid.booking.id).execute();
    expect(job!.pick_up_time).toBe('11:30');
    const mails = await kit.db.kysely.selectFrom('mail_outbox').select('kind').where('to_address', '=', paid.email).where('kind', '=', 'booking_amendment').execute();
    expect(mails).toHaveLength(1);

    // The page coming back with the same change gets the change it paid for.
    const again = await kit.amend(paid.token, paid.legs, paid.preview.new_amount_pence, paid.intentId);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ charged_pence: paid.preview.difference_pence, booking: { paid_pence: paid.booking.amountPence + paid.preview.difference_pence } });
  });

  it('is refunded when the booking was cancelled before the change could be made', async () => {
    await kit.moveClock(START);
    const paid = await paidChange();
    expect((await kit.confirm(paid.intentId)).body.data.status).toBe('succeeded');
    expect((await kit.cancel(paid.token, 0)).status).toBe(200);

    kit.clock.now = minutes(3);
    const settled = await eventually(() => checkoutOf(paid.intentId), (c) => !['open', 'refunding'].includes(c.status));
    expect(settled).toMatchObject({ status: 'refunded', failure_reason: 'booking_changed' });
    const atProvider = await kit.db.kysely.selectFrom('sandbox_refunds').select('amount_pence').where('id', '=', settled.refund_id!).executeTakeFirstOrThrow();
    expect(atProvider.amount_pence).toBe(paid.preview.difference_pence);
    const [mail] = await kit.db.kysely.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', paid.email).where('kind', '=', 'payment_refund').execute();
    expect(mail!.text_body).toContain(`could not make the change`);
    expect(await kit.db.kysely.selectFrom('booking_payments').selectAll().where('booking_id', '=', paid.booking.id).execute()).toEqual([]);

    const late = await kit.amend(paid.token, paid.legs, paid.preview.new_amount_pence, paid.intentId);
    expect(late.status).toBe(409);
    expect((await kit.booking(paid.token)).amendment.blocked).toBe(MANAGE_BOOKING_MESSAGES.alreadyCancelled);
  });
});
