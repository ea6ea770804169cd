/**
 * GET /api/v1/places/autocomplete over the real server with the offline gazetteer (no maps key):
 * a country after the text, the stop window (spec §9), refused windows, and a stop filled from a
 * suggestion the way the website fills it, priced by the distance call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressSuggestion } from '@kerbside/contract';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { NOW, oneWay } from '../bookings/bookings-test-kit.js';

const LONDON = 'lat=51.5074&lon=-0.1278';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ now: () => NOW });
});
afterAll(async () => api?.close());

async function suggest(query: string): Promise<AddressSuggestion[]> {
  const res = await api.call('GET', `/api/v1/places/autocomplete?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as AddressSuggestion[];
}

describe('GET /api/v1/places/autocomplete', () => {
  it("suggests Paddington for 'Paddington, UK' as for 'Paddington'", async () => {
    const plain = await suggest(`q=Paddington&${LONDON}`);
    expect(plain).toEqual([
      { id: expect.any(String), address: 'Paddington Station, Praed Street, London W2 1HB', kind: 'saved' },
      { id: 'gz:station:PAD', address: 'London Paddington Station, London W2 1HB', kind: 'station' },
    ]);
    expect(await suggest(`q=${encodeURIComponent('Paddington, UK')}&${LONDON}`)).toEqual(plain);
    expect(await suggest(`q=${encodeURIComponent('Paddington, England, United Kingdom')}`)).toEqual(plain);
  });

  it('suggests from the first character, at most five (spec §2 and §9)', async () => {
    const first = await suggest(`q=P&${LONDON}&limit=5&window=0.1`);
    expect(first).toHaveLength(5);
    expect(first[0]?.address).toBe('Paddington Station, Praed Street, London W2 1HB');
  });

  it('ranks places inside the ±window box around lat/lon first, keeping the others after them', async () => {
    // The operator's saved places come first either way (four Heathrow terminals match 'heath').
    const places = async (query: string) =>
      (await suggest(`${query}&limit=10`)).filter((s) => s.kind !== 'saved').map((s) => s.address);
    const plain = await places(`q=heath&${LONDON}`);
    expect(plain[0]).toMatch(/^London Heathrow Airport/);
    const windowed = await places(`q=heath&${LONDON}&window=0.1`);
    expect(windowed.slice(0, 2).sort()).toEqual(['Cambridge Heath Station', 'Hampstead Heath Station']);
    expect(windowed.slice(2)).toEqual(plain.slice(0, windowed.length - 2));
  });

  it('refuses a window without lat and lon, or outside 0.01 to 1 degrees', async () => {
    const refused = async (query: string) => {
      const res = await api.call('GET', `/api/v1/places/autocomplete?q=heath&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.success).toBe(false);
      return res.body.message as string;
    };
    expect(await refused('window=0.1')).toBe('Invalid request. window: needs lat and lon, the centre of the window');
    expect(await refused('lat=51.5&window=0.1')).toMatch(/^Invalid request\. window: needs lat and lon/);
    expect(await refused(`${LONDON}&window=5`)).toMatch(/^Invalid request\. window: /);
    expect(await refused(`${LONDON}&window=0`)).toMatch(/^Invalid request\. window: /);
    expect(await refused(`${LONDON}&window=wide`)).toMatch(/^Invalid request\. window: /);
    // Empty values are not given (the contract's lenient reading), not 0.
    expect(await suggest('q=heath&lat=&lon=&window=')).toEqual(await suggest('q=heath'));
    expect(await suggest(`q=heath&${LONDON}&window=0.1`)).toEqual(await suggest('q=heath&lat=5.15074e1&lon=-1.278e-1&window=1e-1'));
  });
});

describe('a stop picked from the suggestions', () => {
  it('is priced at the suggested place (street and postcode as the website splits them)', async () => {
    const paddington = (await suggest(`q=Padd&${LONDON}&limit=5&window=0.1`)).find((s) => s.kind === 'station');
    expect(paddington?.address).toBe('London Paddington Station, London W2 1HB');
    const details = await api.call('GET', `/api/v1/places/details?id=${encodeURIComponent(paddington!.id)}`);
    const res = await api.call('POST', '/api/v1/calculate-distance-price', {
      ...oneWay,
      stops: [
        { street_name: 'London Paddington Station, London', number: '', postcode: 'W2 1HB' },
        { street_name: 'Paddington Station, Praed Street, London', number: '', postcode: 'W2 1HB' },
        { street_name: 'Manchester, England', number: '', postcode: '' },
        { street_name: 'Westminster, London SW1A', number: '', postcode: '' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [station, saved, manchester, westminster] = res.body.data.journey.stops as { lat: number; lon: number }[];
    expect(station).toEqual({ lat: details.body.data.lat, lon: details.body.data.lon });
    expect(saved).toEqual({ lat: 51.5154, lon: -0.1755 }); // the operator's saved Paddington
    expect(manchester?.lat).toBeCloseTo(53.48, 1);
    expect(westminster?.lat).toBeCloseTo(51.5, 1);
  });
});
