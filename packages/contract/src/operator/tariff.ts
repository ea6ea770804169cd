/**
 * The tariff of one vehicle category as an operator edits it: the domain `Tariff` exactly (money in
 * integer pence, camelCase keys). Each broken rule is an issue at the field's path
 * ('distanceBands.2.upToMiles') with a message from TARIFF_FIELD_MESSAGES, which the console
 * shows beside that field. Tariffs stored before hourly prices, airport fees, date surcharges and
 * rounding existed parse with those empty.
 */
import { z } from 'zod';
import {
  bandedMileageCharge,
  ENGLAND_AND_WALES_BANK_HOLIDAYS,
  HOURLY_HIRE_MAX_HOURS,
  HOURLY_HIRE_MIN_HOURS,
  isValidIsoDate,
  roundHalfUp,
  TARIFF_OPTIONAL_DEFAULTS,
  type DateSurcharge,
  type DistanceBand,
  type FixedPrice,
  type Tariff,
} from '@kerbside/domain';
import { text } from '../text.js';
import { ROUNDING_STEPS_PENCE, TARIFF_FIELD_MESSAGES as M, TARIFF_LIMITS as L } from './tariff-messages.js';
import { normaliseZone, ZONE_MAX_LENGTH } from './tariff-zones.js';

export { ROUNDING_STEPS_PENCE, TARIFF_FIELD_MESSAGES, TARIFF_LIMITS } from './tariff-messages.js';

// The most helpful message first: the console shows the first one of a field.
const money = () =>
  z
    .number({ error: M.amount })
    .min(0, M.amountNegative)
    .int(M.amount)
    .max(L.maxPence, M.amountTooLarge);

const percent = (max: number) =>
  z
    .number({ error: M.percent(max) })
    .int(M.percent(max))
    .min(0, M.percent(max))
    .max(max, M.percent(max));

const wholeBetween = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const label = () => text(L.maxLabelLength, M.labelTooLong).min(1, M.label);

type Issues = z.core.$RefinementCtx;

/** Each value once: a repeat is an issue at its index. */
function refuseRepeats<T>(values: readonly T[], ctx: Issues, path: (index: number) => PropertyKey[], message: (value: T) => string) {
  const seen = new Set<T>();
  values.forEach((value, index) => {
    if (seen.has(value)) ctx.addIssue({ code: 'custom', path: path(index), message: message(value) });
    seen.add(value);
  });
}

/**
 * Each band starts where the one before ends, so with ascending upper bounds there is neither a
 * gap nor an overlap: an overlap shows as a bound that is not above the one before.
 */
function checkBands(bands: DistanceBand[], ctx: Issues) {
  bands.forEach((band, index) => {
    const path = [index, 'upToMiles'];
    const isLast = index === bands.length - 1;
    if (band.upToMiles === null) {
      if (!isLast) ctx.addIssue({ code: 'custom', path, message: M.openBandNotLast });
      return;
    }
    if (isLast) ctx.addIssue({ code: 'custom', path, message: M.lastBandOpen });
    const previous = index > 0 ? bands[index - 1]?.upToMiles : null;
    if (typeof previous === 'number' && band.upToMiles <= previous) {
      ctx.addIssue({ code: 'custom', path, message: M.bandOrder(index + 1, previous) });
    }
  });
}

const distanceBandSchema = z.object({
  upToMiles: z
    .number({ error: M.bandMiles })
    .gt(0, M.bandMilesAboveZero)
    .max(L.maxBandMiles, M.bandMilesTooFar)
    .nullable(),
  perMilePence: money(),
});

const hourlyPriceSchema = z.object({
  hours: wholeBetween(HOURLY_HIRE_MIN_HOURS, HOURLY_HIRE_MAX_HOURS, M.hours),
  pricePence: money(),
});

const airportFeeSchema = z.object({
  airport: z.string({ error: M.airportCode }).trim().toUpperCase().regex(/^[A-Z]{3}$/, M.airportCode),
  pickupFeePence: money(),
  dropoffFeePence: money(),
});

const timeSurchargeSchema = z.object({
  label: label(),
  days: z
    .array(wholeBetween(0, 6, M.day), { error: M.day })
    .superRefine((days, ctx) => refuseRepeats(days, ctx, (index) => [index], () => M.dayRepeated)),
  fromMinute: wholeBetween(0, 1439, M.fromMinute),
  toMinute: wholeBetween(0, 1440, M.toMinute),
  percent: percent(L.maxSurchargePercent),
});

/** A real date, 2000 to 2099: catches a mistyped year as well as 2026-02-30. */
const surchargeDate = () =>
  z
    .string({ error: M.date })
    .trim()
    .refine((date) => isValidIsoDate(date) && date >= '2000-01-01' && date <= '2099-12-31', M.date);

const dateSurchargeSchema = z.object({
  label: label(),
  dates: z
    .array(surchargeDate(), { error: M.datesNeeded })
    .min(1, M.datesNeeded)
    .max(L.maxDatesPerSurcharge, M.datesTooMany)
    .superRefine((dates, ctx) => refuseRepeats(dates, ctx, (index) => [index], M.dateRepeated))
    .transform((dates) => [...dates].sort()),
  percent: percent(L.maxSurchargePercent),
});

const zone = () =>
  z
    .string({ error: M.zone })
    .max(ZONE_MAX_LENGTH, M.zone)
    .transform((typed, ctx) => {
      const normal = normaliseZone(typed);
      if (normal === null) ctx.addIssue({ code: 'custom', message: M.zone });
      return normal ?? typed;
    });

const fixedPriceSchema = z.object({
  from: zone(),
  to: zone(),
  pricePence: money(),
  bothWays: z.boolean({ error: M.bothWays }).default(false),
});

/**
 * One price per route: a second price for the same from → to, or for a route a bothWays price
 * already covers in reverse, is refused (the engine would silently pick one).
 */
function checkRoutes(prices: FixedPrice[], ctx: Issues) {
  const rowOf = new Map<string, number>();
  const key = (from: string, to: string) => `${from}\u0000${to}`;
  prices.forEach((price, index) => {
    if (price.from === price.to) {
      ctx.addIssue({ code: 'custom', path: [index, 'to'], message: M.sameEnds });
      return;
    }
    const keys = price.bothWays ? [key(price.from, price.to), key(price.to, price.from)] : [key(price.from, price.to)];
    const taken = keys.map((k) => rowOf.get(k)).find((row) => row !== undefined);
    if (taken !== undefined) {
      ctx.addIssue({ code: 'custom', path: [index, 'from'], message: M.routeRepeated(taken + 1) });
      return;
    }
    for (const k of keys) rowOf.set(k, index);
  });
}

const roundingSchema = z.object({
  toPence: z
    .number({ error: M.roundingStep })
    .refine((step) => (ROUNDING_STEPS_PENCE as readonly number[]).includes(step), M.roundingStep),
  mode: z.enum(['nearest', 'up'], { error: M.roundingMode }),
});

const tariffFields = z.object({
  baseFarePence: money(),
  minimumFarePence: money(),
  distanceBands: z
    .array(distanceBandSchema, { error: M.bandsNeeded })
    .min(L.minBands, M.bandsNeeded)
    .max(L.maxBands, M.bandsTooMany)
    .superRefine(checkBands),
  perStopPence: money(),
  hourlyRatePence: money(),
  hourlyPrices: z
    .array(hourlyPriceSchema)
    .max(L.maxHourlyPrices, M.hourlyPricesTooMany)
    .superRefine((prices, ctx) =>
      refuseRepeats(
        prices.map((price) => price.hours),
        ctx,
        (index) => [index, 'hours'],
        M.hoursRepeated,
      ),
    )
    .default([]),
  airportPickupFeePence: money(),
  airportDropoffFeePence: money(),
  airportFees: z
    .array(airportFeeSchema)
    .max(L.maxAirportFees, M.airportsTooMany)
    .superRefine((fees, ctx) =>
      refuseRepeats(
        fees.map((fee) => fee.airport),
        ctx,
        (index) => [index, 'airport'],
        M.airportRepeated,
      ),
    )
    .default([]),
  surcharges: z.array(timeSurchargeSchema).max(L.maxSurcharges, M.surchargesTooMany).default([]),
  dateSurcharges: z.array(dateSurchargeSchema).max(L.maxDateSurcharges, M.dateSurchargesTooMany).default([]),
  returnDiscountPercent: percent(L.maxReturnDiscountPercent),
  fixedPrices: z.array(fixedPriceSchema).max(L.maxFixedPrices, M.fixedPricesTooMany).superRefine(checkRoutes).default([]),
  rounding: roundingSchema.default({ ...TARIFF_OPTIONAL_DEFAULTS.rounding }),
});

const MINIMUM_RULE_FIELDS: ReadonlySet<PropertyKey> = new Set(['baseFarePence', 'minimumFarePence', 'distanceBands']);

/**
 * A minimum fare that makes the distance bands meaningless is refused. The fare grows with the
 * distance, so the fare of a journey as long as the last band with an upper limit (base fare plus
 * every band up to that distance) is the most any journey priced by those bands costs. A minimum
 * fare above it would be charged for every such journey instead, and the bands would never decide a
 * price. A tariff with the open-ended band alone has no such limit: its fare grows without end.
 */
function checkMinimumFare(tariff: Pick<Tariff, 'baseFarePence' | 'minimumFarePence' | 'distanceBands'>, ctx: Issues) {
  const lastLimit = tariff.distanceBands.findLast((band) => band.upToMiles !== null)?.upToMiles;
  if (lastLimit === undefined || lastLimit === null) return;
  const fare = roundHalfUp(tariff.baseFarePence + bandedMileageCharge(tariff.distanceBands, lastLimit));
  if (tariff.minimumFarePence > fare) {
    ctx.addIssue({ code: 'custom', path: ['minimumFarePence'], message: M.minimumAboveBands(lastLimit, fare) });
  }
}

/** Runs when the three fields it reads are right, whatever else is wrong (and never on a value that is no object). */
function fieldsOfMinimumRuleRight(payload: z.core.ParsePayload): boolean {
  return payload.issues.every((issue) => {
    const field = issue.path?.[0];
    return field !== undefined && !MINIMUM_RULE_FIELDS.has(field);
  });
}

export const tariffSchema = tariffFields.superRefine(checkMinimumFare, { when: fieldsOfMinimumRuleRight });

/** What the console sends (optional parts may be missing); the output is the domain Tariff. */
export type TariffInput = z.input<typeof tariffSchema>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Compile-time proof that the schema's output is the domain Tariff, no more and no less.
const _matchesDomain: Same<z.output<typeof tariffSchema>, Tariff> = true;

/** The console's "Bank holidays (England and Wales)" preset: every built-in date, editable. */
export const BANK_HOLIDAYS_PRESET_NAME = 'Bank holidays (England and Wales)';

export function bankHolidaysSurcharge(percent: number): DateSurcharge {
  return { label: 'Bank holiday', dates: ENGLAND_AND_WALES_BANK_HOLIDAYS.map((holiday) => holiday.date), percent };
}
