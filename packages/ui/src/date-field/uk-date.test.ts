import { describe, expect, it } from 'vitest';
import { readUkDate, ukDateText } from './uk-date';

describe('a date as a UK office writes it', () => {
  it('shows an ISO date day first, and leaves anything else as it is', () => {
    expect(ukDateText('2026-11-28')).toBe('28/11/2026');
    expect(ukDateText('2027-02-01')).toBe('01/02/2027');
    expect(ukDateText('')).toBe('');
    expect(ukDateText('28/11')).toBe('28/11');
  });

  it('reads day, month and year in that order, however they are split', () => {
    for (const typed of ['28/11/2026', '28.11.2026', '28-11-2026', '28 11 2026', '28/11/26', ' 28/11/2026 ', '28112026', '2026-11-28']) {
      expect(readUkDate(typed), typed).toBe('2026-11-28');
    }
    expect(readUkDate('1/2/2027')).toBe('2027-02-01');
    expect(readUkDate('')).toBe('');
    expect(readUkDate('   ')).toBe('');
  });

  it('refuses what is no date: month first past 12, a day the month lacks, partial or stray text', () => {
    for (const typed of ['11/28/2026', '31/02/2026', '29/02/2027', '28/11', '28/11/202', 'tomorrow', '28/11/2026x', '0/11/2026', '28/0/2026', '123/1/2026']) {
      expect(readUkDate(typed), typed).toBeNull();
    }
    expect(readUkDate('29/02/2028')).toBe('2028-02-29');
  });
});
