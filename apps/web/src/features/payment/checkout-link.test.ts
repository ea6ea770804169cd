import { describe, expect, it } from 'vitest';
import type { PriceDetail } from '@kerbside/contract';
import { poundsToPence } from '@kerbside/domain';
import { priceBreakdown } from '../../components/trip/price-breakdown';
import { decode } from '../../lib/storage';
import { amountToPay, checkoutPath, isYes } from './checkout-link';

describe('amountToPay', () => {
  it('rounds to whole pounds when ROUND_OFF is on', () => {
    expect(amountToPay(42.5, true)).toBe(43);
    expect(amountToPay(42.49, true)).toBe(42);
  });
  it('keeps pence otherwise', () => {
    expect(amountToPay(42.5, false)).toBe(42.5);
    expect(amountToPay(1.005, false)).toBe(1.01);
  });
});

describe('the card amount and the breakdown shown on Payment', () => {
  it('are the same total to pay', () => {
    for (const [price, quantity] of [[42.5, 1], [42.49, 1], [27.89, 3], [312, 2]] as const) {
      const finalPrice = (poundsToPence(price) * quantity) / 100;
      const vehicle = { price, final_price: finalPrice, breakdown: { lines: [], final_price: price } } as unknown as PriceDetail;
      for (const roundOff of [true, false]) {
        expect(priceBreakdown(vehicle, roundOff).payPence).toBe(poundsToPence(amountToPay(finalPrice, roundOff)));
      }
    }
  });
});

describe('checkoutPath', () => {
  it('encodes both query parameters so they survive the URL', () => {
    const path = checkoutPath('pk_sandbox_kerbside+/=', 43);
    expect(path.startsWith('/stripecheckout?')).toBe(true);
    const query = new URLSearchParams(path.split('?')[1]);
    expect(decode<string>(query.get('stripeKey') ?? '')).toBe('pk_sandbox_kerbside+/=');
    expect(decode<number>(query.get('amount') ?? '')).toBe(43);
  });
});

describe('isYes', () => {
  it('reads operator values loosely', () => {
    expect(isYes('yes')).toBe(true);
    expect(isYes(' YES ')).toBe(true);
    expect(isYes('no')).toBe(false);
    expect(isYes(undefined)).toBe(false);
  });
});
