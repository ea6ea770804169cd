/**
 * A fixed price's zone as the operator types it: 'LHR' (an airport), 'SW' (a postcode area), 'TW6'
 * (a postcode district), 'station PAD' or a full key such as 'place:saved-6'. The tariff stores the
 * key the quote service gives places ('airport:LHR', 'postcode-area:SW'…, see contract tariff-zones).
 */
import { normaliseZone, zoneLabel } from '@kerbside/contract';

export const ZONE_HELP =
  'Type an airport code (LHR), a postcode area (SW) or district (TW6), “station PAD” for a station, or “place:” and a saved place’s id.';

/** The zone key the typed text means, or null when it is none. */
export function zoneOfText(typed: string): string | null {
  const text = typed.trim();
  if (text.includes(':')) return normaliseZone(text);
  const kind = /^(airport|station|place)\s+(\S+)$/i.exec(text);
  if (kind) return normaliseZone(`${kind[1]}:${kind[2]}`);
  if (/^[A-Za-z]{1,2}$/.test(text)) return normaliseZone(`postcode-area:${text}`);
  if (/^[A-Za-z]{1,2}\d[A-Za-z\d]?$/.test(text)) return normaliseZone(`postcode-district:${text}`);
  if (/^[A-Za-z]{3}$/.test(text)) return normaliseZone(`airport:${text}`);
  return null;
}

/** The text the operator would type for a stored zone: 'airport:LHR' → 'LHR', 'station:PAD' → 'station PAD'. */
export function textOfZone(zone: string): string {
  const colon = zone.indexOf(':');
  const kind = zone.slice(0, colon);
  const value = zone.slice(colon + 1);
  switch (kind) {
    case 'airport':
    case 'postcode-area':
    case 'postcode-district':
      return value;
    case 'station':
      return `station ${value}`;
    default:
      return zone;
  }
}

/** What the typed zone means in words ('Heathrow Airport (LHR)'), or null when it is no zone yet. */
export function zoneMeaning(typed: string): string | null {
  const zone = zoneOfText(typed);
  return zone === null ? null : zoneLabel(zone);
}
