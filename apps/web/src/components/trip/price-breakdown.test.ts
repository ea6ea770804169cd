import { describe, expect, it } from 'vitest';
import type { PriceDetail } from '@kerbside/contract';
import { penceToPounds, priceHourlyHire, priceMileageJourney, type LegInput, type PriceQuote, type Tariff, TARIFF_OPTIONAL_DEFAULTS } from '@kerbside/domain';
import { priceBreakdown, type PriceBreakdown } from './price-breakdown';

// The server's own engine prices the journeys, so the lines are the ones a quote carries.
const tariff: Tariff = {
  baseFarePence: 300,
  minimumFarePence: 0,
  distanceBands: [{ upToMiles: null, perMilePence: 237 }],
  perStopPence: 450,
  hourlyRatePence: 3550,
  airportPickupFeePence: 0,
  airportDropoffFeePence: 0,
  surcharges: [],
  returnDiscountPercent: 10,
  fixedPrices: [],
  ...TARIFF_OPTIONAL_DEFAULTS,
};
const extrasPrices = {
  meetAndGreetPence: 1500,
  babySeatPence: 500,
  boosterSeatPence: 400,
  specialLuggagePence: 700,
  waitingPerFiveMinutesPence: 250,
};
const noExtras = { meetAndGreet: false, babySeats: 0, boosterSeats: 0, wheelChair: false, specialLuggage: 0, waitingMinutes: 0 };
const leg = (overrides: Partial<LegInput> = {}): LegInput => ({
  distanceMiles: 12.3,
  pickup: { zones: ['postcode-district:W2'], isAirport: false },
  dropoff: { zones: ['postcode-district:WC2'], isAirport: false },
  stopsCount: 0,
  pickupAt: { date: '2026-11-25', minute: 10 * 60 },
  extras: noExtras,
  ...overrides,
});

/** A vehicle option as the API sends it (apps/api price-details.ts), chosen `quantity` times. */
function chosen(quote: PriceQuote, quantity = 1): PriceDetail {
  const price = penceToPounds(quote.totalPence);
  return {
    vehicle_id: 1,
    company_id: 1,
    company_name: 'Thames Cars',
    vehicle_image: '/img.png',
    vehicle_type: 'Saloon',
    max_seat: 4,
    luggage: 2,
    small_luggage: 2,
    price,
    final_price: penceToPounds(quote.totalPence * quantity),
    breakdown: {
      lines: quote.lines.map((l) => ({ code: l.code, label: l.label, amount: penceToPounds(l.amountPence) })),
      final_price: price,
    },
  };
}

/** Every row shown adds up, step by step, to the total shown. */
function expectAddsUp(b: PriceBreakdown) {
  const rows = b.groups.flatMap((g) => g.rows).reduce((sum, r) => sum + r.pence, 0);
  if (b.groups.length > 0) expect(rows).toBe(b.unitPence);
  expect(b.unitPence * b.quantity).toBe(b.totalPence);
  expect(b.totalPence + b.roundingPence).toBe(b.payPence);
}

describe('priceBreakdown', () => {
  it('groups a return journey with stops and extras into journey, return journey and extras', () => {
    const quote = priceMileageJourney(tariff, extrasPrices, [
      leg({ stopsCount: 1, extras: { ...noExtras, meetAndGreet: true, babySeats: 2 } }),
      leg({ pickupAt: { date: '2026-11-28', minute: 18 * 60 }, extras: { ...noExtras, waitingMinutes: 12 } }),
    ]);
    const b = priceBreakdown(chosen(quote), false);
    expect(b.groups).toEqual([
      {
        title: 'Outbound journey',
        rows: [
          { label: 'Journey (12.3 miles)', pence: 3215 },
          { label: 'Stop', pence: 450 },
        ],
      },
      {
        title: 'Return journey',
        rows: [
          { label: 'Journey (12.3 miles)', pence: 3215 },
          { label: 'Return discount 10%', pence: -322 },
        ],
      },
      {
        title: 'Extras',
        rows: [
          { label: 'Meet and greet', pence: 1500 },
          { label: 'Baby seats × 2', pence: 1000 },
          { label: 'Return: Waiting 15 min', pence: 750 },
        ],
      },
    ]);
    expect(b).toMatchObject({ unitPence: quote.totalPence, quantity: 1, totalPence: quote.totalPence, roundingPence: 0 });
    expectAddsUp(b);
  });

  it('calls a one-way fare "Journey" and an hourly hire "Hourly hire"', () => {
    const oneWay = priceBreakdown(chosen(priceMileageJourney(tariff, extrasPrices, [leg()])), false);
    expect(oneWay.groups.map((g) => g.title)).toEqual(['Journey']);
    const hourly = priceBreakdown(chosen(priceHourlyHire(tariff, 4, { date: '2026-11-25', minute: 600 })), false);
    expect(hourly.groups).toEqual([{ title: 'Hourly hire', rows: [{ label: 'Hourly hire (4 hours × £35.50)', pence: 14200 }] }]);
    expectAddsUp(oneWay);
    expectAddsUp(hourly);
  });

  it('multiplies one vehicle by the quantity chosen on the results', () => {
    const quote = priceMileageJourney(tariff, extrasPrices, [leg({ extras: { ...noExtras, wheelChair: true } })]);
    const b = priceBreakdown(chosen(quote, 3), false);
    expect(b.quantity).toBe(3);
    expect(b.unitPence).toBe(quote.totalPence);
    expect(b.totalPence).toBe(quote.totalPence * 3);
    expectAddsUp(b);
  });

  it('with ROUND_OFF, adds the rounding to whole pounds as its own amount, as the server charges', () => {
    const quote = priceMileageJourney(tariff, extrasPrices, [leg()]); // £32.15
    const up = priceBreakdown(chosen(quote, 2), true); // £64.30 → £64
    expect(up).toMatchObject({ totalPence: 6430, roundingPence: -30, payPence: 6400 });
    expectAddsUp(up);
    const half = priceBreakdown(chosen(priceMileageJourney(tariff, extrasPrices, [leg({ distanceMiles: 10.5 })])), true); // £27.885 → £27.89
    expect(half).toMatchObject({ totalPence: 2789, roundingPence: 11, payPence: 2800 });
    expectAddsUp(half);
    expect(priceBreakdown(chosen(quote), false).roundingPence).toBe(0);
  });

  it('shows the total alone when the lines are missing or do not add up to the price', () => {
    const quote = priceMileageJourney(tariff, extrasPrices, [leg()]);
    const noLines = { ...chosen(quote), breakdown: { lines: [], final_price: 32.15 } };
    expect(priceBreakdown(noLines, false).groups).toEqual([]);
    const tampered = chosen(quote);
    tampered.breakdown.lines[0]!.amount = 10;
    expect(priceBreakdown(tampered, false).groups).toEqual([]);
    // A stored choice from before the breakdown existed.
    const old = { ...chosen(quote) } as Partial<PriceDetail>;
    delete old.breakdown;
    const b = priceBreakdown(old as PriceDetail, false);
    expect(b).toMatchObject({ groups: [], totalPence: 3215, payPence: 3215 });
    expectAddsUp(b);
  });

  it('shows the total alone when it is not the price times a quantity', () => {
    const quote = priceMileageJourney(tariff, extrasPrices, [leg()]);
    const b = priceBreakdown({ ...chosen(quote), final_price: 50 }, false);
    expect(b).toMatchObject({ groups: [], unitPence: 5000, quantity: 1, totalPence: 5000 });
    expectAddsUp(b);
  });
});
