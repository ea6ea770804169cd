/** Shared tariff and leg builders for the pricing tests (not exported from the package). */
import type { ExtrasPrices, LegExtras, LegInput, Tariff } from './pricing-types.js';

export function makeTariff(overrides: Partial<Tariff> = {}): Tariff {
  return {
    baseFarePence: 300,
    minimumFarePence: 0,
    distanceBands: [
      { upToMiles: 3, perMilePence: 300 },
      { upToMiles: 10, perMilePence: 200 },
      { upToMiles: null, perMilePence: 150 },
    ],
    perStopPence: 0,
    hourlyRatePence: 3000,
    airportPickupFeePence: 0,
    airportDropoffFeePence: 0,
    surcharges: [],
    returnDiscountPercent: 0,
    fixedPrices: [],
    hourlyPrices: [],
    airportFees: [],
    dateSurcharges: [],
    rounding: { toPence: 0, mode: 'nearest' },
    ...overrides,
  };
}

export const noExtrasPrices: ExtrasPrices = {
  meetAndGreetPence: 0,
  babySeatPence: 0,
  boosterSeatPence: 0,
  specialLuggagePence: 0,
  waitingPerFiveMinutesPence: 0,
};

export const noExtras: LegExtras = {
  meetAndGreet: false,
  babySeats: 0,
  boosterSeats: 0,
  wheelChair: false,
  specialLuggage: 0,
  waitingMinutes: 0,
};

/** A Wednesday noon leg between two plain postcode districts. */
export function makeLeg(overrides: Partial<LegInput> = {}): LegInput {
  return {
    distanceMiles: 5,
    pickup: { zones: ['postcode-district:SW1', 'postcode-area:SW'], isAirport: false },
    dropoff: { zones: ['postcode-district:N1', 'postcode-area:N'], isAirport: false },
    stopsCount: 0,
    pickupAt: { date: '2026-11-25', minute: 12 * 60 },
    extras: noExtras,
    ...overrides,
  };
}
