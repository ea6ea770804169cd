/**
 * Every route that checks a password counts against the same per-address and per-email limits:
 * sign-in, check-passenger-email and a booking by an existing client (and its replay).
 */
import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, MESSAGES } from '@kerbside/contract';
import { PASSWORD_LIMITS } from '../../http/limits.js';
import { TEST_KEYS } from '../../test/test-app.js';
import { createClient, type TestClient } from '../accounts/accounts-test-kit.js';
import { bookingBody, bookingTestApp, oneWay } from '../bookings/bookings-test-kit.js';

const { perAddress, perEmail } = PASSWORD_LIMITS;

// Behind a proxy (as in production): each test call names its client address in X-Forwarded-For.
const kit = bookingTestApp();

type Guess = (email: string, password: string, address: string) => Promise<{ status: number; body: any }>;
const login: Guess = (email, password, address) => kit.api.call('POST', '/api/v1/check-passenger-login', { email, password }, { 'x-forwarded-for': address });
const checkEmail: Guess = (email, password, address) => kit.api.call('POST', '/api/v1/check-passenger-email', { email, password }, { 'x-forwarded-for': address });
const bookAsClient: Guess = (email, password, address) =>
  kit.api.call(
    'POST',
    '/api/v1/booking',
    bookingBody(kit.vehicle, oneWay, { selected_passenger: 'existing_client', registrationData: { email, password, firstName: '', surname: '', number: '' } }),
    { 'x-forwarded-for': address },
  );
const routes: [string, Guess][] = [
  ['sign-in', login],
  ['check-passenger-email', checkEmail],
  ['booking as an existing client', bookAsClient],
];

/** The same call as api.call, keeping the Retry-After header. */
async function withRetryAfter(path: string, body: unknown, address: string): Promise<{ status: number; retryAfter: number; body: any }> {
  const res = await fetch(`${kit.api.url}${path}`, {
    method: 'POST',
    headers: { 'api-public-key': TEST_KEYS.public, 'api-secret-key': TEST_KEYS.secret, 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), body: await res.json() };
}

let n = 0;
const uniqueEmail = () => `target-${++n}@example.com`;

describe('password limits shared by every password check', () => {
  it.each(routes)(`%s: ${perEmail.limit} wrong guesses per email from any number of addresses, then 429 for every route`, async (_name, guess) => {
    const target: TestClient = await createClient(kit.db, { email: uniqueEmail() });
    for (let i = 0; i < perEmail.limit; i++) {
      expect((await guess(target.email, `wrong-${i}`, `203.0.${n}.${i + 1}`)).status).toBe(401);
    }
    const refused = await withRetryAfter('/api/v1/check-passenger-login', { email: target.email, password: target.password }, `203.0.${n}.200`);
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toContain(LIMIT_MESSAGES.passwords);
    expect(refused.retryAfter).toBeGreaterThan(perEmail.windowSeconds - 60);
    expect(refused.retryAfter).toBeLessThanOrEqual(perEmail.windowSeconds);
    // Even the right password is not checked any more, through any route.
    for (const [, other] of routes) expect((await other(target.email, target.password, `203.0.${n}.201`)).status).toBe(429);
    // Another account is not affected.
    expect((await login(uniqueEmail(), 'x', `203.0.${n}.202`)).status).toBe(401);
  });

  it(`${perAddress.limit} wrong guesses a minute from one address, across routes and emails, then 429`, async () => {
    const address = '192.0.2.10';
    for (let i = 0; i < perAddress.limit; i++) {
      const [, guess] = routes[i % routes.length]!;
      expect((await guess(uniqueEmail(), 'x', address)).status).toBe(401);
    }
    for (const [, guess] of routes) {
      const res = await guess(uniqueEmail(), 'x', address);
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Too many attempts\. Please try again in a minute\.$/);
    }
    // The refusals from that address did not use up the email's own attempts.
    const fresh = await createClient(kit.db, { email: uniqueEmail() });
    expect((await login(fresh.email, fresh.password, '192.0.2.11')).status).toBe(200);
  });

  it('gives back the count of a right password: a client who books often is never locked out by it', async () => {
    const client = await createClient(kit.db, { email: uniqueEmail() });
    const address = '192.0.2.20';
    for (let i = 0; i < perEmail.limit + perAddress.limit; i++) {
      const [, guess] = routes[i % routes.length]!;
      expect((await guess(client.email, client.password, address)).status).toBe(200);
    }
  });

  it('an attempt refused at once counts nothing: after 40 right passwords at once the client signs in, and wrong ones still lock after exactly the limit', async () => {
    const client = await createClient(kit.db, { email: uniqueEmail() });
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login(client.email, client.password, `192.0.4.${i + 1}`)));
    // Counted before hashing, so some of them may be refused; none is a failure of the password.
    expect(burst.every((res) => res.status === 200 || res.status === 429)).toBe(true);
    expect((await login(client.email, client.password, '192.0.4.100')).status).toBe(200);
    for (let i = 0; i < perEmail.limit; i++) expect((await login(client.email, `wrong-${i}`, `192.0.5.${i + 1}`)).status).toBe(401);
    expect((await login(client.email, client.password, '192.0.5.100')).status).toBe(429);
  });

  it('a replayed client booking checks the password under the same limits', async () => {
    const client = await createClient(kit.db, { email: uniqueEmail() });
    const body = bookingBody(kit.vehicle, oneWay, {
      selected_passenger: 'existing_client',
      registrationData: { email: client.email, password: client.password, firstName: '', surname: '', number: '' },
      idempotency_key: 'replay-limit-key-1',
    });
    expect((await kit.api.call('POST', '/api/v1/booking', body, { 'x-forwarded-for': '192.0.2.30' })).status).toBe(200);
    const wrong = { ...body, registrationData: { ...body.registrationData, password: 'wrong' } };
    for (let i = 0; i < perEmail.limit; i++) {
      expect((await kit.api.call('POST', '/api/v1/booking', wrong, { 'x-forwarded-for': `192.0.3.${i + 1}` })).status).toBe(409);
    }
    expect((await kit.api.call('POST', '/api/v1/booking', body, { 'x-forwarded-for': '192.0.3.100' })).status).toBe(429);
  });

  it('does not count malformed requests, which cost no password check', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < perAddress.limit + 5; i++) {
      expect((await login('not-an-email', 'x', address)).status).toBe(400);
      expect((await checkEmail('someone@example.com', '', address)).status).toBe(400);
    }
    expect((await login('someone@example.com', 'x', address)).status).toBe(401);
    expect((await login('someone@example.com', 'x', address)).body.message).toBe(MESSAGES.loginInvalid);
  });
});
