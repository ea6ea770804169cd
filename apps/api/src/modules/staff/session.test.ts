/**
 * Console sessions against a real server: the cookie's flags, who is signed in, the CSRF defence
 * on every change, sign-out, demo logins kept to this machine, and the password limits.
 */
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, OPERATIONS } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { DEMO_LOGINS, cookieOf, signInStaff } from './operator-test-kit.js';
import { hashPassword } from '../passengers/passwords.js';

const kit = testAppWithDb();

async function addStaff(email: string, password: string, role: 'owner' | 'dispatcher', active = 1) {
  const company = await kit.db.kysely.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow();
  await kit.db.kysely
    .insertInto('staff')
    .values({ company_id: company.id, role, name: 'Real Person', email, password_hash: await hashPassword(password), is_active: active, is_demo: 0, created_at: new Date().toISOString() })
    .execute();
}

describe('console sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie on the operator API path and answers who signed in', async () => {
    const res = await fetch(kit.api.url + OPERATIONS.operatorSignIn.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ' Owner@Riverside-Cars.example ', password: 'kerbside-demo' }),
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^kb_staff=[A-Za-z0-9_-]{43}; Path=\/api\/operator; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { data: { staff: unknown; csrf_token: string } };
    expect(body.data.staff).toMatchObject({ email: 'owner@riverside-cars.example', role: 'owner', company: { name: 'Riverside Executive Cars' } });
    expect(body.data.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The token is stored only as a hash.
    const token = cookieOf(setCookie).split('=')[1]!;
    const stored = await kit.db.kysely.selectFrom('staff_sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('GET session gives the same CSRF token for the cookie, and 401 without one', async () => {
    const client = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const again = await client.call('GET', OPERATIONS.operatorSession.path);
    expect(again.status).toBe(200);
    expect(again.body.data.csrf_token).toBe(client.csrf);
    expect(again.body.data.staff.role).toBe('dispatcher');

    expect((await kit.api.call('GET', OPERATIONS.operatorSession.path)).status).toBe(401);
    const forged = await kit.api.call('GET', OPERATIONS.operatorSession.path, undefined, { cookie: `kb_staff=${'a'.repeat(43)}` });
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Your session has ended. Please sign in again.');
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email: DEMO_LOGINS.platformAdmin, password: 'nope' });
    const unknown = await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email: 'nobody@example.com', password: 'nope' });
    expect(wrong).toEqual({ status: 401, body: { success: false, message: 'Wrong email or password.' } });
    expect(unknown).toEqual(wrong);
    const bad = await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email: 'not an email', password: 'x' });
    expect(bad.status).toBe(400);
    for (const body of [{ email: 'owner@riverside-cars.example\u0000', password: 'kerbside-demo' }, { email: DEMO_LOGINS.platformAdmin, password: 'kerbside\u0000demo' }]) {
      expect((await kit.api.call('POST', OPERATIONS.operatorSignIn.path, body)).status).toBe(400);
    }
  });

  it('refuses a deactivated staff member with the right password', async () => {
    await addStaff('gone@riverside-cars.example', 'a long real password', 'dispatcher', 0);
    const res = await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email: 'gone@riverside-cars.example', password: 'a long real password' });
    expect(res.status).toBe(401);
  });
});

describe('CSRF defence', () => {
  it('a change with the cookie but without the matching x-csrf-token header is refused and changes nothing', async () => {
    const client = await signInStaff(kit.api, DEMO_LOGINS.skylineOwner);
    // What a page on another site could make the browser send: the cookie, no token it cannot read.
    const missing = await kit.api.call('DELETE', OPERATIONS.operatorSignOut.path, undefined, { cookie: client.cookie });
    expect(missing).toEqual({ status: 403, body: { success: false, message: 'Missing or invalid CSRF token. Reload the page and try again.' } });
    const other = await signInStaff(kit.api, DEMO_LOGINS.skylineDispatcher);
    const wrongToken = await kit.api.call('DELETE', OPERATIONS.operatorSignOut.path, undefined, { cookie: client.cookie, [CSRF_HEADER]: other.csrf });
    expect(wrongToken.status).toBe(403);
    // Still signed in: nothing changed.
    expect((await client.call('GET', OPERATIONS.operatorSession.path)).status).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the session and clears the cookie', async () => {
    const client = await signInStaff(kit.api, DEMO_LOGINS.greenlineDispatcher);
    const res = await fetch(kit.api.url + OPERATIONS.operatorSignOut.path, { method: 'DELETE', headers: { cookie: client.cookie, [CSRF_HEADER]: client.csrf } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^kb_staff=; Path=\/api\/operator; Max-Age=0; HttpOnly; SameSite=Strict$/);
    expect((await client.call('GET', OPERATIONS.operatorSession.path)).status).toBe(401);
  });
});

describe('demo logins', () => {
  it('work only from this machine: through a proxy (or from elsewhere) the right demo password is refused', async () => {
    const res = await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email: DEMO_LOGINS.platformAdmin, password: 'kerbside-demo' }, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Demo logins work only/);
  });

  // Each header a proxy may add on its own: a proxy on this machine that sets only one of them
  // still relays a stranger, who must not sign in with the published password.
  const proxyMarkers: Record<string, string>[] = [
    { forwarded: 'for=203.0.113.9' },
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-proto': 'https' },
    { 'x-forwarded-host': 'book.example.com' },
    { 'x-forwarded-port': '443' },
    { 'x-forwarded-server': 'edge-1' },
    { 'x-real-ip': '203.0.113.9' },
    { via: '1.1 nginx' },
    { 'true-client-ip': '203.0.113.9' },
    { 'cf-connecting-ip': '203.0.113.9' },
    { 'x-client-ip': '203.0.113.9' },
    { 'x-cluster-client-ip': '203.0.113.9' },
    { 'fastly-client-ip': '203.0.113.9' },
    { 'x-original-forwarded-for': '203.0.113.9' },
  ];
  it.each(proxyMarkers)('are refused through a proxy that adds only %o', async (marker) => {
    const res = await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email: DEMO_LOGINS.platformAdmin, password: 'kerbside-demo' }, marker);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Demo logins work only/);
  });

  it('a real staff member signs in from anywhere', async () => {
    await addStaff('real@riverside-cars.example', 'another long password', 'owner');
    const res = await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email: 'real@riverside-cars.example', password: 'another long password' }, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(200);
  });
});

describe('password limits', () => {
  it('counts wrong passwords per email like the passengers’ sign-in, then answers 429 with Retry-After', async () => {
    const email = DEMO_LOGINS.skylineDispatcher;
    let last = { status: 0, body: {} as { message?: string } };
    for (let i = 0; i < 11; i++) last = await kit.api.call('POST', OPERATIONS.operatorSignIn.path, { email, password: `guess-${i}` });
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many attempts\./);
  });
});
