/**
 * The website's flight check at booking, through the real HTTP route and the real AeroAPI adapter
 * against the local fake AeroAPI (SQLite, or PostgreSQL with DATABASE_URL): what each provider answer
 * becomes, that a failing or absent provider never refuses the visitor, the cache, and the limits.
 */
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { ADDRESS_LIMITS, FLIGHT_CHECK_PROVIDER_CALLS } from '../../http/limits.js';
import { AIRPORTS, fakeFlight, landed, startFakeFlightAware } from '../flights/flightaware-fake.js';
import { PlacesUnavailableError, type PlacesProvider } from '../places/index.js';
import { flightAwareEnv } from '../flights/flights-test-kit.js';

const fake = await startFakeFlightAware();
const clock = { now: new Date('2026-12-02T09:00:00.000Z') };
let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ now: () => clock.now, env: { TRUST_PROXY: 'true', ...flightAwareEnv(fake) } });
});
afterAll(async () => {
  await api?.close();
  await fake.close();
});

const DAY = '2026-12-03';
const BA283 = { iata: 'BA283', icao: 'BAW283' };
const HEATHROW = 'London Heathrow Airport';
const PATH = pathOf(OPERATIONS.checkFlight);
let address = 0;
const nextAddress = () => `203.0.113.${(address += 1) % 250}`;

function check(app: TestApp, body: Record<string, unknown>, from = nextAddress()) {
  return app.call('POST', PATH, body, { 'x-forwarded-for': from });
}
const heathrow = (flight_number: string, date = DAY) => ({ flight_number, date, pickup: HEATHROW });

beforeEach(() => {
  fake.flights = [fakeFlight(BA283, AIRPORTS.JFK, AIRPORTS.LHR, `${DAY}T07:05:00.000Z`, 420)];
  fake.requests = [];
  fake.next = [];
});

describe('flight check at booking', () => {
  it('confirms a flight landing at the pickup airport that day, with its origin and London arrival time', async () => {
    const res = await check(api, heathrow('ba 283'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        result: 'checked',
        flight: 'BA283',
        state: 'scheduled',
        origin_code: 'JFK',
        origin_name: 'New York',
        scheduled_arrival: '07:05',
        expected_arrival: '07:05',
        message: 'BA283 from New York JFK, due 07:05',
      },
    });
    expect(fake.requests.map((r) => r.ident)).toEqual(['BA283']);
  });

  it('tells a summer arrival in London time, and a landed flight as landed', async () => {
    clock.now = new Date('2026-07-09T09:00:00.000Z');
    const flight = fakeFlight({ iata: 'BA117', icao: 'BAW117' }, AIRPORTS.JFK, AIRPORTS.LHR, '2026-07-10T06:00:00.000Z', 420);
    fake.flights = [flight];
    expect((await check(api, heathrow('BA117', '2026-07-10'))).body.data).toMatchObject({ result: 'checked', scheduled_arrival: '07:00', message: 'BA117 from New York JFK, due 07:00' });
    const early = fakeFlight({ iata: 'BA119', icao: 'BAW119' }, AIRPORTS.EDI, AIRPORTS.LHR, '2026-07-09T08:00:00.000Z', 80);
    landed(early, '2026-07-09T07:40:00.000Z');
    fake.flights = [early];
    expect((await check(api, heathrow('BA119', '2026-07-09'))).body.data).toMatchObject({ result: 'checked', state: 'landed', expected_arrival: '08:48', message: 'BA119 from Edinburgh, landed 08:48' });
    clock.now = new Date('2026-12-02T09:00:00.000Z');
  });

  it('warns when the flight lands at another airport that day, naming it', async () => {
    // (Each test checks flights of its own: answers are kept 10 minutes.)
    fake.flights = [fakeFlight({ iata: 'BA284', icao: 'BAW284' }, AIRPORTS.JFK, AIRPORTS.LGW, `${DAY}T07:05:00.000Z`, 420)];
    const res = await check(api, heathrow('BA284'));
    expect(res.body.data).toEqual({ result: 'mismatch', flight: 'BA284', reason: 'other_airport', lands_at: 'LGW', message: 'BA284 does not land at Heathrow on 3 December: it lands at Gatwick.' });
  });

  it('warns when no such flight lands that day, or the number cannot be read as one (without asking the provider)', async () => {
    expect((await check(api, heathrow('BA283', '2026-12-04'))).body.data).toEqual({ result: 'mismatch', flight: 'BA283', reason: 'not_found', lands_at: null, message: 'We could not find flight BA283 on 4 December.' });
    expect((await check(api, heathrow('ZZ999'))).body.data).toMatchObject({ result: 'mismatch', reason: 'not_found', message: 'We could not find flight ZZ999 on 3 December.' });
    fake.requests = [];
    expect((await check(api, heathrow('my flight'))).body.data).toEqual({
      result: 'mismatch',
      flight: 'my flight',
      reason: 'unreadable',
      lands_at: null,
      message: 'We could not read “my flight” as a flight number. Flight numbers look like BA 283.',
    });
    expect(fake.requests).toEqual([]);
  });

  it('answers not_checked, never an error, when the provider is down, refuses the key or is rate limited', async () => {
    fake.next = ['serverError'];
    expect((await check(api, heathrow('BA100'))).body).toEqual({ success: true, data: { result: 'not_checked', reason: 'unavailable' } });
    fake.next = ['rateLimited'];
    expect((await check(api, heathrow('BA101'))).body).toEqual({ success: true, data: { result: 'not_checked', reason: 'unavailable' } });
    fake.next = ['badKey'];
    expect((await check(api, heathrow('BA102'))).body.data).toEqual({ result: 'not_checked', reason: 'unavailable' });
    expect(fake.requests.map((r) => r.ident)).toEqual(['BA100', 'BA101', 'BA102']);
  });

  it('does not check a pickup that is not an airport, or a date the provider knows no flights for yet', async () => {
    expect((await check(api, { flight_number: 'BA283', date: DAY, pickup: 'London Paddington Station' })).body.data).toEqual({ result: 'not_checked', reason: 'not_airport' });
    // AeroAPI lists a flight up to 2 days ahead: later, "not found" would be a false warning.
    expect((await check(api, heathrow('BA283', '2026-12-05'))).body.data).toEqual({ result: 'not_checked', reason: 'out_of_range' });
    expect((await check(api, heathrow('BA283', '2026-11-30'))).body.data).toEqual({ result: 'not_checked', reason: 'out_of_range' });
    expect(fake.requests).toEqual([]);
  });

  it('reads the airport of a pickup chosen from the suggestions by its place id', async () => {
    fake.flights = [fakeFlight(BA283, AIRPORTS.JFK, AIRPORTS.LGW, `${DAY}T07:05:00.000Z`, 420)];
    const gatwick = (await api.call('GET', '/api/v1/places/autocomplete?q=gatwick%20airport')).body.data.find((s: { id: string }) => s.id.startsWith('gz:airport:LGW'));
    const res = await check(api, { flight_number: 'BA283', date: DAY, pickup: gatwick.address, pickup_place_id: gatwick.id });
    expect(res.body.data).toMatchObject({ result: 'checked', flight: 'BA283' });
  });

  it('keeps an answer 10 minutes per flight, date and airport: repeated checks from anyone cost one provider call', async () => {
    fake.flights.push(fakeFlight({ iata: 'BA555', icao: 'BAW555' }, AIRPORTS.MAD, AIRPORTS.LHR, `${DAY}T12:00:00.000Z`, 150));
    const answers = await Promise.all([check(api, heathrow('BA555')), check(api, heathrow('ba 555')), check(api, heathrow('BA0555'))]);
    for (const answer of answers) expect(answer.body.data).toMatchObject({ result: 'checked', flight: 'BA555', message: 'BA555 from Madrid MAD, due 12:00' });
    await check(api, heathrow('BA555'));
    expect(fake.requests.filter((r) => r.ident === 'BA555')).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + 10 * 60_000 + 1);
    await check(api, heathrow('BA555'));
    expect(fake.requests.filter((r) => r.ident === 'BA555')).toHaveLength(2);
    clock.now = new Date('2026-12-02T09:00:00.000Z');
  });

  it('refuses bad input with 400 and asks nobody', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await check(api, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.success).toBe(false);
    };
    await refused({ ...heathrow('BA\u0000283') });
    await refused({ ...heathrow('BA283'), pickup: 'Heathrow\u0000' });
    await refused(heathrow('B'.repeat(41)));
    await refused(heathrow(''));
    await refused(heathrow('BA283', '2026-02-30'));
    await refused(heathrow('BA283', '3/12/2026'));
    await refused({ ...heathrow('BA283'), pickup: 'x'.repeat(301) });
    await refused({ flight_number: 'BA283', date: DAY });
    expect(fake.requests).toEqual([]);
  });

  it('needs the website key headers', async () => {
    const res = await fetch(`${api.url}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(heathrow('BA283')) });
    expect(res.status).toBe(401);
  });

  it(`limits each address to ${ADDRESS_LIMITS.flightChecks.limit} checks a minute (429)`, async () => {
    const from = '198.51.100.7';
    for (let i = 0; i < ADDRESS_LIMITS.flightChecks.limit; i++) expect((await check(api, heathrow('BA286'), from)).status).toBe(200);
    const refused = await check(api, heathrow('BA286'), from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/^Too many flight checks from your connection\./) });
    expect((await check(api, heathrow('BA286'), '198.51.100.8')).status).toBe(200);
    expect(fake.requests.map((r) => r.ident)).toEqual(['BA286']);
  });
});

describe('flight check: the cap on provider calls from every address together', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await startTestApp({ now: () => clock.now, env: { TRUST_PROXY: 'true', ...flightAwareEnv(fake) } });
  });
  afterAll(() => capped?.close());

  it(`asks the provider at most ${FLIGHT_CHECK_PROVIDER_CALLS.limit} times a minute; past it the check answers not_checked`, async () => {
    const cap = FLIGHT_CHECK_PROVIDER_CALLS.limit;
    for (let i = 0; i < cap; i++) expect((await check(capped, heathrow(`ZZ${100 + i}`))).body.data.result).toBe('mismatch');
    expect((await check(capped, heathrow('BA283'))).body).toEqual({ success: true, data: { result: 'not_checked', reason: 'unavailable' } });
    expect(fake.requests).toHaveLength(cap);
  });
});

describe('flight check with no flight-status provider (the default)', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await startTestApp({ now: () => clock.now, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => plain?.close());

  it('answers not_checked and asks nobody, whatever the flight', async () => {
    expect((await check(plain, heathrow('BA283'))).body).toEqual({ success: true, data: { result: 'not_checked', reason: 'no_provider' } });
    expect((await check(plain, heathrow('not a flight'))).body.data).toEqual({ result: 'not_checked', reason: 'no_provider' });
    expect(fake.requests).toEqual([]);
  });
});

describe('flight check when the maps provider is down', () => {
  const down = (): never => {
    throw new PlacesUnavailableError('Google Places answered 503');
  };
  const places: PlacesProvider = { name: 'google', autocomplete: async () => down(), details: async () => down(), resolve: async () => down(), route: async () => down() };
  let mapsDown: TestApp;
  beforeAll(async () => {
    mapsDown = await startTestApp({ now: () => clock.now, places, env: { TRUST_PROXY: 'true', ...flightAwareEnv(fake) } });
  });
  afterAll(() => mapsDown?.close());

  it('answers not_checked: the pickup cannot be placed, and the visitor is not stopped', async () => {
    const res = await check(mapsDown, heathrow('BA283'));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ result: 'not_checked', reason: 'unavailable' });
    expect(fake.requests).toEqual([]);
  });
});
