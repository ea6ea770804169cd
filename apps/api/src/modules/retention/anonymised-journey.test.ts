import { describe, expect, it } from 'vitest';
import { anonymisedJourneyForm } from './anonymised-journey.js';

describe('anonymisedJourneyForm', () => {
  it('reduces addresses and stops to their districts, drops flights and place ids, keeps the rest', () => {
    const form = {
      pickup: '10 Downing Street, London SW1A 2AA',
      dropoff: 'London Heathrow Airport Terminal 5',
      pickup_place_id: 'gaz:123',
      dropoff_place_id: 'gaz:456',
      pickup_fight_number: 'BA 117',
      return_fight_number: 'BA 118',
      stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }],
      main_destination: 'As directed, 1 Acacia Avenue, Leeds LS1 4AP',
      pickup_date: '2026-12-03',
      passengers: 2,
      select_option: 'return',
    };
    expect(JSON.parse(anonymisedJourneyForm(JSON.stringify(form)))).toEqual({
      pickup: 'SW1A',
      dropoff: '(removed)',
      stops: [{ street_name: 'NW1', number: '', postcode: 'NW1' }],
      main_destination: 'LS1',
      pickup_date: '2026-12-03',
      passengers: 2,
      select_option: 'return',
    });
  });

  it('gives an empty form for text that is not a form', () => {
    expect(anonymisedJourneyForm('not json')).toBe('{}');
    expect(anonymisedJourneyForm('[1]')).toBe('{}');
  });
});
