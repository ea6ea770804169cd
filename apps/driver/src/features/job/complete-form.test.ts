import { describe, expect, it } from 'vitest';
import { penceOf } from './complete-form';

describe('an amount typed on the Complete form', () => {
  it('reads pounds as pence; empty or 0 is nothing; anything else is not an amount', () => {
    expect(penceOf('4.5')).toBe(450);
    expect(penceOf('£42.50')).toBe(4250);
    expect(penceOf(' 12 ')).toBe(1200);
    expect(penceOf('')).toBeUndefined();
    expect(penceOf('0')).toBeUndefined();
    expect(penceOf('0.00')).toBeUndefined();
    expect(penceOf('4,50')).toBeNull();
    expect(penceOf('-3')).toBeNull();
    expect(penceOf('1.234')).toBeNull();
  });
});
