import { describe, expect, it } from 'vitest';
import { clampPage, hasNext, hasPrevious, pageFromQuery, pageLabel, rangeLabel } from './pagination';

const at = (page: number, total = 345) => ({ page, per_page: 20, total, pages: Math.ceil(total / 20) });

describe('pageFromQuery', () => {
  it('reads a page number and falls back to 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('2.5')).toBe(1);
    expect(pageFromQuery('abc')).toBe(1);
    expect(pageFromQuery('99999999')).toBe(1);
  });
});

describe('pagination labels', () => {
  it('says which page of how many', () => {
    expect(pageLabel(at(2))).toBe('Page 2 of 18');
    expect(pageLabel(at(1, 0))).toBe('Page 1 of 1');
  });
  it('says which bookings are shown', () => {
    expect(rangeLabel(at(2), 20)).toBe('Showing 21–40 of 345 bookings');
    expect(rangeLabel(at(18), 5)).toBe('Showing 341–345 of 345 bookings');
    expect(rangeLabel(at(1, 1), 1)).toBe('Showing 1–1 of 1 booking');
    expect(rangeLabel(at(1, 0), 0)).toBe('No bookings');
  });
  it('offers Previous and Next only where there is a page', () => {
    expect(hasPrevious(at(1))).toBe(false);
    expect(hasNext(at(1))).toBe(true);
    expect(hasPrevious(at(18))).toBe(true);
    expect(hasNext(at(18))).toBe(false);
  });
  it('brings a page past the end back to the last page', () => {
    expect(clampPage(40, at(40))).toBe(18);
    expect(clampPage(3, at(3))).toBe(3);
    expect(clampPage(5, at(1, 0))).toBe(5);
  });
});
