/**
 * The AeroAPI adapter against a local server answering as AeroAPI v4 documents: each kind of
 * flight day becomes the right normalised status, and every failure a typed lookup, never a throw.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AIRPORTS, departed, FAKE_FLIGHTAWARE_KEY, fakeFlight, landed, startFakeFlightAware, type FakeFlightAware } from './flightaware-fake.js';
import { createFlightAwareProvider } from './flightaware-provider.js';

const BA283 = { iata: 'BA283', icao: 'BAW283' };
const QUERY = { date: '2026-12-01', arrivalAirport: 'LHR' };
const DUE = '2026-12-01T14:00:00.000Z';

let fake: FakeFlightAware;
const provider = (timeoutMs?: number) => createFlightAwareProvider({ apiKey: FAKE_FLIGHTAWARE_KEY, baseUrl: fake.url, timeoutMs });

beforeAll(async () => {
  fake = await startFakeFlightAware();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.flights = [];
  fake.requests = [];
  fake.next = [];
});

describe('FlightAware AeroAPI adapter', () => {
  it('asks for the ident with the key, from the day before the London date to the day after', async () => {
    fake.flights = [fakeFlight(BA283, AIRPORTS.JFK, AIRPORTS.LHR, DUE, 420)];
    await provider().lookup('BA283', QUERY);
    expect(fake.requests).toEqual([
      { ident: 'BA283', apiKey: FAKE_FLIGHTAWARE_KEY, params: { ident_type: 'designator', start: '2026-11-30T00:00:00Z', end: '2026-12-02T00:00:00Z' } },
    ]);
  });

  it('reads a scheduled international flight, on time', async () => {
    fake.flights = [fakeFlight(BA283, AIRPORTS.JFK, AIRPORTS.LHR, DUE, 420)];
    expect(await provider().lookup('BA283', QUERY)).toEqual({
      kind: 'found',
      flight: {
        state: 'scheduled',
        scheduledArrival: new Date(DUE),
        estimatedArrival: new Date(DUE),
        actualArrival: null,
        delayMinutes: 0,
        originCode: 'JFK',
        destinationCode: 'LHR',
        originCity: 'New York',
        domestic: false,
        providerFlightId: expect.stringMatching(/^BAW283-/),
      },
    });
  });

  it('reads a delayed flight en route with its new estimate, and a domestic one as domestic', async () => {
    const flight = fakeFlight({ iata: 'BA1445', icao: 'BAW1445' }, AIRPORTS.EDI, AIRPORTS.LHR, DUE, 80);
    departed(flight, '2026-12-01T14:40:00.000Z');
    fake.flights = [flight];
    const lookup = await provider().lookup('BA1445', QUERY);
    expect(lookup).toMatchObject({ kind: 'found', flight: { state: 'en_route', estimatedArrival: new Date('2026-12-01T14:40:00Z'), delayMinutes: 40, originCode: 'EDI', domestic: true } });
  });

  it('reads a flight landed early, with its gate time', async () => {
    const flight = fakeFlight(BA283, AIRPORTS.JFK, AIRPORTS.LHR, DUE, 420);
    landed(flight, '2026-12-01T13:30:00.000Z');
    fake.flights = [flight];
    expect(await provider().lookup('BAW283', QUERY)).toMatchObject({ kind: 'found', flight: { state: 'landed', actualArrival: new Date('2026-12-01T13:38:00Z'), delayMinutes: -22 } });
  });

  it('reads a diverted flight (named by its new destination) and a cancelled one', async () => {
    const diverted = fakeFlight(BA283, AIRPORTS.JFK, AIRPORTS.LHR, DUE, 420);
    Object.assign(diverted, { diverted: true, destination: AIRPORTS.STN, status: 'Diverted' });
    fake.flights = [diverted];
    expect(await provider().lookup('BA283', QUERY)).toMatchObject({ kind: 'found', flight: { state: 'diverted', destinationCode: 'STN' } });

    const cancelled = fakeFlight(BA283, AIRPORTS.JFK, AIRPORTS.LHR, DUE, 420);
    Object.assign(cancelled, { cancelled: true, status: 'Cancelled', estimated_in: null, estimated_on: null, arrival_delay: null });
    fake.flights = [cancelled];
    expect(await provider().lookup('BA283', QUERY)).toMatchObject({ kind: 'found', flight: { state: 'cancelled', estimatedArrival: null, delayMinutes: null } });
  });

  it('chooses, of a flight number with several legs that day, the one arriving at the asked airport', async () => {
    const ident = { iata: 'BA2700', icao: 'BAW2700' };
    fake.flights = [
      fakeFlight(ident, AIRPORTS.MAD, AIRPORTS.LGW, '2026-12-01T11:00:00.000Z'),
      fakeFlight(ident, AIRPORTS.LGW, AIRPORTS.EDI, '2026-12-01T13:30:00.000Z', 90),
      // The same number the next day, arriving at Gatwick again: not this date.
      fakeFlight(ident, AIRPORTS.MAD, AIRPORTS.LGW, '2026-12-02T11:00:00.000Z'),
    ];
    expect(await provider().lookup('BA2700', { date: '2026-12-01', arrivalAirport: 'EDI' })).toMatchObject({ kind: 'found', flight: { originCode: 'LGW', destinationCode: 'EDI', domestic: true } });
    expect(await provider().lookup('BA2700', { date: '2026-12-01', arrivalAirport: 'LGW' })).toMatchObject({ kind: 'found', flight: { scheduledArrival: new Date('2026-12-01T11:00:00Z') } });
  });

  it('answers not_found for an unknown flight, one to another airport (naming where it lands), and one on another day', async () => {
    expect(await provider().lookup('ZZ999', QUERY)).toEqual({ kind: 'not_found' });
    fake.flights = [fakeFlight(BA283, AIRPORTS.JFK, AIRPORTS.LGW, DUE, 420)];
    expect(await provider().lookup('BA283', QUERY)).toEqual({ kind: 'not_found', landsAt: 'LGW' });
    expect(await provider().lookup('BA283', { date: '2026-12-02', arrivalAirport: 'LGW' })).toEqual({ kind: 'not_found' });
  });

  it('answers rate_limited with the Retry-After of a 429', async () => {
    fake.next = ['rateLimited'];
    fake.retryAfterSeconds = 45;
    expect(await provider().lookup('BA283', QUERY)).toEqual({ kind: 'rate_limited', retryAfterMs: 45_000 });
  });

  it('answers unavailable when the provider fails, refuses the key, cannot be reached or does not answer in time', async () => {
    fake.next = ['serverError', 'badKey'];
    expect(await provider().lookup('BA283', QUERY)).toEqual({ kind: 'unavailable', error: 'FlightAware 500: Internal server error: Something went wrong' });
    expect(await provider().lookup('BA283', QUERY)).toEqual({ kind: 'unavailable', error: 'FlightAware 401: Unauthorized: Invalid API key' });

    fake.next = ['hang'];
    expect(await provider(200).lookup('BA283', QUERY)).toMatchObject({ kind: 'unavailable', error: expect.stringMatching(/^FlightAware unreachable: .*(timeout|aborted)/i) });

    // A port nobody listens on: connection refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const refused = createFlightAwareProvider({ apiKey: FAKE_FLIGHTAWARE_KEY, baseUrl: `http://127.0.0.1:${port}` });
    expect(await refused.lookup('BA283', QUERY)).toMatchObject({ kind: 'unavailable', error: expect.stringContaining('ECONNREFUSED') });
  });
});
