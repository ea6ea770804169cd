import { describe, it, expect } from 'vitest';
import type { PriceQuote } from './pricing-types.js';
import { roundTotal, roundingLine } from './pricing-rounding.js';
import { priceMileageJourney } from './pricing.js';
import { makeLeg, makeTariff, noExtrasPrices } from './pricing-test-fixtures.js';

const expectBalanced = (quote: PriceQuote) =>
  expect(quote.lines.reduce((sum, l) => sum + l.amountPence, 0)).toBe(quote.totalPence);

describe('roundTotal', () => {
  it('rounds to the nearest multiple, half up', () => {
    const to10 = { toPence: 10, mode: 'nearest' } as const;
    expect(roundTotal(1234, to10)).toBe(1230);
    expect(roundTotal(1235, to10)).toBe(1240);
    expect(roundTotal(1240, to10)).toBe(1240);
    expect(roundTotal(1249, { toPence: 50, mode: 'nearest' })).toBe(1250);
    expect(roundTotal(1224, { toPence: 50, mode: 'nearest' })).toBe(1200);
    expect(roundTotal(1225, { toPence: 50, mode: 'nearest' })).toBe(1250);
    expect(roundTotal(1212, { toPence: 5, mode: 'nearest' })).toBe(1210);
    expect(roundTotal(1213, { toPence: 5, mode: 'nearest' })).toBe(1215);
    expect(roundTotal(1250, { toPence: 500, mode: 'nearest' })).toBe(1500);
  });

  it('rounds up to the next multiple', () => {
    expect(roundTotal(1201, { toPence: 100, mode: 'up' })).toBe(1300);
    expect(roundTotal(1200, { toPence: 100, mode: 'up' })).toBe(1200);
    expect(roundTotal(1, { toPence: 500, mode: 'up' })).toBe(500);
  });

  it('leaves the total alone with toPence 0, and never goes below zero', () => {
    expect(roundTotal(1234, { toPence: 0, mode: 'up' })).toBe(1234);
    expect(roundTotal(0, { toPence: 100, mode: 'nearest' })).toBe(0);
    expect(roundTotal(-30, { toPence: 100, mode: 'nearest' })).toBe(0);
  });
});

describe('roundingLine', () => {
  it('is the difference, or null when there is none', () => {
    expect(roundingLine(1234, { toPence: 10, mode: 'nearest' })).toEqual({ code: 'rounding', label: 'Rounding', amountPence: -4 });
    expect(roundingLine(1230, { toPence: 10, mode: 'nearest' })).toBeNull();
    expect(roundingLine(1234, { toPence: 0, mode: 'nearest' })).toBeNull();
  });
});

describe('priceMileageJourney: rounding', () => {
  it('rounds the whole quote of a vehicle once, return leg included, in a last line', () => {
    // 12.43 miles: 2965 each way; 10% return discount of 2965 = 297; 2965 + 2965 - 297 = 5633
    const tariff = makeTariff({ returnDiscountPercent: 10, rounding: { toPence: 100, mode: 'nearest' } });
    const leg = makeLeg({ distanceMiles: 12.43 });
    const quote = priceMileageJourney(tariff, noExtrasPrices, [leg, leg]);
    expect(quote.lines.map((l) => l.code)).toEqual(['journey', 'return_journey', 'return_discount', 'rounding']);
    expect(quote.lines.at(-1)).toEqual({ code: 'rounding', label: 'Rounding', amountPence: -33 });
    expect(quote.totalPence).toBe(5600);
    expectBalanced(quote);
  });

  it('rounds up when the tariff says up', () => {
    const quote = priceMileageJourney(makeTariff({ rounding: { toPence: 500, mode: 'up' } }), noExtrasPrices, [makeLeg({ distanceMiles: 12.43 })]);
    expect(quote.totalPence).toBe(3000);
    expectBalanced(quote);
  });

  it('adds no line when the total is already a multiple or rounding is off', () => {
    const exact = priceMileageJourney(makeTariff({ rounding: { toPence: 100, mode: 'up' } }), noExtrasPrices, [makeLeg()]);
    expect(exact.lines.map((l) => l.code)).toEqual(['journey']);
    expect(exact.totalPence).toBe(1600);
  });
});
