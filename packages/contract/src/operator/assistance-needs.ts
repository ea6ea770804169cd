/**
 * A passenger's assistance needs in plain words, as the console's job page and the driver's phone
 * show them (issue 27 §1): the wheelchair with what the booked vehicle takes, and an assistance dog.
 * Neither is ever charged (Equality Act 2010 s.165, s.170).
 */
import type { WheelchairAccess } from './fleet.js';

export const ASSISTANCE_WORDS = {
  wheelchairInChair: 'Wheelchair user — stays in the chair',
  wheelchairTransfer: 'Wheelchair user — transfers to a seat, chair folded and stowed',
  wheelchair: 'Wheelchair user',
  assistanceDog: 'Assistance dog',
} as const;

/** `access`: what the booked category takes (null when it is not known). */
export function assistanceNeeds(needs: { wheelchair: boolean; assistanceDog: boolean; access: WheelchairAccess | null }): string[] {
  const words: string[] = [];
  if (needs.wheelchair) {
    words.push(needs.access === 'in_chair' ? ASSISTANCE_WORDS.wheelchairInChair : needs.access === 'transfer' ? ASSISTANCE_WORDS.wheelchairTransfer : ASSISTANCE_WORDS.wheelchair);
  }
  if (needs.assistanceDog) words.push(ASSISTANCE_WORDS.assistanceDog);
  return words;
}
