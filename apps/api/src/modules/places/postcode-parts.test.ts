import { describe, expect, it } from 'vitest';
import { findPostcodeInText, parsePostcodeOrOutcode, postcodeKey, postcodeZones } from './postcode-parts.js';

describe('postcode parts', () => {
  it('parses full postcodes and bare outcodes', () => {
    expect(parsePostcodeOrOutcode(' sw1a1aa ')).toEqual({
      postcode: 'SW1A 1AA',
      outcode: 'SW1A',
      district: 'SW1',
      area: 'SW',
    });
    expect(parsePostcodeOrOutcode('tw6')).toEqual({ postcode: null, outcode: 'TW6', district: 'TW6', area: 'TW' });
    expect(parsePostcodeOrOutcode('E1W')).toMatchObject({ district: 'E1', area: 'E' });
    expect(parsePostcodeOrOutcode('M1 4')).toBeNull();
    expect(parsePostcodeOrOutcode('heathrow')).toBeNull();
  });

  it('finds a postcode inside free text, or a district ending the address', () => {
    expect(findPostcodeInText('10 Downing Street, London SW1A2AA, UK')?.postcode).toBe('SW1A 2AA');
    expect(findPostcodeInText('Oxford Street, London W1')).toMatchObject({ postcode: null, outcode: 'W1' });
    expect(findPostcodeInText('Heathrow Terminal 5')).toBeNull();
    expect(findPostcodeInText('Flight BA123 at 10:30')).toBeNull();
  });

  it('zones run from outcode to area; keys are compact', () => {
    const parts = parsePostcodeOrOutcode('SW1V 1JU')!;
    expect(postcodeZones(parts)).toEqual(['postcode-district:SW1V', 'postcode-district:SW1', 'postcode-area:SW']);
    expect(postcodeZones(parsePostcodeOrOutcode('TW6 2GA')!)).toEqual(['postcode-district:TW6', 'postcode-area:TW']);
    expect(postcodeKey(parts)).toBe('SW1V1JU');
  });
});
