import { describe, expect, it } from 'vitest';
import type { AmendLeg } from '@kerbside/contract';
import { offeredExtras } from './amend-choices';

const leg: AmendLeg = {
  pickup_date: '2026-12-03', pickup_hour: '10am', pickup_min: '30', flight_no: '', passengers: 2, luggages: 1, hand_luggages: 1,
  meet_and_greet: 'no', baby_seats: 0, booster_seats: 0, wheel_chair: 'no', special_luggage: 0, waiting_min: 0,
};
const offered = (settings: Record<string, string>, changes: Partial<AmendLeg> = {}) =>
  offeredExtras(settings, { ...leg, ...changes }).map(({ extra, price }) => [extra.option, price]);

describe('offeredExtras', () => {
  it('offers what the company charges for, with its price', () => {
    expect(offered({ MEET_AND_GREET: '15', BABY_PRICE_PER_SEAT: '7.5', PRICE_PER_FIVE_WAITING_MIN: '0' })).toEqual([
      ['meet_and_greet', '£15'],
      ['wheel_chair', 'never charged'],
      ['baby_seats', '£7.50 each'],
    ]);
  });

  it('offers the wheelchair always, never charged, whatever a WHEEL_CHAIR setting says', () => {
    expect(offered({})).toEqual([['wheel_chair', 'never charged']]);
    expect(offered({ WHEEL_CHAIR: '10' })).toEqual([['wheel_chair', 'never charged']]);
  });

  it('keeps an extra the booking has but the company no longer charges for, without a price', () => {
    expect(offered({}, { baby_seats: 1 })).toEqual([
      ['wheel_chair', 'never charged'],
      ['baby_seats', null],
    ]);
  });
});
