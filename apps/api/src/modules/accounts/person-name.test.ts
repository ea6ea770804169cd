import { describe, expect, it } from 'vitest';
import { fullName, splitName } from './person-name.js';

describe('splitName', () => {
  const grace = { firstName: 'Grace', surname: 'Hopper' };

  it('splits at the first space when there is no current name to go by', () => {
    expect(splitName('Ada Lovelace')).toEqual({ firstName: 'Ada', surname: 'Lovelace' });
    expect(splitName('  Ludwig   van  Beethoven ')).toEqual({ firstName: 'Ludwig', surname: 'van Beethoven' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', surname: '' });
  });

  it('keeps the part of the current name that did not change', () => {
    expect(splitName('Grace Hopper', grace)).toEqual(grace);
    expect(splitName('Grace Murray', grace)).toEqual({ firstName: 'Grace', surname: 'Murray' });
    expect(splitName('Grace Brewster Hopper', grace)).toEqual({ firstName: 'Grace Brewster', surname: 'Hopper' });
    expect(splitName('Grace Brewster Murray', grace)).toEqual({ firstName: 'Grace', surname: 'Brewster Murray' });
    expect(splitName('Mary Grace Hopper', grace)).toEqual({ firstName: 'Mary Grace', surname: 'Hopper' });
    expect(splitName('Anne Smith', grace)).toEqual({ firstName: 'Anne', surname: 'Smith' });
    expect(splitName('grace', grace)).toEqual({ firstName: 'grace', surname: '' });
  });

  it('does not take a prefix of a longer word for the current first name', () => {
    expect(splitName('Gracey Hopper', grace)).toEqual({ firstName: 'Gracey', surname: 'Hopper' });
    expect(splitName('Ann Hoppers', { firstName: 'Ann', surname: 'Hopper' })).toEqual({ firstName: 'Ann', surname: 'Hoppers' });
  });

  it('round-trips with fullName', () => {
    for (const typed of ['Ada Lovelace', 'Ludwig van Beethoven', 'Cher', 'Mary Grace Hopper']) {
      expect(fullName(splitName(typed, grace))).toBe(typed);
    }
  });
});
