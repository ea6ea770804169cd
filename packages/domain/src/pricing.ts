/**
 * The pricing engine (ARCHITECTURE.md, Pricing). Per leg: a fixed route price if one matches,
 * else a zone price, else the distance fare; then the minimum fare; then the surcharge on that
 * fare (the highest of the matching time-of-day windows and date surcharges of the leg's own
 * pickup day: a return leg goes by its own pickup time); then airport fees and extras. A return
 * leg also gets the return discount on its fare. Last, the vehicle's whole total (both legs) is
 * rounded as the tariff says, in a line of its own. Everything is integer pence and the lines add
 * up to the total.
 */
import type { ExtrasPrices, LegInput, LocalDateTime, PriceLine, PriceQuote, Tariff } from './pricing-types.js';
import { formatPounds, roundHalfUp } from './money.js';
import { extrasLines } from './pricing-extras.js';
import { airportFeeLines } from './pricing-airport-fees.js';
import { bandedMileageCharge, selectTariffSurcharge } from './pricing-fares.js';
import { assertExtrasPrices, assertLeg, assertLocalDateTime, assertTariff } from './pricing-guards.js';
import { roundingLine } from './pricing-rounding.js';
import { tariffIndex } from './pricing-tariff-index.js';
import { findFixedRoutePrice, findZonePrice } from './pricing-zones.js';

const sumOf = (lines: PriceLine[]) => lines.reduce((total, line) => total + line.amountPence, 0);

const percentOf = (pence: number, percent: number) => roundHalfUp((pence * percent) / 100);

function formatMiles(miles: number): string {
  const rounded = Number(miles.toFixed(1));
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

/** The fare lines before the minimum: one price line, plus stops for a distance fare. */
function baseFareLines(tariff: Tariff, leg: LegInput): PriceLine[] {
  const { zones: pickupZones } = leg.pickup;
  const { zones: dropoffZones } = leg.dropoff;
  const route = findFixedRoutePrice(tariff.fixedPrices, pickupZones, dropoffZones);
  if (route) return [{ code: 'fixed_route', label: 'Fixed route price', amountPence: route.pricePence }];
  const zone = findZonePrice(tariff.fixedPrices, pickupZones, dropoffZones);
  if (zone) return [{ code: 'zone_price', label: 'Zone price', amountPence: zone.pricePence }];

  const mileage = roundHalfUp(tariff.baseFarePence + bandedMileageCharge(tariff.distanceBands, leg.distanceMiles));
  const lines: PriceLine[] = [
    { code: 'journey', label: `Journey (${formatMiles(leg.distanceMiles)})`, amountPence: mileage },
  ];
  if (leg.stopsCount > 0 && tariff.perStopPence > 0) {
    const label = leg.stopsCount === 1 ? 'Stop' : `Stops × ${leg.stopsCount}`;
    lines.push({ code: 'stops', label, amountPence: leg.stopsCount * tariff.perStopPence });
  }
  return lines;
}

/** Minimum fare top-up, then the surcharge of the pickup time on the lifted fare. */
function fareAdjustments(tariff: Tariff, fare: number, pickupAt: LocalDateTime): PriceLine[] {
  const lines: PriceLine[] = [];
  let lifted = fare;
  if (fare < tariff.minimumFarePence) {
    lines.push({ code: 'minimum_fare', label: 'Minimum fare top-up', amountPence: tariff.minimumFarePence - fare });
    lifted = tariff.minimumFarePence;
  }
  const surcharge = selectTariffSurcharge(tariff, pickupAt);
  const amount = surcharge ? percentOf(lifted, surcharge.percent) : 0;
  if (surcharge && amount > 0) {
    const label = `${surcharge.label.trim() || 'Surcharge'} ${surcharge.percent}%`;
    lines.push({ code: 'surcharge', label, amountPence: amount });
  }
  return lines;
}

function legLines(tariff: Tariff, extras: ExtrasPrices, leg: LegInput, isReturn: boolean): PriceLine[] {
  const fareLines = baseFareLines(tariff, leg);
  fareLines.push(...fareAdjustments(tariff, sumOf(fareLines), leg.pickupAt));
  const journeyFare = sumOf(fareLines);

  const lines = [...fareLines, ...airportFeeLines(tariff, leg), ...extrasLines(extras, leg.extras)];
  if (!isReturn) return lines;

  const prefixed = lines.map((line) => ({ ...line, code: `return_${line.code}`, label: `Return: ${line.label}` }));
  const discount = percentOf(journeyFare, tariff.returnDiscountPercent);
  if (discount > 0) {
    prefixed.push({
      code: 'return_discount',
      label: `Return discount ${tariff.returnDiscountPercent}%`,
      amountPence: -discount,
    });
  }
  return prefixed;
}

/** The quote of one vehicle: its lines, then the rounding of their sum when the tariff rounds. */
function toQuote(tariff: Tariff, lines: PriceLine[]): PriceQuote {
  const totalPence = sumOf(lines);
  const rounding = tariff.rounding.toPence > 0 ? roundingLine(totalPence, tariff.rounding) : null;
  if (!rounding) return { totalPence, lines };
  lines.push(rounding);
  return { totalPence: totalPence + rounding.amountPence, lines };
}

/**
 * Prices a mileage booking: legs holds the outbound leg and, for a return journey, the return
 * leg. Return-leg lines have codes prefixed 'return_' and labels prefixed 'Return: '.
 * Throws RangeError on invalid input (callers validate first).
 */
export function priceMileageJourney(tariff: Tariff, extras: ExtrasPrices, legs: LegInput[]): PriceQuote {
  if (legs.length !== 1 && legs.length !== 2) throw new RangeError(`Expected 1 or 2 legs, got ${legs.length}`);
  assertTariff(tariff);
  assertExtrasPrices(extras);
  legs.forEach((leg, index) => assertLeg(leg, `legs[${index}]`));

  const lines: PriceLine[] = [];
  legs.forEach((leg, index) => lines.push(...legLines(tariff, extras, leg, index === 1)));
  return toQuote(tariff, lines);
}

function hireLine(tariff: Tariff, hours: number): PriceLine {
  const unit = hours === 1 ? 'hour' : 'hours';
  const ownPrice = tariff.hourlyPrices.length > 0 ? tariffIndex(tariff).hourlyPricePence(hours) : undefined;
  if (ownPrice !== undefined) return { code: 'hourly', label: `Hourly hire (${hours} ${unit})`, amountPence: ownPrice };
  const amountPence = roundHalfUp(tariff.hourlyRatePence * hours);
  return { code: 'hourly', label: `Hourly hire (${hours} ${unit} × ${formatPounds(tariff.hourlyRatePence)})`, amountPence };
}

/**
 * Prices an hourly hire: the duration's own price when the tariff lists it, else rate × hours;
 * then the minimum fare, then the surcharge of the pickup time (the pickup's day only, even when
 * the hire runs into the next day), then the rounding.
 */
export function priceHourlyHire(tariff: Tariff, hours: number, pickupAt: LocalDateTime): PriceQuote {
  if (!Number.isFinite(hours) || hours <= 0) throw new RangeError(`Hours must be above 0, got ${hours}`);
  assertTariff(tariff);
  assertLocalDateTime(pickupAt, 'pickupAt');

  const hire = hireLine(tariff, hours);
  return toQuote(tariff, [hire, ...fareAdjustments(tariff, hire.amountPence, pickupAt)]);
}
