import { describe, expect, it } from 'vitest';
import { detourFactor, estimateRoute, legSeconds } from './estimated-route.js';
import { haversineKm, KM_PER_MILE } from './geo-distance.js';

const LONDON = { lat: 51.5074, lon: -0.1278 };
const MANCHESTER = { lat: 53.4808, lon: -2.2426 };
const BIRMINGHAM = { lat: 52.4814, lon: -1.8998 };

describe('estimated road route', () => {
  it('London to Manchester is about 200 road miles and 3.5 to 4.5 hours', () => {
    const route = estimateRoute([LONDON, MANCHESTER])!;
    expect(route.estimated).toBe(true);
    expect(route.miles).toBeGreaterThan(185);
    expect(route.miles).toBeLessThan(215);
    expect(route.seconds).toBeGreaterThan(3.5 * 3600);
    expect(route.seconds).toBeLessThan(4.5 * 3600);
    expect(Number.isInteger(route.seconds)).toBe(true);
    expect(route.miles).toBe(Math.round(route.miles * 10) / 10);
    expect(route.path).toEqual([LONDON, MANCHESTER]);
  });

  it('a short urban trip gets a higher detour factor and a slower average', () => {
    expect(detourFactor(1)).toBeCloseTo(1.39, 2);
    expect(detourFactor(150)).toBeCloseTo(1.2, 2);
    const oxfordCircus = { lat: 51.5155, lon: -0.1419 };
    const straightMiles = haversineKm(LONDON, oxfordCircus) / KM_PER_MILE;
    const short = estimateRoute([LONDON, oxfordCircus])!;
    const long = estimateRoute([LONDON, MANCHESTER])!;
    const longStraight = haversineKm(LONDON, MANCHESTER) / KM_PER_MILE;
    expect(short.miles / straightMiles).toBeGreaterThan(1.3);
    expect(short.miles / straightMiles).toBeGreaterThan(long.miles / longStraight + 0.1);
    expect(legSeconds(3)).toBe(600); // 3 miles at 18 mph
    expect(legSeconds(10)).toBeCloseTo(600 + 900, 6); // then 7 miles at 28 mph
  });

  it('sums legs through stops, each leg starting in town', () => {
    const direct = estimateRoute([LONDON, MANCHESTER])!;
    const via = estimateRoute([LONDON, BIRMINGHAM, MANCHESTER])!;
    expect(via.miles).toBeGreaterThan(direct.miles);
    expect(via.seconds).toBeGreaterThan(direct.seconds);
    expect(via.path).toHaveLength(3);
  });

  it('needs two points; the same point twice is zero', () => {
    expect(estimateRoute([LONDON])).toBeNull();
    expect(estimateRoute([LONDON, LONDON])).toMatchObject({ miles: 0, seconds: 0 });
  });
});
