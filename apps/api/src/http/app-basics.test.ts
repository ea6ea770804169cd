import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '@kerbside/contract';
import { startTestApp, type TestApp } from '../test/test-app.js';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(async () => api?.close());

describe('API basics', () => {
  it('requires both API key headers on /api/v1', async () => {
    const res = await fetch(`${api.url}/api/v1/setting`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Missing or invalid API key headers.' });
    const wrong = await api.call('GET', '/api/v1/setting', undefined, { 'api-secret-key': 'nope' });
    expect(wrong.status).toBe(401);
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await api.call('GET', '/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('sends security headers', async () => {
    const res = await fetch(`${api.url}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('serves every setting of spec §3 with working demo values', async () => {
    const res = await api.call('GET', '/api/v1/setting');
    expect(res.status).toBe(200);
    const settings = Object.fromEntries((res.body.data as { setting_name: string; setting_value: string }[]).map((s) => [s.setting_name, s.setting_value]));
    for (const name of SETTING_NAMES) expect(settings[name], name).toBeDefined();
    expect(settings.GRACE_TIME).toBe('120');
    expect(settings.CURRENCY).toBe('£');
    expect(settings.MAPS_PROVIDER).toBe('gazetteer');
    for (const extra of ['MEET_AND_GREET', 'BABY_PRICE_PER_SEAT', 'BOOSTER_PRICE_PER_SEAT', 'SPECIAL_LUGGAGE_PER_PRICE', 'PRICE_PER_FIVE_WAITING_MIN']) {
      expect(Number(settings[extra]), extra).toBeGreaterThan(0);
    }
    // A wheelchair is never charged (docs/decisions/0011).
    expect(settings.WHEEL_CHAIR).toBe('0');
  });

  it('lists three operators and their fleets with pictures', async () => {
    const companies = await api.call('GET', '/api/v1/fetch_companies');
    expect(companies.body.data).toHaveLength(3);
    expect(companies.body.data[0]).toMatchObject({ id: expect.any(Number), company: { company_name: expect.any(String) } });
    const vehicles = await api.call('GET', '/api/v1/fetch_vehicles');
    expect(vehicles.body.data).toHaveLength(15);
    const perCompany = new Map<number, number>();
    for (const v of vehicles.body.data) perCompany.set(v.company_id, (perCompany.get(v.company_id) ?? 0) + 1);
    for (const n of perCompany.values()) expect(n).toBeGreaterThanOrEqual(4);
    const picture = await fetch(`${api.url}${vehicles.body.data[0].vehicle_img}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('lists saved places including Heathrow terminals', async () => {
    const res = await api.call('GET', '/api/v1/ai-addresses');
    const addresses = (res.body.data as { address: string }[]).map((a) => a.address).join('\n');
    for (const t of ['2', '3', '4', '5']) expect(addresses).toMatch(new RegExp(`Heathrow.*Terminal ${t}`));
    expect(addresses).toMatch(/Gatwick.*North/);
  });

  it('suggests GB places, at most five, and rejects empty queries', async () => {
    const res = await api.call('GET', '/api/v1/places/autocomplete?q=heathrow&lat=51.5&lon=-0.12');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(5);
    const details = await api.call('GET', `/api/v1/places/details?id=${encodeURIComponent(res.body.data[0].id)}`);
    expect(details.status).toBe(200);
    expect(details.body.data.lat).toBeCloseTo(51.47, 1);
    expect((await api.call('GET', '/api/v1/places/autocomplete?q=')).status).toBe(400);
    expect((await api.call('GET', '/api/v1/places/details?id=nope')).status).toBe(404);
  });
});
