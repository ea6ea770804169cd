/** Distance bands, time-of-day and date surcharges. */
import type { DateSurcharge, DistanceBand, LocalDateTime, Tariff, TimeSurcharge } from './pricing-types.js';
import { addDays, dayOfWeek } from './london-time.js';
import { tariffIndex } from './pricing-tariff-index.js';

/**
 * The per-mile charge for a distance, unrounded: each band charges only the miles inside it
 * (band 0..3 at 300p and 3..∞ at 200p make 5 miles 3×300 + 2×200). Miles past a last band
 * that is not open-ended are charged at that band's rate, so no mile is ever free.
 * Bands must be ascending (see assertTariff).
 */
export function bandedMileageCharge(bands: DistanceBand[], miles: number): number {
  let charge = 0;
  let lower = 0;
  for (const [index, band] of bands.entries()) {
    const isLast = index === bands.length - 1;
    const upper = band.upToMiles === null || isLast ? Number.POSITIVE_INFINITY : band.upToMiles;
    if (miles <= lower) break;
    charge += (Math.min(miles, upper) - lower) * band.perMilePence;
    lower = upper;
  }
  return charge;
}

function appliesOnDay(surcharge: TimeSurcharge, date: string): boolean {
  return surcharge.days.length === 0 || surcharge.days.includes(dayOfWeek(date));
}

/**
 * Whether a window covers this wall-clock time. `from` is inclusive, `to` exclusive; from == to
 * means the whole day. A window that wraps midnight belongs to the day it starts on: a Friday
 * 22:00–06:00 window covers Friday 22:00–23:59 and Saturday 00:00–05:59, not Friday morning.
 */
export function surchargeApplies(surcharge: TimeSurcharge, at: LocalDateTime): boolean {
  const { fromMinute: from, toMinute: to } = surcharge;
  if (from === to) return appliesOnDay(surcharge, at.date);
  if (from < to) return at.minute >= from && at.minute < to && appliesOnDay(surcharge, at.date);
  if (at.minute >= from) return appliesOnDay(surcharge, at.date);
  if (at.minute < to) return appliesOnDay(surcharge, addDays(at.date, -1));
  return false;
}

/** The matching window with the highest percent (the first of equals), or null. */
export function selectSurcharge(surcharges: TimeSurcharge[], at: LocalDateTime): TimeSurcharge | null {
  let best: TimeSurcharge | null = null;
  for (const surcharge of surcharges) {
    if (surcharge.percent <= 0 || !surchargeApplies(surcharge, at)) continue;
    if (!best || surcharge.percent > best.percent) best = surcharge;
  }
  return best;
}

/**
 * The one surcharge a fare gets at this pickup time: surcharges do not stack, so of the matching
 * time-of-day windows and the date surcharges of the pickup's local day, the highest percent wins
 * (a window on equal percent). A date surcharge covers the whole day, 00:00 to 23:59.
 */
export function selectTariffSurcharge(tariff: Tariff, at: LocalDateTime): TimeSurcharge | DateSurcharge | null {
  const window = selectSurcharge(tariff.surcharges, at);
  const day = tariff.dateSurcharges.length > 0 ? tariffIndex(tariff).dateSurcharge(at.date) : undefined;
  return day && (!window || day.percent > window.percent) ? day : window;
}
