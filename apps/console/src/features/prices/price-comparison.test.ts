import { describe, expect, it } from 'vitest';
import { chargeRows, compareLines, priceDifference } from './price-comparison';

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

  const priced = (total: number, rounding = 0) => ({ total, lines: [], rounding, charged: Math.round((total + rounding) * 100) / 100 });

  it('takes the difference of what the website charges, in whole pence', () => {
    expect(priceDifference(priced(20.1), priced(20.3))).toBe(20);
    expect(priceDifference(priced(0.3), priced(0.1))).toBe(-20);
    expect(priceDifference(null, priced(1))).toBeNull();
    // £51.49 and £51.60 are £51 and £52 on a site that rounds to whole pounds.
    expect(priceDifference(priced(51.49, -0.49), priced(51.6, 0.4))).toBe(100);
  });

  it('adds the tariff price and the rounding line when the website rounds either side', () => {
    expect(chargeRows(priced(51), priced(52))).toEqual([]);
    expect(chargeRows(priced(51.49, -0.49), null)).toEqual([
      { key: 'tariff', label: 'Price from the tariff', published: 51.49, draft: null },
      { key: 'rounding', label: 'Rounded to whole pounds', published: -0.49, draft: null },
    ]);
  });
});
