import { describe, expect, it } from 'vitest';
import { ageText, milesText, roadTimeText } from './map-words';

const NOW = Date.parse('2026-12-01T09:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('ageText', () => {
  it('says how long ago a position was taken, in whole minutes', () => {
    expect(ageText(ago(0), NOW)).toBe('just now');
    expect(ageText(ago(59), NOW)).toBe('just now');
    // A phone's clock a little ahead reads as now, not as "in the future".
    expect(ageText(ago(-30), NOW)).toBe('just now');
    expect(ageText(ago(60), NOW)).toBe('1 min ago');
    expect(ageText(ago(150), NOW)).toBe('2 min ago');
    expect(ageText(ago(3600), NOW)).toBe('1 h ago');
    expect(ageText(ago(3900), NOW)).toBe('1 h 5 min ago');
  });
});

describe('roadTimeText', () => {
  it('gives an estimate in minutes, rounded up, never under a minute', () => {
    expect(roadTimeText(0)).toBe('about 1 min');
    expect(roadTimeText(61)).toBe('about 2 min');
    expect(roadTimeText(420)).toBe('about 7 min');
    expect(roadTimeText(3600)).toBe('about 1 h');
    expect(roadTimeText(4800)).toBe('about 1 h 20 min');
  });
});

describe('milesText', () => {
  it('rounds to a tenth and says mile for one', () => {
    expect(milesText(0.44)).toBe('0.4 miles');
    expect(milesText(1)).toBe('1 mile');
    expect(milesText(12.34)).toBe('12.3 miles');
  });
});
