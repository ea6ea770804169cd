import { describe, expect, it } from 'vitest';
import { registrationFromPassenger, splitName } from './book-now';

describe('splitName', () => {
  it.each([
    ['Ann Lee', 'Ann', 'Lee'],
    ['  Mary   Ann Smith ', 'Mary Ann', 'Smith'],
    ['Jan van der Berg', 'Jan', 'van der Berg'],
    ['Ludwig Van Beethoven', 'Ludwig', 'Van Beethoven'],
    ['Anna Smith-Jones', 'Anna', 'Smith-Jones'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
    ['De Souza', 'De', 'Souza'],
  ])('%j → %j / %j', (full, firstName, surname) => {
    expect(splitName(full)).toEqual({ firstName, surname });
  });
});

describe('registrationFromPassenger', () => {
  it('fills name, email and number, and leaves the password empty', () => {
    const data = registrationFromPassenger({
      passenger_id: 4,
      passenger_name: 'Ann Lee',
      passenger_email: 'ann@example.com',
      passenger_contact_no: '+447700900123',
    });
    expect(data).toMatchObject({
      firstName: 'Ann',
      surname: 'Lee',
      email: 'ann@example.com',
      username: 'ann@example.com',
      number: '+447700900123',
      password: '',
      passengerDetails: 'no',
    });
  });
});
