/**
 * Staff changes racing other movements of one booking's money, across two API instances on one
 * database (payments/money-race-test-kit.ts): a cheaper change and a refund, two changes, a change
 * and the passenger's cancellation. Never more refunded than was paid, the records and the card
 * provider agree, and a loser moves no money.
 */
import { describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_MESSAGES, CSRF_HEADER, MANAGE_BOOKING_MESSAGES, OPERATIONS, OPERATOR_MESSAGES, pathOf } from '@kerbside/contract';
import { mileage, nextAddress } from '../dispatch/dispatch-test-kit.js';
import { moneyRaceKit, type RaceBooking } from '../payments/money-race-test-kit.js';

const race = moneyRaceKit();
const { kit } = race;
const FORM = mileage({ meet_and_greet: 'yes', baby_seats: 1 });
const LOSING = [OPERATOR_MESSAGES.moneyBusy, MANAGE_BOOKING_MESSAGES.moneyBusy, BOOKING_CHANGE_MESSAGES.changedMeanwhile];

const refundedOf = async (bookingId: number) =>
  (await kit.db.kysely.selectFrom('payment_refunds').select(['amount_pence', 'status']).where('booking_id', '=', bookingId).execute())
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amount_pence, 0);
const amountOf = async (bookingId: number) => (await kit.db.kysely.selectFrom('bookings').select('amount_pence').where('id', '=', bookingId).executeTakeFirstOrThrow()).amount_pence;

/** A staff change of the booking's notes at an agreed price, sent to instance n % 2 with the price it previews at. */
async function agreedChange(n: number, booking: RaceBooking, pounds: number) {
  const { vehicle_id } = await kit.db.kysely.selectFrom('bookings').select('vehicle_id').where('id', '=', booking.id).executeTakeFirstOrThrow();
  const staff = kit.staff.riversideDispatcher;
  const body = { bookingType: 'milleage', bookingForm: FORM, vehicle_id, notes: `Agreed £${pounds}`, price_override: { price: pounds, reason: 'Regular customer' } };
  return {
    send: () =>
      race.on(n).call('POST', pathOf(OPERATIONS.operatorChangeBooking, { id: booking.id }), { ...body, expected_amount_pence: pounds * 100 }, { cookie: staff.cookie, [CSRF_HEADER]: staff.csrf, 'x-forwarded-for': nextAddress() }),
  };
}

describe('a staff change racing other movements of the booking’s money', () => {
  it('a cheaper change and a 60% refund at once: never more refunded than was paid', async () => {
    for (let round = 0; round < 3; round++) {
      const booking = await race.book(FORM);
      const change = await agreedChange(0, booking, 20);
      const [changed, refunded] = await Promise.all([change.send(), race.staffRefund(1, booking.id, Math.round(booking.amountPence * 0.6))]);
      for (const answer of [changed, refunded]) {
        expect([200, 409, 422], JSON.stringify(answer.body)).toContain(answer.status);
        if (answer.status === 409) expect(LOSING).toContain(answer.body.message);
      }
      expect(changed.status === 200 || refunded.status === 200).toBe(true);
      expect(await refundedOf(booking.id)).toBeLessThanOrEqual(booking.amountPence);
      if (changed.status === 200) expect(await amountOf(booking.id)).toBe(2000);
      expect(await race.invariants(booking.id)).toEqual([]);
    }
  });

  it('two cheaper changes at once: the booking keeps the fare of the last one made, and got back exactly the rest', async () => {
    for (let round = 0; round < 3; round++) {
      const booking = await race.book(FORM);
      const [a, b] = [await agreedChange(0, booking, 30), await agreedChange(1, booking, 20)];
      const answers = await Promise.all([a.send(), b.send()]);
      expect(answers.filter((x) => x.status === 200).length, JSON.stringify(answers.map((x) => x.body))).toBeGreaterThan(0);
      for (const answer of answers.filter((x) => x.status !== 200)) {
        expect(answer.status).toBe(409);
        expect(LOSING).toContain(answer.body.message);
      }
      const amount = await amountOf(booking.id);
      expect([2000, 3000]).toContain(amount);
      expect(await refundedOf(booking.id)).toBe(booking.amountPence - amount);
      expect(await race.invariants(booking.id)).toEqual([]);
    }
  });

  it('a cheaper change and the passenger’s free cancellation at once: only one of them wins', async () => {
    for (let round = 0; round < 3; round++) {
      const booking = await race.book(FORM);
      const change = await agreedChange(0, booking, 20);
      const [changed, cancelled] = await Promise.all([change.send(), race.cancel(1, booking.token)]);
      const row = await kit.db.kysely.selectFrom('bookings').select(['status', 'amount_pence']).where('id', '=', booking.id).executeTakeFirstOrThrow();
      if (changed.status === 200 && cancelled.status === 200) {
        // One after the other: the change first, then the cancellation refunds the rest.
        expect(row.status).toBe('cancelled');
      }
      expect(changed.status === 200 || cancelled.status === 200).toBe(true);
      expect(await refundedOf(booking.id)).toBeLessThanOrEqual(booking.amountPence);
      expect(await race.invariants(booking.id)).toEqual([]);
    }
  });
});
