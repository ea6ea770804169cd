import { describe, it, expect } from 'vitest';
import type { ExtrasPrices } from './pricing-types.js';
import { EXTRA_LINE_CODES, WHEELCHAIR_LINE_LABEL, extrasLines } from './pricing-extras.js';
import { noExtras, noExtrasPrices } from './pricing-test-fixtures.js';

const prices: ExtrasPrices = {
  meetAndGreetPence: 1500,
  babySeatPence: 500,
  boosterSeatPence: 400,
  specialLuggagePence: 700,
  waitingPerFiveMinutesPence: 250,
};

describe('extrasLines', () => {
  it('adds nothing when nothing is chosen', () => {
    expect(extrasLines(prices, noExtras)).toEqual([]);
  });

  it('prices each extra', () => {
    const lines = extrasLines(prices, {
      meetAndGreet: true,
      babySeats: 2,
      boosterSeats: 1,
      wheelChair: true,
      specialLuggage: 3,
      waitingMinutes: 15,
    });
    expect(lines).toEqual([
      { code: 'meet_and_greet', label: 'Meet and greet', amountPence: 1500 },
      { code: 'baby_seats', label: 'Baby seats × 2', amountPence: 1000 },
      { code: 'booster_seats', label: 'Booster seat', amountPence: 400 },
      { code: 'wheelchair', label: 'Wheelchair (never charged)', amountPence: 0 },
      { code: 'special_luggage', label: 'Special luggage × 3', amountPence: 2100 },
      { code: 'waiting', label: 'Waiting 15 min', amountPence: 750 },
    ]);
  });

  it('names every extras line with one of EXTRA_LINE_CODES', () => {
    const all = { meetAndGreet: true, babySeats: 1, boosterSeats: 1, wheelChair: true, specialLuggage: 1, waitingMinutes: 5 };
    expect(extrasLines(prices, all).map((line) => line.code)).toEqual([...EXTRA_LINE_CODES]);
  });

  it('charges waiting per started five minutes', () => {
    const waiting = (minutes: number) => extrasLines(prices, { ...noExtras, waitingMinutes: minutes })[0];
    expect(waiting(1)).toEqual({ code: 'waiting', label: 'Waiting 5 min', amountPence: 250 });
    expect(waiting(5)?.amountPence).toBe(250);
    expect(waiting(6)).toEqual({ code: 'waiting', label: 'Waiting 10 min', amountPence: 500 });
    expect(waiting(100)?.amountPence).toBe(5000);
    expect(waiting(0)).toBeUndefined();
  });

  it('adds no line for an extra priced 0, even if chosen', () => {
    const chosen = { meetAndGreet: true, babySeats: 2, boosterSeats: 2, wheelChair: false, specialLuggage: 2, waitingMinutes: 30 };
    expect(extrasLines(noExtrasPrices, chosen)).toEqual([]);
  });

  it('never charges for a wheelchair, and keeps the request as a line at £0 (Equality Act 2010, s.165)', () => {
    const wheelchair = { code: 'wheelchair', label: WHEELCHAIR_LINE_LABEL, amountPence: 0 };
    expect(extrasLines(noExtrasPrices, { ...noExtras, wheelChair: true })).toEqual([wheelchair]);
    expect(extrasLines(prices, { ...noExtras, wheelChair: true })).toEqual([wheelchair]);
    expect(WHEELCHAIR_LINE_LABEL).toBe('Wheelchair (never charged)');
  });
});
