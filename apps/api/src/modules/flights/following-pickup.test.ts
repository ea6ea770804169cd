/** Where a pickup goes as its flight's landing moves (pickup-mover.ts followingPickup). */
import { describe, expect, it } from 'vitest';
import { followingPickup } from './pickup-mover.js';

const at = (hhmm: string) => `2026-12-03T${hhmm}:00.000Z`;
const time = (date: Date) => date.toISOString().slice(11, 16);

describe('followingPickup', () => {
  it('leaves an on-time flight’s pickup where the passenger chose it, even nearer the landing than the company’s minutes', () => {
    expect(time(followingPickup(at('14:00'), at('14:00'), at('14:00'), 60))).toBe('14:00');
    expect(time(followingPickup(at('15:00'), at('14:00'), at('14:00'), 60))).toBe('15:00');
  });

  it('moves by as much as the landing, and never to less than the company’s minutes after it', () => {
    // Booked an hour after a 14:00 landing: 40 late → 15:40; with 75 minutes (meet and greet) → 15:55.
    expect(time(followingPickup(at('15:00'), at('14:40'), at('14:00'), 60))).toBe('15:40');
    expect(time(followingPickup(at('15:00'), at('14:40'), at('14:00'), 75))).toBe('15:55');
    // Booked at the landing itself: once it moves, the company's minutes apply.
    expect(time(followingPickup(at('14:00'), at('14:10'), at('14:00'), 60))).toBe('15:10');
    // Early: 20 minutes sooner.
    expect(time(followingPickup(at('15:00'), at('13:40'), at('14:00'), 60))).toBe('14:40');
  });

  it('with no scheduled time to compare, goes to the company’s minutes after the landing unless booked later', () => {
    expect(time(followingPickup(at('14:00'), at('14:30'), null, 60))).toBe('15:30');
    expect(time(followingPickup(at('16:00'), at('14:30'), null, 60))).toBe('16:00');
  });
});
