import { describe, expect, it } from 'vitest';
import { spacedNumber } from './text-messages-words';

describe('the number texts go to, on the manage page', () => {
  it('is spaced as a UK mobile is read, any other as stored', () => {
    expect(spacedNumber('+447700900123')).toBe('+44 7700 900123');
    expect(spacedNumber('+33612345678')).toBe('+33612345678');
  });
});
