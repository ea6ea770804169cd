import { describe, expect, it } from 'vitest';
import { startFakeGoogle } from './__fixtures__/google/fake-google-server.js';
import { loadGazetteerData } from './gazetteer-data.js';
import { createPlacesProvider } from './places.factory.js';

const gazetteerData = loadGazetteerData();

const savedPlaces = [
  {
    id: 'saved:9',
    address: 'Heathrow Airport Terminal 5, Hounslow TW6 2GA',
    lat: 51.4722,
    lon: -0.4886,
    postcode: 'TW6 2GA',
    kind: 'airport',
  },
];

describe('createPlacesProvider', () => {
  it('uses the offline gazetteer when no Google key is set', async () => {
    for (const googleMapsApiKey of ['', '   ']) {
      expect(createPlacesProvider({ googleMapsApiKey, gazetteerData }).name).toBe('gazetteer');
    }
    const provider = createPlacesProvider({ savedPlaces });
    const [first] = await provider.autocomplete('terminal 5', { limit: 1 });
    expect(first).toEqual({ id: 'saved:9', address: savedPlaces[0]!.address, kind: 'saved' });
  });

  it('uses Google when a key is set, with the configured base URLs and airport zones', async () => {
    const google = await startFakeGoogle('k');
    try {
      const provider = createPlacesProvider({
        googleMapsApiKey: 'k',
        placesBaseUrl: google.url,
        routesBaseUrl: google.url,
        savedPlaces,
        gazetteerData,
      });
      expect(provider.name).toBe('google');
      google.reply({ fixture: 'place-details-heathrow-t5.json' });
      const place = await provider.resolve('Heathrow T5', { placeId: 'g:ChIJH6Jn1ZtxdkgRmS3nOWQvYFs' });
      expect(place?.zones).toContain('airport:LHR');
      expect(google.calls[0]?.path).toBe('/v1/places/ChIJH6Jn1ZtxdkgRmS3nOWQvYFs');
      expect((await provider.resolve(savedPlaces[0]!.address))?.zones).toContain('airport:LHR');
    } finally {
      await google.close();
    }
  });
});
