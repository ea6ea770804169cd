import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAirportLocator } from './airport-locator.js';
import { locationBiasProblem, startFakeGoogle, type FakeGoogle } from './__fixtures__/google/fake-google-server.js';
import { createGoogleProvider } from './google.provider.js';
import { PlacesUnavailableError, type PlacesProvider, type ResolvedPlace } from './places.provider.js';

const KEY = 'test-key-AIzaFake123';
const PLACE_MASK = 'id,formattedAddress,location,addressComponents,types';
const ROUTE_MASK = 'routes.distanceMeters,routes.duration,routes.polyline.encodedPolyline';
const LONDON = { lat: 51.5074, lon: -0.1278 };
const circleAt = (at: { lat: number; lon: number }) => ({ circle: { center: { latitude: at.lat, longitude: at.lon }, radius: 50000 } });

let google: FakeGoogle;
let provider: PlacesProvider;

const place = (id: string, lat: number, lon: number): ResolvedPlace => ({
  id,
  address: id,
  lat,
  lon,
  postcode: null,
  zones: [],
  isAirport: false,
});

async function failure(promise: Promise<unknown>): Promise<PlacesUnavailableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlacesUnavailableError);
  expect((error as Error).message).not.toContain(KEY);
  return error as PlacesUnavailableError;
}

beforeAll(async () => {
  google = await startFakeGoogle(KEY);
  provider = createGoogleProvider({
    apiKey: KEY,
    placesBaseUrl: google.url,
    routesBaseUrl: `${google.url}/`,
    timeoutMs: 300,
    airportAt: createAirportLocator([{ iata: 'LHR', lat: 51.47, lon: -0.4543 }]),
    savedPlaces: [
      { id: 'sp-1', address: 'The Savoy, Strand, London WC2R 0EZ', lat: 51.5104, lon: -0.1204, postcode: 'WC2R 0EZ', kind: 'hotel' },
    ],
  });
});
afterAll(() => google.close());
afterEach(() => {
  google.calls.length = 0;
});

describe('Google autocomplete (Places API New)', () => {
  it('posts the documented request and maps place predictions', async () => {
    google.reply({ fixture: 'autocomplete-heathrow.json' });
    const suggestions = await provider.autocomplete('heathrow t', { near: LONDON, limit: 5 });
    expect(suggestions).toEqual([
      {
        id: 'g:ChIJH6Jn1ZtxdkgRmS3nOWQvYFs',
        address: 'Heathrow Terminal 5, Wallis Road, Longford, Hounslow, UK',
        kind: 'place',
      },
      {
        id: 'g:ChIJ2f5GtyZydkgRdHLdHzN3RzQ',
        address: 'Heathrow Terminal 2, Inner Ring East, Longford, Hounslow, UK',
        kind: 'place',
      },
    ]);
    const [call] = google.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete', apiKey: KEY });
    expect(call?.contentType).toBe('application/json');
    expect(call?.body).toMatchObject({
      input: 'heathrow t',
      includedRegionCodes: ['gb'],
      languageCode: 'en-GB',
      locationBias: circleAt(LONDON),
    });
  });

  it('biases to the ±window box (a rectangle) instead of the 50 km circle when a window is given', async () => {
    google.reply({ fixture: 'autocomplete-heathrow.json' });
    const suggestions = await provider.autocomplete('heathrow t', { near: LONDON, window: 0.1, limit: 5 });
    expect(suggestions).toHaveLength(2);
    const body = google.calls[0]?.body as { locationBias: Record<string, unknown> };
    expect(body.locationBias).toEqual({
      rectangle: { low: { latitude: 51.4074, longitude: -0.2278 }, high: { latitude: 51.6074, longitude: -0.0278 } },
    });
    expect(body).not.toHaveProperty('locationRestriction'); // a preference, not a filter
    expect(body).not.toHaveProperty('includedPrimaryTypes'); // every place prediction (spec: geocode and establishment)
  });

  it('keeps a window box on the globe (the fake refuses what Google refuses)', async () => {
    google.reply({ fixture: 'autocomplete-heathrow.json' });
    await provider.autocomplete('x', { near: { lat: 89.95, lon: 179.95 }, window: 0.1, limit: 5 });
    expect((google.calls[0]?.body as { locationBias: unknown }).locationBias).toEqual({
      rectangle: { low: { latitude: 89.85, longitude: 179.85 }, high: { latitude: 90, longitude: -179.95 } },
    });
    expect(locationBiasProblem({ locationBias: { rectangle: { low: { latitude: 51.6, longitude: 0 }, high: { latitude: 51.4, longitude: 0 } } } })).toMatch(/low.latitude/);
    expect(locationBiasProblem({ locationBias: { rectangle: { low: { latitude: 90.05, longitude: 0 }, high: { latitude: 91, longitude: 0 } } } })).toMatch(/points/);
    expect(locationBiasProblem({ locationBias: { ...circleAt(LONDON), rectangle: {} } })).toMatch(/exactly one/);
    expect(locationBiasProblem({ locationBias: circleAt(LONDON) })).toBeNull();
  });

  it('puts matching saved places first and respects the limit', async () => {
    google.reply({ fixture: 'autocomplete-heathrow.json' });
    const suggestions = await provider.autocomplete('savoy', { limit: 2 });
    expect(suggestions.map((s) => s.id)).toEqual(['sp-1', 'g:ChIJH6Jn1ZtxdkgRmS3nOWQvYFs']);
    expect(google.calls[0]?.body).not.toHaveProperty('locationBias');
  });

  it('treats an empty answer as no suggestions', async () => {
    google.reply({ fixture: 'empty.json' });
    expect(await provider.autocomplete('zzzz', { limit: 5 })).toEqual([]);
  });
});

describe('Google place details and resolve', () => {
  it('fetches details with the field mask and reads postcode, airport and zones', async () => {
    google.reply({ fixture: 'place-details-heathrow-t5.json' });
    const resolved = await provider.resolve('Heathrow Terminal 5, Wallis Road, Longford, Hounslow, UK', {
      placeId: 'g:ChIJH6Jn1ZtxdkgRmS3nOWQvYFs',
    });
    expect(resolved).toEqual({
      id: 'g:ChIJH6Jn1ZtxdkgRmS3nOWQvYFs',
      address: 'Wallis Rd, Longford, Hounslow TW6 2GA, UK',
      lat: 51.4714,
      lon: -0.4876,
      postcode: 'TW6 2GA',
      zones: ['place:g:ChIJH6Jn1ZtxdkgRmS3nOWQvYFs', 'airport:LHR', 'postcode-district:TW6', 'postcode-area:TW'],
      isAirport: true,
    });
    const [call] = google.calls;
    expect(call).toMatchObject({
      method: 'GET',
      path: '/v1/places/ChIJH6Jn1ZtxdkgRmS3nOWQvYFs',
      apiKey: KEY,
      fieldMask: PLACE_MASK,
    });
    expect(call?.body).toBeUndefined();
  });

  it('details returns the place for a suggestion id, null when Google does not know it', async () => {
    google.reply({ fixture: 'place-details-heathrow-t5.json' });
    expect(await provider.details('g:ChIJH6Jn1ZtxdkgRmS3nOWQvYFs')).toEqual({
      id: 'g:ChIJH6Jn1ZtxdkgRmS3nOWQvYFs',
      address: 'Wallis Rd, Longford, Hounslow TW6 2GA, UK',
      postcode: 'TW6 2GA',
      lat: 51.4714,
      lon: -0.4876,
    });
    google.reply({ status: 404, fixture: 'error-not-found.json' });
    expect(await provider.details('g:ChIJgone')).toBeNull();
    expect(await provider.details('gz:airport:LHR')).toBeNull();
    expect(google.calls).toHaveLength(2);
  });

  it('answers saved places without calling Google', async () => {
    const saved = await provider.resolve('the savoy, strand, london wc2r 0ez');
    expect(saved).toMatchObject({ id: 'sp-1', postcode: 'WC2R 0EZ', isAirport: false });
    expect(saved?.zones).toEqual(['place:sp-1', 'postcode-district:WC2R', 'postcode-district:WC2', 'postcode-area:WC']);
    expect(google.calls).toHaveLength(0);
  });

  it('resolves free text with Text Search, first result', async () => {
    google.reply({ fixture: 'search-text-kings-cross.json' });
    const resolved = await provider.resolve("King's Cross station", { near: LONDON });
    expect(resolved).toMatchObject({
      id: 'g:ChIJ0dPz0zwbdkgR9zZ2TQ8Jqk8',
      address: 'Euston Rd., London N1 9AL, UK',
      postcode: 'N1 9AL',
      zones: ['place:g:ChIJ0dPz0zwbdkgR9zZ2TQ8Jqk8', 'postcode-district:N1', 'postcode-area:N'],
      isAirport: false,
    });
    const [call] = google.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/places:searchText', apiKey: KEY });
    expect(call?.fieldMask).toBe(PLACE_MASK.split(',').map((f) => `places.${f}`).join(','));
    expect(call?.body).toMatchObject({ textQuery: "King's Cross station", regionCode: 'gb', pageSize: 1 });
  });

  it('returns null when Text Search finds nothing', async () => {
    google.reply({ fixture: 'empty.json' });
    expect(await provider.resolve('qwertyuiop nowhere')).toBeNull();
  });
});

describe('Google route (Routes API v2)', () => {
  it('posts waypoints in order and maps distance, duration and polyline', async () => {
    google.reply({ fixture: 'compute-routes-london-manchester.json' });
    const stops = [place('a', 51.5074, -0.1278), place('b', 52.2405, -0.9027), place('c', 53.4808, -2.2426)];
    const route = await provider.route(stops);
    expect(route).toMatchObject({ miles: 200, seconds: 14523, estimated: false });
    expect(route?.path).toHaveLength(6);
    expect(route?.path[0]).toEqual({ lat: 51.50735, lon: -0.12776 });
    expect(route?.path[5]).toEqual({ lat: 53.48095, lon: -2.23743 });
    const [call] = google.calls;
    expect(call).toMatchObject({ method: 'POST', path: '/directions/v2:computeRoutes', apiKey: KEY, fieldMask: ROUTE_MASK });
    expect(call?.body).toEqual({
      origin: { location: { latLng: { latitude: 51.5074, longitude: -0.1278 } } },
      destination: { location: { latLng: { latitude: 53.4808, longitude: -2.2426 } } },
      intermediates: [{ location: { latLng: { latitude: 52.2405, longitude: -0.9027 } } }],
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_UNAWARE',
    });
  });

  it('returns null for no route, and for fewer than two points without calling', async () => {
    google.reply({ fixture: 'empty.json' });
    expect(await provider.route([place('a', 51.5, -0.1), place('b', 40.7, -74)])).toBeNull();
    expect(await provider.route([place('a', 51.5, -0.1)])).toBeNull();
    expect(google.calls).toHaveLength(1);
  });
});

describe('Google failures become PlacesUnavailableError', () => {
  it.each([
    [403, 'error-permission-denied.json', 'HTTP 403 PERMISSION_DENIED'],
    [429, 'error-quota.json', 'HTTP 429 RESOURCE_EXHAUSTED'],
    [503, 'error-unavailable.json', 'HTTP 503 UNAVAILABLE'],
  ])('HTTP %i', async (status, file, message) => {
    google.reply({ status, fixture: file });
    const error = await failure(provider.autocomplete('heathrow', { limit: 5 }));
    expect(error.message).toBe(`Google Places autocomplete failed: ${message}`);
  });

  it('a wrong key (Google answers 403)', async () => {
    const wrong = createGoogleProvider({ apiKey: 'another-key', placesBaseUrl: google.url, routesBaseUrl: google.url });
    const error = await failure(wrong.resolve('anything at all'));
    expect(error.message).toContain('403');
    expect(error.message).not.toContain('another-key');
  });

  it('a 500 on details (only 404 means not found)', async () => {
    google.reply({ status: 500, raw: '<html>oops</html>' });
    await failure(provider.details('g:ChIJH6Jn1ZtxdkgRmS3nOWQvYFs'));
  });

  it('a timeout', async () => {
    google.reply({ delayMs: 1500, fixture: 'autocomplete-heathrow.json' });
    const started = Date.now();
    const error = await failure(provider.route([place('a', 51.5, -0.1), place('b', 53.4, -2.2)]));
    expect(error.message).toBe('Google Routes computeRoutes timed out after 300 ms');
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('a body that is not JSON', async () => {
    google.reply({ raw: '{"suggestions": [' });
    const error = await failure(provider.autocomplete('heathrow', { limit: 5 }));
    expect(error.message).toBe('Google Places autocomplete returned a malformed body');
  });

  it.each([
    ['autocomplete', '{"suggestions": "nope"}'],
    ['autocomplete', '{"suggestions": [{"placePrediction": {"text": {"text": "no id"}}}]}'],
    ['details', '{"id": "x", "formattedAddress": "Somewhere", "location": {"latitude": "51"}}'],
    ['route', '{"routes": [{"distanceMeters": 1000, "duration": 60}]}'],
    ['route', '{"routes": [{"distanceMeters": 1000, "duration": "60s", "polyline": {"encodedPolyline": "_p~iF~ps|U_"}}]}'],
    ['search', '[]'],
  ])('a malformed %s answer: %s', async (call, raw) => {
    google.reply({ raw });
    const calls = {
      autocomplete: () => provider.autocomplete('heathrow', { limit: 5 }),
      details: () => provider.details('g:x'),
      route: () => provider.route([place('a', 51.5, -0.1), place('b', 53.4, -2.2)]),
      search: () => provider.resolve('somewhere'),
    } as const;
    const error = await failure(calls[call as keyof typeof calls]());
    expect(error.message).toMatch(/malformed body$/);
  });
});
