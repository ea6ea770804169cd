/** The amend form's values: where they start, what the passenger may pick, and their checks (pure). */
import type { AmendLeg, ManagedBooking, ManagedLeg } from '@kerbside/contract';
import { hour24ToHour12, isValidIsoDate, utcToLondonLocal } from '@kerbside/domain';
import type { AmendChanges } from './manage-booking-api';

export type AmendLegName = 'outbound' | 'return';
export type AmendErrors = Partial<Record<AmendLegName, string>>;

export const AMEND_ERRORS = {
  dateMissing: 'Choose a pickup date',
  datePast: 'The pickup date cannot be in the past',
} as const;

/**
 * A leg that can no longer change (it has started or finished) as it was booked: the request
 * carries both legs, and the server keeps such a leg as it is.
 */
function asBooked(leg: ManagedLeg): AmendLeg {
  const at = utcToLondonLocal(new Date(leg.pick_up_at));
  return {
    pickup_date: at.date,
    pickup_hour: hour24ToHour12(Math.floor(at.minute / 60)),
    pickup_min: String(at.minute % 60).padStart(2, '0'),
    flight_no: leg.flight_no ?? '',
    passengers: Math.max(1, leg.passengers),
    luggages: leg.luggage,
    hand_luggages: leg.hand_luggage,
    meet_and_greet: 'no',
    baby_seats: 0,
    booster_seats: 0,
    wheel_chair: 'no',
    special_luggage: 0,
    waiting_min: 0,
  };
}

/** The legs the form offers (those still to come), in the booking's order. */
export const amendableLegs = (booking: ManagedBooking): (ManagedLeg & { amendable: AmendLeg })[] =>
  booking.legs.filter((leg): leg is ManagedLeg & { amendable: AmendLeg } => leg.amendable !== null);

/** The form's start: the booking as it is now. */
export function startingChanges(booking: ManagedBooking): AmendChanges {
  const outbound = booking.legs.find((leg) => leg.leg === 'outbound');
  const back = booking.legs.find((leg) => leg.leg === 'return');
  const values = (leg: ManagedLeg) => leg.amendable ?? asBooked(leg);
  return {
    outbound: outbound ? values(outbound) : asBooked(booking.legs[0]!),
    return: back ? values(back) : null,
  };
}

export function changeLeg(changes: AmendChanges, leg: AmendLegName, patch: Partial<AmendLeg>): AmendChanges {
  if (leg === 'return') return changes.return ? { ...changes, return: { ...changes.return, ...patch } } : changes;
  return { ...changes, outbound: { ...changes.outbound, ...patch } };
}

/** Dates the passenger can fix before asking the server (which checks the times against its own rules). */
export function validateChanges(changes: AmendChanges, legs: readonly AmendLegName[], today: string): AmendErrors {
  const errors: AmendErrors = {};
  for (const leg of legs) {
    const date = (leg === 'return' ? changes.return : changes.outbound)?.pickup_date ?? '';
    if (!isValidIsoDate(date)) errors[leg] = AMEND_ERRORS.dateMissing;
    else if (date < today) errors[leg] = AMEND_ERRORS.datePast;
  }
  return errors;
}

/** Whether the form differs from the booking (the server says "Nothing has changed" otherwise). */
export function hasChanges(changes: AmendChanges, booking: ManagedBooking): boolean {
  return JSON.stringify(changes) !== JSON.stringify(startingChanges(booking));
}
