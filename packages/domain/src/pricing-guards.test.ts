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
});
