import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponseSchema, MESSAGES, type PriceDetail } from '@kerbside/contract';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/database.js';
import { startTestApp, TEST_KEYS, type TestApp } from '../../test/test-app.js';
import { EMAIL_TAKEN, GUEST_DISABLED } from '../passengers/passengers.service.js';
import { bookingBody, cheapest, countAll, NOW, oneWay, openTestDb } from './bookings-test-kit.js';

let api: TestApp;
let db: Db;
let vehicle: PriceDetail;
beforeAll(async () => {
  api = await startTestApp({ now: () => NOW });
  db = openTestDb(api);
  vehicle = await cheapest(api, oneWay);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

const client = {
  firstName: 'Grace',
  surname: 'Hopper',
  number: '+447700900789',
  email: 'grace@example.com',
  password: 'cobol-1959!',
  privacyAccepted: true,
  termsAccepted: true,
};
const book = (changes: Record<string, unknown>) => api.call('POST', '/api/v1/booking', bookingBody(vehicle, oneWay, changes));
const checkEmail = (email: string, password: string) => api.call('POST', '/api/v1/check-passenger-email', { email, password });

describe('new and existing clients', () => {
  it('registers a new client with an argon2id hash, then books as that existing client', async () => {
    const first = await book({ selected_passenger: 'new_client', registrationData: client });
    expect(first.status).toBe(200);
    const passengerId = bookingResponseSchema.parse(first.body).data.passengerDetails.passenger_id;
    const row = await db.kysely.selectFrom('passengers').selectAll().where('id', '=', passengerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'client', email: 'grace@example.com', first_name: 'Grace' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(client.password);

    // An existing client types only email and password: names and phone come from the account.
    const second = await book({ selected_passenger: 'existing_client', registrationData: { email: 'GRACE@example.com', password: client.password } });
    expect(second.status).toBe(200);
    const details = bookingResponseSchema.parse(second.body).data.passengerDetails;
    expect(details).toMatchObject({ passenger_id: passengerId, passenger_name: 'Grace Hopper', passenger_contact_no: client.number });
  });

  it('refuses an existing client with a wrong password or an unknown email, alike', async () => {
    const before = await countAll(db);
    const wrong = await book({ selected_passenger: 'existing_client', registrationData: { email: client.email, password: 'not-it' } });
    const unknown = await book({ selected_passenger: 'existing_client', registrationData: { email: 'nobody@example.com', password: 'whatever' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: MESSAGES.emailNotFound });
    }
    expect(await countAll(db)).toEqual(before);
  });

  it('refuses a new client whose email already has an account', async () => {
    const before = await countAll(db);
    const res = await book({ selected_passenger: 'new_client', registrationData: { ...client, firstName: 'Impostor', password: 'other-password' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: EMAIL_TAKEN });
    expect(await countAll(db)).toEqual(before);
  });

  it('lets a guest book with a client email, as a separate guest passenger', async () => {
    const res = await book({ registrationData: { email: client.email, firstName: 'Guest' } });
    expect(res.status).toBe(200);
    const passengers = await db.kysely.selectFrom('passengers').select('kind').where('email', '=', client.email).orderBy('id').execute();
    expect(passengers.map((p) => p.kind)).toEqual(['client', 'guest']);
  });

  it('asks a new client to accept the privacy policy and the terms', async () => {
    const privacy = await book({ selected_passenger: 'new_client', registrationData: { ...client, email: 'new@example.com', privacyAccepted: false } });
    expect(privacy.status).toBe(400);
    expect(privacy.body.message).toBe(MESSAGES.privacyRequired);
    const terms = await book({ selected_passenger: 'new_client', registrationData: { ...client, email: 'new@example.com', termsAccepted: false } });
    expect(terms.body.message).toBe(MESSAGES.termsRequired);
  });

  it('needs a password for client modes', async () => {
    const res = await book({ selected_passenger: 'existing_client', registrationData: { email: client.email } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(MESSAGES.passwordRequired);
  });
});

describe('POST /api/v1/check-passenger-email', () => {
  it('says success for a client with the right password', async () => {
    const res = await checkEmail(' Grace@Example.com ', client.password);
    expect(res).toEqual({ status: 200, body: { success: true } });
  });

  it('answers the same to a wrong password, an unknown email and a guest-only email', async () => {
    await book({ registrationData: { email: 'guest-only@example.com' } });
    for (const [email, password] of [
      [client.email, 'wrong'],
      ['nobody@example.com', client.password],
      ['guest-only@example.com', ''.padEnd(8, 'x')],
    ] as const) {
      const res = await checkEmail(email, password);
      expect(res).toEqual({ status: 401, body: { success: false, message: MESSAGES.emailNotFound } });
    }
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const timed = async (email: string) => {
      const start = performance.now();
      await checkEmail(email, 'wrong-password');
      return performance.now() - start;
    };
    await timed('warm-up@example.com');
    // Interleaved, so a busy machine slows both alike; medians, so one call held up by another test's work does not decide.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await timed(client.email));
      unknown.push(await timed('nobody@example.com'));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[3]!;
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.33);
    expect(median(unknown)).toBeLessThan(median(known) * 3);
  });

  it('answers 400 to a malformed request', async () => {
    for (const body of [{}, { email: 'not-an-email', password: 'x' }, { email: client.email, password: '' }, { email: client.email, password: 'x'.repeat(500) }]) {
      const res = await api.call('POST', '/api/v1/check-passenger-email', body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('GUEST_LOGIN disabled', () => {
  it('refuses guest bookings with 403 and stores nothing, while clients still book', async () => {
    // Settings are cached for 30 s: a second app over the same database reads them fresh.
    const second = await buildApp({ config: api.config, now: () => NOW });
    try {
      await second.db.kysely.updateTable('settings').set({ setting_value: 'disable' }).where('setting_name', '=', 'GUEST_LOGIN').execute();
      const before = await countAll(db);
      const call = (payload: unknown) =>
        second.app.inject({ method: 'POST', url: '/api/v1/booking', payload: payload as object, headers: { 'api-public-key': TEST_KEYS.public, 'api-secret-key': TEST_KEYS.secret } });
      const refused = await call(bookingBody(vehicle, oneWay));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: GUEST_DISABLED });
      expect(await countAll(db)).toEqual(before);

      const asClient = await call(bookingBody(vehicle, oneWay, { selected_passenger: 'existing_client', registrationData: { email: client.email, password: client.password } }));
      expect(asClient.statusCode).toBe(200);
    } finally {
      await second.db.kysely.updateTable('settings').set({ setting_value: 'enable' }).where('setting_name', '=', 'GUEST_LOGIN').execute();
      await second.app.close();
    }
  });
});
