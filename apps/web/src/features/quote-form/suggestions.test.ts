import { describe, it, expect } from 'vitest';
import { filterSaved, kindLabel, mergeSuggestions, stopFromSuggestion, stopQuery } from './suggestions';

const saved = [
  { id: 's1', address: 'Heathrow Airport Terminal 5, TW6 2GA' },
  { id: 's2', address: 'The Savoy, Strand, London WC2R 0EZ' },
  { id: 's3', address: 'London Gatwick Airport, RH6 0NP' },
];

describe('filterSaved', () => {
  it('matches a case-insensitive substring and marks them saved', () => {
    expect(filterSaved(saved, 'AIRPORT').map((s) => s.id)).toEqual(['s1', 's3']);
    expect(filterSaved(saved, 'strand')[0]).toMatchObject({ id: 's2', kind: 'saved' });
    expect(filterSaved(saved, 'nowhere')).toEqual([]);
  });

  it('offers the first saved places for empty text', () => {
    expect(filterSaved(saved, '  ')).toHaveLength(3);
  });
});

describe('mergeSuggestions', () => {
  it('puts saved first and drops repeated addresses', () => {
    const merged = mergeSuggestions(
      [{ id: 's1', address: 'Heathrow Airport' }],
      [
        { id: 'r1', address: 'heathrow airport ' },
        { id: 'r2', address: 'Heathrow Terminal 2' },
      ],
    );
    expect(merged.map((s) => s.id)).toEqual(['s1', 'r2']);
  });
});

describe('stopQuery', () => {
  it("reads 'street number, postcode, UK' and skips blanks", () => {
    expect(stopQuery({ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' })).toBe(
      'Baker Street 221B, NW1 6XE, UK',
    );
    expect(stopQuery({ street_name: 'Baker Street', number: '', postcode: ' ' })).toBe('Baker Street, UK');
  });
});

describe('stopFromSuggestion', () => {
  const empty = { street_name: '', number: '', postcode: '' };
  it('splits number, street and postcode', () => {
    expect(stopFromSuggestion('221B Baker Street, London NW1 6XE, UK', empty)).toEqual({
      street_name: 'Baker Street, London',
      number: '221B',
      postcode: 'NW1 6XE',
    });
  });

  it('keeps typed parts the suggestion lacks', () => {
    expect(stopFromSuggestion('High Street, Oxford', { street_name: 'High', number: '12', postcode: 'OX1 4AA' })).toEqual({
      street_name: 'High Street, Oxford',
      number: '12',
      postcode: 'OX1 4AA',
    });
  });

  it('normalises a postcode written without a space', () => {
    expect(stopFromSuggestion('Terminal 5, Heathrow tw62ga', empty)).toMatchObject({
      street_name: 'Terminal 5, Heathrow',
      postcode: 'TW6 2GA',
    });
  });
});

describe('kindLabel', () => {
  it('names kinds', () => {
    expect(kindLabel('airport')).toBe('Airport');
    expect(kindLabel(undefined)).toBeUndefined();
  });
});
