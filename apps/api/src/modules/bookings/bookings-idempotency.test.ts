import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponseSchema, type PriceDetail } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { KEY_REUSED } from './bookings.service.js';
import { bookingBody, cheapest, countAll, NOW, oneWay, openTestDb } from './bookings-test-kit.js';
import { signIn } from '../accounts/accounts-test-kit.js';

let api: TestApp;
let db: Db;
let vehicle: PriceDetail;
beforeAll(async () => {
  // Many requests from one test address: the per-address limits are raised (abuse-limits.test.ts tests them).
  api = await startTestApp({ now: () => NOW, env: { RATE_LIMIT_FACTOR: '100' } });
  db = openTestDb(api);
  vehicle = await cheapest(api, oneWay);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

const post = (body: unknown, headers?: Record<string, string>) => api.call('POST', '/api/v1/booking', body, headers);
const bookingsWithKey = (key: string) => db.kysely.selectFrom('bookings').select('id').where('idempotency_key', '=', key).execute();

describe('idempotency keys', () => {
  it('makes exactly one booking of 50 concurrent identical requests', async () => {
    const before = await countAll(db);
    const body = bookingBody(vehicle, oneWay, { idempotency_key: 'concurrent-attempt-0001' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((a) => bookingResponseSchema.parse(a.body).data.booking.id));
    expect(ids.size).toBe(1);
    const after = await countAll(db);
    expect(after.bookings - before.bookings).toBe(1);
    expect(after.passengers - before.passengers).toBe(1);
    expect(after.passenger_details - before.passenger_details).toBe(1);
    expect(after.mail_outbox - before.mail_outbox).toBe(2);
    // Every answer is the same booking, word for word.
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
  });

  it('answers a later retry with the same booking, marked as replayed', async () => {
    const body = bookingBody(vehicle, oneWay, { idempotency_key: 'retry-attempt-0001' });
    const first = await post(body);
    const again = await fetch(`${api.url}/api/v1/booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-public-key': 'test-public-key', 'api-secret-key': 'test-secret-key' },
      body: JSON.stringify(body),
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first.body);
    expect(await bookingsWithKey('retry-attempt-0001')).toHaveLength(1);
  });

  it('refuses the same key with a different request with 409', async () => {
    const key = 'changed-attempt-0001';
    expect((await post(bookingBody(vehicle, oneWay, { idempotency_key: key }))).status).toBe(200);
    const before = await countAll(db);
    const changed = await post(bookingBody(vehicle, oneWay, { idempotency_key: key, registrationData: { email: 'someone-else@example.com' } }));
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ success: false, message: KEY_REUSED });
    expect(await countAll(db)).toEqual(before);
  });

  it('accepts the key in an Idempotency-Key header', async () => {
    const body = bookingBody(vehicle, oneWay);
    const headers = { 'idempotency-key': 'header-attempt-0001' };
    const [a, b] = await Promise.all([post(body, headers), post(body, headers)]);
    expect(a.body.data.booking.id).toBe(b.body.data.booking.id);
    // The header and the body key are one key.
    const viaBody = await post({ ...body, idempotency_key: 'header-attempt-0001' });
    expect(viaBody.body.data.booking.id).toBe(a.body.data.booking.id);
    expect(await bookingsWithKey('header-attempt-0001')).toHaveLength(1);
  });

  it('books again without a key (a visitor may book the same ride twice)', async () => {
    const body = bookingBody(vehicle, oneWay);
    const [a, b] = await Promise.all([post(body), post(body)]);
    expect(a.body.data.booking.id).not.toBe(b.body.data.booking.id);
  });

  it('registers one client from concurrent identical new-client requests, and checks the password on replay', async () => {
    const registrationData = { firstName: 'Alan', surname: 'Turing', number: '+447700900111', email: 'alan@example.com', password: 'enigma-1940', privacyAccepted: true, termsAccepted: true };
    const body = bookingBody(vehicle, oneWay, { idempotency_key: 'new-client-attempt-01', selected_passenger: 'new_client', registrationData });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(body)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.data.booking.id)).size).toBe(1);
    const clients = await db.kysely.selectFrom('passengers').select('id').where('email', '=', 'alan@example.com').execute();
    expect(clients).toHaveLength(1);

    const wrongPassword = await post({ ...body, registrationData: { ...registrationData, password: 'guessing' } });
    expect(wrongPassword.status).toBe(409);
    expect(wrongPassword.body.message).toBe(KEY_REUSED);
  });

  // The browser's retries of one booking, all at once: each replay is answered from the booking
  // it made, and a right password sent again is no guess at the account.
  it('answers 20 identical new-client requests sent at once, and the passenger then signs in', async () => {
    for (const round of [1, 2, 3]) {
      const email = `retrying-${round}@example.com`;
      const registrationData = { firstName: 'Ada', surname: 'Byron', number: '+447700900112', email, password: 'analytical-1843', privacyAccepted: true, termsAccepted: true };
      const body = bookingBody(vehicle, oneWay, { idempotency_key: `retry-storm-${round}-0001`, selected_passenger: 'new_client', registrationData });
      const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body.data.booking.id)).size).toBe(1);
      expect(await signIn(api, { email, password: registrationData.password })).toEqual(expect.any(String));
    }
  });
});
