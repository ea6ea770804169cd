/** Extras of one leg, priced from the operator's settings (spec §3). */
import type { ExtrasPrices, LegExtras, PriceLine } from './pricing-types.js';

/** The codes of extras lines (a return leg's carry the 'return_' prefix), so a breakdown can group them. */
export const EXTRA_LINE_CODES: readonly string[] = [
  'meet_and_greet',
  'baby_seats',
  'booster_seats',
  'wheelchair',
  'special_luggage',
  'waiting',
];

function counted(code: string, one: string, many: string, count: number, unitPence: number): PriceLine | null {
  if (count <= 0 || unitPence <= 0) return null;
  return { code, label: count === 1 ? one : `${many} × ${count}`, amountPence: count * unitPence };
}

function once(code: string, label: string, chosen: boolean, pricePence: number): PriceLine | null {
  return chosen && pricePence > 0 ? { code, label, amountPence: pricePence } : null;
}

/**
 * A wheelchair is never charged: since the Taxis and Private Hire Vehicles (Disabled Persons) Act
 * 2022, the Equality Act 2010 (s.165) forbids a private-hire operator to charge a disabled passenger
 * extra (docs/decisions/0011). The request still gets its line, at £0, so the quote, the booking and
 * the receipt keep it.
 */
export const WHEELCHAIR_LINE_LABEL = 'Wheelchair (never charged)';

/**
 * One line per chosen extra. An extra whose price is 0 is not offered and adds no line, except the
 * wheelchair, which is always offered and always £0.
 * Waiting is charged per started five minutes: 12 minutes are charged (and shown) as 15.
 */
export function extrasLines(prices: ExtrasPrices, extras: LegExtras): PriceLine[] {
  const waitingBlocks = Math.ceil(extras.waitingMinutes / 5);
  const lines = [
    once('meet_and_greet', 'Meet and greet', extras.meetAndGreet, prices.meetAndGreetPence),
    counted('baby_seats', 'Baby seat', 'Baby seats', extras.babySeats, prices.babySeatPence),
    counted('booster_seats', 'Booster seat', 'Booster seats', extras.boosterSeats, prices.boosterSeatPence),
    extras.wheelChair ? { code: 'wheelchair', label: WHEELCHAIR_LINE_LABEL, amountPence: 0 } : null,
    counted('special_luggage', 'Special luggage', 'Special luggage', extras.specialLuggage, prices.specialLuggagePence),
    waitingBlocks > 0 && prices.waitingPerFiveMinutesPence > 0
      ? { code: 'waiting', label: `Waiting ${waitingBlocks * 5} min`, amountPence: waitingBlocks * prices.waitingPerFiveMinutesPence }
      : null,
  ];
  return lines.filter((line): line is PriceLine => line !== null);
}
