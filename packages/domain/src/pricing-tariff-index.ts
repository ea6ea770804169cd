/**
 * Lookups of one tariff, built once per tariff object and kept in a WeakMap: the quote path prices
 * ~15 vehicles per request, so a date, an airport or a duration is a Map lookup, not an array scan.
 * Like assertTariff, this relies on a tariff not being mutated once priced.
 */
import type { AirportFee, DateSurcharge, Tariff } from './pricing-types.js';

export interface TariffIndex {
  /** The whole price of an hourly duration with its own entry, else undefined. */
  hourlyPricePence(hours: number): number | undefined;
  /** The fees of an airport listed in airportFees, else undefined. */
  airportFee(code: string): AirportFee | undefined;
  /** The date surcharge with the highest percent (the first of equals) on that date, else undefined. */
  dateSurcharge(date: string): DateSurcharge | undefined;
}

const indexes = new WeakMap<Tariff, TariffIndex>();

function buildIndex(tariff: Tariff): TariffIndex {
  const hourly = new Map(tariff.hourlyPrices.map((entry) => [entry.hours, entry.pricePence]));
  const airports = new Map<string, AirportFee>();
  for (const fee of tariff.airportFees) if (!airports.has(fee.airport)) airports.set(fee.airport, fee);
  const byDate = new Map<string, DateSurcharge>();
  for (const surcharge of tariff.dateSurcharges) {
    if (surcharge.percent <= 0) continue;
    for (const date of surcharge.dates) {
      const current = byDate.get(date);
      if (!current || surcharge.percent > current.percent) byDate.set(date, surcharge);
    }
  }
  return {
    hourlyPricePence: (hours) => hourly.get(hours),
    airportFee: (code) => airports.get(code),
    dateSurcharge: (date) => byDate.get(date),
  };
}

export function tariffIndex(tariff: Tariff): TariffIndex {
  let index = indexes.get(tariff);
  if (!index) indexes.set(tariff, (index = buildIndex(tariff)));
  return index;
}
