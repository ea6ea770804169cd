import { describe, expect, it } from 'vitest';
import { capacityMessage, MESSAGES, overageList } from './messages.js';

describe('capacityMessage', () => {
  it('lists only the exceeded limits, in the order of spec §8', () => {
    expect(capacityMessage({ passengers: 2, luggage: 0, handLuggage: 1 })).toBe(
      `${MESSAGES.capacityPrefix}Passengers exceeded by 2, Hand Luggage exceeded by 1`,
    );
    expect(overageList({ passengers: 1, luggage: 3, handLuggage: 2 })).toBe(
      'Passengers exceeded by 1, Luggage exceeded by 3, Hand Luggage exceeded by 2',
    );
    expect(overageList({ passengers: 0, luggage: 0, handLuggage: 0 })).toBe('');
  });
});
