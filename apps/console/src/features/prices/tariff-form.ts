/**
 * The tariff of one vehicle category as the Prices page edits it: every amount as the text in its
 * field (pounds, percent, miles, times), lists as rows with a stable key. `tariffToForm` fills the
 * form from a stored tariff, `formToTariff` turns it back into the tariff the API takes, leaving any
 * field that is not a number as NaN so the contract's tariff rules refuse it with their message.
 */
import { HOURLY_HIRE_MAX_HOURS, HOURLY_HIRE_MIN_HOURS, type Tariff, type TimeSurcharge } from '@kerbside/domain';
import type { TariffInput } from '@kerbside/contract';
import { datesOfText, minuteToTime, numberText, penceToPoundsText, poundsTextToPence, timeToMinute } from './pounds';
import { textOfZone, zoneOfText } from './zone-text';

export interface BandRow {
  key: string;
  /** Ignored on the last row, which has no upper limit ('and over'). */
  upToMiles: string;
  perMile: string;
}
export interface HourlyPriceRow {
  key: string;
  hours: string;
  price: string;
}
export interface AirportFeeRow {
  key: string;
  airport: string;
  pickupFee: string;
  dropoffFee: string;
}
export interface FixedPriceRow {
  key: string;
  from: string;
  to: string;
  price: string;
  bothWays: boolean;
}
export interface TimeSurchargeRow {
  key: string;
  label: string;
  /** 0 = Sunday … 6 = Saturday; none means every day. */
  days: number[];
  from: string;
  to: string;
  percent: string;
}
export interface DateSurchargeRow {
  key: string;
  label: string;
  /** One date a line. */
  dates: string;
  percent: string;
}

export interface TariffForm {
  baseFare: string;
  minimumFare: string;
  perStop: string;
  bands: BandRow[];
  hourlyRate: string;
  hourlyPrices: HourlyPriceRow[];
  airportPickupFee: string;
  airportDropoffFee: string;
  airportFees: AirportFeeRow[];
  fixedPrices: FixedPriceRow[];
  surcharges: TimeSurchargeRow[];
  dateSurcharges: DateSurchargeRow[];
  returnDiscount: string;
  roundingStep: string;
  roundingMode: 'nearest' | 'up';
}

let lastKey = 0;
/** A key for a row added by the operator (rows of a loaded tariff are keyed by their place). */
export function newRowKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

const money = penceToPoundsText;

export function tariffToForm(tariff: Tariff): TariffForm {
  return {
    baseFare: money(tariff.baseFarePence),
    minimumFare: money(tariff.minimumFarePence),
    perStop: money(tariff.perStopPence),
    bands: tariff.distanceBands.map((band, i) => ({
      key: `band-${i}`,
      upToMiles: band.upToMiles === null ? '' : String(band.upToMiles),
      perMile: money(band.perMilePence),
    })),
    hourlyRate: money(tariff.hourlyRatePence),
    hourlyPrices: tariff.hourlyPrices.map((price, i) => ({ key: `hourly-${i}`, hours: String(price.hours), price: money(price.pricePence) })),
    airportPickupFee: money(tariff.airportPickupFeePence),
    airportDropoffFee: money(tariff.airportDropoffFeePence),
    airportFees: tariff.airportFees.map((fee, i) => ({
      key: `airport-${i}`,
      airport: fee.airport,
      pickupFee: money(fee.pickupFeePence),
      dropoffFee: money(fee.dropoffFeePence),
    })),
    fixedPrices: tariff.fixedPrices.map((price, i) => ({
      key: `fixed-${i}`,
      from: textOfZone(price.from),
      to: textOfZone(price.to),
      price: money(price.pricePence),
      bothWays: price.bothWays,
    })),
    surcharges: tariff.surcharges.map((surcharge, i) => timeSurchargeRow(surcharge, `time-${i}`)),
    dateSurcharges: tariff.dateSurcharges.map((surcharge, i) => ({
      key: `date-${i}`,
      label: surcharge.label,
      dates: surcharge.dates.join('\n'),
      percent: String(surcharge.percent),
    })),
    returnDiscount: String(tariff.returnDiscountPercent),
    roundingStep: String(tariff.rounding.toPence),
    roundingMode: tariff.rounding.mode,
  };
}

function timeSurchargeRow(surcharge: TimeSurcharge, key: string): TimeSurchargeRow {
  return {
    key,
    label: surcharge.label,
    days: [...surcharge.days],
    from: minuteToTime(surcharge.fromMinute),
    to: minuteToTime(surcharge.toMinute),
    percent: String(surcharge.percent),
  };
}

/** A zone typed in the operator's words becomes its key; what is no zone goes as typed, for the rules to refuse. */
const zoneInput = (typed: string) => zoneOfText(typed) ?? typed.trim();

export function formToTariff(form: TariffForm): TariffInput {
  const pence = poundsTextToPence;
  const last = form.bands.length - 1;
  return {
    baseFarePence: pence(form.baseFare),
    minimumFarePence: pence(form.minimumFare),
    perStopPence: pence(form.perStop),
    distanceBands: form.bands.map((band, i) => ({
      upToMiles: i === last ? null : numberText(band.upToMiles),
      perMilePence: pence(band.perMile),
    })),
    hourlyRatePence: pence(form.hourlyRate),
    hourlyPrices: form.hourlyPrices.map((price) => ({ hours: numberText(price.hours), pricePence: pence(price.price) })),
    airportPickupFeePence: pence(form.airportPickupFee),
    airportDropoffFeePence: pence(form.airportDropoffFee),
    airportFees: form.airportFees.map((fee) => ({
      airport: fee.airport.trim().toUpperCase(),
      pickupFeePence: pence(fee.pickupFee),
      dropoffFeePence: pence(fee.dropoffFee),
    })),
    fixedPrices: form.fixedPrices.map((price) => ({
      from: zoneInput(price.from),
      to: zoneInput(price.to),
      pricePence: pence(price.price),
      bothWays: price.bothWays,
    })),
    surcharges: form.surcharges.map((surcharge) => ({
      label: surcharge.label.trim(),
      days: [...surcharge.days].sort((a, b) => a - b),
      fromMinute: timeToMinute(surcharge.from),
      toMinute: timeToMinute(surcharge.to),
      percent: numberText(surcharge.percent),
    })),
    dateSurcharges: form.dateSurcharges.map((surcharge) => ({
      label: surcharge.label.trim(),
      dates: datesOfText(surcharge.dates).sort(),
      percent: numberText(surcharge.percent),
    })),
    returnDiscountPercent: numberText(form.returnDiscount),
    rounding: { toPence: Number(form.roundingStep), mode: form.roundingMode },
  };
}

/** A new vehicle's prices when no other category's are copied: nothing charged until the operator fills it in. */
export function blankTariff(): Tariff {
  return {
    baseFarePence: 0,
    minimumFarePence: 0,
    distanceBands: [{ upToMiles: null, perMilePence: 0 }],
    perStopPence: 0,
    hourlyRatePence: 0,
    hourlyPrices: [],
    airportPickupFeePence: 0,
    airportDropoffFeePence: 0,
    airportFees: [],
    surcharges: [],
    dateSurcharges: [],
    returnDiscountPercent: 0,
    fixedPrices: [],
    rounding: { toPence: 0, mode: 'nearest' },
  };
}

/** The parts of a tariff the form compares (and marks changed) one by one. */
export type TariffPart = keyof TariffInput;

/**
 * Which parts of the edited tariff differ from the published one (every part when one of the two
 * is missing). Compared as the API would receive them, so '2.4' and '2.40' are the same price.
 */
export function changedParts(form: TariffForm | null, published: Tariff | null): ReadonlySet<TariffPart> {
  const current = form ? formToTariff(form) : null;
  const before: TariffInput | null = published ? formToTariff(tariffToForm(published)) : null;
  if (current === null || before === null) {
    return new Set(current === before ? [] : (Object.keys(current ?? before ?? {}) as TariffPart[]));
  }
  const keys = Object.keys(current) as TariffPart[];
  return new Set(keys.filter((key) => JSON.stringify(current[key]) !== JSON.stringify(before[key])));
}

/** Whether two forms would save the same tariff (row keys and spelling aside). */
export function sameTariff(a: TariffForm | null, b: TariffForm | null): boolean {
  if (a === null || b === null) return a === b;
  return JSON.stringify(formToTariff(a)) === JSON.stringify(formToTariff(b));
}

/** Hourly durations that may have their own price: 4 to 24 hours. */
export const HOURLY_PRICE_HOURS: readonly number[] = Array.from({ length: HOURLY_HIRE_MAX_HOURS - HOURLY_HIRE_MIN_HOURS + 1 }, (_, i) => HOURLY_HIRE_MIN_HOURS + i);
