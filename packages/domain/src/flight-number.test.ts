import { describe, expect, it } from 'vitest';
import { parseFlightNumber } from './flight-number.js';

describe('parseFlightNumber', () => {
  it('reads the usual ways of writing a flight as one ident', () => {
    for (const typed of ['ba 283', 'BA0283', 'BA283', ' b.a-283 ', 'ba  0283']) {
      expect(parseFlightNumber(typed)).toEqual({ ident: 'BA283', designator: 'BA', kind: 'iata', number: '283' });
    }
  });

  it('reads three letters as an ICAO designator', () => {
    expect(parseFlightNumber('BAW283')).toEqual({ ident: 'BAW283', designator: 'BAW', kind: 'icao', number: '283' });
    expect(parseFlightNumber('ezy 08123')).toEqual({ ident: 'EZY8123', designator: 'EZY', kind: 'icao', number: '8123' });
  });

  it('reads IATA codes with a digit, and a suffix letter', () => {
    expect(parseFlightNumber('U2 8123')).toEqual({ ident: 'U28123', designator: 'U2', kind: 'iata', number: '8123' });
    expect(parseFlightNumber('u28123')).toMatchObject({ ident: 'U28123', designator: 'U2' });
    expect(parseFlightNumber('3U 8881')).toMatchObject({ ident: '3U8881', designator: '3U', kind: 'iata' });
    expect(parseFlightNumber('LS 1234A')).toMatchObject({ ident: 'LS1234A', number: '1234A' });
  });

  it('reads a letter and a digit as a two-character IATA code', () => {
    expect(parseFlightNumber('B2 83')).toEqual(parseFlightNumber('B283'));
  });

  it('refuses what is not a flight number', () => {
    for (const typed of ['', 'BA', '283', 'BA 12345', '23 283', 'BA 0', 'BAWX 283', 'train 10:15', 'BA 283 LHR']) {
      expect(parseFlightNumber(typed)).toBeNull();
    }
  });
});
