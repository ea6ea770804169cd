import { describe, it, expect } from 'vitest';
import { MILEAGE_EXTRAS, currencySymbol, extraPriceText, formatMoney, graceHoursText, telHref, visibleExtras } from './extras';

describe('visibleExtras', () => {
  it('keeps extras whose setting is above zero, with the amount, and the wheelchair always, at 0', () => {
    const shown = visibleExtras(MILEAGE_EXTRAS, {
      MEET_AND_GREET: '15',
      BABY_PRICE_PER_SEAT: '7.5',
      PRICE_PER_FIVE_WAITING_MIN: 'abc',
    });
    expect(shown.map((e) => [e.extra.option, e.amount])).toEqual([
      ['meet_and_greet', 15],
      ['wheel_chair', 0],
      ['baby_seats', 7.5],
    ]);
  });

  it('never prices the wheelchair, whatever a WHEEL_CHAIR setting says', () => {
    const [wheelchair] = visibleExtras(MILEAGE_EXTRAS, { WHEEL_CHAIR: '10' });
    expect(wheelchair).toMatchObject({ extra: { option: 'wheel_chair' }, amount: 0 });
    expect(extraPriceText(wheelchair!.extra, wheelchair!.amount, '£')).toBe('never charged');
  });
});

describe('prices', () => {
  it('formats whole and part pounds', () => {
    expect(formatMoney(10, '£')).toBe('£10');
    expect(formatMoney(2.5, '£')).toBe('£2.50');
  });

  it('says what the price is per', () => {
    const waiting = MILEAGE_EXTRAS.find((e) => e.option === 'waiting_min');
    const meet = MILEAGE_EXTRAS.find((e) => e.option === 'meet_and_greet');
    expect(waiting && extraPriceText(waiting, 1.5, '£')).toBe('£1.50 per 5 min');
    expect(meet && extraPriceText(meet, 15, '€')).toBe('€15');
  });

  it('defaults the currency to £', () => {
    expect(currencySymbol({})).toBe('£');
    expect(currencySymbol({ CURRENCY: '€' })).toBe('€');
  });
});

describe('graceHoursText', () => {
  it('turns GRACE_TIME minutes into hours', () => {
    expect(graceHoursText({ GRACE_TIME: '120' })).toBe('2 hours');
    expect(graceHoursText({ GRACE_TIME: '60' })).toBe('1 hour');
    expect(graceHoursText({ GRACE_TIME: '90' })).toBe('1.5 hours');
    expect(graceHoursText({})).toBeNull();
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('+44 (0)20 7946 0000')).toBe('tel:+442079460000');
    expect(telHref('020 7946 0000')).toBe('tel:02079460000');
  });
});
