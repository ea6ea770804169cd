import { describe, expect, it } from 'vitest';
import { areaOf } from './pickup-area.js';

describe('the area of an address an offer shows', () => {
  it('is the town and outward postcode, never the street', () => {
    expect(areaOf('10 Downing Street, London SW1A 2AA')).toBe('London SW1A');
    expect(areaOf('Flat 2, 14 High Street, Guildford, GU1 3AA')).toBe('Guildford GU1');
    expect(areaOf('221b Baker Street, NW1 6XE')).toBe('NW1');
    expect(areaOf('5 Station Road, Reading rg1 1aa')).toBe('Reading RG1');
  });

  it('without a postcode, is the last part that does not start with a house number', () => {
    expect(areaOf('London Heathrow Airport Terminal 5')).toBe('London Heathrow Airport Terminal 5');
    expect(areaOf('12 Acacia Avenue')).toBe('');
    expect(areaOf('Gatwick Airport, Horley')).toBe('Horley');
    expect(areaOf('12 Acacia Avenue, Oxford')).toBe('Oxford');
  });
});
