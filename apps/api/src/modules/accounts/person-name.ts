/** One "name" field (spec §2 My Profile) stored as first name and surname, as the booking form asks (pure). */

export interface PersonName {
  firstName: string;
  surname: string;
}

/** 'First Surname', as passenger_name shows it. */
export function fullName(name: PersonName): string {
  return [name.firstName, name.surname].filter((part) => part !== '').join(' ');
}

/**
 * Splits a typed name, keeping the part that did not change: for Grace Hopper, 'Grace Brewster
 * Hopper' keeps surname 'Hopper' (middle names go with the first name, as UK forms have it) and
 * 'Grace Murray' keeps first name 'Grace'. With nothing to go by, the first word is the first name
 * and the rest the surname ('Ludwig van Beethoven').
 */
export function splitName(typed: string, current: PersonName = { firstName: '', surname: '' }): PersonName {
  const name = typed.trim().replace(/\s+/g, ' ');
  const first = current.firstName.trim().replace(/\s+/g, ' ');
  const surname = current.surname.trim().replace(/\s+/g, ' ');
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

  if (first !== '' && same(name, first)) return { firstName: name, surname: '' };
  if (surname !== '' && name.length > surname.length && same(name.slice(-(surname.length + 1)), ` ${surname}`)) {
    return { firstName: name.slice(0, name.length - surname.length - 1), surname: name.slice(-surname.length) };
  }
  if (first !== '' && name.length > first.length && same(name.slice(0, first.length + 1), `${first} `)) {
    return { firstName: name.slice(0, first.length), surname: name.slice(first.length + 1) };
  }
  const space = name.indexOf(' ');
  return space === -1 ? { firstName: name, surname: '' } : { firstName: name.slice(0, space), surname: name.slice(space + 1) };
}
