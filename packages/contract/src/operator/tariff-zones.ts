/**
 * Zone keys of fixed prices, as the quote service gives them to a place (apps/api places module):
 * 'place:<place id>' (a saved place, a gazetteer place such as 'gz:airport:LHR-T5', a Google
 * place 'g:…'), 'airport:<IATA>', 'station:<CRS>', 'postcode-district:<outcode or district>'
 * ('SW1A', 'SW1', 'TW6') and 'postcode-area:<letters>' ('SW').
 */
import { airportName } from '@kerbside/domain';

export const ZONE_KINDS = ['place', 'airport', 'station', 'postcode-district', 'postcode-area'] as const;
export type ZoneKind = (typeof ZONE_KINDS)[number];

/** A zone key is at most this long (place ids of Google run to a few dozen characters). */
export const ZONE_MAX_LENGTH = 300;

const VALUES: Record<ZoneKind, { pattern: RegExp; upperCase: boolean }> = {
  // Place ids are case-sensitive (Google's are), so they are kept as typed.
  place: { pattern: /^[A-Za-z0-9][A-Za-z0-9:_.-]*$/, upperCase: false },
  airport: { pattern: /^[A-Z]{3}$/, upperCase: true },
  station: { pattern: /^[A-Z]{3}$/, upperCase: true },
  'postcode-district': { pattern: /^[A-Z]{1,2}\d[A-Z\d]?$/, upperCase: true },
  'postcode-area': { pattern: /^[A-Z]{1,2}$/, upperCase: true },
};

const isZoneKind = (kind: string): kind is ZoneKind => (ZONE_KINDS as readonly string[]).includes(kind);

/** ' Airport : lhr ' → 'airport:LHR', 'postcode-district:sw1a' → 'postcode-district:SW1A'; null when it is no zone. */
export function normaliseZone(typed: string): string | null {
  if (typed.length > ZONE_MAX_LENGTH) return null;
  const colon = typed.indexOf(':');
  if (colon < 0) return null;
  const kind = typed.slice(0, colon).trim().toLowerCase();
  if (!isZoneKind(kind)) return null;
  const rule = VALUES[kind];
  const raw = typed.slice(colon + 1).trim();
  const value = rule.upperCase ? raw.toUpperCase() : raw;
  return rule.pattern.test(value) ? `${kind}:${value}` : null;
}

/**
 * A zone in words for the console: 'airport:LHR' → 'Heathrow Airport (LHR)', 'postcode-area:SW' →
 * 'SW postcode area', 'postcode-district:TW6' → 'TW6 district', 'place:saved:3' → 'Saved place saved:3'.
 */
export function zoneLabel(zone: string): string {
  const colon = zone.indexOf(':');
  const kind = zone.slice(0, colon);
  const value = zone.slice(colon + 1);
  if (colon < 0 || !isZoneKind(kind)) return zone;
  switch (kind) {
    case 'airport': {
      const name = airportName(value);
      return name ? `${name} Airport (${value})` : `Airport ${value}`;
    }
    case 'station':
      return `Station ${value}`;
    case 'postcode-area':
      return `${value} postcode area`;
    case 'postcode-district':
      return `${value} district`;
    case 'place':
      return `Saved place ${value}`;
  }
}
