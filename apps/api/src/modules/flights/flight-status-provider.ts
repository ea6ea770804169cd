/** What a flight-status provider answers, whichever provider it is (FlightAware AeroAPI, or none). */
import type { FlightState } from '@kerbside/contract';

export type { FlightState };

/** One flight arriving at the asked airport on the asked day, in the provider's times. */
export interface FlightStatus {
  state: FlightState;
  /** Instants; arrival at the gate when the provider has it, else on the runway. */
  scheduledArrival: Date | null;
  estimatedArrival: Date | null;
  actualArrival: Date | null;
  /** Minutes late (negative: early) at arrival, as the provider says or from estimated minus scheduled. */
  delayMinutes: number | null;
  /** IATA codes (null when the provider has none, e.g. a private strip). */
  originCode: string | null;
  destinationCode: string | null;
  /** The origin's city as the provider names it ('New York'), for the visitor; null when it names none. */
  originCity: string | null;
  /** The flight left from a UK airport. */
  domestic: boolean;
  /** The provider's own id of this flight (FlightAware's fa_flight_id). */
  providerFlightId: string | null;
}

export type FlightLookup =
  | { kind: 'found'; flight: FlightStatus }
  /**
   * No flight of that ident arrives at that airport on that day. `landsAt`: the IATA code of the
   * airport one of that ident lands at that day instead, when there is one (a visitor's wrong airport).
   */
  | { kind: 'not_found'; landsAt?: string }
  /** Asked too often: not again before `retryAfterMs`. */
  | { kind: 'rate_limited'; retryAfterMs: number }
  /** Down, unreachable, too slow, or refused our key: `error` is for the log and the watch's row. */
  | { kind: 'unavailable'; error: string };

export interface FlightQuery {
  /** London date of arrival, YYYY-MM-DD. */
  date: string;
  /** IATA code of the airport the passenger is collected at. */
  arrivalAirport: string;
}

export interface FlightStatusProvider {
  /** 'none': no tracking (the office enters landing times by hand); no watch is made. */
  readonly name: 'none' | 'flightaware';
  /** Never rejects: every answer (or none) is a lookup. `ident` as parseFlightNumber reads it. */
  lookup(ident: string, query: FlightQuery): Promise<FlightLookup>;
}

/** The built-in default: nothing is asked of anyone. */
export function createNoFlightStatusProvider(): FlightStatusProvider {
  return {
    name: 'none',
    lookup: async () => ({ kind: 'unavailable', error: 'no flight-status provider is configured (no FLIGHTAWARE_API_KEY)' }),
  };
}
