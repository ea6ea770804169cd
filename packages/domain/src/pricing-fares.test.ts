import { describe, it, expect } from 'vitest';
import type { DateSurcharge, DistanceBand, TimeSurcharge } from './pricing-types.js';
import { bandedMileageCharge, selectSurcharge, selectTariffSurcharge, surchargeApplies } from './pricing-fares.js';
import { makeTariff } from './pricing-test-fixtures.js';

const bands: DistanceBand[] = [
  { upToMiles: 3, perMilePence: 300 },
  { upToMiles: 10, perMilePence: 200 },
  { upToMiles: null, perMilePence: 150 },
];

describe('bandedMileageCharge', () => {
  it('charges each band only for the miles inside it', () => {
    expect(bandedMileageCharge(bands, 0)).toBe(0);
    expect(bandedMileageCharge(bands, 2)).toBe(600);
    expect(bandedMileageCharge(bands, 3)).toBe(900);
    expect(bandedMileageCharge(bands, 5)).toBe(900 + 400);
    expect(bandedMileageCharge(bands, 10)).toBe(900 + 1400);
    expect(bandedMileageCharge(bands, 12.5)).toBe(900 + 1400 + 375);
  });

  it('keeps fractions of a penny for the caller to round once', () => {
    expect(bandedMileageCharge(bands, 3.01)).toBeCloseTo(902, 6);
  });

  it('charges miles past a closed last band at its rate', () => {
    expect(bandedMileageCharge([{ upToMiles: 3, perMilePence: 300 }], 5)).toBe(1500);
  });

  it('is 0 without bands', () => {
    expect(bandedMileageCharge([], 5)).toBe(0);
  });
});

const at = (date: string, hh: number, mm = 0) => ({ date, minute: hh * 60 + mm });
// 2026-11-27 is a Friday, 2026-11-28 a Saturday.
const night: TimeSurcharge = { label: 'Night surcharge', days: [], fromMinute: 22 * 60, toMinute: 6 * 60, percent: 20 };
const fridayNight: TimeSurcharge = { ...night, label: 'Friday night', days: [5], percent: 30 };
const weekendDay: TimeSurcharge = { label: 'Weekend', days: [0, 6], fromMinute: 8 * 60, toMinute: 20 * 60, percent: 10 };

describe('surchargeApplies', () => {
  it('covers from inclusive to exclusive', () => {
    expect(surchargeApplies(weekendDay, at('2026-11-28', 8))).toBe(true);
    expect(surchargeApplies(weekendDay, at('2026-11-28', 19, 59))).toBe(true);
    expect(surchargeApplies(weekendDay, at('2026-11-28', 20))).toBe(false);
    expect(surchargeApplies(weekendDay, at('2026-11-28', 7, 59))).toBe(false);
  });

  it('filters by weekday', () => {
    expect(surchargeApplies(weekendDay, at('2026-11-29', 12))).toBe(true);
    expect(surchargeApplies(weekendDay, at('2026-11-27', 12))).toBe(false);
  });

  it('wraps past midnight', () => {
    expect(surchargeApplies(night, at('2026-11-25', 22))).toBe(true);
    expect(surchargeApplies(night, at('2026-11-25', 23, 59))).toBe(true);
    expect(surchargeApplies(night, at('2026-11-25', 0))).toBe(true);
    expect(surchargeApplies(night, at('2026-11-25', 5, 59))).toBe(true);
    expect(surchargeApplies(night, at('2026-11-25', 6))).toBe(false);
    expect(surchargeApplies(night, at('2026-11-25', 21, 59))).toBe(false);
  });

  it('gives the hours after midnight to the previous day of a wrapping window', () => {
    expect(surchargeApplies(fridayNight, at('2026-11-27', 23))).toBe(true);
    expect(surchargeApplies(fridayNight, at('2026-11-28', 2))).toBe(true);
    expect(surchargeApplies(fridayNight, at('2026-11-27', 2))).toBe(false);
    expect(surchargeApplies(fridayNight, at('2026-11-28', 23))).toBe(false);
  });

  it('treats from == to as the whole day', () => {
    const sunday: TimeSurcharge = { label: 'Sunday', days: [0], fromMinute: 0, toMinute: 0, percent: 5 };
    expect(surchargeApplies(sunday, at('2026-11-29', 0))).toBe(true);
    expect(surchargeApplies(sunday, at('2026-11-29', 23, 59))).toBe(true);
    expect(surchargeApplies(sunday, at('2026-11-30', 0))).toBe(false);
  });
});

describe('selectSurcharge', () => {
  it('takes the highest percent of the matching windows', () => {
    expect(selectSurcharge([night, fridayNight], at('2026-11-28', 1))).toBe(fridayNight);
    expect(selectSurcharge([fridayNight, night], at('2026-11-26', 1))).toBe(night);
    expect(selectSurcharge([night, weekendDay], at('2026-11-28', 12))).toBe(weekendDay);
  });

  it('returns null when no window matches', () => {
    expect(selectSurcharge([night, weekendDay], at('2026-11-25', 12))).toBeNull();
    expect(selectSurcharge([], at('2026-11-25', 12))).toBeNull();
  });
});

describe('selectTariffSurcharge', () => {
  const christmas: DateSurcharge = { label: 'Christmas Day', dates: ['2026-12-25', '2027-12-25'], percent: 50 };
  const bankHoliday: DateSurcharge = { label: 'Bank holiday', dates: ['2026-12-25', '2026-12-28'], percent: 25 };
  const tariff = makeTariff({ surcharges: [night, fridayNight], dateSurcharges: [bankHoliday, christmas] });

  it('applies a date surcharge for the whole local day', () => {
    expect(selectTariffSurcharge(tariff, at('2026-12-28', 0))).toBe(bankHoliday);
    expect(selectTariffSurcharge(tariff, at('2026-12-28', 12))).toBe(bankHoliday);
    expect(selectTariffSurcharge(tariff, at('2026-12-28', 21, 59))).toBe(bankHoliday);
    expect(selectTariffSurcharge(tariff, at('2026-12-29', 12))).toBeNull();
  });

  it('takes the highest percent of date surcharges and time windows, never both', () => {
    // Christmas Day 2026 is a Friday: night 20%, Friday night 30%, bank holiday 25%, Christmas 50%.
    expect(selectTariffSurcharge(tariff, at('2026-12-25', 23))).toBe(christmas);
    // Monday 28 December at 23:00: bank holiday 25% beats night 20%.
    expect(selectTariffSurcharge(tariff, at('2026-12-28', 23))).toBe(bankHoliday);
    // Saturday 2 January 2027 at 01:00: Friday night 30%, no date surcharge.
    expect(selectTariffSurcharge(tariff, at('2027-01-02', 1))).toBe(fridayNight);
    const strongNight = makeTariff({ surcharges: [{ ...night, percent: 40 }], dateSurcharges: [bankHoliday] });
    expect(selectTariffSurcharge(strongNight, at('2026-12-28', 23))?.percent).toBe(40);
  });

  it('keeps the time window on equal percent and ignores 0 %', () => {
    const equal = makeTariff({ surcharges: [night], dateSurcharges: [{ ...bankHoliday, percent: 20 }] });
    expect(selectTariffSurcharge(equal, at('2026-12-28', 23))).toBe(equal.surcharges[0]);
    expect(selectTariffSurcharge(equal, at('2026-12-28', 12))).toBe(equal.dateSurcharges[0]);
    const off = makeTariff({ dateSurcharges: [{ ...bankHoliday, percent: 0 }] });
    expect(selectTariffSurcharge(off, at('2026-12-28', 12))).toBeNull();
  });
});
