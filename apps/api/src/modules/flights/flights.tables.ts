/** Flight watches (migration 0048), merged into the Database type in db/schema.ts. */
import type { Generated } from 'kysely';
import type { FlightState } from './flight-status-provider.js';

/** 'pending': not yet asked of the provider; 'not_found': the provider knows no such arrival. */
export type WatchState = FlightState | 'pending' | 'not_found';

/** What the provider last said of a flight (null: not said, or not yet asked). */
interface FlightFacts {
  state: WatchState;
  scheduled_arrival: string | null;
  estimated_arrival: string | null;
  actual_arrival: string | null;
  delay_minutes: number | null;
  origin_code: string | null;
  destination_code: string | null;
}

export interface FlightWatchesTable extends FlightFacts {
  id: Generated<number>;
  /** As parseFlightNumber reads it: 'BA283'. */
  ident: string;
  /** London date of arrival, YYYY-MM-DD. */
  arrival_date: string;
  /** IATA code of the airport the pickups are at. */
  airport_code: string;
  /** 1: from a UK airport, 0: from abroad, null: not yet known. */
  domestic: number | null;
  provider_flight_id: string | null;
  /** When it is next asked of the provider; null: never again (stopped_reason says why). */
  next_poll_at: string | null;
  /** Calls made to the provider for it. */
  polls: Generated<number>;
  /** Failed calls in a row (rate limited or unavailable): the backoff grows with them. */
  failures: Generated<number>;
  last_polled_at: string | null;
  last_error: string | null;
  stopped_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface FlightWatchJobsTable {
  job_id: number;
  watch_id: number;
  company_id: number;
  created_at: string;
}

export interface FlightWatchHistoryTable extends FlightFacts {
  id: Generated<number>;
  watch_id: number;
  /** When we heard it (the platform clock). */
  observed_at: string;
}

/** A watched job's flight as the board shows it, and its last move (migration 0049). */
export interface JobFlightStatusTable {
  job_id: number;
  company_id: number;
  watch_id: number;
  /** 'on time', 'delayed +40', 'landed 14:32', 'diverted', 'cancelled'… */
  status_text: string;
  /** The pickup instant before the last move and after it; null: never moved. */
  moved_from: string | null;
  moved_to: string | null;
  /** Why the office must decide (diverted, cancelled, beyond the company's limits); null: nothing to decide. */
  attention: string | null;
  updated_at: string;
}

export interface FlightsTables {
  job_flight_status: JobFlightStatusTable;
  flight_watches: FlightWatchesTable;
  flight_watch_jobs: FlightWatchJobsTable;
  flight_watch_history: FlightWatchHistoryTable;
}
