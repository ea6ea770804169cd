import { describe, it, expect } from 'vitest';
import { LIMITS } from '@kerbside/contract';
import { defaultMileageForm } from './mileage-defaults';
import {
  addStop,
  legCount,
  legField,
  pickAddress,
  prepareMileageForm,
  removeStop,
  setLegCount,
  setLegYesNo,
  setTripType,
  showsPickupFlight,
  showsReturnFlight,
  typeAddress,
  updateStop,
} from './mileage-updaters';

const base = () => ({ ...defaultMileageForm(new Date('2026-11-23T14:02:00Z')), luggages: 3, return_luggages: 2 });

describe('leg options', () => {
  it('maps an option to its field on each leg', () => {
    expect(legField('outbound', 'luggages')).toBe('luggages');
    expect(legField('return', 'luggages')).toBe('return_luggages');
    expect(legField('return', 'waiting_min')).toBe('return_waiting_min');
  });

  it('decreasing the return luggage changes return_luggages only (spec §5 defect fixed)', () => {
    const form = base();
    const next = setLegCount(form, 'return', 'luggages', legCount(form, 'return', 'luggages') - 1);
    expect(next.return_luggages).toBe(1);
    expect(next.luggages).toBe(3);
  });

  it('changing the outbound luggage leaves the return leg alone', () => {
    const next = setLegCount(base(), 'outbound', 'luggages', 5);
    expect(next.luggages).toBe(5);
    expect(next.return_luggages).toBe(2);
  });

  it('sets yes/no options per leg', () => {
    const next = setLegYesNo(base(), 'return', 'meet_and_greet', 'yes');
    expect(next.return_meet_and_greet).toBe('yes');
    expect(next.meet_and_greet).toBe('no');
  });
});

describe('addresses', () => {
  it('stores the picked place id and clears it when the text is edited', () => {
    const picked = pickAddress(base(), 'pickup', { id: 'airport:LHR', address: 'Heathrow Airport' });
    expect(picked).toMatchObject({ pickup: 'Heathrow Airport', pickup_place_id: 'airport:LHR' });
    const edited = typeAddress(picked, 'pickup', 'Heathrow Airpor');
    expect(edited.pickup).toBe('Heathrow Airpor');
    expect(edited.pickup_place_id).toBeUndefined();
  });

  it('shows flight numbers for airport or terminal addresses only', () => {
    const form = { ...base(), pickup: 'Gatwick Airport', dropoff: 'Heathrow Terminal 3' };
    expect(showsPickupFlight(form)).toBe(true);
    expect(showsReturnFlight(form)).toBe(false);
    expect(showsReturnFlight({ ...form, select_option: 'return' })).toBe(true);
    expect(showsPickupFlight({ ...form, pickup: 'Oxford' })).toBe(false);
  });
});

describe('setTripType', () => {
  it('fills a return time and copies the outbound party on first switch', () => {
    const form = { ...base(), passengers: 3, luggages: 2, return_luggages: 0 };
    const next = setTripType(form, 'return');
    expect(next).toMatchObject({
      select_option: 'return',
      return_date: '2026-11-23',
      return_hour: '4pm',
      return_min: '05',
      return_passengers: 3,
      return_luggages: 2,
    });
  });

  it('keeps return values already chosen', () => {
    const form = { ...base(), return_date: '2026-11-30', return_hour: '9am', return_min: '00', return_passengers: 1 };
    expect(setTripType(form, 'return')).toMatchObject({ return_date: '2026-11-30', return_passengers: 1, return_luggages: 2 });
  });

  it('switches back to one way without losing return values', () => {
    const next = setTripType(setTripType(base(), 'return'), 'one_way');
    expect(next.select_option).toBe('one_way');
    expect(next.return_date).toBe('2026-11-23');
  });
});

describe('stops', () => {
  it('adds up to the limit, updates and removes by index', () => {
    let form = base();
    for (let i = 0; i < LIMITS.stops.max + 2; i += 1) form = addStop(form);
    expect(form.stops).toHaveLength(LIMITS.stops.max);
    form = updateStop(form, 1, { street_name: 'Baker Street', number: '221B' });
    expect(form.stops[1]).toEqual({ street_name: 'Baker Street', number: '221B', postcode: '' });
    form = removeStop(form, 0);
    expect(form.stops[0]?.street_name).toBe('Baker Street');
    expect(form.stops).toHaveLength(LIMITS.stops.max - 1);
  });
});

describe('prepareMileageForm', () => {
  it('trims, drops blank stops and flight numbers that do not apply', () => {
    const form = {
      ...base(),
      pickup: '  Oxford ',
      dropoff: 'Heathrow Airport ',
      pickup_fight_number: 'BA123',
      return_fight_number: ' EZY8 ',
      select_option: 'return' as const,
      stops: [
        { street_name: '', number: '', postcode: '' },
        { street_name: ' High St', number: '2', postcode: '' },
      ],
    };
    const out = prepareMileageForm(form);
    expect(out).toMatchObject({ pickup: 'Oxford', dropoff: 'Heathrow Airport', pickup_fight_number: '', return_fight_number: 'EZY8' });
    expect(out.stops).toEqual([{ street_name: 'High St', number: '2', postcode: '' }]);
  });
});
