import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { loginResponseSchema, MESSAGES } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { openTestDb } from '../bookings/bookings-test-kit.js';
import { bearer, createClient, fromNewAddress, signIn, type TestClient } from './accounts-test-kit.js';
import { SESSION_ENDED } from './tokens.js';
import { createTokensRepository } from './tokens.repository.js';
import { createTokensService } from './tokens.service.js';

const START = new Date('2026-12-01T09:00:00Z').getTime();
let clock = START;
const now = () => new Date(clock);

let api: TestApp;
let db: Db;
let grace: TestClient;
beforeAll(async () => {
  api = await startTestApp({ now, env: { TRUST_PROXY: 'true' } });
  db = openTestDb(api);
  grace = await createClient(db, { email: 'grace@example.com', password: 'cobol-1959!', firstName: 'Grace', surname: 'Hopper', phone: '+447700900789' });
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

const login = (body: unknown) => api.call('POST', '/api/v1/check-passenger-login', body, fromNewAddress());
const validate = (headers: Record<string, string> = {}) => api.call('POST', '/api/v1/passenger/validate-token', {}, headers);
const logout = (headers: Record<string, string> = {}) => api.call('POST', '/api/v1/passenger/logout', {}, headers);
// Each test signs in as its own client: the per-email limit (10 attempts in 15 minutes) is real here.
let clients = 0;
const newClient = () => createClient(db, { email: `client${++clients}@example.com` });
const tokenRows = () => db.kysely.selectFrom('passenger_tokens').selectAll().orderBy('id').execute();

describe('POST /api/v1/check-passenger-login', () => {
  it('signs a client in with a token, its expiry and the passenger', async () => {
    const res = await login({ email: ' GRACE@example.com ', password: grace.password });
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(res.body);
    expect(body.access_token).toMatch(/^kbs_[A-Za-z0-9_-]{43}$/);
    expect(body.expires_at).toBe(new Date(clock + 12 * 3600_000).toISOString());
    expect(body.passenger).toEqual({
      passenger_id: grace.id,
      passenger_name: 'Grace Hopper',
      passenger_email: 'grace@example.com',
      passenger_contact_no: '+447700900789',
    });
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_at', 'passenger', 'success']);
  });

  it('stores only a SHA-256 hash of the token', async () => {
    const token = await signIn(api, grace);
    const rows = await tokenRows();
    const row = rows.at(-1)!;
    expect(row).toMatchObject({ passenger_id: grace.id, revoked_at: null, last_used_at: null });
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const secret = token.slice('kbs_'.length);
    for (const stored of rows) expect(JSON.stringify(stored)).not.toContain(secret);
    // Every sign-in gets its own token.
    expect(new Set(rows.map((r) => r.token_hash)).size).toBe(rows.length);
  });

  it('answers a wrong password, an unknown email and a guest alike, with no token', async () => {
    await createClient(db, { email: 'guest@example.com', kind: 'guest' });
    const before = (await tokenRows()).length;
    for (const body of [
      { email: grace.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: grace.password },
      { email: 'guest@example.com', password: 'correct-horse-battery' },
    ]) {
      const res = await login(body);
      expect(res).toEqual({ status: 401, body: { success: false, message: MESSAGES.loginInvalid } });
    }
    expect((await tokenRows()).length).toBe(before);
  });

  it('answers 400 to a malformed request', async () => {
    for (const body of [{}, { email: 'not-an-email', password: 'x' }, { email: grace.email, password: '' }, { email: grace.email, password: 'x'.repeat(201) }]) {
      const res = await login(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
  });
});

describe('validate-token and logout', () => {
  it('says valid for a live token, and not valid once logged out', async () => {
    const client = await newClient();
    const token = await signIn(api, client);
    expect(await validate(bearer(token))).toEqual({ status: 200, body: { success: true, valid: true } });
    expect(await logout(bearer(token))).toEqual({ status: 200, body: { success: true } });
    expect(await validate(bearer(token))).toEqual({ status: 200, body: { success: true, valid: false } });
    const row = (await tokenRows()).find((r) => r.token_hash === createHash('sha256').update(token).digest('hex'));
    expect(row?.revoked_at).toBe(new Date(clock).toISOString());
    // A revoked token is refused everywhere, logout included.
    expect(await logout(bearer(token))).toEqual({ status: 401, body: { success: false, message: SESSION_ENDED } });
    const bookings = await api.call('GET', `/api/v1/get_booking/${client.id}`, undefined, bearer(token));
    expect(bookings).toEqual({ status: 401, body: { success: false, message: SESSION_ENDED } });
  });

  it('logging out ends only that session', async () => {
    const client = await newClient();
    const laptop = await signIn(api, client);
    const phone = await signIn(api, client);
    await logout(bearer(laptop));
    expect((await validate(bearer(phone))).body.valid).toBe(true);
  });

  it('refuses missing and malformed tokens', async () => {
    const token = await signIn(api, await newClient());
    const unknown = `kbs_${'A'.repeat(43)}`;
    for (const headers of [
      {},
      { authorization: '' },
      { authorization: token },
      { authorization: `Basic ${token}` },
      { authorization: 'Bearer ' },
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token.slice(4)}` },
      bearer(unknown),
    ]) {
      expect(await validate(headers)).toEqual({ status: 200, body: { success: true, valid: false } });
      expect(await logout(headers)).toEqual({ status: 401, body: { success: false, message: SESSION_ENDED } });
    }
    expect((await validate({ authorization: `bearer  ${token}` })).body.valid).toBe(true);
  });

  it('still needs the API key headers', async () => {
    const token = await signIn(api, await newClient());
    const res = await fetch(`${api.url}/api/v1/passenger/validate-token`, { method: 'POST', headers: bearer(token) });
    expect(res.status).toBe(401);
  });
});

describe('token lifetime', () => {
  it('ends a token after 12 hours', async () => {
    clock = START;
    const client = await newClient();
    const token = await signIn(api, client);
    clock = START + 12 * 3600_000 - 1000;
    expect((await validate(bearer(token))).body.valid).toBe(true);
    clock = START + 12 * 3600_000;
    expect((await validate(bearer(token))).body.valid).toBe(false);
    const res = await api.call('GET', `/api/v1/get_booking/${client.id}`, undefined, bearer(token));
    expect(res).toEqual({ status: 401, body: { success: false, message: SESSION_ENDED } });
    clock = START;
  });

  it('records last use at most once a minute', async () => {
    clock = START;
    const token = await signIn(api, await newClient());
    const hash = createHash('sha256').update(token).digest('hex');
    const lastUsed = async () =>
      (await db.kysely.selectFrom('passenger_tokens').select('last_used_at').where('token_hash', '=', hash).executeTakeFirstOrThrow()).last_used_at;
    expect(await lastUsed()).toBeNull();
    await validate(bearer(token));
    expect(await lastUsed()).toBe(new Date(START).toISOString());
    clock = START + 59_000;
    await validate(bearer(token));
    expect(await lastUsed()).toBe(new Date(START).toISOString());
    clock = START + 61_000;
    await validate(bearer(token));
    expect(await lastUsed()).toBe(new Date(START + 61_000).toISOString());
    clock = START;
  });

  it('sweeps tokens that ended more than a week ago when the passenger signs in again', async () => {
    clock = START;
    const client = await newClient();
    const old = await signIn(api, client);
    const alsoOld = await signIn(api, client);
    clock = START + 9 * 86_400_000;
    await signIn(api, client);
    const hashes = (await tokenRows()).map((r) => r.token_hash);
    expect(hashes).not.toContain(createHash('sha256').update(old).digest('hex'));
    expect(hashes).not.toContain(createHash('sha256').update(alsoOld).digest('hex'));
    expect(hashes.length).toBeGreaterThan(1); // other passengers' tokens stay
    clock = START;
  });
});

describe('revokeAllForPassenger', () => {
  it('ends every live session of the passenger, inside the caller’s transaction', async () => {
    const ada = await newClient();
    const first = await signIn(api, ada);
    const second = await signIn(api, ada);
    const others = await signIn(api, await newClient());
    const tokens = createTokensService({ repo: createTokensRepository(db.kysely), now });

    // Rolled back with the transaction: nothing ends.
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await tokens.revokeAllForPassenger(trx, ada.id);
        throw new Error('roll back');
      })
      .catch(() => {});
    expect((await validate(bearer(first))).body.valid).toBe(true);

    await db.kysely.transaction().execute((trx) => tokens.revokeAllForPassenger(trx, ada.id));
    expect((await validate(bearer(first))).body.valid).toBe(false);
    expect((await validate(bearer(second))).body.valid).toBe(false);
    expect((await validate(bearer(others))).body.valid).toBe(true);
    // A new sign-in after the reset works.
    expect((await validate(bearer(await signIn(api, ada)))).body.valid).toBe(true);
  });
});
