import { describe, it, expect } from 'vitest';
import { needsFlightNumber } from './address-rules.js';

describe('needsFlightNumber', () => {
  it('is true for the words airport or terminal in any case', () => {
    expect(needsFlightNumber('Heathrow Terminal 5, Hounslow TW6 2GA')).toBe(true);
    expect(needsFlightNumber('Gatwick Airport (LGW)')).toBe(true);
    expect(needsFlightNumber('LONDON CITY AIRPORT')).toBe(true);
    expect(needsFlightNumber('terminal')).toBe(true);
    expect(needsFlightNumber('Stansted-Airport, Essex')).toBe(true);
  });

  it('is false when the letters are part of another word', () => {
    expect(needsFlightNumber('Terminalville')).toBe(false);
    expect(needsFlightNumber('Airportside Road')).toBe(false);
    expect(needsFlightNumber('Determinal Street')).toBe(false);
    expect(needsFlightNumber('10 Downing Street')).toBe(false);
    expect(needsFlightNumber('')).toBe(false);
  });
});
