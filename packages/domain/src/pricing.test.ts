import { describe, it, expect } from 'vitest';
import type { ExtrasPrices, PriceQuote, TimeSurcharge } from './pricing-types.js';
import { priceMileageJourney } from './pricing.js';
import { makeLeg, makeTariff, noExtras, noExtrasPrices } from './pricing-test-fixtures.js';

const codes = (quote: PriceQuote) => quote.lines.map((line) => line.code);
const line = (quote: PriceQuote, code: string) => quote.lines.find((l) => l.code === code);
const expectBalanced = (quote: PriceQuote) =>
  expect(quote.lines.reduce((sum, l) => sum + l.amountPence, 0)).toBe(quote.totalPence);

const night: TimeSurcharge = { label: 'Night surcharge', days: [], fromMinute: 22 * 60, toMinute: 6 * 60, percent: 20 };
const heathrow = { zones: ['place:lhr-t5', 'airport:LHR', 'postcode-area:TW'], isAirport: true };
const office = { zones: ['place:acme', 'postcode-district:SW1', 'postcode-area:SW'], isAirport: false };

describe('priceMileageJourney: distance fare', () => {
  it('is the base fare plus banded miles', () => {
    const quote = priceMileageJourney(makeTariff(), noExtrasPrices, [makeLeg({ distanceMiles: 5 })]);
    expect(quote).toEqual({
      totalPence: 1600,
      lines: [{ code: 'journey', label: 'Journey (5 miles)', amountPence: 1600 }],
    });
  });

  it('rounds the mileage once per leg', () => {
    // 300 + 3×300 + 7×200 + 2.43×150 = 2964.5 → 2965
    const quote = priceMileageJourney(makeTariff(), noExtrasPrices, [makeLeg({ distanceMiles: 12.43 })]);
    expect(quote.lines).toEqual([{ code: 'journey', label: 'Journey (12.4 miles)', amountPence: 2965 }]);
  });

  it('adds stops', () => {
    const tariff = makeTariff({ perStopPence: 250 });
    const quote = priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ stopsCount: 2 })]);
    expect(line(quote, 'stops')).toEqual({ code: 'stops', label: 'Stops × 2', amountPence: 500 });
    expect(quote.totalPence).toBe(2100);
  });

  it('says "1 mile" and "Stop" in the singular', () => {
    const tariff = makeTariff({ perStopPence: 250 });
    const quote = priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ distanceMiles: 1, stopsCount: 1 })]);
    expect(quote.lines.map((l) => l.label)).toEqual(['Journey (1 mile)', 'Stop']);
  });
});

describe('priceMileageJourney: minimum fare', () => {
  it('tops the fare up to the minimum in its own line', () => {
    const tariff = makeTariff({ minimumFarePence: 2000 });
    const quote = priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ distanceMiles: 1 })]);
    expect(quote.lines).toEqual([
      { code: 'journey', label: 'Journey (1 mile)', amountPence: 600 },
      { code: 'minimum_fare', label: 'Minimum fare top-up', amountPence: 1400 },
    ]);
    expect(quote.totalPence).toBe(2000);
  });

  it('counts stops towards the minimum', () => {
    const tariff = makeTariff({ minimumFarePence: 2000, perStopPence: 1500 });
    const quote = priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ distanceMiles: 1, stopsCount: 1 })]);
    expect(line(quote, 'minimum_fare')).toBeUndefined();
    expect(quote.totalPence).toBe(2100);
  });

  it('does not count fees and extras towards the minimum', () => {
    const tariff = makeTariff({ minimumFarePence: 2000, airportDropoffFeePence: 500 });
    const extras = { ...noExtrasPrices, meetAndGreetPence: 1500 };
    const leg = makeLeg({ distanceMiles: 1, dropoff: heathrow, extras: { ...noExtras, meetAndGreet: true } });
    const quote = priceMileageJourney(tariff, extras, [leg]);
    expect(line(quote, 'minimum_fare')?.amountPence).toBe(1400);
    expect(quote.totalPence).toBe(2000 + 500 + 1500);
  });
});

describe('priceMileageJourney: surcharge', () => {
  it('adds the time-of-day percent on the fare after the minimum', () => {
    const tariff = makeTariff({ minimumFarePence: 2000, surcharges: [night] });
    const leg = makeLeg({ distanceMiles: 1, pickupAt: { date: '2026-11-25', minute: 23 * 60 } });
    const quote = priceMileageJourney(tariff, noExtrasPrices, [leg]);
    expect(codes(quote)).toEqual(['journey', 'minimum_fare', 'surcharge']);
    expect(line(quote, 'surcharge')).toEqual({ code: 'surcharge', label: 'Night surcharge 20%', amountPence: 400 });
    expect(quote.totalPence).toBe(2400);
  });

  it('applies after midnight and not in the day', () => {
    const tariff = makeTariff({ surcharges: [night] });
    const early = makeLeg({ pickupAt: { date: '2026-11-25', minute: 5 * 60 } });
    const noon = makeLeg();
    expect(priceMileageJourney(tariff, noExtrasPrices, [early]).totalPence).toBe(1920);
    expect(priceMileageJourney(tariff, noExtrasPrices, [noon]).totalPence).toBe(1600);
  });

  it('respects the weekday filter, giving after-midnight hours to the previous day', () => {
    const friday: TimeSurcharge = { ...night, label: 'Friday night', days: [5] };
    const tariff = makeTariff({ surcharges: [friday] });
    const saturday2am = makeLeg({ pickupAt: { date: '2026-11-28', minute: 120 } });
    const friday2am = makeLeg({ pickupAt: { date: '2026-11-27', minute: 120 } });
    expect(line(priceMileageJourney(tariff, noExtrasPrices, [saturday2am]), 'surcharge')?.amountPence).toBe(320);
    expect(line(priceMileageJourney(tariff, noExtrasPrices, [friday2am]), 'surcharge')).toBeUndefined();
  });

  it('takes only the highest matching percent', () => {
    const christmas: TimeSurcharge = { label: 'Holiday', days: [], fromMinute: 0, toMinute: 0, percent: 50 };
    const tariff = makeTariff({ surcharges: [night, christmas] });
    const quote = priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ pickupAt: { date: '2026-11-25', minute: 23 * 60 } })]);
    expect(quote.lines.filter((l) => l.code === 'surcharge')).toEqual([
      { code: 'surcharge', label: 'Holiday 50%', amountPence: 800 },
    ]);
  });
});

describe('priceMileageJourney: date surcharges', () => {
  const boxingDay = { label: 'Bank holiday', dates: ['2026-12-28'], percent: 50 };
  const tariff = makeTariff({ surcharges: [night], dateSurcharges: [boxingDay] });

  it('charges the date surcharge in place of the time surcharge, on the fare after the minimum', () => {
    const leg = makeLeg({ distanceMiles: 1, pickupAt: { date: '2026-12-28', minute: 23 * 60 } });
    const quote = priceMileageJourney({ ...tariff, minimumFarePence: 2000 }, noExtrasPrices, [leg]);
    expect(quote.lines).toEqual([
      { code: 'journey', label: 'Journey (1 mile)', amountPence: 600 },
      { code: 'minimum_fare', label: 'Minimum fare top-up', amountPence: 1400 },
      { code: 'surcharge', label: 'Bank holiday 50%', amountPence: 1000 },
    ]);
  });

  it('prices a return leg by its own pickup day', () => {
    const outbound = makeLeg({ pickupAt: { date: '2026-12-24', minute: 12 * 60 } });
    const back = makeLeg({ pickupAt: { date: '2026-12-28', minute: 12 * 60 } });
    const there = priceMileageJourney(tariff, noExtrasPrices, [outbound, back]);
    expect(codes(there)).toEqual(['journey', 'return_journey', 'return_surcharge']);
    expect(line(there, 'return_surcharge')).toEqual({ code: 'return_surcharge', label: 'Return: Bank holiday 50%', amountPence: 800 });
    const reversed = priceMileageJourney(tariff, noExtrasPrices, [back, outbound]);
    expect(codes(reversed)).toEqual(['journey', 'surcharge', 'return_journey']);
    expectBalanced(reversed);
  });
});

describe('priceMileageJourney: airport fees and extras', () => {
  const tariff = makeTariff({ airportPickupFeePence: 700, airportDropoffFeePence: 500 });

  it('adds the pickup fee and the drop-off fee as their own lines', () => {
    const pickup = priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ pickup: { ...heathrow, zones: ['airport:LHR'] } })]);
    expect(pickup.lines.slice(1)).toEqual([{ code: 'airport_pickup', label: 'Airport pickup fee', amountPence: 700 }]);
    const dropoff = priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ dropoff: { ...heathrow, zones: ['airport:LHR'] } })]);
    expect(dropoff.lines.slice(1)).toEqual([{ code: 'airport_dropoff', label: 'Airport drop-off fee', amountPence: 500 }]);
  });

  it('does not add airport fees to a non-airport journey', () => {
    expect(codes(priceMileageJourney(tariff, noExtrasPrices, [makeLeg()]))).toEqual(['journey']);
  });

  it('adds the extras after the fees, outside the surcharge', () => {
    const extras: ExtrasPrices = { ...noExtrasPrices, babySeatPence: 500, waitingPerFiveMinutesPence: 200 };
    const leg = makeLeg({
      dropoff: { zones: ['airport:LGW'], isAirport: true },
      pickupAt: { date: '2026-11-25', minute: 23 * 60 },
      extras: { ...noExtras, babySeats: 2, waitingMinutes: 12 },
    });
    const quote = priceMileageJourney({ ...tariff, surcharges: [night] }, extras, [leg]);
    expect(codes(quote)).toEqual(['journey', 'surcharge', 'airport_dropoff', 'baby_seats', 'waiting']);
    expect(line(quote, 'surcharge')?.amountPence).toBe(320);
    expect(line(quote, 'waiting')).toEqual({ code: 'waiting', label: 'Waiting 15 min', amountPence: 600 });
    expect(quote.totalPence).toBe(1600 + 320 + 500 + 1000 + 600);
    expectBalanced(quote);
  });
});

describe('priceMileageJourney: fixed route, zone and distance precedence', () => {
  const route = { from: 'place:lhr-t5', to: 'place:acme', pricePence: 6500, bothWays: false };
  const zone = { from: 'airport:LHR', to: 'postcode-area:SW', pricePence: 5000, bothWays: true };
  const tariff = makeTariff({ fixedPrices: [zone, route], airportPickupFeePence: 700 });
  const leg = makeLeg({ distanceMiles: 15, pickup: heathrow, dropoff: office });

  it('uses a fixed route price when two places match, then adds fees', () => {
    const quote = priceMileageJourney(tariff, noExtrasPrices, [leg]);
    expect(quote.lines).toEqual([
      { code: 'fixed_route', label: 'Fixed route price', amountPence: 6500 },
      { code: 'airport_pickup', label: 'Airport pickup fee', amountPence: 700 },
    ]);
  });

  it('uses a zone price when no route matches', () => {
    const otherOffice = { ...office, zones: ['place:other', 'postcode-area:SW'] };
    const quote = priceMileageJourney(tariff, noExtrasPrices, [makeLeg({ ...leg, dropoff: otherOffice })]);
    expect(quote.lines[0]).toEqual({ code: 'zone_price', label: 'Zone price', amountPence: 5000 });
  });

  it('uses a bothWays price the other way, a one-way route price only one way', () => {
    const back = makeLeg({ ...leg, pickup: office, dropoff: heathrow });
    expect(priceMileageJourney(tariff, noExtrasPrices, [back]).lines[0]?.code).toBe('zone_price');
    const bothWaysRoute = makeTariff({ fixedPrices: [zone, { ...route, bothWays: true }] });
    expect(priceMileageJourney(bothWaysRoute, noExtrasPrices, [back]).lines[0]?.amountPence).toBe(6500);
  });

  it('falls back to the distance fare, and ignores stops on fixed prices', () => {
    const elsewhere = makeLeg({ ...leg, dropoff: { zones: ['postcode-area:N'], isAirport: false }, stopsCount: 2 });
    expect(priceMileageJourney(tariff, noExtrasPrices, [elsewhere]).lines[0]?.code).toBe('journey');
    const withStops = makeTariff({ fixedPrices: [route], perStopPence: 300 });
    expect(priceMileageJourney(withStops, noExtrasPrices, [{ ...leg, stopsCount: 2 }]).totalPence).toBe(6500);
  });

  it('lifts a fixed price to the minimum fare and applies the surcharge to it', () => {
    const cheap = makeTariff({ fixedPrices: [{ ...route, pricePence: 1000 }], minimumFarePence: 1500, surcharges: [night] });
    const late = { ...leg, pickupAt: { date: '2026-11-25', minute: 23 * 60 } };
    const quote = priceMileageJourney(cheap, noExtrasPrices, [late]);
    expect(codes(quote)).toEqual(['fixed_route', 'minimum_fare', 'surcharge']);
    expect(quote.totalPence).toBe(1800);
  });
});

describe('priceMileageJourney: return journey', () => {
  const tariff = makeTariff({ returnDiscountPercent: 10, airportDropoffFeePence: 500, surcharges: [night] });
  const extras: ExtrasPrices = { ...noExtrasPrices, meetAndGreetPence: 1500 };
  const outbound = makeLeg();
  const back = makeLeg({
    distanceMiles: 6,
    dropoff: { zones: ['airport:LHR'], isAirport: true },
    pickupAt: { date: '2026-11-30', minute: 23 * 60 },
    extras: { ...noExtras, meetAndGreet: true },
  });

  it('prices each leg with its own options and discounts the return fare only', () => {
    const quote = priceMileageJourney(tariff, extras, [outbound, back]);
    expect(quote.lines).toEqual([
      { code: 'journey', label: 'Journey (5 miles)', amountPence: 1600 },
      { code: 'return_journey', label: 'Return: Journey (6 miles)', amountPence: 1800 },
      { code: 'return_surcharge', label: 'Return: Night surcharge 20%', amountPence: 360 },
      { code: 'return_airport_dropoff', label: 'Return: Airport drop-off fee', amountPence: 500 },
      { code: 'return_meet_and_greet', label: 'Return: Meet and greet', amountPence: 1500 },
      // 10% of 1800 + 360, not of the fee or the extra
      { code: 'return_discount', label: 'Return discount 10%', amountPence: -216 },
    ]);
    expect(quote.totalPence).toBe(1600 + 1800 + 360 + 500 + 1500 - 216);
    expectBalanced(quote);
  });

  it('rounds the discount to the penny and includes the minimum top-up', () => {
    const quote = priceMileageJourney(
      makeTariff({ returnDiscountPercent: 15, minimumFarePence: 2003 }),
      noExtrasPrices,
      [outbound, makeLeg({ distanceMiles: 1 })],
    );
    expect(line(quote, 'return_minimum_fare')?.amountPence).toBe(1403);
    expect(line(quote, 'return_discount')?.amountPence).toBe(-300); // 15% of 2003 = 300.45
    expectBalanced(quote);
  });

  it('adds no discount line without a discount', () => {
    const quote = priceMileageJourney(makeTariff(), noExtrasPrices, [outbound, outbound]);
    expect(codes(quote)).toEqual(['journey', 'return_journey']);
    expect(quote.totalPence).toBe(3200);
  });
});

describe('priceMileageJourney: a wheelchair', () => {
  it('is kept on each leg that asks for it at £0 and never changes the price', () => {
    const withChair = { ...noExtras, wheelChair: true };
    const plain = priceMileageJourney(makeTariff({ returnDiscountPercent: 10 }), noExtrasPrices, [makeLeg(), makeLeg()]);
    const quote = priceMileageJourney(makeTariff({ returnDiscountPercent: 10 }), noExtrasPrices, [makeLeg({ extras: withChair }), makeLeg({ extras: withChair })]);
    expect(quote.totalPence).toBe(plain.totalPence);
    expect(quote.lines.filter((l) => l.code.endsWith('wheelchair'))).toEqual([
      { code: 'wheelchair', label: 'Wheelchair (never charged)', amountPence: 0 },
      { code: 'return_wheelchair', label: 'Return: Wheelchair (never charged)', amountPence: 0 },
    ]);
    expectBalanced(quote);
  });
});
