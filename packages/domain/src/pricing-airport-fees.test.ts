import { describe, it, expect } from 'vitest';
import type { PricedLocation } from './pricing-types.js';
import { airportCodeOf, airportFeeLines } from './pricing-airport-fees.js';
import { priceMileageJourney } from './pricing.js';
import { makeLeg, makeTariff, noExtrasPrices } from './pricing-test-fixtures.js';

const at = (code: string): PricedLocation => ({ zones: [`place:gz:airport:${code}`, `airport:${code}`, 'postcode-area:TW'], isAirport: true });
const town: PricedLocation = { zones: ['postcode-district:SW1', 'postcode-area:SW'], isAirport: false };

describe('airportCodeOf', () => {
  it('reads the airport zone', () => {
    expect(airportCodeOf(at('LHR'))).toBe('LHR');
    expect(airportCodeOf(town)).toBeNull();
    expect(airportCodeOf({ zones: [], isAirport: true })).toBeNull();
  });
});

describe('airportFeeLines', () => {
  const tariff = makeTariff({
    airportPickupFeePence: 700,
    airportDropoffFeePence: 500,
    airportFees: [
      { airport: 'LHR', pickupFeePence: 1000, dropoffFeePence: 800 },
      { airport: 'LCY', pickupFeePence: 0, dropoffFeePence: 0 },
      { airport: 'XYZ', pickupFeePence: 300, dropoffFeePence: 200 },
    ],
  });

  it("uses a listed airport's own fees and names the airport", () => {
    expect(airportFeeLines(tariff, makeLeg({ pickup: at('LHR'), dropoff: at('LHR') }))).toEqual([
      { code: 'airport_pickup', label: 'Heathrow pickup fee', amountPence: 1000 },
      { code: 'airport_dropoff', label: 'Heathrow drop-off fee', amountPence: 800 },
    ]);
  });

  it('names an airport without a known name by its code', () => {
    expect(airportFeeLines(tariff, makeLeg({ pickup: at('XYZ'), dropoff: town }))).toEqual([
      { code: 'airport_pickup', label: 'Airport pickup fee (XYZ)', amountPence: 300 },
    ]);
  });

  it('charges nothing at a listed airport whose fee is 0, even with default fees', () => {
    expect(airportFeeLines(tariff, makeLeg({ pickup: at('LCY'), dropoff: at('LCY') }))).toEqual([]);
  });

  it('uses the default fees at an unlisted airport or one without a code', () => {
    expect(airportFeeLines(tariff, makeLeg({ pickup: at('LGW'), dropoff: { zones: [], isAirport: true } }))).toEqual([
      { code: 'airport_pickup', label: 'Airport pickup fee', amountPence: 700 },
      { code: 'airport_dropoff', label: 'Airport drop-off fee', amountPence: 500 },
    ]);
  });

  it('charges no fee for a place that is not an airport', () => {
    expect(airportFeeLines(tariff, makeLeg({ pickup: town, dropoff: town }))).toEqual([]);
  });

  it('puts the fees after the fare in a quote, each leg by its own ends', () => {
    const quote = priceMileageJourney(tariff, noExtrasPrices, [
      makeLeg({ pickup: at('LHR'), dropoff: town }),
      makeLeg({ pickup: town, dropoff: at('LHR') }),
    ]);
    expect(quote.lines.map((l) => [l.code, l.label, l.amountPence])).toEqual([
      ['journey', 'Journey (5 miles)', 1600],
      ['airport_pickup', 'Heathrow pickup fee', 1000],
      ['return_journey', 'Return: Journey (5 miles)', 1600],
      ['return_airport_dropoff', 'Return: Heathrow drop-off fee', 800],
    ]);
    expect(quote.totalPence).toBe(5000);
  });
});
