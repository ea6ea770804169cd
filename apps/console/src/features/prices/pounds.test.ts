import { describe, expect, it } from 'vitest';
import { datesOfText, minuteToTime, numberText, penceToPoundsText, poundsTextToPence, timeToMinute } from './pounds';

describe('pounds typed on the Prices page', () => {
  it('turns pounds text into whole pence by its digits, with no float drift', () => {
    expect(poundsTextToPence('2.40')).toBe(240);
    expect(poundsTextToPence('2.4')).toBe(240);
    expect(poundsTextToPence('2')).toBe(200);
    expect(poundsTextToPence('2.')).toBe(200);
    expect(poundsTextToPence('.5')).toBe(50);
    expect(poundsTextToPence('0.29')).toBe(29); // 0.29 * 100 is 28.999… in floats
    expect(poundsTextToPence(' £ 1,200.50 ')).toBe(120_050);
    expect(poundsTextToPence('£0')).toBe(0);
    expect(poundsTextToPence('-3')).toBe(-300);
    expect(poundsTextToPence('-0')).toBe(0);
  });

  it('gives NaN for what is no amount, so the tariff rules refuse it rather than store 0', () => {
    for (const typed of ['', ' ', 'abc', '2.405', '2,40', '1e3', '0x10', '£', '-', '.', '12.3.4']) {
      expect(poundsTextToPence(typed), typed).toBeNaN();
    }
  });

  it('shows pence as pounds with two decimals', () => {
    expect(penceToPoundsText(240)).toBe('2.40');
    expect(penceToPoundsText(5)).toBe('0.05');
    expect(penceToPoundsText(0)).toBe('0.00');
    expect(penceToPoundsText(120_050)).toBe('1200.50');
    expect(penceToPoundsText(-150)).toBe('-1.50');
  });

  it('round-trips every amount up to £100 exactly', () => {
    const drifted = Array.from({ length: 10_001 }, (_, pence) => pence).filter((pence) => poundsTextToPence(penceToPoundsText(pence)) !== pence);
    expect(drifted).toEqual([]);
  });
});

describe('percentages, miles, times and dates typed on the Prices page', () => {
  it('reads plain decimals and a trailing %', () => {
    expect(numberText('12')).toBe(12);
    expect(numberText(' 12.5 ')).toBe(12.5);
    expect(numberText('15%')).toBe(15);
    expect(numberText('')).toBeNaN();
    expect(numberText('ten')).toBeNaN();
  });

  it('turns minutes after midnight into a time of day and back; the end of the day is midnight', () => {
    expect(minuteToTime(1320)).toBe('22:00');
    expect(minuteToTime(365)).toBe('06:05');
    expect(minuteToTime(1440)).toBe('00:00');
    expect(timeToMinute('22:00')).toBe(1320);
    expect(timeToMinute('6:05')).toBe(365);
    expect(timeToMinute('24:00')).toBeNaN();
    expect(timeToMinute('')).toBeNaN();
  });

  it('splits dates typed one a line or with commas, and reads British dates as ISO ones', () => {
    expect(datesOfText('2026-12-25\n26/12/2026, 1/1/2027\n\n')).toEqual(['2026-12-25', '2026-12-26', '2027-01-01']);
    expect(datesOfText('  ')).toEqual([]);
  });
});
