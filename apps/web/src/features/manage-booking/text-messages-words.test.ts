import { describe, expect, it } from 'vitest';
import { spacedNumber, textMessagesLine } from './text-messages-words';

describe('the texts line of the manage page', () => {
  it('says on with the number they go to, spaced as a UK mobile is read', () => {
    expect(textMessagesLine({ on: true, number: '+447700900123', blocked: null })).toBe('Text messages: on (to +44 7700 900123)');
    expect(textMessagesLine({ on: false, number: '+447700900123', blocked: null })).toBe('Text messages: off');
    expect(spacedNumber('+33612345678')).toBe('+33612345678');
  });
});
