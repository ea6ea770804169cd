import { describe, it, expect } from 'vitest';
import type { PriceQuote, TimeSurcharge } from './pricing-types.js';
import { priceHourlyHire } from './pricing.js';
import { makeTariff } from './pricing-test-fixtures.js';

const codes = (quote: PriceQuote) => quote.lines.map((line) => line.code);
const line = (quote: PriceQuote, code: string) => quote.lines.find((l) => l.code === code);
const expectBalanced = (quote: PriceQuote) =>
  expect(quote.lines.reduce((sum, l) => sum + l.amountPence, 0)).toBe(quote.totalPence);

const night: TimeSurcharge = { label: 'Night surcharge', days: [], fromMinute: 22 * 60, toMinute: 6 * 60, percent: 20 };

describe('priceHourlyHire', () => {
  it('charges the hourly rate for 4 hours', () => {
    const quote = priceHourlyHire(makeTariff(), 4, { date: '2026-11-25', minute: 600 });
    expect(quote).toEqual({
      totalPence: 12000,
      lines: [{ code: 'hourly', label: 'Hourly hire (4 hours × £30.00)', amountPence: 12000 }],
    });
  });

  it('charges 24 hours with the surcharge of the pickup time only', () => {
    const quote = priceHourlyHire(makeTariff({ surcharges: [night] }), 24, { date: '2026-11-25', minute: 23 * 60 });
    expect(quote.lines).toEqual([
      { code: 'hourly', label: 'Hourly hire (24 hours × £30.00)', amountPence: 72000 },
      { code: 'surcharge', label: 'Night surcharge 20%', amountPence: 14400 },
    ]);
    expect(quote.totalPence).toBe(86400);
    expect(priceHourlyHire(makeTariff({ surcharges: [night] }), 24, { date: '2026-11-25', minute: 600 }).totalPence).toBe(72000);
  });

  it('lifts to the minimum fare before the surcharge', () => {
    const tariff = makeTariff({ minimumFarePence: 15000, surcharges: [night] });
    const quote = priceHourlyHire(tariff, 4, { date: '2026-11-25', minute: 0 });
    expect(codes(quote)).toEqual(['hourly', 'minimum_fare', 'surcharge']);
    expect(line(quote, 'minimum_fare')?.amountPence).toBe(3000);
    expect(line(quote, 'surcharge')?.amountPence).toBe(3000);
    expect(quote.totalPence).toBe(18000);
    expectBalanced(quote);
  });

  it('throws RangeError for bad hours or time', () => {
    expect(() => priceHourlyHire(makeTariff(), 0, { date: '2026-11-25', minute: 0 })).toThrow(RangeError);
    expect(() => priceHourlyHire(makeTariff(), Number.NaN, { date: '2026-11-25', minute: 0 })).toThrow(RangeError);
    expect(() => priceHourlyHire(makeTariff(), 4, { date: '2026-11-25', minute: 1440 })).toThrow(RangeError);
  });
});

describe('priceHourlyHire: durations with their own price', () => {
  const tariff = makeTariff({ hourlyPrices: [{ hours: 8, pricePence: 20000 }, { hours: 24, pricePence: 45000 }] });

  it('charges a listed duration its whole price', () => {
    expect(priceHourlyHire(tariff, 8, { date: '2026-11-25', minute: 600 })).toEqual({
      totalPence: 20000,
      lines: [{ code: 'hourly', label: 'Hourly hire (8 hours)', amountPence: 20000 }],
    });
  });

  it('charges any other duration rate × hours', () => {
    expect(priceHourlyHire(tariff, 6, { date: '2026-11-25', minute: 600 }).lines).toEqual([
      { code: 'hourly', label: 'Hourly hire (6 hours × £30.00)', amountPence: 18000 },
    ]);
  });

  it('lifts a listed price to the minimum fare, then adds the surcharge and the rounding', () => {
    const cheap = makeTariff({
      hourlyPrices: [{ hours: 4, pricePence: 9000 }],
      minimumFarePence: 10000,
      surcharges: [night],
      rounding: { toPence: 500, mode: 'up' },
    });
    const quote = priceHourlyHire(cheap, 4, { date: '2026-11-25', minute: 23 * 60 });
    expect(quote.lines).toEqual([
      { code: 'hourly', label: 'Hourly hire (4 hours)', amountPence: 9000 },
      { code: 'minimum_fare', label: 'Minimum fare top-up', amountPence: 1000 },
      { code: 'surcharge', label: 'Night surcharge 20%', amountPence: 2000 },
    ]);
    expect(quote.totalPence).toBe(12000); // already a multiple of £5: no rounding line
    const odd = priceHourlyHire({ ...cheap, minimumFarePence: 10100 }, 4, { date: '2026-11-25', minute: 23 * 60 });
    expect(line(odd, 'rounding')).toEqual({ code: 'rounding', label: 'Rounding', amountPence: 380 }); // 12120 → 12500
    expectBalanced(odd);
  });

  it('takes a bank holiday surcharge on the pickup day only', () => {
    const holiday = makeTariff({ dateSurcharges: [{ label: 'Boxing Day', dates: ['2026-12-26'], percent: 50 }] });
    expect(line(priceHourlyHire(holiday, 24, { date: '2026-12-26', minute: 600 }), 'surcharge')).toEqual({
      code: 'surcharge',
      label: 'Boxing Day 50%',
      amountPence: 36000,
    });
    expect(line(priceHourlyHire(holiday, 24, { date: '2026-12-25', minute: 600 }), 'surcharge')).toBeUndefined();
  });
});
