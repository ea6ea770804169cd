/**
 * Fixed prices between zones. A location lists its zones from most to least specific; a zone
 * starting with 'place:' is one specific place (a terminal, a station, a saved address).
 */
import type { FixedPrice } from './pricing-types.js';

const isPlace = (zone: string) => zone.startsWith('place:');

/** The price for this ordered pair of zones: one priced in this direction first, else a bothWays one priced the other way. */
function priceForPair(prices: FixedPrice[], from: string, to: string): FixedPrice | null {
  return (
    prices.find((price) => price.from === from && price.to === to) ??
    prices.find((price) => price.bothWays && price.from === to && price.to === from) ??
    null
  );
}

/**
 * Every (pickup zone, dropoff zone) pair, most specific first: ranked by the sum of the two
 * zones' positions, ties broken by the pickup's position. So a terminal-to-postcode-area price
 * beats an airport-to-postcode-area price, which beats area-to-area.
 */
function zonePairs(pickupZones: string[], dropoffZones: string[]): Array<[string, string]> {
  // Every vehicle of a quote asks for the same two zone lists: rank them once.
  const memo = pairMemo.get(pickupZones)?.get(dropoffZones);
  if (memo) return memo;
  const pairs = rankPairs(pickupZones, dropoffZones);
  let byDropoff = pairMemo.get(pickupZones);
  if (!byDropoff) pairMemo.set(pickupZones, (byDropoff = new WeakMap()));
  byDropoff.set(dropoffZones, pairs);
  return pairs;
}

const pairMemo = new WeakMap<string[], WeakMap<string[], Array<[string, string]>>>();

function rankPairs(pickupZones: string[], dropoffZones: string[]): Array<[string, string]> {
  const ranked: Array<{ pair: [string, string]; rank: number; pickupIndex: number }> = [];
  pickupZones.forEach((from, pickupIndex) => {
    dropoffZones.forEach((to, dropoffIndex) => {
      ranked.push({ pair: [from, to], rank: pickupIndex + dropoffIndex, pickupIndex });
    });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.pickupIndex - b.pickupIndex);
  return ranked.map((entry) => entry.pair);
}

function firstMatch(prices: FixedPrice[], pairs: Array<[string, string]>): FixedPrice | null {
  if (prices.length === 0) return null;
  for (const [from, to] of pairs) {
    const match = priceForPair(prices, from, to);
    if (match) return match;
  }
  return null;
}

/** A fixed route price: both ends are specific places. */
export function findFixedRoutePrice(prices: FixedPrice[], pickupZones: string[], dropoffZones: string[]): FixedPrice | null {
  if (prices.length === 0) return null;
  const places = (zones: string[]) => (zones.every(isPlace) ? zones : zones.filter(isPlace));
  if (!pickupZones.some(isPlace) || !dropoffZones.some(isPlace)) return null;
  return firstMatch(prices, rankPairs(places(pickupZones), places(dropoffZones)));
}

/** A zone price: any pair of zones, most specific first. */
export function findZonePrice(prices: FixedPrice[], pickupZones: string[], dropoffZones: string[]): FixedPrice | null {
  if (prices.length === 0) return null;
  return firstMatch(prices, zonePairs(pickupZones, dropoffZones));
}
