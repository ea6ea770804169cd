import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OPERATIONS } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { insertPassenger, mailedCode, newAddress, NOW, openTestDb, resetCalls, uniqueEmail, type ResetCalls } from './password-reset-test-kit.js';
import { ADDRESS_LIMITS, RESET_CODE_MAILS } from '../../http/limits.js';

const tooMany = { success: false, message: expect.stringMatching(/^Too many attempts\. Please try again in \d* ?(a )?(minute|minutes|hours)\.$/) };

/** Raw fetch, to read the Retry-After header. */
async function post(api: TestApp, path: string, body: unknown, address: string) {
  const res = await fetch(api.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      'api-public-key': 'test-public-key',
      'api-secret-key': 'test-secret-key',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

describe('rate limits of the reset calls (in-process counts)', () => {
  let api: TestApp;
  let db: Db;
  let calls: ResetCalls;
  beforeAll(async () => {
    api = await startTestApp({ now: () => NOW, env: { TRUST_PROXY: 'true' } });
    db = openTestDb(api);
    calls = resetCalls(api, newAddress);
  });
  afterAll(async () => {
    await db?.close();
    await api?.close();
  });

  it('sends at most 5 codes per email per 15 minutes, from any address', async () => {
    const email = 'popular@example.com';
    await insertPassenger(db, { email });
    // A fresh address each time: the per-email limit holds however many addresses ask.
    for (let i = 0; i < RESET_CODE_MAILS.limit; i++) expect((await calls.forgot(email)).status).toBe(200);
    const refused = await post(api, OPERATIONS.forgotPassword.path, { email, type: 'website' }, newAddress());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(tooMany);
    expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    // The last code sent still works: the limit refuses new mail, not the reset.
    expect((await calls.verify(email, await mailedCode(db, email))).status).toBe(200);
  });

  it('lets one address ask 20 times an hour, whatever the emails', async () => {
    const address = newAddress();
    for (let i = 0; i < ADDRESS_LIMITS.resetRequests.limit; i++) {
      expect((await calls.forgot(`probe-${i}@example.com`, address)).body.message).toBe(MESSAGES.resetEmailNotFound);
    }
    const refused = await post(api, OPERATIONS.forgotPassword.path, { email: 'probe-x@example.com', type: 'website' }, address);
    expect(refused).toMatchObject({ status: 429, body: tooMany });
    expect(Number(refused.retryAfter)).toBeGreaterThan(59 * 60);
    // Malformed requests from that address are refused too.
    expect((await post(api, OPERATIONS.forgotPassword.path, {}, address)).status).toBe(429);
    // Other addresses are not affected.
    expect((await calls.forgot('probe-x@example.com')).status).toBe(404);
  });

  it('limits code checks per address, verify and reset together', async () => {
    const email = 'checker@example.com';
    await insertPassenger(db, { email });
    await calls.forgot(email);
    const code = await mailedCode(db, email);
    const address = newAddress();
    const limit = ADDRESS_LIMITS.resetCodes.limit;
    for (let i = 0; i < limit; i++) {
      // Right codes, so the code's own lock stays out of the way.
      const res = i % 2 ? await calls.verify(email, code, address) : await post(api, OPERATIONS.verifyResetCode.path, { email, code }, address);
      expect(res.status).toBe(200);
    }
    const verify = await post(api, OPERATIONS.verifyResetCode.path, { email, code }, address);
    expect(verify).toMatchObject({ status: 429, body: tooMany });
    expect(Number(verify.retryAfter)).toBeGreaterThan(0);
    expect(await calls.reset(email, code, 'new-password-2', address)).toEqual({ status: 429, body: tooMany });
    // The code is untouched and works from elsewhere.
    expect((await calls.reset(email, code, 'new-password-2')).status).toBe(200);
  });
});

const REDIS_URL = process.env.REDIS_TEST_URL;
if (!REDIS_URL) console.warn('password-reset-limits.test: REDIS_TEST_URL is not set; skipping the two-instance Redis test (e.g. REDIS_TEST_URL=redis://127.0.0.1:6390).');

describe.skipIf(!REDIS_URL)('rate limits shared through Redis by two API instances', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { TRUST_PROXY: 'true', REDIS_URL: REDIS_URL! };
    [one, two] = await Promise.all([startTestApp({ now: () => NOW, env }), startTestApp({ now: () => NOW, env })]);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('counts requests for one email on either instance together', async () => {
    // Unknown to both databases: each request is a 404, counted before the lookup.
    const email = uniqueEmail('shared');
    for (let i = 0; i < RESET_CODE_MAILS.limit; i++) {
      const res = await post(i % 2 ? one : two, OPERATIONS.forgotPassword.path, { email, type: 'website' }, newAddress());
      expect(res.status).toBe(404);
    }
    for (const api of [one, two]) {
      const refused = await post(api, OPERATIONS.forgotPassword.path, { email, type: 'website' }, newAddress());
      expect(refused).toMatchObject({ status: 429, body: tooMany });
      expect(Number(refused.retryAfter)).toBeGreaterThan(14 * 60);
    }
  });
});
