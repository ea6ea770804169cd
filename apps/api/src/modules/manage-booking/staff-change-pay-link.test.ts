/**
 * A staff change settled by a card pay link (issue 24 §2), on a real server with the card sandbox:
 * a card booking's dearer difference is asked by a link in the change's own transaction and paid on
 * the manage page as one more of its payments; a second dearer change asks what is still owed with
 * it (one link, never two); a booking in the car has its whole new fare asked, its old link
 * withdrawn once the fare moves; without an email the choice is refused and nothing changes.
 */
import { describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_MESSAGES, bookingChangePreviewSchema, OPERATIONS, pathOf } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage, START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from './manage-booking-test-kit.js';

const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });
const client = () => kit.staff.riversideDispatcher;

let emails = 0;
async function booked(card: boolean) {
  await kit.moveClock(START);
  const email = `change-by-link-${++emails}@example.com`;
  const form = mileage();
  const booking = await kit.book('riverside', { card, form, changes: { registrationData: { ...guest, email } } });
  return { ...booking, email, form, token: await kit.tokenFromMail(email) };
}

type B = Awaited<ReturnType<typeof booked>>;
/** The booking's journey with `dropoff`, and how what is left is paid. */
const body = (b: B, dropoff: string, payment: 'car' | 'pay_link') => ({ bookingType: 'milleage', bookingForm: { ...b.form, dropoff }, vehicle_id: b.vehicle.vehicle_id, notes: guest.additionalInfo, payment });

async function change(b: B, dropoff: string, payment: 'car' | 'pay_link') {
  const p = await client().call('POST', pathOf(OPERATIONS.operatorPreviewBookingChange, { id: b.id }), body(b, dropoff, payment));
  expect(p.status, JSON.stringify(p.body)).toBe(200);
  const seen = bookingChangePreviewSchema.parse(p.body.data);
  const res = await client().call('POST', pathOf(OPERATIONS.operatorChangeBooking, { id: b.id }), { ...body(b, dropoff, payment), expected_amount_pence: seen.new_amount_pence });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return seen;
}

const links = (id: number) => kit.db.kysely.selectFrom('booking_pay_links').select(['kind', 'status', 'amount_pence', 'booking_pence']).where('booking_id', '=', id).orderBy('id').execute();
const mailKinds = async (to: string) => (await kit.db.kysely.selectFrom('mail_outbox').select('kind').where('to_address', '=', to).orderBy('id').execute()).map((m) => m.kind);

/** The passenger pays what awaits on the manage page. */
async function paysOnPage(b: B) {
  const awaited = (await kit.booking(b.token)).awaiting_payment!;
  const opened = await kit.api.call('POST', OPERATIONS.createPayLinkIntent.path, { token: b.token, amount: awaited.amount_pence, paymentMethodId: await kit.sandboxCard() });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const intentId = opened.body.data.paymentIntentId as string;
  expect((await kit.confirm(intentId)).body.data.status).toBe('succeeded');
  const paid = await kit.api.call('POST', OPERATIONS.payManagedBooking.path, { token: b.token, payment_intent_id: intentId });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.data as { paid_pence: number; awaiting_payment: unknown };
}

describe('a staff change settled by a card pay link', () => {
  it('asks a card booking’s dearer difference by a link, paid on the manage page as one more payment', async () => {
    const b = await booked(true);
    const seen = await change(b, 'London Stansted Airport', 'pay_link');
    const diff = seen.new_amount_pence - b.amountPence;
    expect(diff).toBeGreaterThan(0);
    expect(seen).toMatchObject({ settlement: 'pay_link', pay_link_pence: diff, collect_in_car_pence: 0, money_note: BOOKING_CHANGE_MESSAGES.payLinkDifference(`£${(diff / 100).toFixed(2)}`) });
    expect(await links(b.id)).toEqual([{ kind: 'difference', status: 'awaiting', amount_pence: diff, booking_pence: seen.new_amount_pence }]);
    expect((await mailKinds(b.email)).slice(-2)).toEqual(['booking_amendment', 'booking_pay_link']);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('action', '=', 'job.changed_by_staff').where('subject_id', 'in', b.jobIds).execute();
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ pay_link_pence: diff });

    const after = await paysOnPage(b);
    expect(after).toMatchObject({ paid_pence: seen.new_amount_pence, awaiting_payment: null });
    const payments = await kit.db.kysely.selectFrom('booking_payments').select(['kind', 'amount_pence']).where('booking_id', '=', b.id).execute();
    expect(payments).toEqual([{ kind: 'amendment', amount_pence: diff }]);
  });

  it('asks what is still owed with a second dearer change: one link for both differences', async () => {
    const b = await booked(true);
    const first = await change(b, 'London Stansted Airport', 'pay_link');
    const second = await change(b, 'London Luton Airport', 'pay_link');
    const owed = second.new_amount_pence - b.amountPence;
    expect(second.pay_link_pence).toBe(owed);
    expect(await links(b.id)).toEqual([
      { kind: 'difference', status: 'withdrawn', amount_pence: first.new_amount_pence - b.amountPence, booking_pence: first.new_amount_pence },
      { kind: 'difference', status: 'awaiting', amount_pence: owed, booking_pence: second.new_amount_pence },
    ]);
    // Paid to the driver instead: the link goes, and the driver collects all that is owed.
    const third = await change(b, 'London Stansted Airport', 'car');
    expect(third).toMatchObject({ settlement: 'pay_in_car', collect_in_car_pence: first.new_amount_pence - b.amountPence });
    expect((await links(b.id)).map((l) => l.status)).toEqual(['withdrawn', 'withdrawn']);
  });

  it('asks a booking in the car its whole new fare, withdrawing the link asked at the old one', async () => {
    const b = await booked(false);
    expect((await client().call('POST', pathOf(OPERATIONS.operatorSendPayLink, { id: b.id }), {})).status).toBe(200);
    const seen = await change(b, 'London Stansted Airport', 'pay_link');
    expect(seen).toMatchObject({ settlement: 'pay_link', pay_link_pence: seen.new_amount_pence });
    expect(await links(b.id)).toMatchObject([
      { kind: 'fare', status: 'withdrawn', amount_pence: b.amountPence },
      { kind: 'fare', status: 'awaiting', amount_pence: seen.new_amount_pence },
    ]);
    const inCar = await change(b, 'London Luton Airport', 'car');
    expect(inCar.settlement).toBe('pay_in_car');
    expect((await links(b.id)).map((l) => l.status)).toEqual(['withdrawn', 'withdrawn']);
    expect((await kit.booking(b.token)).awaiting_payment).toBeNull();
  });

  it('refuses a pay link for a booking without an email, changing nothing', async () => {
    const b = await booked(true);
    await kit.db.kysely.updateTable('passengers').set({ email: '' }).where('id', '=', (await kit.db.kysely.selectFrom('bookings').select('passenger_id').where('id', '=', b.id).executeTakeFirstOrThrow()).passenger_id).execute();
    const res = await client().call('POST', pathOf(OPERATIONS.operatorPreviewBookingChange, { id: b.id }), body(b, 'London Stansted Airport', 'pay_link'));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(BOOKING_CHANGE_MESSAGES.payLinkNeedsEmail);
    expect(await links(b.id)).toEqual([]);
  });
});
