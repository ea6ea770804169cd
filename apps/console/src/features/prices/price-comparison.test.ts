import { describe, expect, it } from 'vitest';
import { compareLines, priceDifference } from './price-comparison';

describe('a vehicle’s published and draft prices side by side', () => {
  it('pairs lines by code and label and marks those that differ', () => {
    const rows = compareLines(
      [
        { code: 'base_fare', label: 'Base fare', amount: 3.5 },
        { code: 'distance', label: 'Distance', amount: 12.1 },
        { code: 'night', label: 'Night', amount: 3 },
      ],
      [
        { code: 'base_fare', label: 'Base fare', amount: 3.5 },
        { code: 'distance', label: 'Distance', amount: 13.2 },
        { code: 'airport_pickup', label: 'Heathrow pickup fee', amount: 7 },
      ],
    );
    expect(rows.map((row) => [row.label, row.published, row.draft, row.changed])).toEqual([
      ['Base fare', 3.5, 3.5, false],
      ['Distance', 12.1, 13.2, true],
      ['Heathrow pickup fee', null, 7, true],
      ['Night', 3, null, true],
    ]);
  });

  it('keeps repeated lines apart (a return’s two legs)', () => {
    const legs = [
      { code: 'distance', label: 'Distance', amount: 10 },
      { code: 'distance', label: 'Distance', amount: 11 },
    ];
    const rows = compareLines(legs, legs);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => !row.changed)).toBe(true);
  });

  it('takes the difference in whole pence', () => {
    expect(priceDifference({ total: 20.1, lines: [] }, { total: 20.3, lines: [] })).toBe(20);
    expect(priceDifference({ total: 0.3, lines: [] }, { total: 0.1, lines: [] })).toBe(-20);
    expect(priceDifference(null, { total: 1, lines: [] })).toBeNull();
  });
});
