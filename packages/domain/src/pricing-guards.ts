/**
 * Input checks of the pricing engine. Callers validate requests and tariffs first (contract
 * schemas), so a failure here is a programming error and throws a RangeError.
 */
import { HOURLY_HIRE_MAX_HOURS, HOURLY_HIRE_MIN_HOURS, type ExtrasPrices, type LegInput, type LocalDateTime, type Tariff, type TimeSurcharge } from './pricing-types.js';
import { isValidIsoDate } from './london-time.js';

function fail(message: string): never {
  throw new RangeError(message);
}

export function assertWholeCount(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) fail(`${name} must be a whole number ≥ 0, got ${value}`);
}

export function assertNonNegative(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) fail(`${name} must be a finite number ≥ 0, got ${value}`);
}

export function assertLocalDateTime(at: LocalDateTime, name: string): void {
  if (!isValidIsoDate(at.date)) fail(`${name}.date must be YYYY-MM-DD, got ${at.date}`);
  if (!Number.isInteger(at.minute) || at.minute < 0 || at.minute > 1439) {
    fail(`${name}.minute must be 0..1439, got ${at.minute}`);
  }
}

function assertSurcharge(surcharge: TimeSurcharge, index: number): void {
  const name = `surcharges[${index}]`;
  for (const day of surcharge.days) {
    if (!Number.isInteger(day) || day < 0 || day > 6) fail(`${name}.days must hold 0..6, got ${day}`);
  }
  const { fromMinute, toMinute } = surcharge;
  if (!Number.isInteger(fromMinute) || fromMinute < 0 || fromMinute > 1439) fail(`${name}.fromMinute must be 0..1439`);
  if (!Number.isInteger(toMinute) || toMinute < 0 || toMinute > 1440) fail(`${name}.toMinute must be 0..1440`);
  assertNonNegative(surcharge.percent, `${name}.percent`);
}

function assertHourlyPrices(tariff: Tariff): void {
  const seen = new Set<number>();
  tariff.hourlyPrices.forEach(({ hours, pricePence }, index) => {
    const name = `hourlyPrices[${index}]`;
    if (!Number.isInteger(hours) || hours < HOURLY_HIRE_MIN_HOURS || hours > HOURLY_HIRE_MAX_HOURS) {
      fail(`${name}.hours must be a whole ${HOURLY_HIRE_MIN_HOURS}..${HOURLY_HIRE_MAX_HOURS}, got ${hours}`);
    }
    if (seen.has(hours)) fail(`${name}.hours repeats ${hours}`);
    seen.add(hours);
    assertWholeCount(pricePence, `${name}.pricePence`);
  });
}

function assertAirportFees(tariff: Tariff): void {
  const seen = new Set<string>();
  tariff.airportFees.forEach(({ airport, pickupFeePence, dropoffFeePence }, index) => {
    const name = `airportFees[${index}]`;
    if (typeof airport !== 'string' || !/^[A-Z]{3}$/.test(airport)) fail(`${name}.airport must be an IATA code, got ${airport}`);
    if (seen.has(airport)) fail(`${name}.airport repeats ${airport}`);
    seen.add(airport);
    assertWholeCount(pickupFeePence, `${name}.pickupFeePence`);
    assertWholeCount(dropoffFeePence, `${name}.dropoffFeePence`);
  });
}

function assertDateSurcharges(tariff: Tariff): void {
  tariff.dateSurcharges.forEach(({ label, dates, percent }, index) => {
    const name = `dateSurcharges[${index}]`;
    if (typeof label !== 'string') fail(`${name}.label must be text`);
    for (const date of dates) if (!isValidIsoDate(date)) fail(`${name}.dates must hold YYYY-MM-DD dates, got ${date}`);
    assertNonNegative(percent, `${name}.percent`);
  });
}

/** Hourly prices, airport fees, date surcharges and rounding (the parts added after the first engine). */
function assertOptionalParts(tariff: Tariff): void {
  assertHourlyPrices(tariff);
  assertAirportFees(tariff);
  assertDateSurcharges(tariff);
  const { toPence, mode } = tariff.rounding;
  assertWholeCount(toPence, 'rounding.toPence');
  if (mode !== 'nearest' && mode !== 'up') fail(`rounding.mode must be 'nearest' or 'up', got ${String(mode)}`);
}

/**
 * Tariffs already checked. Callers keep tariffs in memory and price many journeys with them;
 * a tariff is not to be mutated once priced (the API builds fresh objects when it reloads).
 */
const checkedTariffs = new WeakSet<Tariff>();

export function assertTariff(tariff: Tariff): void {
  if (checkedTariffs.has(tariff)) return;
  assertWholeCount(tariff.baseFarePence, 'baseFarePence');
  assertWholeCount(tariff.minimumFarePence, 'minimumFarePence');
  assertWholeCount(tariff.perStopPence, 'perStopPence');
  assertWholeCount(tariff.hourlyRatePence, 'hourlyRatePence');
  assertWholeCount(tariff.airportPickupFeePence, 'airportPickupFeePence');
  assertWholeCount(tariff.airportDropoffFeePence, 'airportDropoffFeePence');
  assertNonNegative(tariff.returnDiscountPercent, 'returnDiscountPercent');
  if (tariff.returnDiscountPercent > 100) fail('returnDiscountPercent must be at most 100');

  let previous = 0;
  tariff.distanceBands.forEach((band, index) => {
    assertNonNegative(band.perMilePence, `distanceBands[${index}].perMilePence`);
    if (band.upToMiles === null) {
      if (index !== tariff.distanceBands.length - 1) fail('Only the last distance band may be open-ended');
      return;
    }
    if (!Number.isFinite(band.upToMiles) || band.upToMiles <= previous) {
      fail('Distance bands must have ascending upper bounds above 0');
    }
    previous = band.upToMiles;
  });

  tariff.surcharges.forEach(assertSurcharge);
  tariff.fixedPrices.forEach((price, index) => assertWholeCount(price.pricePence, `fixedPrices[${index}].pricePence`));
  assertOptionalParts(tariff);
  checkedTariffs.add(tariff);
}

const extrasPriceNames = [
  'meetAndGreetPence',
  'babySeatPence',
  'boosterSeatPence',
  'specialLuggagePence',
  'waitingPerFiveMinutesPence',
] as const satisfies ReadonlyArray<keyof ExtrasPrices>;

export function assertExtrasPrices(extras: ExtrasPrices): void {
  for (const name of extrasPriceNames) assertWholeCount(extras[name], name);
}

export function assertLeg(leg: LegInput, name: string): void {
  assertNonNegative(leg.distanceMiles, `${name}.distanceMiles`);
  assertWholeCount(leg.stopsCount, `${name}.stopsCount`);
  assertLocalDateTime(leg.pickupAt, `${name}.pickupAt`);
  assertWholeCount(leg.extras.babySeats, `${name}.extras.babySeats`);
  assertWholeCount(leg.extras.boosterSeats, `${name}.extras.boosterSeats`);
  assertWholeCount(leg.extras.specialLuggage, `${name}.extras.specialLuggage`);
  assertNonNegative(leg.extras.waitingMinutes, `${name}.extras.waitingMinutes`);
}
