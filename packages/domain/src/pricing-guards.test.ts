import { describe, it, expect } from 'vitest';
import { priceMileageJourney } from './pricing.js';
import { makeLeg, makeTariff, noExtras, noExtrasPrices } from './pricing-test-fixtures.js';

describe('priceMileageJourney: bad input', () => {
  const tariff = makeTariff();

  it('throws RangeError for bad legs', () => {
    expect(() => priceMileageJourney(tariff, noExtrasPrices, [])).toThrow(RangeError);
    expect(() => priceMileageJourney(tariff, noExtrasPrices, [makeLeg(), makeLeg(), makeLeg()])).toThrow(RangeError);
    expect(() => priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ distanceMiles: -1 })])).toThrow(RangeError);
    expect(() => priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ distanceMiles: Number.NaN })])).toThrow(RangeError);
    expect(() => priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ stopsCount: 1.5 })])).toThrow(RangeError);
    const badExtras = { ...noExtras, babySeats: -1 };
    expect(() => priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ extras: badExtras })])).toThrow(RangeError);
    const badTime = { date: '2026-13-01', minute: 0 };
    expect(() => priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ pickupAt: badTime })])).toThrow(RangeError);
  });

  it('throws RangeError for a bad tariff or extras prices', () => {
    const leg = [makeLeg()];
    expect(() => priceMileageJourney(makeTariff({ baseFarePence: Number.NaN }), noExtrasPrices, leg)).toThrow(RangeError);
    expect(() => priceMileageJourney(makeTariff({ returnDiscountPercent: 120 }), noExtrasPrices, leg)).toThrow(RangeError);
    const unordered = [{ upToMiles: 10, perMilePence: 200 }, { upToMiles: 3, perMilePence: 300 }];
    expect(() => priceMileageJourney(makeTariff({ distanceBands: unordered }), noExtrasPrices, leg)).toThrow(RangeError);
    const openFirst = [{ upToMiles: null, perMilePence: 200 }, { upToMiles: 3, perMilePence: 300 }];
    expect(() => priceMileageJourney(makeTariff({ distanceBands: openFirst }), noExtrasPrices, leg)).toThrow(RangeError);
    expect(() => priceMileageJourney(tariff, { ...noExtrasPrices, babySeatPence: -5 }, leg)).toThrow(RangeError);
  });

  it('throws RangeError for bad hourly prices, airport fees, date surcharges or rounding', () => {
    const leg = [makeLeg()];
    const bad = [
      makeTariff({ hourlyPrices: [{ hours: 3, pricePence: 100 }] }),
      makeTariff({ hourlyPrices: [{ hours: 25, pricePence: 100 }] }),
      makeTariff({ hourlyPrices: [{ hours: 4.5, pricePence: 100 }] }),
      makeTariff({ hourlyPrices: [{ hours: 8, pricePence: 100 }, { hours: 8, pricePence: 200 }] }),
      makeTariff({ hourlyPrices: [{ hours: 8, pricePence: -1 }] }),
      makeTariff({ airportFees: [{ airport: 'lhr', pickupFeePence: 0, dropoffFeePence: 0 }] }),
      makeTariff({ airportFees: [{ airport: 'LHR', pickupFeePence: 0, dropoffFeePence: 0 }, { airport: 'LHR', pickupFeePence: 1, dropoffFeePence: 1 }] }),
      makeTariff({ airportFees: [{ airport: 'LHR', pickupFeePence: 1.5, dropoffFeePence: 0 }] }),
      makeTariff({ dateSurcharges: [{ label: 'x', dates: ['2026-02-30'], percent: 10 }] }),
      makeTariff({ dateSurcharges: [{ label: 'x', dates: ['2026-12-25'], percent: -10 }] }),
      makeTariff({ rounding: { toPence: -5, mode: 'nearest' } }),
      makeTariff({ rounding: { toPence: 10, mode: 'down' as 'up' } }),
    ];
    for (const tariff of bad) expect(() => priceMileageJourney(tariff, noExtrasPrices, leg), JSON.stringify(tariff)).toThrow(RangeError);
  });

  it('accepts the new parts when they are right', () => {
    const tariff = makeTariff({
      hourlyPrices: [{ hours: 4, pricePence: 10000 }, { hours: 24, pricePence: 50000 }],
      airportFees: [{ airport: 'LHR', pickupFeePence: 0, dropoffFeePence: 500 }],
      dateSurcharges: [{ label: '', dates: ['2026-12-25'], percent: 0 }],
      rounding: { toPence: 50, mode: 'up' },
    });
    expect(priceMileageJourney(tariff, noExtrasPrices, [makeLeg()]).totalPence).toBe(1600);
  });
});
