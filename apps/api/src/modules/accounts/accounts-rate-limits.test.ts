import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { TOO_MANY_ATTEMPTS } from '../../http/rate-limit.js';
import { startTestApp, TEST_KEYS, type TestApp } from '../../test/test-app.js';
import { openTestDb } from '../bookings/bookings-test-kit.js';
import { createClient, type TestClient } from './accounts-test-kit.js';
import { DEFAULT_PASSWORD_ATTEMPT_LIMITS } from './password-attempts.js';

const { perAddress, perEmail } = DEFAULT_PASSWORD_ATTEMPT_LIMITS;

let api: TestApp;
let db: Db;
let grace: TestClient;
beforeAll(async () => {
  // Behind a proxy (as in production): the client address comes from X-Forwarded-For.
  api = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  db = openTestDb(api);
  grace = await createClient(db, { email: 'grace@example.com' });
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

const login = (email: string, password: string, address: string) =>
  api.call('POST', '/api/v1/check-passenger-login', { email, password }, { 'x-forwarded-for': address });
const checkEmail = (email: string, password: string, address: string) =>
  api.call('POST', '/api/v1/check-passenger-email', { email, password }, { 'x-forwarded-for': address });

/** The same call as api.call, keeping the response headers. */
async function loginWithHeaders(email: string, password: string, address: string) {
  const res = await fetch(`${api.url}/api/v1/check-passenger-login`, {
    method: 'POST',
    headers: { 'api-public-key': TEST_KEYS.public, 'api-secret-key': TEST_KEYS.secret, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

describe('password attempt limits', () => {
  it(`allows ${perEmail.limit} attempts per email in ${perEmail.windowSeconds / 60} minutes from any number of addresses, then answers 429`, async () => {
    for (let i = 0; i < perEmail.limit; i++) {
      const res = await login('Grace@Example.com', 'wrong-password', `203.0.113.${i + 1}`);
      expect(res).toEqual({ status: 401, body: { success: false, message: MESSAGES.loginInvalid } });
    }
    const refused = await loginWithHeaders(grace.email, grace.password, '203.0.113.200');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
    expect(Number(refused.retryAfter)).toBeGreaterThan(perEmail.windowSeconds - 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(perEmail.windowSeconds);
    // The booking flow's email check shares the count: no extra guesses through it.
    expect(await checkEmail(grace.email, grace.password, '203.0.113.201')).toEqual({
      status: 429,
      body: { success: false, message: TOO_MANY_ATTEMPTS },
    });
    // Another account is not affected.
    expect((await login('someone@example.com', 'x', '203.0.113.202')).status).toBe(401);
  });

  it(`allows ${perAddress.limit} attempts a minute from one address, whatever the emails, then answers 429`, async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < perAddress.limit; i++) {
      const res = i % 2 === 0 ? await login(`user${i}@example.com`, 'x', address) : await checkEmail(`user${i}@example.com`, 'x', address);
      expect(res.status).toBe(401);
    }
    const refused = await loginWithHeaders('another@example.com', 'x', address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, message: TOO_MANY_ATTEMPTS });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(perAddress.windowSeconds);
    expect((await checkEmail('another@example.com', 'x', address)).status).toBe(429);
    // The refusals from that address did not use up the email's own attempts.
    const fresh = await createClient(db, { email: 'another@example.com' });
    expect((await login(fresh.email, fresh.password, '192.0.2.11')).status).toBe(200);
  });

  it('does not count malformed requests, which cost no password check', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < perAddress.limit + 5; i++) {
      expect((await login('not-an-email', 'x', address)).status).toBe(400);
      expect((await checkEmail('someone@example.com', '', address)).status).toBe(400);
    }
    expect((await login('someone@example.com', 'x', address)).status).toBe(401);
  });
});
