import { describe, expect, it } from 'vitest';
import { AMEND_ERRORS, amendableLegs, changeLeg, hasChanges, startingChanges, validateChanges } from './amend-draft';
import { AMENDABLE, managedBooking, managedLeg } from './managed-booking-fixture';

const returnLeg = managedLeg({ leg: 'return', pick_up_at: '2026-12-06T18:00:00.000Z', amendable: { ...AMENDABLE, pickup_date: '2026-12-06', pickup_hour: '6pm', pickup_min: '00' } });

describe('the amend form', () => {
  it('starts from the legs as booked and offers only those still to come', () => {
    const booking = managedBooking({ legs: [managedLeg(), returnLeg] });
    expect(startingChanges(booking)).toEqual({ outbound: AMENDABLE, return: returnLeg.amendable });
    expect(amendableLegs(booking).map((leg) => leg.leg)).toEqual(['outbound', 'return']);
    expect(startingChanges(managedBooking({ legs: [managedLeg()] })).return).toBeNull();
  });

  it('sends a leg that has already started as it was booked, in London time', () => {
    const started = managedLeg({ status: 'on_the_way', amendable: null, pick_up_at: '2026-12-04T09:30:00.000Z', passengers: 2, luggage: 3, flight_no: 'BA 117' });
    const booking = managedBooking({ legs: [started, returnLeg] });
    expect(amendableLegs(booking).map((leg) => leg.leg)).toEqual(['return']);
    expect(startingChanges(booking).outbound).toMatchObject({ pickup_date: '2026-12-04', pickup_hour: '9am', pickup_min: '30', passengers: 2, luggages: 3, flight_no: 'BA 117' });
    // British Summer Time: 13:05 UTC is 14:05 in London.
    const summer = managedLeg({ amendable: null, pick_up_at: '2027-07-01T13:05:00.000Z' });
    expect(startingChanges(managedBooking({ legs: [summer] })).outbound).toMatchObject({ pickup_date: '2027-07-01', pickup_hour: '2pm', pickup_min: '05' });
  });

  it('changes one leg at a time and knows when nothing has changed', () => {
    const booking = managedBooking({ legs: [managedLeg(), returnLeg] });
    const start = startingChanges(booking);
    expect(hasChanges(start, booking)).toBe(false);
    const more = changeLeg(start, 'return', { passengers: 3 });
    expect(more.return?.passengers).toBe(3);
    expect(more.outbound).toBe(start.outbound);
    expect(hasChanges(more, booking)).toBe(true);
    expect(hasChanges(changeLeg(more, 'return', { passengers: 1 }), booking)).toBe(false);
    expect(changeLeg(startingChanges(managedBooking({ legs: [managedLeg()] })), 'return', { passengers: 3 }).return).toBeNull();
  });

  it('refuses a missing or past date for the legs it shows', () => {
    const booking = managedBooking({ legs: [managedLeg(), returnLeg] });
    const start = startingChanges(booking);
    expect(validateChanges(start, ['outbound', 'return'], '2026-12-01')).toEqual({});
    expect(validateChanges(changeLeg(start, 'outbound', { pickup_date: '' }), ['outbound', 'return'], '2026-12-01')).toEqual({ outbound: AMEND_ERRORS.dateMissing });
    expect(validateChanges(changeLeg(start, 'return', { pickup_date: '2026-11-30' }), ['outbound', 'return'], '2026-12-01')).toEqual({ return: AMEND_ERRORS.datePast });
    // A leg the form does not show is not checked.
    expect(validateChanges(changeLeg(start, 'outbound', { pickup_date: '2026-11-30' }), ['return'], '2026-12-01')).toEqual({});
  });
});
