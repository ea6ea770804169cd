import { describe, it, expect } from 'vitest';
import { priceMileageJourney, type Tariff } from '@kerbside/domain';
import { bankHolidaysSurcharge, tariffSchema, TARIFF_FIELD_MESSAGES as M, type TariffInput } from './tariff.js';

/** A tariff like the demo saloon's, with every part in use. */
function demoTariff(): Tariff {
  return {
    baseFarePence: 350,
    minimumFarePence: 1200,
    distanceBands: [
      { upToMiles: 10, perMilePence: 240 },
      { upToMiles: 50, perMilePence: 190 },
      { upToMiles: null, perMilePence: 160 },
    ],
    perStopPence: 500,
    hourlyRatePence: 3500,
    hourlyPrices: [{ hours: 8, pricePence: 25000 }],
    airportPickupFeePence: 700,
    airportDropoffFeePence: 600,
    airportFees: [{ airport: 'LHR', pickupFeePence: 900, dropoffFeePence: 0 }],
    surcharges: [{ label: 'Night', days: [], fromMinute: 22 * 60, toMinute: 6 * 60, percent: 20 }],
    dateSurcharges: [{ label: 'Christmas Day', dates: ['2026-12-25'], percent: 100 }],
    returnDiscountPercent: 5,
    fixedPrices: [
      { from: 'airport:LHR', to: 'postcode-area:W', pricePence: 5500, bothWays: true },
      { from: 'place:gz:airport:LHR-T5', to: 'postcode-district:SW1A', pricePence: 6500, bothWays: false },
    ],
    rounding: { toPence: 50, mode: 'nearest' },
  };
}

type Edit = (tariff: Record<string, any>) => void;

/** Parses the demo tariff after an edit; the problems as { path: message }. */
function problems(edit: Edit): Record<string, string> {
  const input: Record<string, any> = JSON.parse(JSON.stringify(demoTariff()));
  edit(input);
  const parsed = tariffSchema.safeParse(input);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const parse = (input: TariffInput) => tariffSchema.parse(input);

describe('tariffSchema: a valid tariff', () => {
  it('passes as it is, and prices', () => {
    const tariff = parse(demoTariff());
    expect(tariff).toEqual(demoTariff());
    expect(priceMileageJourney(tariff, { meetAndGreetPence: 0, babySeatPence: 0, boosterSeatPence: 0, specialLuggagePence: 0, waitingPerFiveMinutesPence: 0 }, [
      {
        distanceMiles: 5,
        pickup: { zones: ['postcode-area:N'], isAirport: false },
        dropoff: { zones: ['postcode-area:E'], isAirport: false },
        stopsCount: 0,
        pickupAt: { date: '2026-11-25', minute: 720 },
        extras: { meetAndGreet: false, babySeats: 0, boosterSeats: 0, wheelChair: false, specialLuggage: 0, waitingMinutes: 0 },
      },
    ]).totalPence).toBe(1550); // 350 + 5 × 240 = 1550
  });

  it('reads a tariff stored before the optional parts existed with them empty', () => {
    const { hourlyPrices: _h, airportFees: _a, dateSurcharges: _d, rounding: _r, ...older } = demoTariff();
    expect(parse(older)).toEqual({ ...older, hourlyPrices: [], airportFees: [], dateSurcharges: [], rounding: { toPence: 0, mode: 'nearest' } });
  });

  it('drops unknown keys and normalises what it can', () => {
    const input: any = { ...demoTariff(), extra: 1 };
    input.airportFees = [{ airport: ' lgw ', pickupFeePence: 0, dropoffFeePence: 0 }];
    input.dateSurcharges = [{ label: '  Holiday ', dates: ['2026-12-26', '2026-12-25'], percent: 10 }];
    input.fixedPrices = [{ from: 'Airport:lhr', to: 'postcode-district: tw6', pricePence: 100 }];
    const tariff = parse(input);
    expect('extra' in tariff).toBe(false);
    expect(tariff.airportFees[0]?.airport).toBe('LGW');
    expect(tariff.dateSurcharges[0]).toEqual({ label: 'Holiday', dates: ['2026-12-25', '2026-12-26'], percent: 10 });
    expect(tariff.fixedPrices[0]).toEqual({ from: 'airport:LHR', to: 'postcode-district:TW6', pricePence: 100, bothWays: false });
  });

  it('answers issues, never throws, for what is no tariff', () => {
    for (const input of [null, undefined, 'tariff', 12, [], {}]) {
      expect(tariffSchema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });

  it('accepts the bank holidays preset', () => {
    const preset = bankHolidaysSurcharge(25);
    expect(preset.dates).toContain('2026-12-28');
    expect(parse({ ...demoTariff(), dateSurcharges: [preset] }).dateSurcharges[0]).toEqual(preset);
  });
});

describe('tariffSchema: money and percents', () => {
  it('refuses a negative amount', () => {
    expect(problems((t) => (t.baseFarePence = -1))).toEqual({ baseFarePence: M.amountNegative });
    expect(problems((t) => (t.distanceBands[1].perMilePence = -5))).toEqual({ 'distanceBands.1.perMilePence': M.amountNegative });
    expect(problems((t) => (t.fixedPrices[0].pricePence = -0.5))).toEqual({ 'fixedPrices.0.pricePence': M.amountNegative });
  });

  it('refuses part pence, too much and what is not a number, with one message', () => {
    expect(problems((t) => (t.perStopPence = 12.5))).toEqual({ perStopPence: M.amount });
    expect(problems((t) => (t.hourlyRatePence = 10_000_001))).toEqual({ hourlyRatePence: M.amountTooLarge });
    expect(problems((t) => (t.airportPickupFeePence = '700'))).toEqual({ airportPickupFeePence: M.amount });
    expect(problems((t) => delete t.airportDropoffFeePence)).toEqual({ airportDropoffFeePence: M.amount });
    expect(problems((t) => (t.minimumFarePence = Number.POSITIVE_INFINITY))).toEqual({ minimumFarePence: M.amount });
    expect(problems((t) => (t.hourlyRatePence = 10_000_000))).toEqual({});
    expect(problems((t) => (t.baseFarePence = 0))).toEqual({});
  });

  it('takes surcharges of 0 to 300 % and a return discount of 0 to 100 %, whole', () => {
    expect(problems((t) => (t.surcharges[0].percent = 301))).toEqual({ 'surcharges.0.percent': M.percent(300) });
    expect(problems((t) => (t.dateSurcharges[0].percent = -1))).toEqual({ 'dateSurcharges.0.percent': M.percent(300) });
    expect(problems((t) => (t.returnDiscountPercent = 101))).toEqual({ returnDiscountPercent: M.percent(100) });
    expect(problems((t) => (t.returnDiscountPercent = 2.5))).toEqual({ returnDiscountPercent: M.percent(100) });
    expect(problems((t) => (t.surcharges[0].percent = 300))).toEqual({});
  });
});

describe('tariffSchema: distance bands', () => {
  const bands = (...upTo: Array<number | null>) => upTo.map((upToMiles) => ({ upToMiles, perMilePence: 200 }));

  it('takes 1 to 20 bands', () => {
    expect(problems((t) => (t.distanceBands = []))).toEqual({ distanceBands: M.bandsNeeded });
    expect(problems((t) => (t.distanceBands = bands(...Array.from({ length: 20 }, (_, i) => i + 1), null)))).toEqual({ distanceBands: M.bandsTooMany });
    expect(problems((t) => (t.distanceBands = bands(null)))).toEqual({});
    expect(problems((t) => (t.distanceBands = bands(...Array.from({ length: 19 }, (_, i) => i + 1), null)))).toEqual({});
  });

  it('refuses a closed last band', () => {
    expect(problems((t) => (t.distanceBands = bands(10, 50)))).toEqual({ 'distanceBands.1.upToMiles': M.lastBandOpen });
    expect(M.lastBandOpen).toBe('The last band must have no upper limit, so every distance has a price');
  });

  it('refuses an open band before the last', () => {
    expect(problems((t) => (t.distanceBands = bands(10, null, null)))).toEqual({ 'distanceBands.1.upToMiles': M.openBandNotLast });
  });

  it('names the band that overlaps the one before', () => {
    expect(problems((t) => (t.distanceBands = bands(10, 5, null)))).toEqual({ 'distanceBands.1.upToMiles': M.bandOrder(2, 10) });
    expect(problems((t) => (t.distanceBands = bands(3, 10, 10, null)))).toEqual({ 'distanceBands.2.upToMiles': M.bandOrder(3, 10) });
    expect(M.bandOrder(3, 10)).toBe('Band 3 must end further than band 2 (10 miles), so the bands do not overlap');
  });

  it('keeps upper limits above 0 and at most 2,000 miles', () => {
    expect(problems((t) => (t.distanceBands = bands(0, null)))).toEqual({ 'distanceBands.0.upToMiles': M.bandMilesAboveZero });
    expect(problems((t) => (t.distanceBands = bands(-3, null)))).toEqual({ 'distanceBands.0.upToMiles': M.bandMilesAboveZero });
    expect(problems((t) => (t.distanceBands = bands(2001, null)))).toEqual({ 'distanceBands.0.upToMiles': M.bandMilesTooFar });
    expect(problems((t) => (t.distanceBands = bands(0.5, 2000, null)))).toEqual({});
    expect(problems((t) => (t.distanceBands[0].upToMiles = 'ten'))).toEqual({ 'distanceBands.0.upToMiles': M.bandMiles });
  });
});

describe('tariffSchema: minimum fare against the bands', () => {
  // Base 350 + 10 × 240 + 40 × 190 = 10350 at 50 miles, the end of the last band with a limit.
  it('refuses a minimum fare above the fare at the end of the last limited band', () => {
    expect(problems((t) => (t.minimumFarePence = 10351))).toEqual({ minimumFarePence: M.minimumAboveBands(50, 10350) });
    expect(M.minimumAboveBands(50, 10350)).toBe(
      'The minimum fare is more than a 50-mile journey costs (£103.50), so the distance bands would never be used. Lower the minimum fare or change the bands.',
    );
    expect(problems((t) => (t.minimumFarePence = 10350))).toEqual({});
  });

  it('has no such limit with the open-ended band alone', () => {
    expect(problems((t) => ((t.distanceBands = [{ upToMiles: null, perMilePence: 100 }]), (t.minimumFarePence = 1_000_000)))).toEqual({});
  });

  it('still says what else is wrong, and waits for the bands to be right', () => {
    expect(problems((t) => ((t.minimumFarePence = 20000), (t.perStopPence = -1)))).toEqual({
      perStopPence: M.amountNegative,
      minimumFarePence: M.minimumAboveBands(50, 10350),
    });
    expect(problems((t) => ((t.minimumFarePence = 20000), (t.distanceBands[1].upToMiles = 5)))).toEqual({
      'distanceBands.1.upToMiles': M.bandOrder(2, 10),
    });
  });
});

describe('tariffSchema: hourly prices', () => {
  it('takes whole hours from 4 to 24', () => {
    for (const hours of [3, 25, 4.5, '8']) {
      expect(problems((t) => (t.hourlyPrices[0].hours = hours))).toEqual({ 'hourlyPrices.0.hours': M.hours });
    }
    expect(problems((t) => (t.hourlyPrices = [{ hours: 4, pricePence: 1 }, { hours: 24, pricePence: 2 }]))).toEqual({});
  });

  it('prices each duration once, at most 21', () => {
    expect(problems((t) => t.hourlyPrices.push({ hours: 8, pricePence: 100 }))).toEqual({ 'hourlyPrices.1.hours': M.hoursRepeated(8) });
    expect(M.hoursRepeated(8)).toBe('8 hours already has a price');
    const all = Array.from({ length: 21 }, (_, i) => ({ hours: i + 4, pricePence: 1000 }));
    expect(problems((t) => (t.hourlyPrices = all))).toEqual({});
    expect(problems((t) => (t.hourlyPrices = [...all, { hours: 4, pricePence: 1 }]))).toEqual({ hourlyPrices: M.hourlyPricesTooMany });
  });

  it('checks their prices', () => {
    expect(problems((t) => (t.hourlyPrices[0].pricePence = -100))).toEqual({ 'hourlyPrices.0.pricePence': M.amountNegative });
  });
});

describe('tariffSchema: airport fees', () => {
  const fee = (airport: string) => ({ airport, pickupFeePence: 500, dropoffFeePence: 500 });

  it('takes a three-letter code', () => {
    for (const airport of ['LH', 'LHRX', 'L1R', '']) {
      expect(problems((t) => (t.airportFees = [fee(airport)]))).toEqual({ 'airportFees.0.airport': M.airportCode });
    }
  });

  it('lists each airport once, at most 50', () => {
    expect(problems((t) => t.airportFees.push(fee('lhr')))).toEqual({ 'airportFees.1.airport': M.airportRepeated('LHR') });
    const codes = Array.from({ length: 51 }, (_, i) => `A${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`);
    expect(problems((t) => (t.airportFees = codes.slice(0, 50).map(fee)))).toEqual({});
    expect(problems((t) => (t.airportFees = codes.map(fee)))).toEqual({ airportFees: M.airportsTooMany });
  });

  it('checks their fees', () => {
    expect(problems((t) => (t.airportFees[0].dropoffFeePence = -1))).toEqual({ 'airportFees.0.dropoffFeePence': M.amountNegative });
  });
});

describe('tariffSchema: time surcharges', () => {
  it('takes at most 20', () => {
    expect(problems((t) => (t.surcharges = Array.from({ length: 21 }, () => t.surcharges[0])))).toEqual({ surcharges: M.surchargesTooMany });
  });

  it('takes days 0 to 6, each once', () => {
    expect(problems((t) => (t.surcharges[0].days = [5, 7]))).toEqual({ 'surcharges.0.days.1': M.day });
    expect(problems((t) => (t.surcharges[0].days = [5, 6, 5]))).toEqual({ 'surcharges.0.days.2': M.dayRepeated });
    expect(problems((t) => (t.surcharges[0].days = [0, 1, 2, 3, 4, 5, 6]))).toEqual({});
  });

  it('takes times from 00:00, ending at 24:00 at the latest', () => {
    expect(problems((t) => (t.surcharges[0].fromMinute = 1440))).toEqual({ 'surcharges.0.fromMinute': M.fromMinute });
    expect(problems((t) => (t.surcharges[0].fromMinute = -1))).toEqual({ 'surcharges.0.fromMinute': M.fromMinute });
    expect(problems((t) => (t.surcharges[0].toMinute = 1441))).toEqual({ 'surcharges.0.toMinute': M.toMinute });
    expect(problems((t) => (t.surcharges[0].toMinute = 1440))).toEqual({});
  });

  it('needs a label of at most 60 characters', () => {
    expect(problems((t) => (t.surcharges[0].label = '   '))).toEqual({ 'surcharges.0.label': M.label });
    expect(problems((t) => (t.surcharges[0].label = 'x'.repeat(61)))).toEqual({ 'surcharges.0.label': M.labelTooLong });
    expect(problems((t) => (t.surcharges[0].label = 'Night\u0000'))).toHaveProperty(['surcharges.0.label']);
  });
});

describe('tariffSchema: date surcharges', () => {
  it('takes at most 20', () => {
    expect(problems((t) => (t.dateSurcharges = Array.from({ length: 21 }, () => t.dateSurcharges[0])))).toEqual({ dateSurcharges: M.dateSurchargesTooMany });
  });

  it('takes 1 to 400 real dates, each once', () => {
    expect(problems((t) => (t.dateSurcharges[0].dates = []))).toEqual({ 'dateSurcharges.0.dates': M.datesNeeded });
    for (const date of ['2026-02-30', '25/12/2026', '1999-12-31', '2100-01-01']) {
      expect(problems((t) => (t.dateSurcharges[0].dates = ['2026-12-24', date]))).toEqual({ 'dateSurcharges.0.dates.1': M.date });
    }
    expect(problems((t) => (t.dateSurcharges[0].dates = ['2026-12-25', '2026-12-24', '2026-12-25']))).toEqual({
      'dateSurcharges.0.dates.2': M.dateRepeated('2026-12-25'),
    });
    const days = Array.from({ length: 401 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    expect(problems((t) => (t.dateSurcharges[0].dates = days.slice(0, 400)))).toEqual({});
    expect(problems((t) => (t.dateSurcharges[0].dates = days))).toEqual({ 'dateSurcharges.0.dates': M.datesTooMany });
  });

  it('needs a label of at most 60 characters', () => {
    expect(problems((t) => (t.dateSurcharges[0].label = ''))).toEqual({ 'dateSurcharges.0.label': M.label });
    expect(problems((t) => (t.dateSurcharges[0].label = 'x'.repeat(61)))).toEqual({ 'dateSurcharges.0.label': M.labelTooLong });
  });
});

describe('tariffSchema: fixed prices', () => {
  const route = (from: string, to: string, bothWays = false) => ({ from, to, pricePence: 5000, bothWays });

  it('takes the zones the quote service gives places', () => {
    const zones = ['place:saved:3', 'place:g:ChIJdd4hrwug2EcRmSrV3Vo6llI', 'airport:LGW', 'station:KGX', 'postcode-area:E', 'postcode-district:EC1A', 'postcode-district:W1'];
    expect(problems((t) => (t.fixedPrices = zones.map((zone) => route(zone, 'postcode-area:SW'))))).toEqual({});
  });

  it('refuses anything else at the field', () => {
    for (const zone of ['LHR', 'airport:LONDON', 'postcode-area:S1', 'postcode-district:SW', 'postcode-district:SW1A 1AA', 'place:', 'place:a b', 'town:Leeds', 'x'.repeat(301)]) {
      expect(problems((t) => (t.fixedPrices = [route(zone, 'postcode-area:SW')])), zone).toEqual({ 'fixedPrices.0.from': M.zone });
    }
    expect(problems((t) => (t.fixedPrices = [route('postcode-area:SW', 5 as any)]))).toEqual({ 'fixedPrices.0.to': M.zone });
  });

  it('refuses a route that ends where it starts', () => {
    expect(problems((t) => (t.fixedPrices = [route('airport:LHR', 'Airport:lhr')]))).toEqual({ 'fixedPrices.0.to': M.sameEnds });
  });

  it('prices a route once, counting a both-ways price for its reverse', () => {
    const lhrW = route('airport:LHR', 'postcode-area:W');
    expect(problems((t) => (t.fixedPrices = [lhrW, { ...lhrW, pricePence: 1 }]))).toEqual({ 'fixedPrices.1.from': M.routeRepeated(1) });
    expect(M.routeRepeated(1)).toBe('Row 1 already prices this route');
    // The reverse of a both-ways price, either way round.
    expect(problems((t) => (t.fixedPrices = [route('airport:LHR', 'postcode-area:W', true), route('postcode-area:W', 'airport:LHR')]))).toEqual({
      'fixedPrices.1.from': M.routeRepeated(1),
    });
    expect(problems((t) => (t.fixedPrices = [lhrW, route('airport:LGW', 'postcode-area:W'), route('postcode-area:W', 'airport:LHR', true)]))).toEqual({
      'fixedPrices.2.from': M.routeRepeated(1),
    });
    // One price each way is two routes.
    expect(problems((t) => (t.fixedPrices = [lhrW, route('postcode-area:W', 'airport:LHR')]))).toEqual({});
  });

  it('takes at most 500, bothWays defaulting to one way', () => {
    const many = Array.from({ length: 501 }, (_, i) => route(`place:saved:${i}`, 'postcode-area:SW'));
    expect(problems((t) => (t.fixedPrices = many.slice(0, 500)))).toEqual({});
    expect(problems((t) => (t.fixedPrices = many))).toEqual({ fixedPrices: M.fixedPricesTooMany });
    expect(problems((t) => (t.fixedPrices[0].bothWays = 'yes'))).toEqual({ 'fixedPrices.0.bothWays': M.bothWays });
  });
});

describe('tariffSchema: rounding', () => {
  it('rounds to 0, 5, 10, 50, 100 or 500 pence, to the nearest or up', () => {
    for (const toPence of [0, 5, 10, 50, 100, 500]) expect(problems((t) => (t.rounding = { toPence, mode: 'up' }))).toEqual({});
    expect(problems((t) => (t.rounding.toPence = 20))).toEqual({ 'rounding.toPence': M.roundingStep });
    expect(problems((t) => (t.rounding.mode = 'down'))).toEqual({ 'rounding.mode': M.roundingMode });
  });
});
