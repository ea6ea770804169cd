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
