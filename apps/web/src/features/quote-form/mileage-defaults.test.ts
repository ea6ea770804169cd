import { describe, it, expect } from 'vitest';
import { defaultMileageForm, defaultReturnTime, restoreMileageForm } from './mileage-defaults';
import { firstBookableSlot } from './pickup-slot';

// 14:02 UTC on 23 Nov 2026 is 14:02 in London (GMT): with a 2-hour grace time the first bookable
// slot is 16:05.
const slot = firstBookableSlot(new Date('2026-11-23T14:02:00Z'), 120);

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
  it('is a one-way trip for one passenger at the first bookable slot', () => {
    expect(slot).toEqual({ date: '2026-11-23', hour: '4pm', min: '05' });
    expect(defaultMileageForm(slot)).toMatchObject({
      select_option: 'one_way',
      pickup_date: '2026-11-23',
      pickup_hour: '4pm',
      pickup_min: '05',
      passengers: 1,
      return_luggages: 0,
      stops: [],
    });
  });
});

describe('restoreMileageForm', () => {
  it('returns defaults for nothing or junk', () => {
    expect(restoreMileageForm(null, slot)).toEqual(defaultMileageForm(slot));
    expect(restoreMileageForm('x', slot)).toEqual(defaultMileageForm(slot));
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
        assistance_dog: 'yes',
        stops: [{ street_name: 'High St', number: '5', postcode: 'OX1 1AA' }, null],
      },
      slot,
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
      assistance_dog: 'yes',
    });
    expect(restoreMileageForm({ assistance_dog: 'maybe' }, slot).assistance_dog).toBe('no');
    expect(form.stops).toEqual([
      { street_name: 'High St', number: '5', postcode: 'OX1 1AA' },
      { street_name: '', number: '', postcode: '' },
    ]);
  });

  it('moves a pickup from an earlier visit that is now past forward to the first slot, keeping the rest', () => {
    const stored = { pickup: 'Oxford', dropoff: 'Heathrow Airport', passengers: 3, pickup_date: '2026-11-01', pickup_hour: '3pm', pickup_min: '15' };
    expect(restoreMileageForm(stored, slot)).toMatchObject({ ...stored, pickup_date: '2026-11-23', pickup_hour: '4pm', pickup_min: '05' });
  });

  it('moves a pickup later today but inside the grace time too (an untouched default of a few minutes ago)', () => {
    const form = restoreMileageForm({ pickup_date: '2026-11-23', pickup_hour: '4pm', pickup_min: '00' }, slot);
    expect(form).toMatchObject({ pickup_date: '2026-11-23', pickup_hour: '4pm', pickup_min: '05' });
    // The slot itself and anything later stays.
    expect(restoreMileageForm({ pickup_date: '2026-11-23', pickup_hour: '4pm', pickup_min: '05' }, slot)).toMatchObject({ pickup_min: '05' });
    expect(restoreMileageForm({ pickup_date: '2026-11-23', pickup_hour: '9pm', pickup_min: '30' }, slot)).toMatchObject({ pickup_hour: '9pm' });
  });

  it('treats a pickup that is not a time as the first slot', () => {
    const form = restoreMileageForm({ pickup_date: '2026-12-01', pickup_hour: '25pm', pickup_min: '00' }, slot);
    expect(form).toMatchObject({ pickup_date: '2026-11-23', pickup_hour: '4pm', pickup_min: '05' });
  });

  it('gives a stored return trip a return two hours after its pickup if its own is no longer after it', () => {
    const form = restoreMileageForm(
      { select_option: 'return', pickup_date: '2026-12-01', pickup_hour: '3pm', pickup_min: '00', return_date: '2026-11-02' },
      slot,
    );
    expect(form).toMatchObject({ return_date: '2026-12-01', return_hour: '5pm', return_min: '00' });
    const moved = restoreMileageForm(
      {
        select_option: 'return',
        pickup_date: '2026-11-20',
        pickup_hour: '3pm',
        pickup_min: '00',
        return_date: '2026-11-23',
        return_hour: '4pm',
        return_min: '00',
      },
      slot,
    );
    expect(moved).toMatchObject({ pickup_hour: '4pm', pickup_min: '05' });
    expect(moved).toMatchObject({ return_date: '2026-11-23', return_hour: '6pm', return_min: '05' });
  });

  it('keeps a return that is still after the pickup', () => {
    const form = restoreMileageForm(
      {
        select_option: 'return',
        pickup_date: '2026-12-01',
        pickup_hour: '3pm',
        pickup_min: '00',
        return_date: '2026-12-01',
        return_hour: '3pm',
        return_min: '05',
      },
      slot,
    );
    expect(form).toMatchObject({ return_date: '2026-12-01', return_hour: '3pm', return_min: '05' });
  });
});
