import { describe, it, expect } from 'vitest';
import { filterByCapacity, keepCheapestCompany, lowestPriced } from './vehicle-options.js';

const option = (id: string, company_id: number, price: number, max_seat: number, luggage: number, small_luggage: number) => ({
  id,
  company_id,
  price,
  max_seat,
  luggage,
  small_luggage,
});

const saloon = option('saloon', 1, 4000, 4, 2, 2);
const estate = option('estate', 1, 4500, 4, 4, 2);
const mpv = option('mpv', 2, 5500, 6, 3, 6);
const all = [saloon, estate, mpv];
const request = (passengers: number, luggages: number, handLuggages: number) => ({ passengers, luggages, handLuggages });

describe('filterByCapacity', () => {
  it('keeps the options that take the whole request', () => {
    expect(filterByCapacity(all, request(4, 2, 2))).toEqual({ kind: 'ok', options: all });
    expect(filterByCapacity(all, request(5, 0, 0))).toEqual({ kind: 'ok', options: [mpv] });
    expect(filterByCapacity(all, request(1, 4, 0))).toEqual({ kind: 'ok', options: [estate] });
    expect(filterByCapacity(all, request(0, 0, 3))).toEqual({ kind: 'ok', options: [mpv] });
  });

  it('is ok with no option when the largest capacities fit but no single vehicle does', () => {
    // 6 seats (mpv) and 4 suitcases (estate) exist, never together.
    expect(filterByCapacity(all, request(6, 4, 0))).toEqual({ kind: 'ok', options: [] });
  });

  it('reports the overage per limit, 0 where it fits', () => {
    expect(filterByCapacity(all, request(8, 4, 6))).toEqual({ kind: 'exceeded', passengers: 2, luggage: 0, handLuggage: 0 });
    expect(filterByCapacity(all, request(2, 7, 9))).toEqual({ kind: 'exceeded', passengers: 0, luggage: 3, handLuggage: 3 });
  });

  it('is ok and empty without options', () => {
    expect(filterByCapacity([], request(50, 20, 20))).toEqual({ kind: 'ok', options: [] });
  });
});

describe('lowestPriced', () => {
  it('picks the lowest price above 0, first of equals', () => {
    expect(lowestPriced(all)).toBe(saloon);
    const free = option('free', 3, 0, 4, 2, 2);
    const twin = option('twin', 2, 4000, 4, 2, 2);
    expect(lowestPriced([free, estate, twin, saloon])).toBe(twin);
  });

  it('returns null without a priced option', () => {
    expect(lowestPriced([])).toBeNull();
    expect(lowestPriced([option('free', 3, 0, 4, 2, 2)])).toBeNull();
  });
});

describe('keepCheapestCompany', () => {
  it("keeps every option of the cheapest option's company", () => {
    expect(keepCheapestCompany(all)).toEqual([saloon, estate]);
    const cheapMpv = { ...mpv, price: 3000 };
    expect(keepCheapestCompany([saloon, estate, cheapMpv])).toEqual([cheapMpv]);
  });

  it('ignores unpriced options when finding the cheapest', () => {
    const free = option('free', 3, 0, 4, 2, 2);
    expect(keepCheapestCompany([free, mpv])).toEqual([mpv]);
  });

  it('leaves [] and all-unpriced lists unchanged', () => {
    expect(keepCheapestCompany([])).toEqual([]);
    const free = option('free', 3, 0, 4, 2, 2);
    expect(keepCheapestCompany([free])).toEqual([free]);
  });
});
