import { describe, it, expect } from 'vitest';
import type { FixedPrice } from './pricing-types.js';
import { findFixedRoutePrice, findZonePrice } from './pricing-zones.js';

const t5 = ['place:lhr-t5', 'airport:LHR', 'postcode-district:TW6', 'postcode-area:TW'];
const office = ['place:acme-office', 'postcode-district:SW1', 'postcode-area:SW'];
const flat = ['postcode-district:SW3', 'postcode-area:SW'];

const price = (from: string, to: string, pricePence: number, bothWays = false): FixedPrice => ({
  from,
  to,
  pricePence,
  bothWays,
});

describe('findFixedRoutePrice', () => {
  it('matches two places in the priced direction', () => {
    const route = price('place:lhr-t5', 'place:acme-office', 6500);
    expect(findFixedRoutePrice([route], t5, office)).toBe(route);
  });

  it('matches the other way only when bothWays', () => {
    const oneWay = price('place:acme-office', 'place:lhr-t5', 6500);
    const bothWays = price('place:acme-office', 'place:lhr-t5', 6000, true);
    expect(findFixedRoutePrice([oneWay], t5, office)).toBeNull();
    expect(findFixedRoutePrice([oneWay, bothWays], t5, office)).toBe(bothWays);
  });

  it('prefers a price in the travelled direction over a bothWays one the other way', () => {
    const reverse = price('place:acme-office', 'place:lhr-t5', 6000, true);
    const forward = price('place:lhr-t5', 'place:acme-office', 6500);
    expect(findFixedRoutePrice([reverse, forward], t5, office)).toBe(forward);
  });

  it('ignores zone prices', () => {
    expect(findFixedRoutePrice([price('airport:LHR', 'postcode-area:SW', 5000)], t5, office)).toBeNull();
    expect(findFixedRoutePrice([price('place:lhr-t5', 'postcode-area:SW', 5000)], t5, office)).toBeNull();
  });
});

describe('findZonePrice', () => {
  const airportToArea = price('airport:LHR', 'postcode-area:SW', 5000);
  const areaToArea = price('postcode-area:TW', 'postcode-area:SW', 5500);
  const terminalToArea = price('place:lhr-t5', 'postcode-area:SW', 4800);

  it('finds a price for any pair of zones', () => {
    expect(findZonePrice([areaToArea], t5, flat)).toBe(areaToArea);
  });

  it('takes the most specific pair first', () => {
    expect(findZonePrice([areaToArea, airportToArea], t5, flat)).toBe(airportToArea);
    expect(findZonePrice([areaToArea, airportToArea, terminalToArea], t5, flat)).toBe(terminalToArea);
    const district = price('airport:LHR', 'postcode-district:SW3', 4500);
    expect(findZonePrice([airportToArea, district], t5, flat)).toBe(district);
  });

  it('breaks ties by the pickup zone', () => {
    // (airport:LHR, postcode-area:SW) and (postcode-district:TW6, postcode-district:SW3) both rank 1 + 1 = 2 + 0.
    const districtPair = price('postcode-district:TW6', 'postcode-district:SW3', 4700);
    expect(findZonePrice([districtPair, airportToArea], t5, flat)).toBe(airportToArea);
  });

  it('applies bothWays prices the other way', () => {
    expect(findZonePrice([airportToArea], flat, t5)).toBeNull();
    const both = price('airport:LHR', 'postcode-area:SW', 5000, true);
    expect(findZonePrice([both], flat, t5)).toBe(both);
  });

  it('returns null when nothing matches', () => {
    expect(findZonePrice([price('airport:LGW', 'postcode-area:SW', 5000)], t5, flat)).toBeNull();
    expect(findZonePrice([], t5, flat)).toBeNull();
  });
});
