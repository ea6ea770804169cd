/**
 * A randomised mix of everything that moves one booking's money, fired at once across two API
 * instances, round after round: paying the difference of a dearer change, applying it, a dearer
 * change paid and applied, a cheaper change, a staff refund, a cancellation. After every round the
 * invariants of money-race-kit.ts hold; at the end every paid change is in its booking or refunded.
 * The seed is printed with any failure (MONEY_MIX_SEED repeats a run).
 */
import { describe, expect, it } from 'vitest';
import { moneyRaceKit, type Leg, type RaceBooking } from './money-race-test-kit.js';

const race = moneyRaceKit();
const ROUNDS = 8;

/** mulberry32: small, seedable, good enough to pick operations. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Paid = { intentId: string; expected: number; leg: Leg };
type Op = 'payDifference' | 'applyPaid' | 'amendDearer' | 'amendCheaper' | 'staffRefund' | 'cancel';
const OPS: Op[] = ['payDifference', 'applyPaid', 'amendDearer', 'amendCheaper', 'staffRefund', 'cancel'];

/** A change that costs more (longer waiting, a baby seat) or less (the reverse), from the leg as the page shows it now. */
function dearer(leg: Leg, pick: () => number): Leg {
  return pick() < 0.5 && leg.waiting_min <= 45 ? { ...leg, waiting_min: leg.waiting_min + 15 } : { ...leg, baby_seats: Math.min(2, leg.baby_seats + 1), meet_and_greet: 'yes' };
}
function cheaper(leg: Leg, pick: () => number): Leg {
  if (leg.waiting_min >= 15 && pick() < 0.5) return { ...leg, waiting_min: leg.waiting_min - 15 };
  if (leg.baby_seats > 0) return { ...leg, baby_seats: leg.baby_seats - 1 };
  return { ...leg, meet_and_greet: 'no', waiting_min: 0 };
}

describe('a randomised mix of money movements on one booking', () => {
  it(`keeps the money exact after each of ${ROUNDS} rounds`, async () => {
    const seed = Number(process.env.MONEY_MIX_SEED ?? Date.now() % 2 ** 31);
    const pick = random(seed);
    const log: string[] = [`seed ${seed}`];
    let booking: RaceBooking = await race.book();
    const bookings = [booking];
    const paid = new Map<number, Paid[]>();
    const pool = (id: number) => paid.get(id) ?? paid.set(id, []).get(id)!;

    async function run(op: Op, n: number, target: RaceBooking): Promise<string> {
      const leg = (await race.view(n, target.token)).legs[0]!.amendable;
      if (!leg && op !== 'staffRefund' && op !== 'cancel') return `${op}: not amendable`;
      switch (op) {
        case 'payDifference': {
          const change = dearer(leg!, pick);
          const made = await race.payDifference(n, target.token, change);
          if ('intentId' in made) pool(target.id).push({ ...made, leg: change });
          return `${op}: ${'intentId' in made ? 'paid' : made.status}`;
        }
        case 'applyPaid': {
          const one = pool(target.id).shift();
          if (!one) return `${op}: none`;
          return `${op}: ${(await race.amend(n, target.token, one.leg, one.expected, one.intentId)).status}`;
        }
        case 'amendDearer': {
          const change = dearer(leg!, pick);
          const made = await race.payDifference(n, target.token, change);
          if (!('intentId' in made)) return `${op}: ${made.status}`;
          return `${op}: ${(await race.amend(n, target.token, change, made.expected, made.intentId)).status}`;
        }
        case 'amendCheaper': {
          const change = cheaper(leg!, pick);
          const preview = await race.preview(n, target.token, change);
          if (preview.status !== 200) return `${op}: preview ${preview.status}`;
          return `${op}: ${(await race.amend(n, target.token, change, preview.body.data.new_amount_pence)).status}`;
        }
        case 'staffRefund':
          return `${op}: ${(await race.staffRefund(n, target.id, 100 + Math.floor(pick() * target.amountPence * 0.4))).status}`;
        case 'cancel':
          return `${op}: ${(await race.cancel(n, target.token)).status}`;
      }
    }

    for (let round = 0; round < ROUNDS; round++) {
      const count = 2 + Math.floor(pick() * 4);
      const ops = Array.from({ length: count }, () => OPS[Math.floor(pick() * OPS.length)]!);
      const target = booking;
      const outcomes = await Promise.all(ops.map((op, n) => run(op, n + round, target)));
      log.push(`round ${round}: ${outcomes.join(', ')}`);
      expect(await race.invariants(target.id), log.join('\n')).toEqual([]);
      const status = (await race.kit.db.kysely.selectFrom('bookings').select('status').where('id', '=', target.id).executeTakeFirstOrThrow()).status;
      if (status === 'cancelled') {
        booking = await race.book();
        bookings.push(booking);
      }
    }

    // Every payment still waiting is applied now, or refunded because its booking moved on.
    for (const target of bookings) {
      for (const one of pool(target.id)) log.push(`settle: ${(await race.amend(0, target.token, one.leg, one.expected, one.intentId)).status}`);
      expect(await race.invariants(target.id, { settled: true }), log.join("\n")).toEqual([]);
    }
  });
});
