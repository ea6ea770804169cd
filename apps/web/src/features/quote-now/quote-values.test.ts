import { describe, expect, it } from 'vitest';
import type { BookingFormInput } from '@kerbside/contract';
import { defaultQuoteValues, hour12ToTime24, prefillQuoteValues, WHEELCHAIR_COMMENT } from './quote-values';

// 10:02 BST on 15 July 2026.
const NOW = new Date('2026-07-15T09:02:00Z');

const saved = (over: Partial<BookingFormInput> = {}): Partial<BookingFormInput> => ({
  pickup: ' Heathrow Airport Terminal 5 ',
  dropoff: 'Oxford',
  pickup_date: '2026-07-20',
  pickup_hour: '3pm',
  pickup_min: '05',
  passengers: 3,
  luggages: 2,
  ...over,
});

describe('hour12ToTime24', () => {
  it.each([
    ['12am', '00', '00:00'],
    ['12am', '30', '00:30'],
    ['1am', '5', '01:05'],
    ['11am', '55', '11:55'],
    ['12pm', '00', '12:00'],
    ['3pm', '05', '15:05'],
    ['11pm', '45', '23:45'],
    ['03 PM', '10', '15:10'],
  ])('%s and %s give %s', (hour, minute, expected) => {
    expect(hour12ToTime24(hour, minute)).toBe(expected);
  });

  it.each([
    ['13pm', '00'],
    ['0am', '00'],
    ['15', '00'],
    ['', '00'],
    ['3pm', ''],
    ['3pm', '60'],
    ['3pm', 'xx'],
  ])('rejects %s and %s', (hour, minute) => {
    expect(hour12ToTime24(hour, minute)).toBeNull();
  });
});

describe('defaultQuoteValues', () => {
  it('starts empty with today, now rounded up to 5 minutes in London, 1 passenger and no luggage', () => {
    expect(defaultQuoteValues(NOW)).toEqual({
      pickup: '',
      dropoff: '',
      date: '2026-07-15',
      time: '10:05',
      email: '',
      phone: '',
      luggages: 0,
      passengers: 1,
      name: '',
      comments: '',
    });
  });

  it('rolls over to tomorrow just before midnight', () => {
    const v = defaultQuoteValues(new Date('2026-12-31T23:58:00Z'));
    expect([v.date, v.time]).toEqual(['2027-01-01', '00:00']);
  });
});

describe('prefillQuoteValues', () => {
  it('takes the journey from the saved booking form', () => {
    const v = prefillQuoteValues(saved(), NOW);
    expect(v).toMatchObject({
      pickup: 'Heathrow Airport Terminal 5',
      dropoff: 'Oxford',
      date: '2026-07-20',
      time: '15:05',
      passengers: 3,
      luggages: 2,
      email: '',
      phone: '',
    });
  });

  it('tells the office a wheelchair was asked for, on either leg of a return; nothing otherwise', () => {
    expect(prefillQuoteValues(saved({ wheel_chair: 'yes' }), NOW).comments).toBe(WHEELCHAIR_COMMENT);
    expect(prefillQuoteValues(saved({ select_option: 'return', return_wheel_chair: 'yes' }), NOW).comments).toBe(WHEELCHAIR_COMMENT);
    expect(prefillQuoteValues(saved({ wheel_chair: 'no' }), NOW).comments).toBe('');
  });

  it('reads 12am as midnight', () => {
    expect(prefillQuoteValues(saved({ pickup_hour: '12am', pickup_min: '15' }), NOW).time).toBe('00:15');
  });

  it('falls back to the defaults without a saved form', () => {
    expect(prefillQuoteValues(null, NOW)).toEqual(defaultQuoteValues(NOW));
  });

  it('replaces a past date with today and keeps the saved time', () => {
    const v = prefillQuoteValues(saved({ pickup_date: '2026-07-01' }), NOW);
    expect([v.date, v.time]).toEqual(['2026-07-15', '15:05']);
  });

  it('uses the default time when the saved hour is unreadable', () => {
    expect(prefillQuoteValues(saved({ pickup_hour: 'noon' }), NOW).time).toBe('10:05');
  });

  it('brings counts inside the quote limits', () => {
    const v = prefillQuoteValues(saved({ passengers: 0, luggages: 40 }), NOW);
    expect([v.passengers, v.luggages]).toEqual([1, 20]);
  });

  it('ignores fields of the wrong type', () => {
    const junk = { pickup: 42, pickup_date: null, passengers: '3' } as unknown as Partial<BookingFormInput>;
    expect(prefillQuoteValues(junk, NOW)).toEqual(defaultQuoteValues(NOW));
  });
});
