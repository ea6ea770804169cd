import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, updatePassengerResponseSchema } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { openTestDb } from '../bookings/bookings-test-kit.js';
import { EMAIL_IN_USE, NOT_YOUR_PROFILE } from './accounts.service.js';
import { bearer, createClient, fromNewAddress, signIn, type TestClient } from './accounts-test-kit.js';

let api: TestApp;
let db: Db;
let grace: TestClient & { token: string };
let ada: TestClient & { token: string };
beforeAll(async () => {
  api = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  db = openTestDb(api);
  const g = await createClient(db, { email: 'grace@example.com', firstName: 'Grace', surname: 'Hopper', phone: '+447700900789' });
  const a = await createClient(db, { email: 'ada@example.com', firstName: 'Ada', surname: 'Lovelace' });
  grace = { ...g, token: await signIn(api, g) };
  ada = { ...a, token: await signIn(api, a) };
  await createClient(db, { email: 'guest@example.com', kind: 'guest' });
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

const update = (token: string, body: unknown) => api.call('PATCH', '/api/v1/update-passenger', body, bearer(token));
const stored = (id: number) =>
  db.kysely.selectFrom('passengers').select(['first_name', 'surname', 'email', 'phone']).where('id', '=', id).executeTakeFirstOrThrow();

describe('PATCH /api/v1/update-passenger', () => {
  it('updates the signed-in passenger’s name, email and phone (a new email with the current password)', async () => {
    const res = await update(grace.token, {
      passenger_id: grace.id,
      name: ' Grace  Brewster Hopper ',
      email: 'G.Hopper@Example.com',
      phone: '+44 7700 900111',
      current_password: grace.password,
    });
    expect(res.status).toBe(200);
    expect(updatePassengerResponseSchema.parse(res.body)).toEqual({
      success: true,
      message: MESSAGES.profileUpdated,
      passenger: {
        passenger_id: grace.id,
        passenger_name: 'Grace Brewster Hopper',
        passenger_email: 'g.hopper@example.com',
        passenger_contact_no: '+44 7700 900111',
      },
    });
    // The surname she had is kept apart; the rest is her first name.
    expect(await stored(grace.id)).toEqual({ first_name: 'Grace Brewster', surname: 'Hopper', email: 'g.hopper@example.com', phone: '+44 7700 900111' });

    // She signs in with the new email from now on.
    const signedIn = await api.call('POST', '/api/v1/check-passenger-login', { email: 'g.hopper@example.com', password: grace.password }, fromNewAddress());
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.passenger.passenger_name).toBe('Grace Brewster Hopper');
    grace.email = 'g.hopper@example.com';
  });

  it('keeps the email when it is her own, and accepts one only a guest has used', async () => {
    const same = await update(grace.token, { passenger_id: grace.id, name: 'Grace Hopper', email: grace.email, phone: '' });
    expect(same.status).toBe(200);
    expect(await stored(grace.id)).toEqual({ first_name: 'Grace', surname: 'Hopper', email: grace.email, phone: '' });
    const guests = await update(grace.token, { passenger_id: grace.id, name: 'Grace Hopper', email: 'guest@example.com', current_password: grace.password });
    expect(guests.status).toBe(200);
    expect(guests.body.passenger.passenger_email).toBe('guest@example.com');
    grace.email = 'guest@example.com';
  });

  it('refuses an email another client uses, with 409, and changes nothing', async () => {
    const before = await stored(grace.id);
    const res = await update(grace.token, { passenger_id: grace.id, name: 'Someone Else', email: 'ADA@example.com', phone: '', current_password: grace.password });
    expect(res).toEqual({ status: 409, body: { success: false, message: EMAIL_IN_USE } });
    expect(await stored(grace.id)).toEqual(before);
  });

  it('refuses to change another passenger’s profile, with 403', async () => {
    const before = await stored(ada.id);
    const res = await update(grace.token, { passenger_id: ada.id, name: 'Hacked', email: 'hacked@example.com', phone: '' });
    expect(res).toEqual({ status: 403, body: { success: false, message: NOT_YOUR_PROFILE } });
    // Not even with Ada's own password: the token decides whose profile this is.
    const withHerPassword = await update(grace.token, { passenger_id: ada.id, name: 'Hacked', email: 'hacked@example.com', current_password: ada.password });
    expect(withHerPassword).toEqual({ status: 403, body: { success: false, message: NOT_YOUR_PROFILE } });
    expect(await stored(ada.id)).toEqual(before);
  });

  it('needs a live token', async () => {
    const res = await api.call('PATCH', '/api/v1/update-passenger', { passenger_id: grace.id, name: 'X', email: 'x@example.com' });
    expect(res.status).toBe(401);
    const loggedOut = await signIn(api, ada);
    await api.call('POST', '/api/v1/passenger/logout', {}, bearer(loggedOut));
    expect((await update(loggedOut, { passenger_id: ada.id, name: 'X', email: 'x@example.com' })).status).toBe(401);
    expect((await stored(ada.id)).email).toBe('ada@example.com');
  });

  it('answers 400 to a bad request', async () => {
    for (const body of [
      {},
      { passenger_id: grace.id, name: '', email: grace.email },
      { passenger_id: grace.id, name: 'Grace', email: 'not-an-email' },
      { passenger_id: 'me', name: 'Grace', email: grace.email },
      { passenger_id: grace.id, name: 'Grace', email: grace.email, phone: 'call me' },
    ]) {
      const res = await update(grace.token, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});
