import { describe, expect, it } from 'vitest';
import { furthest, nextStep } from './next-step';

describe('the next step from the car', () => {
  it('goes on my way, arrived, passenger on board, complete, and nothing after', () => {
    expect(['driver_assigned', 'on_the_way', 'arrived', 'passenger_on_board', 'completed'].map((s) => nextStep(s as never)?.status ?? null)).toEqual([
      'on_the_way',
      'arrived',
      'passenger_on_board',
      'completed',
      null,
    ]);
  });

  it("shows a step sent but not yet seen by the server, until the server's status passes it or ends the job", () => {
    expect(furthest('driver_assigned', 'arrived')).toBe('arrived');
    expect(furthest('passenger_on_board', 'arrived')).toBe('passenger_on_board');
    expect(furthest('cancelled', 'arrived')).toBe('cancelled');
    expect(furthest('arrived', 'no_show')).toBe('no_show');
    expect(furthest('arrived', undefined)).toBe('arrived');
  });
});
