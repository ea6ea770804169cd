/**
 * Money under concurrency (issue 22): requests that move one booking's money, sent at once across two
 * API instances on one database (SQLite: a second process on the file; PostgreSQL in CI), never give
 * back more than was paid, never leave the records and the card provider apart, and never let a
 * change and a cancellation both win. Each case was reproduced on PostgreSQL before the booking lock.
 */
import { describe, expect, it } from 'vitest';
import { MANAGE_BOOKING_MESSAGES, OPERATOR_MESSAGES } from '@kerbside/contract';
import { moneyRaceKit, type Leg } from './money-race-test-kit.js';

const race = moneyRaceKit();
const { kit } = race;

const refundedOf = async (bookingId: number) =>
  (await kit.db.kysely.selectFrom('payment_refunds').select(['amount_pence', 'status']).where('booking_id', '=', bookingId).execute())
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amount_pence, 0);
const bookingOf = (bookingId: number) => kit.db.kysely.selectFrom('bookings').select(['status', 'amount_pence']).where('id', '=', bookingId).executeTakeFirstOrThrow();

/** Every 409 of a race is one of the answers a loser may get, and carries nothing half-done. */
const LOSING = [OPERATOR_MESSAGES.moneyBusy, MANAGE_BOOKING_MESSAGES.moneyBusy];

describe('staff refunds sent at once', () => {
  it('six refunds of 60% of one booking, on two instances: at most one is made, never more than was paid', async () => {
    const booking = await race.book();
    const share = Math.round(booking.amountPence * 0.6);
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => race.staffRefund(n, booking.id, share)));
    const made = answers.filter((a) => a.status === 200);
    expect(made).toHaveLength(1);
    for (const other of answers.filter((a) => a.status !== 200)) {
      expect([409, 422], JSON.stringify(other)).toContain(other.status);
      if (other.status === 409) expect(other.body.message).toBe(OPERATOR_MESSAGES.moneyBusy);
      else expect(other.body.message).toMatch(/^At most £\d+\.\d\d can be refunded\.$/);
    }
    expect(await refundedOf(booking.id)).toBe(share);
    expect(await race.invariants(booking.id)).toEqual([]);
  });
});

describe('a passenger’s changes and cancellation sent at once', () => {
  it('several different cheaper changes: each one made is refunded its own difference, the others get 409 and move no money', async () => {
    const booking = await race.book();
    const start = (await race.view(0, booking.token)).legs[0]!.amendable!;
    const changes: Leg[] = [
      { ...start, meet_and_greet: 'no' },
      { ...start, baby_seats: 0 },
      { ...start, meet_and_greet: 'no', baby_seats: 0 },
      { ...start, baby_seats: 0, luggages: 0 },
    ];
    const prices = await Promise.all(changes.map(async (leg, n) => (await race.preview(n, booking.token, leg)).body.data.new_amount_pence as number));
    for (const price of prices) expect(price).toBeLessThan(booking.amountPence);
    const answers = await Promise.all(changes.map((leg, n) => race.amend(n, booking.token, leg, prices[n]!)));
    const made = answers.flatMap((a, n) => (a.status === 200 ? [n] : []));
    expect(made.length, JSON.stringify(answers.map((a) => [a.status, a.body.message]))).toBeGreaterThan(0);
    for (const [n, other] of answers.entries()) {
      if (other.status === 200) continue;
      if (other.status === 402) {
        // Made after a cheaper one: from the fare now, this change costs more, so it asks for a card payment.
        expect(other.body.message).toBe(MANAGE_BOOKING_MESSAGES.amendPaymentMissing);
        expect(made.some((m) => prices[m]! < prices[n]!)).toBe(true);
        continue;
      }
      // The loser is told why, with the booking as it is now: another change made first, or still being made.
      expect(other.status).toBe(409);
      expect([booking.amountPence, ...prices]).toContain(other.body.booking.amount_pence);
    }
    // Each change names the whole journey: those made one after another leave the last one's fare,
    // and what went back is exactly the fare paid less that, however many were made.
    const after = await bookingOf(booking.id);
    expect(made.map((n) => prices[n])).toContain(after.amount_pence);
    expect(await refundedOf(booking.id)).toBe(booking.amountPence - after.amount_pence);
    for (const n of made) expect(answers[n]!.body.data.refund_pence).toBeGreaterThanOrEqual(0);
    expect(await race.invariants(booking.id)).toEqual([]);
  });

  it('a cancellation and a cheaper change: never more refunded than was paid, and only one of them wins', async () => {
    for (let round = 0; round < 3; round++) {
      const booking = await race.book();
      const start = (await race.view(0, booking.token)).legs[0]!.amendable!;
      const cheaper = { ...start, meet_and_greet: 'no' as const };
      const price = (await race.preview(0, booking.token, cheaper)).body.data.new_amount_pence as number;
      const [cancelled, changed] = await Promise.all([race.cancel(round, booking.token), race.amend(round + 1, booking.token, cheaper, price)]);
      const after = await bookingOf(booking.id);
      const refunded = await refundedOf(booking.id);
      expect(refunded).toBeLessThanOrEqual(booking.amountPence);
      if (after.status === 'cancelled') {
        expect(cancelled.status).toBe(200);
        // Free cancellation: everything went back, the change's refund included if it came first.
        expect(refunded).toBe(booking.amountPence);
        if (changed.status !== 200) expect(changed.status).toBe(409);
      } else {
        expect(changed.status).toBe(200);
        expect(cancelled.status).toBe(409);
        expect(LOSING).toContain(cancelled.body.message);
        expect(refunded).toBe(booking.amountPence - price);
      }
      expect(await race.invariants(booking.id)).toEqual([]);
    }
  });

  it('a paid dearer change and a free cancellation: the booking that ends cancelled keeps nothing, the change’s payment included', async () => {
    for (let round = 0; round < 3; round++) {
      const booking = await race.book();
      const start = (await race.view(0, booking.token)).legs[0]!.amendable!;
      const dearer = { ...start, waiting_min: 30 };
      const paid = await race.payDifference(0, booking.token, dearer);
      if (!('intentId' in paid)) throw new Error(`pay: ${JSON.stringify(paid)}`);
      const [changed, cancelled] = await Promise.all([race.amend(round, booking.token, dearer, paid.expected, paid.intentId), race.cancel(round + 1, booking.token)]);
      const after = await bookingOf(booking.id);
      expect(after.status, JSON.stringify([changed, cancelled].map((a) => [a.status, a.body.message]))).toBe('cancelled');
      if (changed.status !== 200) {
        // The change lost: its payment went back, and the passenger is told so.
        expect(changed.status).toBe(409);
        expect(changed.body.message).toContain('you paid for this change has been refunded to your card');
        // As it was at that moment: cancelled, or its cancellation still being made.
        expect(changed.body.booking.amount_pence).toBe(booking.amountPence);
      }
      expect(await race.invariants(booking.id, { settled: true })).toEqual([]);
    }
  });
});

describe('a capture and a refund at once', () => {
  it('a staff refund and the cancellation that captures an authorised card: captured and released add up to what was authorised', async () => {
    const riverside = kit.companyId.riverside;
    await kit.db.kysely.updateTable('companies').set({ card_capture: 'at_completion' }).where('id', '=', riverside).execute();
    try {
      for (let round = 0; round < 3; round++) {
        const booking = await race.book();
        const [job] = await kit.db.kysely.selectFrom('booking_jobs').select('id').where('booking_id', '=', booking.id).execute();
        const answers = await Promise.all([
          race.staffCancel(round, job!.id),
          ...[1, 2, 3].map((n) => race.staffRefund(round + n, booking.id, 500 * n)),
        ]);
        const [cancelled] = answers;
        // Those that lost while another was being made moved nothing; the office tries the cancellation again.
        for (const lost of answers.filter((a) => a.status !== 200)) expect(lost).toMatchObject({ status: 409, body: { message: OPERATOR_MESSAGES.moneyBusy } });
        if (cancelled.status !== 200) expect((await race.staffCancel(round, job!.id)).status).toBe(200);
        const after = await kit.db.kysely.selectFrom('bookings').select(['capture_status', 'captured_pence']).where('id', '=', booking.id).executeTakeFirstOrThrow();
        // Released before the capture, or refunded after it: either way the card keeps the fare less the refunds.
        const releasedPence = answers.slice(1).filter((a) => a.status === 200 && a.body.data.refund.status === 'released').reduce((total, a) => total + (a.body.data.refund.amount_pence as number), 0);
        expect(after).toEqual({ capture_status: 'captured', captured_pence: booking.amountPence - releasedPence });
        expect(await race.invariants(booking.id)).toEqual([]);
      }
    } finally {
      await kit.db.kysely.updateTable('companies').set({ card_capture: 'at_booking' }).where('id', '=', riverside).execute();
    }
  });
});
