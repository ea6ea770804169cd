import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type PriceDetail } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { PRICE_CHANGED } from '../quotes/chosen-vehicle.js';
import { bookingBody, cheapest, countAll, guest, NOW, oneWay, openTestDb } from './bookings-test-kit.js';

let api: TestApp;
let db: Db;
let vehicle: PriceDetail;
let valid: ReturnType<typeof bookingBody>;
beforeAll(async () => {
  // Many requests from one test address: the per-address limits are raised (abuse-limits.test.ts tests them).
  api = await startTestApp({ now: () => NOW, env: { RATE_LIMIT_FACTOR: '100' } });
  db = openTestDb(api);
  vehicle = await cheapest(api, oneWay);
  valid = bookingBody(vehicle, oneWay);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

async function expectNothingStored(call: () => Promise<{ status: number; body: any }>, status: number) {
  const before = await countAll(db);
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.success).toBe(false);
  expect(typeof res.body.message).toBe('string');
  expect(await countAll(db)).toEqual(before);
  return res;
}

describe('POST /api/v1/booking refuses and stores nothing', () => {
  it('refuses a tampered final_price with 409', async () => {
    for (const final_price of [vehicle.price - 5, 0.01, vehicle.price * 2]) {
      const res = await expectNothingStored(
        () => api.call('POST', '/api/v1/booking', { ...valid, selectedVehicleData: { ...valid.selectedVehicleData, final_price } }),
        409,
      );
      expect(res.body.message).toBe(PRICE_CHANGED);
    }
    expect((await countAll(db)).bookings).toBe(0);
    expect((await countAll(db)).passengers).toBe(0);
  });

  it('refuses a quantity whose price was not multiplied', async () => {
    await expectNothingStored(() => api.call('POST', '/api/v1/booking', { ...valid, selectedVehicle: 3 }), 409);
  });

  it('refuses a pickup inside the grace period with 422', async () => {
    const form = { ...oneWay, pickup_date: '2026-12-01', pickup_hour: '10am', pickup_min: '00' };
    const res = await expectNothingStored(() => api.call('POST', '/api/v1/booking', bookingBody(vehicle, form)), 422);
    expect(res.body.message).toBe(MESSAGES.withinGracePeriod);
  });

  it('refuses a banned address and an unknown vehicle with 422', async () => {
    const banned = { ...oneWay, dropoff: 'HMP Belmarsh, Western Way, London SE28 0EB' };
    const res = await expectNothingStored(() => api.call('POST', '/api/v1/booking', bookingBody(vehicle, banned)), 422);
    expect(res.body.message).toBe(MESSAGES.addressBanned);
    await expectNothingStored(
      () => api.call('POST', '/api/v1/booking', { ...valid, selectedVehicleData: { ...valid.selectedVehicleData, vehicle_id: 99_999 } }),
      422,
    );
  });

  it.each([
    ['an empty object', { whole: {} }],
    ['a JSON string', { whole: 'booking' }],
    ['JSON null', { whole: null }],
    ['a missing registrationData', { registrationData: undefined }],
    ['a missing email', { registrationData: { ...guest, email: undefined } }],
    ['an email that is not one', { registrationData: { ...guest, email: 'ada-at-example' } }],
    ['a missing bookingForm', { bookingForm: undefined }],
    ['a missing hourlyRateForm for hourly', { bookingType: 'hourly' }],
    ['quantity 7', { selectedVehicle: 7 }],
    ['quantity 0', { selectedVehicle: 0 }],
    ['quantity in words', { selectedVehicle: 'one' }],
    ['a negative price', { selectedVehicleData: { vehicle_id: 1, company_id: 1, final_price: -1 } }],
    ['a vehicle id that is not a number', { selectedVehicleData: { vehicle_id: 'v1', company_id: 1, final_price: 10 } }],
    ['a negative luggage count', { bookingForm: { ...oneWay, luggages: -1 } }],
    ['passengers in words', { bookingForm: { ...oneWay, passengers: 'two' } }],
    ['a huge additional info', { registrationData: { ...guest, additionalInfo: 'x'.repeat(5_000) } }],
    ['a huge pickup', { bookingForm: { ...oneWay, pickup: 'x'.repeat(10_000) } }],
    ['an unknown payment method', { payment_method: 'cash' }],
    ['an unknown registration mode', { selected_passenger: 'admin' }],
    ['a card booking without its payment', { payment_method: 'card' }],
    ['a short idempotency key', { idempotency_key: 'abc' }],
    ['an array body', { whole: [1, 2, 3] }],
  ] as Array<[string, Record<string, unknown>]>)('answers 400 to %s', async (_name, change) => {
    const body = 'whole' in change ? JSON.stringify(change.whole) : { ...valid, ...change };
    const res = await expectNothingStored(() => api.call('POST', '/api/v1/booking', body), 400);
    expect(res.body.message).toMatch(/^Invalid request|BookingForm|HourlyRateForm/);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await expectNothingStored(() => api.call('POST', '/api/v1/booking', '{"selectedVehicle":'), 400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers 400 to a bad Idempotency-Key header', async () => {
    await expectNothingStored(() => api.call('POST', '/api/v1/booking', valid, { 'idempotency-key': 'short' }), 400);
    await expectNothingStored(
      () => api.call('POST', '/api/v1/booking', { ...valid, idempotency_key: 'body-key-123' }, { 'idempotency-key': 'header-key-456' }),
      400,
    );
  });

  it('answers 413 to a body over the limit', async () => {
    await expectNothingStored(() => api.call('POST', '/api/v1/booking', { ...valid, padding: 'x'.repeat(300 * 1024) }), 413);
  });
});
