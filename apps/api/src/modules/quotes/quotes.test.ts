import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type PriceDetail } from '@kerbside/contract';
import { startTestApp, type TestApp } from '../../test/test-app.js';

// A fixed clock: Tuesday 1 December 2026, 09:00 in London.
const NOW = new Date('2026-12-01T09:00:00Z');

const oneWay = {
  stops: [],
  pickup: '10 Downing Street, London SW1A 2AA',
  dropoff: 'Manchester Piccadilly',
  pickup_date: '2026-12-03',
  pickup_hour: '10am',
  pickup_min: '30',
  select_option: 'one_way',
  passengers: 2,
  luggages: 1,
  hand_luggages: 1,
  meet_and_greet: 'no',
  baby_seats: 0,
  booster_seats: 0,
  wheel_chair: 'no',
  special_luggage: 0,
  waiting_min: 0,
};

const pence = (pounds: number) => Math.round(pounds * 100);
const sumLines = (p: PriceDetail) => p.breakdown.lines.reduce((s, l) => s + pence(l.amount), 0);

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ now: () => NOW });
});
afterAll(async () => api?.close());

describe('POST /api/v1/calculate-distance-price', () => {
  it('prices every active vehicle, cheapest first, with breakdowns that add up', async () => {
    const res = await api.call('POST', '/api/v1/calculate-distance-price', oneWay);
    expect(res.status).toBe(200);
    const { price_details, journey } = res.body.data as { price_details: PriceDetail[]; journey: any };
    expect(price_details).toHaveLength(15);
    for (let i = 1; i < price_details.length; i++) expect(price_details[i]!.price).toBeGreaterThanOrEqual(price_details[i - 1]!.price);
    for (const p of price_details) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.final_price).toBe(p.price);
      expect(sumLines(p)).toBe(pence(p.final_price));
      expect(p.vehicle_image).toMatch(/^\/media\/vehicles\/.+\.svg$/);
    }
    expect(journey.estimated).toBe(true);
    expect(journey.via_miles).toBeGreaterThan(170);
    expect(journey.via_miles).toBeLessThan(260);
    expect(journey.time_duration).toBeGreaterThan(3 * 3600);
    expect(journey.route.length).toBeGreaterThanOrEqual(2);
  });

  it('adds stops, extras and a discounted return leg', async () => {
    const base = (await api.call('POST', '/api/v1/calculate-distance-price', oneWay)).body.data.price_details as PriceDetail[];
    const res = await api.call('POST', '/api/v1/calculate-distance-price', {
      ...oneWay,
      stops: [{ street_name: 'Euston Road', number: '1', postcode: 'NW1 2RT' }],
      meet_and_greet: 'yes',
      baby_seats: 1,
      select_option: 'return',
      return_date: '2026-12-05',
      return_hour: '6pm',
      return_min: '00',
      return_passengers: 2,
    });
    expect(res.status).toBe(200);
    const priced = res.body.data.price_details as PriceDetail[];
    expect(res.body.data.journey.stops).toHaveLength(1);
    for (const p of priced) {
      const before = base.find((b) => b.vehicle_id === p.vehicle_id)!;
      expect(p.price).toBeGreaterThan(before.price);
      expect(sumLines(p)).toBe(pence(p.final_price));
      const codes = p.breakdown.lines.map((l) => l.code);
      expect(codes).toContain('meet_and_greet');
      expect(codes).toContain('baby_seats');
      expect(codes.some((c) => c.startsWith('return_'))).toBe(true);
    }
    const meet = priced[0]!.breakdown.lines.find((l) => l.code === 'meet_and_greet')!;
    expect(meet.amount).toBe(15);
  });

  it('refuses a pickup inside the grace period with the spec message', async () => {
    const res = await api.call('POST', '/api/v1/calculate-distance-price', { ...oneWay, pickup_date: '2026-12-01', pickup_hour: '10am', pickup_min: '00' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: MESSAGES.withinGracePeriod });
  });

  it('refuses banned addresses with the spec message', async () => {
    const res = await api.call('POST', '/api/v1/calculate-distance-price', { ...oneWay, dropoff: 'HMP Belmarsh, Western Way, London SE28 0EB' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.addressBanned);
  });

  it('says which address it could not find', async () => {
    const res = await api.call('POST', '/api/v1/calculate-distance-price', { ...oneWay, dropoff: 'Qwxyzzy Nowhere Lane' });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/drop-off address/);
  });

  it('refuses a return before the pickup', async () => {
    const res = await api.call('POST', '/api/v1/calculate-distance-price', {
      ...oneWay,
      select_option: 'return',
      return_date: '2026-12-02',
      return_hour: '9am',
      return_min: '00',
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/return must be after the pickup/);
  });

  it.each([
    ['too many passengers', { passengers: 51 }],
    ['a count in words', { passengers: 'three' }],
    ['a negative count', { luggages: -1 }],
    ['a missing pickup', { pickup: undefined }],
    ['a huge address', { pickup: 'x'.repeat(10_000) }],
    ['a waiting time off the 5-minute steps', { waiting_min: 7 }],
    ['a 24-hour time', { pickup_hour: '15' }],
    ['an impossible date', { pickup_date: '2026-02-30' }],
    ['a return without its date', { select_option: 'return' }],
  ])('answers 400 to %s', async (_name, change) => {
    const res = await api.call('POST', '/api/v1/calculate-distance-price', { ...oneWay, ...change });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^Invalid request/);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await api.call('POST', '/api/v1/calculate-distance-price', '{"pickup":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });
});

describe('POST /api/v1/calculate-hourly-price', () => {
  const hourly = {
    pickup: '10 Downing Street, London SW1A 2AA',
    pickup_date: '2026-12-03',
    pickup_duration: '4hour',
    pickup_hour: '2pm',
    pickup_min: '15',
    userLocation: { lat: 51.5, lon: -0.12 },
  };

  it('prices hourly hire by the hour', async () => {
    const four = await api.call('POST', '/api/v1/calculate-hourly-price', hourly);
    const eight = await api.call('POST', '/api/v1/calculate-hourly-price', { ...hourly, pickup_duration: '8hour' });
    expect(four.status).toBe(200);
    const p4 = four.body.data.price_details as PriceDetail[];
    const p8 = eight.body.data.price_details as PriceDetail[];
    expect(p4).toHaveLength(15);
    for (const p of p4) {
      const q = p8.find((x) => x.vehicle_id === p.vehicle_id)!;
      expect(pence(q.price)).toBe(2 * pence(p.price));
      expect(sumLines(p)).toBe(pence(p.final_price));
    }
  });

  it('refuses durations outside 4 to 24 hours', async () => {
    for (const pickup_duration of ['3hour', '25hour', 'lots']) {
      const res = await api.call('POST', '/api/v1/calculate-hourly-price', { ...hourly, pickup_duration });
      expect(res.status).toBe(400);
    }
  });

  it('applies the grace period to hourly hire too', async () => {
    const res = await api.call('POST', '/api/v1/calculate-hourly-price', { ...hourly, pickup_date: '2026-12-01', pickup_hour: '9am', pickup_min: '30' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.withinGracePeriod);
  });
});

describe('POST /api/v1/calculate-distance', () => {
  it('answers miles and seconds', async () => {
    const res = await api.call('POST', '/api/v1/calculate-distance', { pickup: oneWay.pickup, dropoff: oneWay.dropoff });
    expect(res.status).toBe(200);
    expect(res.body.data.via_miles).toBeGreaterThan(170);
    expect(Number.isInteger(res.body.data.time_duration)).toBe(true);
  });
  it('answers 400 without a drop-off', async () => {
    const res = await api.call('POST', '/api/v1/calculate-distance', { pickup: 'London' });
    expect(res.status).toBe(400);
  });
});
