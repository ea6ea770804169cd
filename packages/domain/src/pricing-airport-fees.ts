/**
 * Airport pickup and drop-off fees. A location at an airport carries its code as a zone
 * ('airport:LHR'); an airport listed in the tariff's airportFees has its own fees (0: none there),
 * any other airport the tariff's default fees.
 */
import type { LegInput, PricedLocation, PriceLine, Tariff } from './pricing-types.js';
import { airportName } from './airports.js';
import { tariffIndex } from './pricing-tariff-index.js';

const AIRPORT_ZONE = 'airport:';

/** The IATA code of the airport a location lies at ('airport:LHR' → 'LHR'), or null. */
export function airportCodeOf(location: PricedLocation): string | null {
  for (const zone of location.zones) if (zone.startsWith(AIRPORT_ZONE)) return zone.slice(AIRPORT_ZONE.length);
  return null;
}

type End = 'pickup' | 'dropoff';

const WORD: Record<End, string> = { pickup: 'pickup', dropoff: 'drop-off' };
const CODE: Record<End, string> = { pickup: 'airport_pickup', dropoff: 'airport_dropoff' };
const DEFAULT_LABEL: Record<End, string> = { pickup: 'Airport pickup fee', dropoff: 'Airport drop-off fee' };

function ownFeeLabel(code: string, end: End): string {
  const name = airportName(code);
  return name ? `${name} ${WORD[end]} fee` : `Airport ${WORD[end]} fee (${code})`;
}

function defaultFeeLine(tariff: Tariff, end: End): PriceLine | null {
  const amountPence = end === 'pickup' ? tariff.airportPickupFeePence : tariff.airportDropoffFeePence;
  return amountPence > 0 ? { code: CODE[end], label: DEFAULT_LABEL[end], amountPence } : null;
}

function feeLine(tariff: Tariff, location: PricedLocation, end: End): PriceLine | null {
  if (!location.isAirport) return null;
  if (tariff.airportFees.length === 0) return defaultFeeLine(tariff, end);
  const code = airportCodeOf(location);
  const own = code === null ? undefined : tariffIndex(tariff).airportFee(code);
  if (code === null || !own) return defaultFeeLine(tariff, end);
  const amountPence = end === 'pickup' ? own.pickupFeePence : own.dropoffFeePence;
  return amountPence > 0 ? { code: CODE[end], label: ownFeeLabel(code, end), amountPence } : null;
}

/**
 * The fee lines of a leg: pickup, then drop-off. A default fee keeps the plain label ('Airport
 * pickup fee'); an airport's own fee names it ('Heathrow pickup fee', 'Airport pickup fee (XYZ)').
 */
export function airportFeeLines(tariff: Tariff, leg: LegInput): PriceLine[] {
  const lines: PriceLine[] = [];
  const pickup = feeLine(tariff, leg.pickup, 'pickup');
  if (pickup) lines.push(pickup);
  const dropoff = feeLine(tariff, leg.dropoff, 'dropoff');
  if (dropoff) lines.push(dropoff);
  return lines;
}
