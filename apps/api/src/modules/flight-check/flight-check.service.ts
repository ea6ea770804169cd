/**
 * Checks an airport pickup's flight number at booking (issue 28 Deliver 2): resolves the pickup to
 * its airport, reads the number, and asks the flight-status provider (through the cache and the
 * site-wide cap on provider calls) whether that flight lands there that London day. Never fails the
 * visitor: whatever goes wrong answers `not_checked`.
 */
import type { FlightCheck, FlightCheckRequest } from '@kerbside/contract';
import { addDays, londonToday, parseFlightNumber, utcToLondonLocal } from '@kerbside/domain';
import type { Clock } from '../../platform/clock/index.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { FLIGHT_CHECK_PROVIDER_CALLS } from '../../http/limits.js';
import type { FlightLookup, FlightStatusProvider } from '../flights/index.js';
import { PlacesUnavailableError, type PlacesProvider } from '../places/index.js';
import { createFlightCheckCache } from './flight-check-cache.js';
import { checkedMessage, notFoundMessage, originText, otherAirportMessage, unreadableMessage } from './flight-check-messages.js';

/**
 * AeroAPI's `/flights/{ident}` knows flights from about 10 days back to 2 days ahead; a flight
 * further ahead is not found yet, which must not read as a wrong number. Later dates are not checked.
 */
const DAYS_AHEAD = 2;

export interface FlightCheckDeps {
  provider: FlightStatusProvider;
  places: PlacesProvider;
  rateLimiter: RateLimiter;
  now: Clock;
  log: { warn(obj: object, msg: string): void };
}

export interface FlightCheckService {
  check(request: FlightCheckRequest): Promise<FlightCheck>;
}

const hhmm = (at: Date | null): string | null => {
  if (!at) return null;
  const { minute } = utcToLondonLocal(at);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

export function createFlightCheckService(deps: FlightCheckDeps): FlightCheckService {
  const cache = createFlightCheckCache();

  /** The IATA code of the pickup's airport (null: not an airport), or unavailable when the maps provider failed. */
  async function airportOf(request: FlightCheckRequest): Promise<{ code: string | null } | 'unavailable'> {
    try {
      const place = await deps.places.resolve(request.pickup, { placeId: request.pickup_place_id });
      const zone = place?.zones.find((z) => z.startsWith('airport:'));
      return { code: zone ? zone.slice('airport:'.length) : null };
    } catch (err) {
      if (err instanceof PlacesUnavailableError) return 'unavailable';
      throw err;
    }
  }

  async function ask(ident: string, date: string, airport: string): Promise<FlightLookup> {
    const allowed = await deps.rateLimiter.hit(FLIGHT_CHECK_PROVIDER_CALLS, 'site');
    if (!allowed.allowed) return { kind: 'rate_limited', retryAfterMs: allowed.retryAfterSeconds * 1000 };
    const lookup = await deps.provider.lookup(ident, { date, arrivalAirport: airport });
    if (lookup.kind === 'unavailable' || lookup.kind === 'rate_limited') deps.log.warn({ ident, date, airport, lookup }, 'flight check: the provider did not answer');
    return lookup;
  }

  return {
    async check(request) {
      if (deps.provider.name === 'none') return { result: 'not_checked', reason: 'no_provider' };
      const today = londonToday(deps.now());
      if (request.date < addDays(today, -1) || request.date > addDays(today, DAYS_AHEAD)) return { result: 'not_checked', reason: 'out_of_range' };
      const located = await airportOf(request);
      if (located === 'unavailable') return { result: 'not_checked', reason: 'unavailable' };
      const airport = located.code;
      if (!airport) return { result: 'not_checked', reason: 'not_airport' };
      const parsed = parseFlightNumber(request.flight_number);
      if (!parsed) return { result: 'mismatch', flight: request.flight_number, reason: 'unreadable', lands_at: null, message: unreadableMessage(request.flight_number) };
      const flight = parsed.ident;
      const lookup = await cache.get(`${flight}|${request.date}|${airport}`, deps.now().getTime(), () => ask(flight, request.date, airport));
      switch (lookup.kind) {
        case 'found': {
          const status = lookup.flight;
          const origin = originText(status.originCode, status.originCity);
          const expected = hhmm(status.actualArrival ?? status.estimatedArrival);
          const due = hhmm(status.scheduledArrival);
          return {
            result: 'checked',
            flight,
            state: status.state,
            origin_code: status.originCode,
            origin_name: status.originCity,
            scheduled_arrival: due,
            expected_arrival: expected,
            message: checkedMessage(flight, origin, expected ?? due, status.state),
          };
        }
        case 'not_found':
          return lookup.landsAt
            ? { result: 'mismatch', flight, reason: 'other_airport', lands_at: lookup.landsAt, message: otherAirportMessage(flight, airport, request.date, lookup.landsAt) }
            : { result: 'mismatch', flight, reason: 'not_found', lands_at: null, message: notFoundMessage(flight, request.date) };
        default:
          return { result: 'not_checked', reason: 'unavailable' };
      }
    },
  };
}
