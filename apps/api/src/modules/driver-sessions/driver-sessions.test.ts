/**
 * Driver sign-in without a password against a real server (issue 25 §2): staff mail a link, the
 * phone exchanges it once within 15 minutes for a 30-day cookie session, reads who it is and signs
 * out; expired, reused and malformed links create nothing; staff list and end sessions; a
 * deactivated driver is signed out at once; tenancy and the two kinds of session kept apart.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, DRIVER_COOKIE, DRIVER_MESSAGES, driverSchema, OPERATIONS, pathOf, type Driver } from '@kerbside/contract';
import { testAppWithDb } from '../../test/test-app.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';

const START = new Date('2026-12-01T09:00:00Z');
let clock = START;
const kit = testAppWithDb({ now: () => clock, env: { TRUST_PROXY: 'true' } });

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const UNUSABLE = { success: false, message: DRIVER_MESSAGES.linkUnusable };

let drivers = 0;
let addresses = 0;
/** Each sign-in from an address of its own, so the per-address limit is never what a test meets. */
const nextAddress = () => `198.51.100.${(++addresses % 250) + 1}`;

/** A driver of the staff member's company; `email: null` for one without. */
async function addDriver(client: StaffClient, email: string | null = `driver-${++drivers}@example.com`): Promise<Driver> {
  const res = await client.call('POST', OPERATIONS.operatorCreateDriver.path, {
    name: `Dan Driver ${drivers}`,
    mobile: '07700 900123',
    licence_number: `PHD ${drivers}`,
    licence_expiry: '2027-06-01',
    vehicle_registration: 'AB12 CDE',
    vehicle_category: 'executive',
    ...(email ? { email } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return driverSchema.parse(res.body.data);
}

const sendLink = (client: StaffClient, id: number) => client.call('POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id }));

/** The token of the last sign-in mail to `email`, from the link in its text. */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = await kit.db.kysely.selectFrom('mail_outbox').select(['text_body']).where('kind', '=', 'driver_sign_in').where('to_address', '=', email).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const match = /\/driver\/sign-in#([A-Za-z0-9_-]+)/.exec(mail.text_body);
  if (!match) throw new Error(`no link in ${mail.text_body}`);
  return match[1]!;
}

async function mailedLink(client: StaffClient, driver: Driver): Promise<string> {
  const res = await sendLink(client, driver.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return tokenMailedTo(driver.email!);
}

interface Phone {
  cookie: string;
  csrf: string;
  call(method: string, path: string): Promise<{ status: number; body: any }>;
}

/** The phone's sign-in over the socket (the Set-Cookie header is what is tested). */
async function exchange(token: unknown): Promise<{ status: number; body: any; setCookie: string | null }> {
  const res = await fetch(kit.api.url + OPERATIONS.driverSignIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': ANDROID_CHROME, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ token }),
  });
  return { status: res.status, body: await res.json(), setCookie: res.headers.get('set-cookie') };
}

async function signInPhone(token: string): Promise<Phone> {
  const res = await exchange(token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const cookie = res.setCookie!.split(';')[0]!;
  const csrf = res.body.data.csrf_token as string;
  return {
    cookie,
    csrf,
    call: (method, path) => kit.api.call(method, path, undefined, { cookie, ...(method === 'GET' ? {} : { [CSRF_HEADER]: csrf }) }),
  };
}

const me = (phone: Phone) => phone.call('GET', OPERATIONS.driverMe.path);
const sessionCount = async () => Number((await kit.db.kysely.selectFrom('driver_sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const auditOf = (driverId: number) =>
  kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'detail']).where('subject_type', '=', 'driver').where('subject_id', '=', driverId).orderBy('id').execute();

describe('a sign-in link', () => {
  it('is mailed as a fragment link, exchanged for an HttpOnly 30-day cookie, shows the driver, and signs out', async () => {
    clock = START;
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const driver = await addDriver(dispatcher);
    const sent = await sendLink(dispatcher, driver.id);
    expect(sent).toEqual({ status: 200, body: { success: true, data: { sent_to: driver.email, expires_at: '2026-12-01T09:15:00.000Z' } } });

    const mail = await kit.db.kysely.selectFrom('mail_outbox').select(['text_body', 'company_id']).where('kind', '=', 'driver_sign_in').where('to_address', '=', driver.email!).executeTakeFirstOrThrow();
    const token = await tokenMailedTo(driver.email!);
    expect(mail.text_body).toContain(`http://localhost:${kit.api.config.PORT}/driver/sign-in#${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    const links = await kit.db.kysely.selectFrom('driver_sign_in_links').select(['token_hash', 'used_at']).where('driver_id', '=', driver.id).execute();
    expect(links).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), used_at: null }]);

    clock = new Date(START.getTime() + 14 * 60_000);
    const res = await exchange(token);
    expect(res.status).toBe(200);
    expect(res.setCookie).toMatch(new RegExp(`^${DRIVER_COOKIE}=[A-Za-z0-9_-]{43}; Path=/api/driver; Max-Age=2592000; HttpOnly; SameSite=Strict$`));
    const expected = {
      driver: { id: driver.id, name: driver.name },
      company: driver.company,
      vehicle_registration: 'AB12 CDE',
      csrf_token: res.body.data.csrf_token as string,
      expires_at: '2026-12-31T09:14:00.000Z',
    };
    expect(res.body).toEqual({ success: true, data: expected });
    const cookieToken = res.setCookie!.split(';')[0]!.split('=')[1]!;
    const stored = await kit.db.kysely.selectFrom('driver_sessions').selectAll().where('driver_id', '=', driver.id).execute();
    expect(stored).toMatchObject([{ token_hash: createHash('sha256').update(cookieToken).digest('hex'), device_label: 'Chrome on Android', company_id: driver.company.id, revoked_at: null }]);

    const phone = signInPhoneFrom(res);
    expect(await me(phone)).toEqual({ status: 200, body: { success: true, data: expected } });

    expect((await dispatcher.call('GET', pathOf(OPERATIONS.operatorListDriverSessions, { id: driver.id }))).body).toEqual({
      success: true,
      data: [{ id: stored[0]!.id, device_label: 'Chrome on Android', created_at: '2026-12-01T09:14:00.000Z', last_seen_at: '2026-12-01T09:14:00.000Z' }],
    });

    // Signing out is a change: without the CSRF header it is refused.
    expect((await kit.api.call('POST', OPERATIONS.driverSignOut.path, undefined, { cookie: phone.cookie })).status).toBe(403);
    expect(await me(phone)).toMatchObject({ status: 200 });
    const signedOut = await fetch(kit.api.url + OPERATIONS.driverSignOut.path, { method: 'POST', headers: { cookie: phone.cookie, [CSRF_HEADER]: phone.csrf } });
    expect({ status: signedOut.status, body: await signedOut.json() }).toEqual({ status: 200, body: { success: true, message: DRIVER_MESSAGES.signedOut } });
    // Cleared at the path it was set with: a cookie of another path would be left on the phone.
    expect(signedOut.headers.get('set-cookie')).toBe(`${DRIVER_COOKIE}=; Path=/api/driver; Max-Age=0; HttpOnly; SameSite=Strict`);
    expect(await me(phone)).toEqual({ status: 401, body: { success: false, message: DRIVER_MESSAGES.sessionEnded } });

    expect((await auditOf(driver.id)).map((a) => [a.action, a.staff_id])).toEqual([
      ['driver.created', dispatcher.staff.id],
      ['driver.sign_in_link_sent', dispatcher.staff.id],
      ['driver.signed_in', null],
    ]);
  });

  it('has expired after 15 minutes: one message, nothing created', async () => {
    clock = START;
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const token = await mailedLink(dispatcher, await addDriver(dispatcher));
    const before = await sessionCount();
    clock = new Date(START.getTime() + 15 * 60_000);
    const res = await exchange(token);
    expect({ status: res.status, body: res.body, setCookie: res.setCookie }).toEqual({ status: 400, body: UNUSABLE, setCookie: null });
    expect(await sessionCount()).toBe(before);
  });

  it('works once: the second exchange gets the same message as an expired link', async () => {
    clock = START;
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const token = await mailedLink(dispatcher, await addDriver(dispatcher));
    await signInPhone(token);
    const before = await sessionCount();
    const again = await exchange(token);
    expect({ status: again.status, body: again.body, setCookie: again.setCookie }).toEqual({ status: 400, body: UNUSABLE, setCookie: null });
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a tampered, NUL, oversized or missing token with a 4xx and creates nothing', async () => {
    clock = START;
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const token = await mailedLink(dispatcher, await addDriver(dispatcher));
    const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    const before = await sessionCount();
    for (const bad of [tampered, `${token.slice(0, 42)}\u0000`, `${token}\u0000`, 'x'.repeat(10_000), '', 42, null, undefined]) {
      const res = await exchange(bad);
      expect(res.status, JSON.stringify(bad)?.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.setCookie).toBeNull();
    }
    expect(await sessionCount()).toBe(before);
    // The real link still works after all that.
    await signInPhone(token);
  });

  it('needs an email and an active driver; per driver, a handful every quarter hour', async () => {
    clock = START;
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const noEmail = await addDriver(dispatcher, null);
    expect(await sendLink(dispatcher, noEmail.id)).toMatchObject({ status: 422, body: { success: false, message: expect.stringMatching(/no email address/) } });

    const driver = await addDriver(dispatcher);
    for (let i = 0; i < 5; i++) expect((await sendLink(dispatcher, driver.id)).status).toBe(200);
    expect(await sendLink(dispatcher, driver.id)).toMatchObject({ status: 429 });

    const inactive = await addDriver(dispatcher);
    expect((await dispatcher.call('POST', pathOf(OPERATIONS.operatorDeactivateDriver, { id: inactive.id }))).status).toBe(200);
    expect(await sendLink(dispatcher, inactive.id)).toMatchObject({ status: 422, body: { message: expect.stringMatching(/deactivated/) } });
  });
});

describe('driver sessions', () => {
  it("belong to one company: another company's staff find neither the driver nor its sessions", async () => {
    clock = START;
    const riverside = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const skyline = await signInStaff(kit.api, DEMO_LOGINS.skylineDispatcher);
    const driver = await addDriver(riverside);
    const phone = await signInPhone(await mailedLink(riverside, driver));
    const [session] = (await riverside.call('GET', pathOf(OPERATIONS.operatorListDriverSessions, { id: driver.id }))).body.data as { id: number }[];

    const notFound = { status: 404, body: { success: false, message: 'Not found.' } };
    expect(await sendLink(skyline, driver.id)).toEqual(notFound);
    expect(await skyline.call('GET', pathOf(OPERATIONS.operatorListDriverSessions, { id: driver.id }))).toEqual(notFound);
    expect(await skyline.call('DELETE', pathOf(OPERATIONS.operatorRevokeDriverSession, { id: driver.id, sessionId: session!.id }))).toEqual(notFound);
    // Another driver's id with this session's: not found either.
    const other = await addDriver(riverside);
    expect(await riverside.call('DELETE', pathOf(OPERATIONS.operatorRevokeDriverSession, { id: other.id, sessionId: session!.id }))).toEqual(notFound);
    expect((await me(phone)).status).toBe(200);
  });

  it('and staff sessions are kept apart: neither cookie opens the other API', async () => {
    clock = START;
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const phone = await signInPhone(await mailedLink(dispatcher, await addDriver(dispatcher)));
    expect((await phone.call('GET', OPERATIONS.operatorListDrivers.path)).status).toBe(401);
    expect((await kit.api.call('GET', OPERATIONS.driverMe.path, undefined, { cookie: dispatcher.cookie })).status).toBe(401);
    expect((await kit.api.call('GET', OPERATIONS.driverMe.path)).status).toBe(401);
  });

  it('end when staff revoke one: the next call is a 401, the others stay, and it is audited', async () => {
    clock = START;
    const owner = await signInStaff(kit.api, DEMO_LOGINS.riversideOwner);
    const driver = await addDriver(owner);
    const first = await signInPhone(await mailedLink(owner, driver));
    const second = await signInPhone(await mailedLink(owner, driver));
    const listed = (await owner.call('GET', pathOf(OPERATIONS.operatorListDriverSessions, { id: driver.id }))).body.data as { id: number }[];
    expect(listed).toHaveLength(2);
    const firstId = Math.min(...listed.map((s) => s.id));

    expect(await owner.call('DELETE', pathOf(OPERATIONS.operatorRevokeDriverSession, { id: driver.id, sessionId: firstId }))).toMatchObject({ status: 200, body: { success: true } });
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
    expect(((await owner.call('GET', pathOf(OPERATIONS.operatorListDriverSessions, { id: driver.id }))).body.data as { id: number }[]).map((s) => s.id)).not.toContain(firstId);
    // Again: nothing more happens, nothing more is audited.
    expect((await owner.call('DELETE', pathOf(OPERATIONS.operatorRevokeDriverSession, { id: driver.id, sessionId: firstId }))).status).toBe(200);
    const revoked = (await auditOf(driver.id)).filter((a) => a.action === 'driver.session_revoked');
    expect(revoked).toHaveLength(1);
    expect(JSON.parse(revoked[0]!.detail)).toEqual({ session_id: firstId });
  });

  it("end at once when the driver is deactivated, and the driver's unused link no longer signs in", async () => {
    clock = START;
    const dispatcher = await signInStaff(kit.api, DEMO_LOGINS.riversideDispatcher);
    const driver = await addDriver(dispatcher);
    const phone = await signInPhone(await mailedLink(dispatcher, driver));
    const unused = await mailedLink(dispatcher, driver);
    expect((await dispatcher.call('POST', pathOf(OPERATIONS.operatorDeactivateDriver, { id: driver.id }))).status).toBe(200);

    expect((await me(phone)).status).toBe(401);
    const revokedAt = await kit.db.kysely.selectFrom('driver_sessions').select('revoked_at').where('driver_id', '=', driver.id).execute();
    expect(revokedAt).toEqual([{ revoked_at: START.toISOString() }]);
    const before = await sessionCount();
    const res = await exchange(unused);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: UNUSABLE });
    expect(await sessionCount()).toBe(before);
    // Reactivated, the phone stays signed out: a new link is needed.
    expect((await dispatcher.call('POST', pathOf(OPERATIONS.operatorReactivateDriver, { id: driver.id }))).status).toBe(200);
    expect((await me(phone)).status).toBe(401);
  });
});

/** The phone of an exchange already made. */
function signInPhoneFrom(res: { body: any; setCookie: string | null }): Phone {
  const cookie = res.setCookie!.split(';')[0]!;
  const csrf = res.body.data.csrf_token as string;
  return { cookie, csrf, call: (method, path) => kit.api.call(method, path, undefined, { cookie, ...(method === 'GET' ? {} : { [CSRF_HEADER]: csrf }) }) };
}
