/**
 * Test support: a local server that answers AeroAPI v4's `GET /flights/{ident}` as FlightAware
 * documents it (https://www.flightaware.com/aeroapi/portal/documentation#get-/flights/-ident-):
 * 200 `{ flights: [...], links, num_pages }`, each flight with its ident, fa_flight_id, origin and
 * destination airports and its scheduled / estimated / actual gate (`*_in`) and runway (`*_on`)
 * times; its error body `{ title, reason, detail, status }`; 401 without a valid `x-apikey`; 429
 * with Retry-After. Imported by tests and the bench only.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_FLIGHTAWARE_KEY = 'test-flightaware-key';

export interface FakeAirport {
  code: string;
  code_icao: string;
  code_iata: string;
  timezone: string;
  name: string;
  city: string;
}

export const AIRPORTS = {
  LHR: { code: 'EGLL', code_icao: 'EGLL', code_iata: 'LHR', city: 'London', timezone: 'Europe/London', name: 'London Heathrow' },
  LGW: { code: 'EGKK', code_icao: 'EGKK', code_iata: 'LGW', city: 'London', timezone: 'Europe/London', name: 'London Gatwick' },
  STN: { code: 'EGSS', code_icao: 'EGSS', code_iata: 'STN', city: 'London', timezone: 'Europe/London', name: 'London Stansted' },
  EDI: { code: 'EGPH', code_icao: 'EGPH', code_iata: 'EDI', city: 'Edinburgh', timezone: 'Europe/London', name: 'Edinburgh' },
  JFK: { code: 'KJFK', code_icao: 'KJFK', code_iata: 'JFK', city: 'New York', timezone: 'America/New_York', name: 'John F Kennedy Intl' },
  MAD: { code: 'LEMD', code_icao: 'LEMD', code_iata: 'MAD', city: 'Madrid', timezone: 'Europe/Madrid', name: 'Madrid Barajas' },
} satisfies Record<string, FakeAirport>;

/** One flight as AeroAPI returns it (the fields we read, and a few more as they come). */
export interface FakeFlight {
  ident: string;
  ident_icao: string | null;
  ident_iata: string | null;
  fa_flight_id: string;
  origin: FakeAirport;
  destination: FakeAirport;
  scheduled_out: string;
  actual_off: string | null;
  actual_out: string | null;
  scheduled_on: string | null;
  estimated_on: string | null;
  actual_on: string | null;
  scheduled_in: string | null;
  estimated_in: string | null;
  actual_in: string | null;
  arrival_delay: number | null;
  status: string;
  cancelled: boolean;
  diverted: boolean;
  progress_percent: number | null;
}

const minutes = (at: string, n: number) => new Date(Date.parse(at) + n * 60_000).toISOString().replace('.000Z', 'Z');

/** A flight leaving `from` and due at the gate of `to` at `scheduledIn` (ISO, UTC), not yet departed. */
export function fakeFlight(ident: { iata: string; icao: string }, from: FakeAirport, to: FakeAirport, scheduledIn: string, blockMinutes = 120): FakeFlight {
  const scheduledOut = minutes(scheduledIn, -blockMinutes);
  return {
    ident: ident.icao,
    ident_icao: ident.icao,
    ident_iata: ident.iata,
    fa_flight_id: `${ident.icao}-${Date.parse(scheduledOut) / 1000}-schedule-0001`,
    origin: from,
    destination: to,
    scheduled_out: scheduledOut,
    actual_off: null,
    actual_out: null,
    scheduled_on: minutes(scheduledIn, -8),
    estimated_on: minutes(scheduledIn, -8),
    actual_on: null,
    scheduled_in: minutes(scheduledIn, 0),
    estimated_in: minutes(scheduledIn, 0),
    actual_in: null,
    arrival_delay: 0,
    status: 'Scheduled',
    cancelled: false,
    diverted: false,
    progress_percent: 0,
  };
}

/** What the fake answers besides its flights: an error, a wait, or a closed socket. */
export type FakeFlightAwareFault = 'rateLimited' | 'serverError' | 'hang' | 'badKey';

export interface FakeFlightAwareRequest {
  ident: string;
  params: Record<string, string>;
  apiKey: string | undefined;
}

export interface FakeFlightAware {
  /** For FLIGHTAWARE_BASE_URL. */
  url: string;
  requests: FakeFlightAwareRequest[];
  /** Flights by ident (IATA and ICAO both find them); change them between polls to move a flight. */
  flights: FakeFlight[];
  /** Faults for the next requests, taken in order. */
  next: FakeFlightAwareFault[];
  retryAfterSeconds: number;
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

const error = (status: number, title: string, reason: string, detail: string) => ({ title, reason, detail, status });

export async function startFakeFlightAware(): Promise<FakeFlightAware> {
  const fake: Omit<FakeFlightAware, 'url' | 'close'> = { requests: [], flights: [], next: [], retryAfterSeconds: 30 };
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/flights\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return sendJson(response, 404, error(404, 'Not found', 'NOT_FOUND', 'No such endpoint'));
    const ident = decodeURIComponent(match[1]!);
    const apiKey = typeof request.headers['x-apikey'] === 'string' ? request.headers['x-apikey'] : undefined;
    fake.requests.push({ ident, params: Object.fromEntries(url.searchParams), apiKey });
    const fault = fake.next.shift() ?? (apiKey === FAKE_FLIGHTAWARE_KEY ? undefined : 'badKey');
    if (fault === 'hang') return void hanging.add(response);
    if (fault === 'badKey') return sendJson(response, 401, error(401, 'Unauthorized', 'UNAUTHORIZED', 'Invalid API key'));
    if (fault === 'rateLimited') return sendJson(response, 429, error(429, 'Too many requests', 'TOO_MANY_REQUESTS', 'Rate limit exceeded'), { 'retry-after': String(fake.retryAfterSeconds) });
    if (fault === 'serverError') return sendJson(response, 500, error(500, 'Internal server error', 'INTERNAL_ERROR', 'Something went wrong'));
    const start = Date.parse(url.searchParams.get('start') ?? '');
    const end = Date.parse(url.searchParams.get('end') ?? '');
    // AeroAPI compares start and end with each flight's scheduled departure.
    const flights = fake.flights.filter(
      (f) => (f.ident_iata === ident || f.ident_icao === ident) && (Number.isNaN(start) || Date.parse(f.scheduled_out) >= start) && (Number.isNaN(end) || Date.parse(f.scheduled_out) < end),
    );
    sendJson(response, 200, { flights, links: null, num_pages: 1 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** The flight after it left: en route, due at `estimatedIn`. */
export function departed(flight: FakeFlight, estimatedIn: string): void {
  const delay = (Date.parse(estimatedIn) - Date.parse(flight.scheduled_in!)) / 1000;
  Object.assign(flight, {
    actual_out: flight.scheduled_out,
    actual_off: minutes(flight.scheduled_out, 15),
    estimated_in: estimatedIn.replace('.000Z', 'Z'),
    estimated_on: minutes(estimatedIn, -8),
    arrival_delay: delay,
    status: delay > 15 * 60 ? 'En Route / Delayed' : 'En Route / On Time',
    progress_percent: 50,
  });
}

/** The flight on the ground at `landedOn` (runway), at the gate 8 minutes later. */
export function landed(flight: FakeFlight, landedOn: string): void {
  const inAt = minutes(landedOn, 8);
  Object.assign(flight, {
    actual_out: flight.actual_out ?? flight.scheduled_out,
    actual_off: flight.actual_off ?? minutes(flight.scheduled_out, 15),
    actual_on: landedOn.replace('.000Z', 'Z'),
    actual_in: inAt,
    estimated_in: inAt,
    arrival_delay: (Date.parse(inAt) - Date.parse(flight.scheduled_in!)) / 1000,
    status: 'Arrived / Gate Arrival',
    progress_percent: 100,
  });
}
