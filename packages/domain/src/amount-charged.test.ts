import { describe, expect, it } from 'vitest';
import { amountAsCharged, amountCharged, paidAndRefunded } from './amount-charged.js';

describe('amountCharged', () => {
  it('charges the exact total when the site does not round', () => {
    expect(amountCharged({ unitPence: 5353, quantity: 1 }, false)).toEqual({ unitPence: 5353, quantity: 1, exactPence: 5353, roundingPence: 0, chargedPence: 5353 });
  });

  it('rounds the whole quantity half up to whole pounds when the site rounds, as its own amount', () => {
    expect(amountCharged({ unitPence: 5353, quantity: 1 }, true)).toEqual({ unitPence: 5353, quantity: 1, exactPence: 5353, roundingPence: 47, chargedPence: 5400 });
    expect(amountCharged({ unitPence: 5149, quantity: 1 }, true)).toMatchObject({ roundingPence: -49, chargedPence: 5100 });
    expect(amountCharged({ unitPence: 4250, quantity: 1 }, true)).toMatchObject({ roundingPence: 50, chargedPence: 4300 });
    // Three vehicles at £20.30: £60.90 rounds to £61, not 3 × £20.
    expect(amountCharged({ unitPence: 2030, quantity: 3 }, true)).toEqual({ unitPence: 2030, quantity: 3, exactPence: 6090, roundingPence: 10, chargedPence: 6100 });
    expect(amountCharged({ unitPence: 6500, quantity: 2 }, true)).toMatchObject({ roundingPence: 0, chargedPence: 13000 });
  });

  it('refuses what is not a priced quote', () => {
    for (const quote of [{ unitPence: 12.5, quantity: 1 }, { unitPence: -1, quantity: 1 }, { unitPence: 100, quantity: 0 }, { unitPence: Number.NaN, quantity: 1 }]) {
      expect(() => amountCharged(quote, true), JSON.stringify(quote)).toThrow(RangeError);
    }
  });
});

describe('amountAsCharged', () => {
  it('reads the rounding off the stored amount, whatever the setting says now', () => {
    expect(amountAsCharged({ unitPence: 5149, quantity: 1, chargedPence: 5100 })).toEqual({ unitPence: 5149, quantity: 1, exactPence: 5149, roundingPence: -49, chargedPence: 5100 });
    expect(amountAsCharged({ unitPence: 5149, quantity: 1, chargedPence: 5149 }).roundingPence).toBe(0);
    expect(amountAsCharged({ unitPence: 2030, quantity: 3, chargedPence: 6100 })).toMatchObject({ exactPence: 6090, roundingPence: 10 });
  });
});

describe('paidAndRefunded', () => {
  it('keeps what was paid less what was refunded, never below nothing', () => {
    expect(paidAndRefunded(5100, 1000)).toEqual({ paidPence: 5100, refundedPence: 1000, netPence: 4100 });
    expect(paidAndRefunded(5100, 6000).netPence).toBe(0);
  });
});
