import { describe, expect, it } from 'vitest';
import { cardCaptureLine, cardCaptureSentence } from './card-capture-words.js';

describe('the card payment line of an authorisation', () => {
  it('says the money is held and taken when the journey is completed, until captured', () => {
    expect(cardCaptureSentence({ status: 'authorised', pence: 4200, captured_at: null }, '£')).toBe('Card authorised, £42.00 — taken when the journey is completed');
    expect(cardCaptureLine({ status: 'captured', pence: 4200, captured_at: '2026-12-03T12:00:00Z' }, '£')).toEqual({ label: 'Paid by card', value: '£42.00' });
    expect(cardCaptureLine({ status: 'released', pence: 0, captured_at: '2026-12-03T12:00:00Z' }, '£').value).toBe('Released — nothing was taken');
  });
});
