/**
 * FlightAware AeroAPI v4 through fetch (no SDK): `GET /flights/{ident}` with the `x-apikey` header,
 * as documented at https://www.flightaware.com/aeroapi/portal/documentation. It answers
 * `{ flights: [...] }`, every flight of that ident whose scheduled departure falls between `start`
 * and `end`; we ask from the day before the arrival date (an overnight flight leaves the day
 * before) to the day after, and keep the one arriving at the asked airport on the asked London date.
 * Errors come as `{ title, reason, detail, status }`; 429 when over the account's rate.
 */
import { AIRPORT_NAMES, londonLocalToUtc, utcToLondonLocal } from '@kerbside/domain';
import type { FlightLookup, FlightQuery, FlightState, FlightStatus, FlightStatusProvider } from './flight-status-provider.js';

/** The scheduler waits for a lookup: a slow provider must not hold a run for long. */
const REQUEST_TIMEOUT_MS = 10_000;
/** A 429 without a readable Retry-After waits a minute (the Personal tier counts per minute). */
const DEFAULT_RETRY_AFTER_MS = 60_000;
const DAY_MS = 86_400_000;

export interface FlightAwareOptions {
  apiKey: string;
  /** https://aeroapi.flightaware.com/aeroapi; a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** The parts of AeroAPI's flight object we read (all may be null or absent). */
interface AeroAirport {
  code?: string | null;
  code_iata?: string | null;
  timezone?: string | null;
  city?: string | null;
}
interface AeroFlight {
  fa_flight_id?: string | null;
  origin?: AeroAirport | null;
  destination?: AeroAirport | null;
  scheduled_in?: string | null;
  estimated_in?: string | null;
  actual_in?: string | null;
  scheduled_on?: string | null;
  estimated_on?: string | null;
  actual_on?: string | null;
  actual_off?: string | null;
  actual_out?: string | null;
  arrival_delay?: number | null;
  cancelled?: boolean | null;
  diverted?: boolean | null;
}

export function createFlightAwareProvider(options: FlightAwareOptions): FlightStatusProvider {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return {
    name: 'flightaware',
    async lookup(ident, query) {
      const url = requestUrl(options.baseUrl, ident, query.date);
      let response: Response;
      try {
        response = await fetch(url, { headers: { 'x-apikey': options.apiKey, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      } catch (err) {
        const reason = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
        return { kind: 'unavailable', error: `FlightAware unreachable: ${reason}` };
      }
      const body = await readJson(response);
      return lookupOf(response, body, query);
    },
  };
}

function requestUrl(baseUrl: string, ident: string, date: string): string {
  const midnight = londonLocalToUtc({ date, minute: 0 }).getTime();
  const params = new URLSearchParams({
    ident_type: 'designator',
    start: new Date(midnight - DAY_MS).toISOString().replace('.000Z', 'Z'),
    end: new Date(midnight + DAY_MS).toISOString().replace('.000Z', 'Z'),
  });
  return `${baseUrl}/flights/${encodeURIComponent(ident)}?${params.toString()}`;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** AeroAPI's answer as a lookup. Exported for the unit test of the flight choice. */
export function lookupOf(response: Pick<Response, 'status' | 'headers'>, body: Record<string, unknown>, query: FlightQuery): FlightLookup {
  const { status } = response;
  if (status === 429) return { kind: 'rate_limited', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  // 400: an ident AeroAPI cannot read; 404: none it knows.
  if (status === 400 || status === 404) return { kind: 'not_found' };
  if (status < 200 || status >= 300) {
    const detail = [body.title, body.detail ?? body.reason].filter((part) => typeof part === 'string').join(': ').slice(0, 300);
    return { kind: 'unavailable', error: `FlightAware ${status}${detail ? `: ${detail}` : ''}` };
  }
  if (!Array.isArray(body.flights)) return { kind: 'unavailable', error: `FlightAware answered ${status} without a flights list` };
  return chooseFlight(body.flights as AeroFlight[], query);
}

/**
 * The leg arriving at the asked airport on the asked London date; of several, the earliest. A
 * diverted flight may name its new airport as the destination: with no leg to the asked airport,
 * a diverted one of that date is the passenger's. With neither, not_found names where one of that
 * date lands instead (the earliest).
 */
function chooseFlight(flights: AeroFlight[], query: FlightQuery): FlightLookup {
  const onTheDay = flights
    .map(normalise)
    .filter((flight) => flight.scheduledArrival && utcToLondonLocal(flight.scheduledArrival).date === query.date)
    .sort((a, b) => a.scheduledArrival!.getTime() - b.scheduledArrival!.getTime());
  const flight = onTheDay.find((f) => f.destinationCode === query.arrivalAirport) ?? onTheDay.find((f) => f.state === 'diverted');
  if (flight) return { kind: 'found', flight };
  const landsAt = onTheDay.find((f) => f.destinationCode !== null)?.destinationCode;
  return landsAt ? { kind: 'not_found', landsAt } : { kind: 'not_found' };
}

function instant(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

function iataOf(airport: AeroAirport | null | undefined): string | null {
  return airport?.code_iata ?? null;
}

function normalise(flight: AeroFlight): FlightStatus {
  const scheduledArrival = instant(flight.scheduled_in) ?? instant(flight.scheduled_on);
  const estimatedArrival = instant(flight.estimated_in) ?? instant(flight.estimated_on);
  const actualArrival = instant(flight.actual_in) ?? instant(flight.actual_on);
  const originCode = iataOf(flight.origin);
  const expected = actualArrival ?? estimatedArrival;
  const delayMinutes =
    typeof flight.arrival_delay === 'number'
      ? Math.round(flight.arrival_delay / 60)
      : expected && scheduledArrival
        ? Math.round((expected.getTime() - scheduledArrival.getTime()) / 60_000)
        : null;
  return {
    state: stateOf(flight, scheduledArrival, actualArrival),
    scheduledArrival,
    estimatedArrival,
    actualArrival,
    delayMinutes,
    originCode,
    destinationCode: iataOf(flight.destination),
    originCity: flight.origin?.city ?? null,
    domestic: flight.origin?.timezone === 'Europe/London' || (originCode !== null && Object.hasOwn(AIRPORT_NAMES, originCode)),
    providerFlightId: flight.fa_flight_id ?? null,
  };
}

/** From AeroAPI's booleans and times rather than its `status` text, which is for people ('En Route / Delayed'). */
function stateOf(flight: AeroFlight, scheduledArrival: Date | null, actualArrival: Date | null): FlightState {
  if (flight.cancelled) return 'cancelled';
  if (flight.diverted) return 'diverted';
  if (actualArrival) return 'landed';
  if (flight.actual_off || flight.actual_out) return 'en_route';
  return scheduledArrival ? 'scheduled' : 'unknown';
}

/** Retry-After in seconds (or an HTTP date), as milliseconds, at most an hour. */
function retryAfterMs(header: string | null): number {
  if (!header) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, 3_600_000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? DEFAULT_RETRY_AFTER_MS : Math.min(Math.max(at - Date.now(), 0), 3_600_000);
}
