import { describe, it, expect } from 'vitest';
import { LIMITS, requestOf, WEBSITE_ROUTES } from '@kerbside/contract';
import { autocompleteQuery } from './places-api';

import { filterSaved, kindLabel, mergeSuggestions, STOP_SEARCH, stopFromSuggestion } from './suggestions';

const autocompletePath = (query: string, search: Parameters<typeof autocompleteQuery>[1]) => requestOf(WEBSITE_ROUTES.autocompleteAddress, { query: autocompleteQuery(query, search) }).url;

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

describe('the stop search', () => {
  it('starts at the first character, asks for 5 and prefers ±0.1° around the visitor (spec §2, §9)', () => {
    expect(STOP_SEARCH).toEqual({ minChars: 1, limit: 5, window: 0.1 });
    expect(STOP_SEARCH.limit).toBe(LIMITS.autocomplete.maxSuggestions);
  });

  it('sends the typed street as it is, with the position and window', () => {
    const path = autocompletePath('Padd', { near: { lat: 51.5074, lon: -0.1278 }, limit: 5, window: 0.1 });
    const url = new URL(path, 'http://localhost');
    expect(url.pathname).toBe('/api/v1/places/autocomplete');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Padd', lat: '51.5074', lon: '-0.1278', window: '0.1', limit: '5' });
  });

  it('leaves the window out without a position (the API refuses a window without lat and lon)', () => {
    const url = new URL(autocompletePath('P', { near: null, limit: 5, window: 0.1 }), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'P', limit: '5' });
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

  it('fills a stop from the offline suggestions so the price call finds the same place', () => {
    // The API resolves 'number street, postcode': the station with its postcode, a town by its label.
    expect(stopFromSuggestion('London Paddington Station, London W2 1HB', empty)).toEqual({
      street_name: 'London Paddington Station, London',
      number: '',
      postcode: 'W2 1HB',
    });
    expect(stopFromSuggestion('Paddington Station, Praed Street, London W2 1HB', empty)).toEqual({
      street_name: 'Paddington Station, Praed Street, London',
      number: '',
      postcode: 'W2 1HB',
    });
    expect(stopFromSuggestion('Manchester, England', empty)).toEqual({ street_name: 'Manchester, England', number: '', postcode: '' });
    expect(stopFromSuggestion('Westminster, London SW1A 1AA', empty)).toEqual({
      street_name: 'Westminster, London',
      number: '',
      postcode: 'SW1A 1AA',
    });
    // A district alone is no full postcode: it stays in the street text, where the API reads it.
    expect(stopFromSuggestion('Westminster, London SW1A', empty)).toEqual({
      street_name: 'Westminster, London SW1A',
      number: '',
      postcode: '',
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
