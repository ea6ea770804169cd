import { describe, it, expect } from 'vitest';
import { LIMITS } from '@kerbside/contract';
import { defaultMileageForm } from './mileage-defaults';
import {
  addStop,
  applyChange,
  copyPartyToReturn,
  legCount,
  legField,
  pickAddress,
  prepareMileageForm,
  removeStop,
  returnPartyMatches,
  setLegCount,
  setLegYesNo,
  setTripType,
  showsPickupFlight,
  showsReturnFlight,
  typeAddress,
  updateStop,
} from './mileage-updaters';

const base = () => ({ ...defaultMileageForm({ date: '2026-11-23', hour: '2pm', min: '05' }), luggages: 3, return_luggages: 2 });

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

describe('the return party (issue 9: the return leg kept 1 passenger when the outbound had 2)', () => {
  const fresh = () => defaultMileageForm({ date: '2026-11-23', hour: '2pm', min: '05' });
  const outbound = (option: Parameters<typeof setLegCount>[2], value: number) => (f: ReturnType<typeof fresh>) =>
    setLegCount(f, 'outbound', option, value);

  it('starts the return with the whole outbound party, seats and wheelchair included', () => {
    const party = { passengers: 2, luggages: 1, hand_luggages: 2, baby_seats: 1, wheel_chair: 'yes' as const };
    const form = { ...fresh(), ...party, meet_and_greet: 'yes' as const, waiting_min: 10 };
    const next = setTripType(form, 'return');
    expect(next).toMatchObject({
      return_passengers: 2,
      return_luggages: 1,
      return_hand_luggages: 2,
      return_baby_seats: 1,
      return_wheel_chair: 'yes',
      // Where each leg starts differs: meet and greet and waiting time are not copied.
      return_meet_and_greet: 'no',
      return_waiting_min: 0,
    });
    expect(returnPartyMatches(next)).toBe(true);
  });

  it('follows outbound changes made after Return was chosen while the party is the same', () => {
    let form = setTripType(fresh(), 'return');
    expect(form.return_passengers).toBe(1);
    form = applyChange(form, outbound('passengers', 2), returnPartyMatches(form));
    form = applyChange(form, outbound('booster_seats', 1), returnPartyMatches(form));
    expect(form).toMatchObject({ passengers: 2, return_passengers: 2, booster_seats: 1, return_booster_seats: 1 });
  });

  it('leaves the return alone once the visitor has given it its own party', () => {
    let form = setTripType({ ...fresh(), passengers: 2 }, 'return');
    form = applyChange(form, (f) => setLegCount(f, 'return', 'passengers', 1), false);
    expect(returnPartyMatches(form)).toBe(false);
    form = applyChange(form, outbound('passengers', 4), false);
    expect(form).toMatchObject({ passengers: 4, return_passengers: 1 });
    // Ticking "Same passengers and luggage" again copies the outbound party back.
    expect(copyPartyToReturn(form)).toMatchObject({ passengers: 4, return_passengers: 4 });
  });

  it('keeps return extras of its own while following the party', () => {
    let form = setTripType(fresh(), 'return');
    form = applyChange(form, (f) => setLegYesNo(f, 'return', 'meet_and_greet', 'yes'), true);
    form = applyChange(form, outbound('luggages', 3), true);
    expect(form).toMatchObject({ return_meet_and_greet: 'yes', meet_and_greet: 'no', return_luggages: 3 });
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
