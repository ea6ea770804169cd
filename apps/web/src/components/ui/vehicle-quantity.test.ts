import { describe, expect, it } from 'vitest';
import { vehicleQuantity } from './vehicle-quantity';

describe('vehicleQuantity', () => {
  it('reads the quantity back from price and final price', () => {
    expect(vehicleQuantity({ price: 45, final_price: 45 })).toBe(1);
    expect(vehicleQuantity({ price: 33.33, final_price: 99.99 })).toBe(3);
    expect(vehicleQuantity({ price: 12.5, final_price: 75 })).toBe(6);
  });

  it('stays within 1 to 6', () => {
    expect(vehicleQuantity({ price: 10, final_price: 100 })).toBe(6);
    expect(vehicleQuantity({ price: 10, final_price: 2 })).toBe(1);
  });

  it('is 1 when there is no usable price', () => {
    expect(vehicleQuantity({ price: 0, final_price: 0 })).toBe(1);
    expect(vehicleQuantity({ price: Number.NaN, final_price: 10 })).toBe(1);
  });
});
