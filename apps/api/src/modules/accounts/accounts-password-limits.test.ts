/**
 * The current password asked for by an email change and a password change goes through the shared
 * password gate: the same per-email and per-address limits as sign-in, counted on the email the
 * account has now.
 */
import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, OPERATIONS } from '@kerbside/contract';
import { PASSWORD_LIMITS } from '../../http/limits.js';
import { testAppWithDb, TEST_KEYS } from '../../test/test-app.js';
import { uniqueEmail } from '../password-reset/password-reset-test-kit.js';
import { bearer, createClient, signIn, type TestClient } from './accounts-test-kit.js';

const { perAddress, perEmail } = PASSWORD_LIMITS;

// Behind a proxy (as in production): calls may name their client address in X-Forwarded-For.
const kit = testAppWithDb({ env: { TRUST_PROXY: 'true' } });

type Client = TestClient & { token: string };
type Answer = { status: number; retryAfter: number; body: any };

/** One call with the bearer token from `address`, keeping Retry-After. */
async function send(method: string, path: string, body: unknown, token: string | null, address: string): Promise<Answer> {
  const res = await fetch(`${kit.api.url}${path}`, {
    method,
    headers: {
      'api-public-key': TEST_KEYS.public,
      'api-secret-key': TEST_KEYS.secret,
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token ? bearer(token) : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), body: await res.json() };
}

type Attempt = (client: Client, password: string, address: string) => Promise<Answer>;
const emailChange: Attempt = (c, password, address) =>
  send('PATCH', OPERATIONS.updatePassenger.path, { passenger_id: c.id, name: 'Grace Hopper', email: `moved-${c.id}@example.com`, current_password: password }, c.token, address);
const passwordChange: Attempt = (c, password, address) =>
  send('POST', OPERATIONS.changePassword.path, { current_password: password, new_password: 'another-password-2' }, c.token, address);
const signInAttempt: Attempt = (c, password, address) => send('POST', OPERATIONS.signIn.path, { email: c.email, password }, null, address);

async function newClient(): Promise<Client> {
  const client = await createClient(kit.db, { email: uniqueEmail('target') });
  return { ...client, token: await signIn(kit.api, client) };
}

let block = 0;
describe('password limits on email and password changes', () => {
  it.each([
    ['email change', emailChange],
    ['password change', passwordChange],
  ])(`%s: ${perEmail.limit} wrong passwords from any addresses, then 429 with Retry-After, sign-in included`, async (_name, attempt) => {
    block += 1;
    const client = await newClient();
    for (let i = 0; i < perEmail.limit; i++) {
      expect((await attempt(client, `wrong-${i}`, `203.0.${block}.${i + 1}`)).status).toBe(403);
    }
    const refused = await attempt(client, client.password, `203.0.${block}.200`);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toContain(LIMIT_MESSAGES.passwords);
    expect(refused.retryAfter).toBeGreaterThan(perEmail.windowSeconds - 60);
    expect(refused.retryAfter).toBeLessThanOrEqual(perEmail.windowSeconds);
    // Counted on the account's current email: signing in to it is refused as well.
    expect((await signInAttempt(client, client.password, `203.0.${block}.201`)).status).toBe(429);
    expect((await emailChange(client, client.password, `203.0.${block}.202`)).status).toBe(429);
    expect((await passwordChange(client, client.password, `203.0.${block}.203`)).status).toBe(429);
  });

  it('wrong sign-ins count against an email change of the same account', async () => {
    const client = await newClient();
    for (let i = 0; i < perEmail.limit; i++) expect((await signInAttempt(client, `wrong-${i}`, `203.0.50.${i + 1}`)).status).toBe(401);
    expect((await emailChange(client, client.password, '203.0.50.200')).status).toBe(429);
  });

  it(`${perAddress.limit} wrong passwords from one address, across accounts, then 429`, async () => {
    const clients = [await newClient(), await newClient(), await newClient()];
    const address = '192.0.2.77';
    for (let i = 0; i < perAddress.limit; i++) {
      const attempt = i % 2 === 0 ? emailChange : passwordChange;
      expect((await attempt(clients[i % clients.length]!, `wrong-${i}`, address)).status).toBe(403);
    }
    const refused = await passwordChange(clients[0]!, clients[0]!.password, address);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    // From another address the right password still works.
    expect((await passwordChange(clients[0]!, clients[0]!.password, '192.0.2.78')).status).toBe(200);
  });

  it('a right password gives its count back', async () => {
    const client = await newClient();
    for (let i = 0; i < perEmail.limit - 1; i++) expect((await emailChange(client, `wrong-${i}`, `203.0.60.${i + 1}`)).status).toBe(403);
    expect((await passwordChange(client, client.password, '203.0.60.100')).status).toBe(200);
    // The right password did not use up the last try.
    expect((await emailChange(client, 'wrong-again', '203.0.60.101')).status).toBe(403);
    expect((await emailChange(client, 'another-password-2', '203.0.60.102')).status).toBe(429);
  });
});
