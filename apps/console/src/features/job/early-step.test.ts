import { describe, expect, it } from 'vitest';
import { earlyReasonProblem, stepLines } from './early-step';

const none = { accepted_at: null, assigned_at: null, on_the_way_at: null, arrived_at: null, on_board_at: null, completed_at: null, no_show_at: null, cancelled_at: null };

describe('the reason for an early step', () => {
  it('wants 3 to 200 characters on one line, as the server does', () => {
    expect(earlyReasonProblem('  ab ')).toBe('Give a reason of at least 3 characters');
    expect(earlyReasonProblem('abc')).toBeNull();
    expect(earlyReasonProblem('x'.repeat(200))).toBeNull();
    expect(earlyReasonProblem('x'.repeat(201))).toBe('Keep the reason to 200 characters');
    expect(earlyReasonProblem('two\nlines')).toBe('Write the reason on one line');
    expect(earlyReasonProblem('nul\u0000here')).toBe('Write the reason on one line');
  });
});

describe('the times of the steps', () => {
  it('lists the steps taken in the order they happened, London time, the date only off the pick-up day', () => {
    // British Summer Time: 09:42 UTC is 10:42 in London.
    const steps = { ...none, accepted_at: '2026-06-01T17:03:00.000Z', assigned_at: '2026-06-02T08:00:00.000Z', on_the_way_at: '2026-06-02T09:10:00.000Z', arrived_at: '2026-06-02T09:42:00.000Z' };
    expect(stepLines(steps, '2026-06-02').map((l) => `${l.label} ${l.when}`)).toEqual(['Accepted 1 Jun, 18:03', 'Driver assigned 09:00', 'On the way 10:10', 'Arrived 10:42']);
    expect(stepLines(none, '2026-06-02')).toEqual([]);
  });

  it('puts a job assigned straight from new as accepted then assigned, at the same minute', () => {
    const at = '2026-12-01T09:05:00.000Z';
    expect(stepLines({ ...none, accepted_at: at, assigned_at: at }, '2026-12-01').map((l) => `${l.label} ${l.when}`)).toEqual(['Accepted 09:05', 'Driver assigned 09:05']);
  });
});
