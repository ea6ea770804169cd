import { describe, it, expect } from 'vitest';
import { capacityOverage, filterByCapacity, keepCheapestCompany, lowestPriced, requestedCapacity } from './vehicle-options.js';

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

  it('asks whether one vehicle takes seats, luggage and hand luggage together', () => {
    // A has the seats, B the boot; each limit's maximum (8 seats, 8 suitcases) would wrongly say 'fits'.
    const a = option('a', 1, 6000, 8, 2, 2);
    const b = option('b', 1, 5000, 4, 8, 2);
    // A is 4 suitcases short, B 2 seats short: B comes closest.
    expect(filterByCapacity([a, b], request(6, 6, 0))).toEqual({ kind: 'exceeded', passengers: 2, luggage: 0, handLuggage: 0 });
    expect(filterByCapacity([a, b], request(6, 2, 0))).toEqual({ kind: 'ok', options: [a] });
  });

  it('reports against the closest vehicle when the largest capacities exist but never in one vehicle', () => {
    // 6 seats (mpv) and 4 suitcases (estate): the mpv is 1 suitcase short, the estate 2 seats.
    expect(filterByCapacity(all, request(6, 4, 0))).toEqual({ kind: 'exceeded', passengers: 0, luggage: 1, handLuggage: 0 });
  });

  it('picks the smallest total overage, then the fewest limits exceeded, then the first listed', () => {
    const seats = option('seats', 1, 1000, 8, 1, 0); // 3 suitcases short
    const boot = option('boot', 1, 2000, 5, 3, 0); // 1 seat and 1 suitcase short
    expect(filterByCapacity([seats, boot], request(6, 4, 0))).toEqual({ kind: 'exceeded', passengers: 1, luggage: 1, handLuggage: 0 });
    const oneShort = option('one', 1, 3000, 6, 2, 0); // 2 suitcases short, one limit
    expect(filterByCapacity([boot, oneShort], request(6, 4, 0))).toEqual({ kind: 'exceeded', passengers: 0, luggage: 2, handLuggage: 0 });
    const twin = option('twin', 1, 4000, 4, 4, 0); // 2 seats short, one limit, listed after oneShort
    expect(filterByCapacity([oneShort, twin], request(6, 4, 0))).toEqual({ kind: 'exceeded', passengers: 0, luggage: 2, handLuggage: 0 });
  });

  it('reports every limit the closest vehicle misses, and never an overage of 0 alone', () => {
    expect(filterByCapacity(all, request(8, 4, 6))).toEqual({ kind: 'exceeded', passengers: 2, luggage: 1, handLuggage: 0 });
    expect(filterByCapacity(all, request(2, 7, 9))).toEqual({ kind: 'exceeded', passengers: 0, luggage: 4, handLuggage: 3 });
    for (const [p, l, h] of [[6, 4, 0], [50, 20, 20], [0, 0, 7], [7, 0, 0]] as const) {
      const result = filterByCapacity(all, request(p, l, h));
      expect(result.kind).toBe('exceeded');
      if (result.kind === 'exceeded') expect(result.passengers + result.luggage + result.handLuggage).toBeGreaterThan(0);
    }
  });

  it('is ok and empty without options', () => {
    expect(filterByCapacity([], request(50, 20, 20))).toEqual({ kind: 'ok', options: [] });
  });
});

describe('capacityOverage', () => {
  it('is null when one vehicle takes everything, else the shortfall per limit', () => {
    expect(capacityOverage(mpv, request(6, 3, 6))).toBeNull();
    expect(capacityOverage(mpv, request(7, 3, 8))).toEqual({ passengers: 1, luggage: 0, handLuggage: 2 });
  });
});

describe('requestedCapacity', () => {
  const form = { select_option: 'one_way', passengers: 2, luggages: 1, hand_luggages: 1 };
  it('uses the outbound counts for one way', () => {
    expect(requestedCapacity({ ...form, return_passengers: 9 })).toEqual({ passengers: 2, luggages: 1, handLuggages: 1 });
  });
  it('uses the larger leg for a return', () => {
    const back = { ...form, select_option: 'return', return_passengers: 5, return_luggages: 0, return_hand_luggages: 3 };
    expect(requestedCapacity(back)).toEqual({ passengers: 5, luggages: 1, handLuggages: 3 });
    expect(requestedCapacity({ ...form, select_option: 'return' })).toEqual({ passengers: 2, luggages: 1, handLuggages: 1 });
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
