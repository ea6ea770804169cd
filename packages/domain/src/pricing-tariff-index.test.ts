import { describe, it, expect } from 'vitest';
import { tariffIndex } from './pricing-tariff-index.js';
import { makeTariff } from './pricing-test-fixtures.js';

describe('tariffIndex', () => {
  const tariff = makeTariff({
    hourlyPrices: [{ hours: 8, pricePence: 20000 }],
    airportFees: [{ airport: 'LHR', pickupFeePence: 900, dropoffFeePence: 0 }],
    dateSurcharges: [
      { label: 'Bank holiday', dates: ['2026-12-25', '2026-12-28'], percent: 25 },
      { label: 'Christmas Day', dates: ['2026-12-25'], percent: 50 },
      { label: 'Also Christmas', dates: ['2026-12-25'], percent: 50 },
    ],
  });

  it('is built once per tariff object', () => {
    expect(tariffIndex(tariff)).toBe(tariffIndex(tariff));
    expect(tariffIndex({ ...tariff })).not.toBe(tariffIndex(tariff));
  });

  it('looks up durations, airports and dates', () => {
    const index = tariffIndex(tariff);
    expect(index.hourlyPricePence(8)).toBe(20000);
    expect(index.hourlyPricePence(9)).toBeUndefined();
    expect(index.airportFee('LHR')?.pickupFeePence).toBe(900);
    expect(index.airportFee('LGW')).toBeUndefined();
    expect(index.dateSurcharge('2026-12-25')?.label).toBe('Christmas Day');
    expect(index.dateSurcharge('2026-12-28')?.label).toBe('Bank holiday');
    expect(index.dateSurcharge('2026-12-26')).toBeUndefined();
  });
});
