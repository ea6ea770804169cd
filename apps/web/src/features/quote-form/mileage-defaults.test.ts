import { describe, it, expect } from 'vitest';
import { defaultMileageForm, defaultReturnTime, londonPickupDefault, restoreMileageForm } from './mileage-defaults';

// 14:02 UTC on 23 Nov 2026 is 14:02 in London (GMT); 12:02 UTC on 1 Jul 2026 is 13:02 BST.
const winter = new Date('2026-11-23T14:02:00Z');
const summer = new Date('2026-07-01T12:02:00Z');

describe('londonPickupDefault', () => {
  it('rounds now up to 5 minutes in London time', () => {
    expect(londonPickupDefault(winter)).toEqual({ date: '2026-11-23', hour: '2pm', min: '05' });
    expect(londonPickupDefault(summer)).toEqual({ date: '2026-07-01', hour: '1pm', min: '05' });
  });

  it('rolls past midnight into tomorrow as 12am', () => {
    expect(londonPickupDefault(new Date('2026-11-23T23:58:00Z'))).toEqual({
      date: '2026-11-24',
      hour: '12am',
      min: '00',
    });
  });

  it('keeps a time already on a 5-minute mark', () => {
    expect(londonPickupDefault(new Date('2026-11-23T09:30:00Z'))).toEqual({ date: '2026-11-23', hour: '9am', min: '30' });
  });
});

describe('defaultReturnTime', () => {
  it('is two hours after the pickup, crossing midnight when needed', () => {
    expect(defaultReturnTime({ date: '2026-11-23', hour: '3pm', min: '05' })).toEqual({
      date: '2026-11-23',
      hour: '5pm',
      min: '05',
    });
    expect(defaultReturnTime({ date: '2026-11-23', hour: '11pm', min: '30' })).toEqual({
      date: '2026-11-24',
      hour: '1am',
      min: '30',
    });
  });
});

describe('defaultMileageForm', () => {
  it('is a one-way trip for one passenger leaving now', () => {
    const form = defaultMileageForm(winter);
    expect(form).toMatchObject({
      select_option: 'one_way',
      pickup_date: '2026-11-23',
      pickup_hour: '2pm',
      pickup_min: '05',
      passengers: 1,
      return_luggages: 0,
      stops: [],
    });
  });
});

describe('restoreMileageForm', () => {
  it('returns defaults for nothing or junk', () => {
    expect(restoreMileageForm(null, winter)).toEqual(defaultMileageForm(winter));
    expect(restoreMileageForm('x', winter)).toEqual(defaultMileageForm(winter));
  });

  it('keeps valid stored values and clamps counts', () => {
    const form = restoreMileageForm(
      {
        pickup: 'Heathrow Terminal 5',
        pickup_place_id: 'airport:LHR-T5',
        dropoff: 'Oxford',
        pickup_date: '2026-12-01',
        pickup_hour: '3pm',
        pickup_min: '15',
        passengers: 99,
        return_luggages: 4,
        waiting_min: 13,
        meet_and_greet: 'yes',
        stops: [{ street_name: 'High St', number: '5', postcode: 'OX1 1AA' }, null],
      },
      winter,
    );
    expect(form).toMatchObject({
      pickup: 'Heathrow Terminal 5',
      pickup_place_id: 'airport:LHR-T5',
      pickup_date: '2026-12-01',
      pickup_hour: '3pm',
      pickup_min: '15',
      passengers: 50,
      return_luggages: 4,
      waiting_min: 15,
      meet_and_greet: 'yes',
    });
    expect(form.stops).toEqual([
      { street_name: 'High St', number: '5', postcode: 'OX1 1AA' },
      { street_name: '', number: '', postcode: '' },
    ]);
  });

  it('replaces a pickup date that has passed with now', () => {
    const form = restoreMileageForm({ pickup_date: '2026-11-01', pickup_hour: '3pm', pickup_min: '15' }, winter);
    expect(form).toMatchObject({ pickup_date: '2026-11-23', pickup_hour: '2pm', pickup_min: '05' });
  });

  it('gives a stored return trip a return time if its own has gone', () => {
    const form = restoreMileageForm(
      { select_option: 'return', pickup_date: '2026-12-01', pickup_hour: '3pm', pickup_min: '00', return_date: '2026-11-02' },
      winter,
    );
    expect(form).toMatchObject({ return_date: '2026-12-01', return_hour: '5pm', return_min: '00' });
  });
});
