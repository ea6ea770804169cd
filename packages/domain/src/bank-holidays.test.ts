import { describe, it, expect } from 'vitest';
import { ENGLAND_AND_WALES_BANK_HOLIDAYS, easterSunday, englandAndWalesBankHolidays } from './bank-holidays.js';
import { dayOfWeek, isValidIsoDate } from './london-time.js';

const datesOf = (year: number) => englandAndWalesBankHolidays(year).map((holiday) => holiday.date);

describe('easterSunday', () => {
  it('matches the published Easter dates', () => {
    const known: Record<number, string> = {
      2019: '2019-04-21', // late
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2029: '2029-04-01',
      2030: '2030-04-21',
      2038: '2038-04-25', // the latest possible date
      2285: '2285-03-22', // the earliest possible date
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year)), year).toBe(date);
  });
});

describe('englandAndWalesBankHolidays', () => {
  // GOV.UK's published lists (www.gov.uk/bank-holidays).
  it('gives 2025 as published', () => {
    expect(englandAndWalesBankHolidays(2025)).toEqual([
      { date: '2025-01-01', name: "New Year's Day" },
      { date: '2025-04-18', name: 'Good Friday' },
      { date: '2025-04-21', name: 'Easter Monday' },
      { date: '2025-05-05', name: 'Early May bank holiday' },
      { date: '2025-05-26', name: 'Spring bank holiday' },
      { date: '2025-08-25', name: 'Summer bank holiday' },
      { date: '2025-12-25', name: 'Christmas Day' },
      { date: '2025-12-26', name: 'Boxing Day' },
    ]);
  });

  it('gives 2026 with the Boxing Day substitute on Monday 28 December', () => {
    expect(datesOf(2026)).toEqual([
      '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
    ]);
    expect(englandAndWalesBankHolidays(2026).at(-1)).toEqual({ date: '2026-12-28', name: 'Boxing Day (substitute day)' });
  });

  it('gives 2027 with Christmas on Saturday: substitutes on Monday 27 and Tuesday 28', () => {
    expect(englandAndWalesBankHolidays(2027)).toEqual([
      { date: '2027-01-01', name: "New Year's Day" },
      { date: '2027-03-26', name: 'Good Friday' },
      { date: '2027-03-29', name: 'Easter Monday' },
      { date: '2027-05-03', name: 'Early May bank holiday' },
      { date: '2027-05-31', name: 'Spring bank holiday' },
      { date: '2027-08-30', name: 'Summer bank holiday' },
      { date: '2027-12-27', name: 'Christmas Day (substitute day)' },
      { date: '2027-12-28', name: 'Boxing Day (substitute day)' },
    ]);
  });

  it("moves a Saturday New Year's Day to Monday 3 January (2028) and a Sunday one to Monday 2 (2023)", () => {
    expect(englandAndWalesBankHolidays(2028)[0]).toEqual({ date: '2028-01-03', name: "New Year's Day (substitute day)" });
    expect(datesOf(2023)[0]).toBe('2023-01-02');
  });

  it('keeps Boxing Day on Monday 26 and moves a Sunday Christmas to Tuesday 27 (2022, 2033)', () => {
    expect(datesOf(2022).slice(-2)).toEqual(['2022-12-26', '2022-12-27']);
    expect(englandAndWalesBankHolidays(2033).slice(-2)).toEqual([
      { date: '2033-12-26', name: 'Boxing Day' },
      { date: '2033-12-27', name: 'Christmas Day (substitute day)' },
    ]);
  });

  it('gives 2028 to 2030 from the rules', () => {
    expect(datesOf(2028)).toEqual([
      '2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26',
    ]);
    expect(datesOf(2029)).toEqual([
      '2029-01-01', '2029-03-30', '2029-04-02', '2029-05-07', '2029-05-28', '2029-08-27', '2029-12-25', '2029-12-26',
    ]);
    expect(datesOf(2030)).toEqual([
      '2030-01-01', '2030-04-19', '2030-04-22', '2030-05-06', '2030-05-27', '2030-08-26', '2030-12-25', '2030-12-26',
    ]);
  });
});

describe('ENGLAND_AND_WALES_BANK_HOLIDAYS', () => {
  it('lists 2025 to 2030: eight a year, weekdays only, in order, no repeats', () => {
    const dates = ENGLAND_AND_WALES_BANK_HOLIDAYS.map((holiday) => holiday.date);
    expect(dates).toHaveLength(48);
    expect(dates[0]).toBe('2025-01-01');
    expect(dates.at(-1)).toBe('2030-12-26');
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const date of dates) {
      expect(isValidIsoDate(date), date).toBe(true);
      expect([0, 6], date).not.toContain(dayOfWeek(date));
    }
    expect(dates).toEqual(expect.arrayContaining(['2025-04-18', '2025-04-21', '2026-12-28', '2027-12-27', '2027-12-28']));
  });
});
