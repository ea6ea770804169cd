/**
 * Pure updates of the mileage form. Each leg option has its own field, so a change to the return
 * leg writes only the return_ field: this fixes the spec's known defect where decreasing the
 * return luggage lowered the outbound luggage instead (spec §5).
 */
import { LIMITS, type Stop } from '@kerbside/contract';
import { defaultReturnTime, type MileageForm } from './mileage-defaults';
import { needsFlightNumber } from '@kerbside/domain';

export type Leg = 'outbound' | 'return';
export type CountOption =
  | 'passengers'
  | 'luggages'
  | 'hand_luggages'
  | 'baby_seats'
  | 'booster_seats'
  | 'special_luggage'
  | 'waiting_min';
export type YesNoOption = 'meet_and_greet' | 'wheel_chair';

type ReturnField<K extends string> = `return_${K}`;

/** 'luggages' → 'luggages' on the way out, 'return_luggages' on the way back. */
export function legField<K extends CountOption | YesNoOption>(leg: Leg, option: K): K | ReturnField<K> {
  return leg === 'return' ? `return_${option}` : option;
}

export function legCount(form: MileageForm, leg: Leg, option: CountOption): number {
  return form[legField(leg, option)] ?? 0;
}

export function legYesNo(form: MileageForm, leg: Leg, option: YesNoOption): 'yes' | 'no' {
  return form[legField(leg, option)] ?? 'no';
}

export function setLegCount(form: MileageForm, leg: Leg, option: CountOption, value: number): MileageForm {
  return { ...form, [legField(leg, option)]: value };
}

export function setLegYesNo(form: MileageForm, leg: Leg, option: YesNoOption, value: 'yes' | 'no'): MileageForm {
  return { ...form, [legField(leg, option)]: value };
}

type AddressField = 'pickup' | 'dropoff';
const placeIdField = { pickup: 'pickup_place_id', dropoff: 'dropoff_place_id' } as const;

/** Typing changes the text, so the place it was picked from no longer applies. */
export function typeAddress(form: MileageForm, field: AddressField, text: string): MileageForm {
  return { ...form, [field]: text, [placeIdField[field]]: undefined };
}

export function pickAddress(form: MileageForm, field: AddressField, place: { id: string; address: string }): MileageForm {
  return { ...form, [field]: place.address, [placeIdField[field]]: place.id };
}

/**
 * The party of a leg: who and what travels, the same both ways unless the visitor says otherwise.
 * Meet and greet and waiting time belong to where a leg starts (an airport one way, a hotel the
 * other), so each leg keeps its own.
 */
export const PARTY_COUNTS = ['passengers', 'luggages', 'hand_luggages', 'baby_seats', 'booster_seats', 'special_luggage'] as const;
export const PARTY_TOGGLES = ['wheel_chair'] as const;
/** The extras a return leg offers on its own while it carries the outbound party. */
export const RETURN_PICKUP_EXTRAS: readonly (CountOption | YesNoOption)[] = ['meet_and_greet', 'waiting_min'];

export function returnPartyMatches(form: MileageForm): boolean {
  return (
    PARTY_COUNTS.every((o) => legCount(form, 'return', o) === legCount(form, 'outbound', o)) &&
    PARTY_TOGGLES.every((o) => legYesNo(form, 'return', o) === legYesNo(form, 'outbound', o))
  );
}

export function copyPartyToReturn(form: MileageForm): MileageForm {
  if (returnPartyMatches(form)) return form;
  const next = { ...form };
  for (const o of PARTY_COUNTS) next[legField('return', o)] = legCount(form, 'outbound', o);
  for (const o of PARTY_TOGGLES) next[legField('return', o)] = legYesNo(form, 'outbound', o);
  return next;
}

/**
 * A change to the form; while the return carries the outbound party ("Same passengers and
 * luggage" ticked) the return follows every change of the outbound.
 */
export function applyChange(form: MileageForm, change: (f: MileageForm) => MileageForm, sameParty: boolean): MileageForm {
  const next = change(form);
  return sameParty ? copyPartyToReturn(next) : next;
}

/**
 * Switching to Return fills a return time two hours after the pickup if none is set, and starts
 * the return leg with the outbound party when the return counts are still empty (never set).
 */
export function setTripType(form: MileageForm, option: 'one_way' | 'return'): MileageForm {
  if (option === 'one_way') return { ...form, select_option: 'one_way' };
  let next: MileageForm = { ...form, select_option: 'return' };
  if (!next.return_date || !next.return_hour || !next.return_min) {
    const back = defaultReturnTime({ date: form.pickup_date, hour: form.pickup_hour, min: form.pickup_min });
    next.return_date = back.date;
    next.return_hour = back.hour;
    next.return_min = back.min;
  }
  if (PARTY_COUNTS.every((o) => legCount(next, 'return', o) === 0)) next = copyPartyToReturn(next);
  return next;
}

export const EMPTY_STOP: Stop = { street_name: '', number: '', postcode: '' };

export function addStop(form: MileageForm): MileageForm {
  if (form.stops.length >= LIMITS.stops.max) return form;
  return { ...form, stops: [...form.stops, { ...EMPTY_STOP }] };
}

export function removeStop(form: MileageForm, index: number): MileageForm {
  return { ...form, stops: form.stops.filter((_, i) => i !== index) };
}

export function updateStop(form: MileageForm, index: number, patch: Partial<Stop>): MileageForm {
  return { ...form, stops: form.stops.map((stop, i) => (i === index ? { ...stop, ...patch } : stop)) };
}

/** Flight numbers show only for airport or terminal addresses; hidden ones are not sent. */
export function showsPickupFlight(form: MileageForm): boolean {
  return needsFlightNumber(form.pickup);
}

export function showsReturnFlight(form: MileageForm): boolean {
  return form.select_option === 'return' && needsFlightNumber(form.dropoff);
}

/** The form as saved for the price call: trimmed addresses, no stale flight numbers, no blank stops. */
export function prepareMileageForm(form: MileageForm): MileageForm {
  return {
    ...form,
    pickup: form.pickup.trim(),
    dropoff: form.dropoff.trim(),
    pickup_fight_number: showsPickupFlight(form) ? (form.pickup_fight_number ?? '').trim() : '',
    return_fight_number: showsReturnFlight(form) ? (form.return_fight_number ?? '').trim() : '',
    stops: form.stops
      .map((s) => ({ street_name: s.street_name.trim(), number: s.number.trim(), postcode: s.postcode.trim() }))
      .filter((s) => s.street_name || s.number || s.postcode),
  };
}
