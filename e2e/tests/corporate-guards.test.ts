/**
 * The corporate routes' guard (spec §6, §8 'Token validation failure clears the token and
 * redirects to login'): /bookings and /my-account need a stored token the server calls valid;
 * otherwise the token is removed and the visitor goes to /login?redirect=<path>, and signing in
 * brings them back. Covers no token, a malformed token, a token revoked by a logout elsewhere, a
 * token the server has expired, and the phone layout's 'Corporate Account' bar folding the sidebar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { openHome } from '../support/booking';
import { queryDb, storageKeys } from '../support/journey';
import {
  callApi,
  createClient,
  hourlyForm,
  LONG_AGO,
  openLogin,
  signInAtLogin,
  storedSession,
  tokenHash,
  writeDb,
  type ClientAccount,
} from '../support/corporate';

let site: RunningSite;
let browser: Browser;
let page: Page;
/** One account per scenario, so no email comes near the sign-in limits. */
const clients: Record<'redirect' | 'revoked' | 'expired' | 'mobile', ClientAccount> = {} as never;
/** validate-token calls the page makes. */
const validations: Request[] = [];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser, DESKTOP);
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/passenger/validate-token') validations.push(r);
  });
  clients.redirect = await createClient(site.url, { firstName: 'Rosa', surname: 'Diaz', tag: 'rosa.diaz' });
  clients.revoked = await createClient(site.url, { firstName: 'Omar', surname: 'Haddad', tag: 'omar.haddad' }, { kind: 'hourly', form: hourlyForm(4) });
  clients.expired = await createClient(site.url, { firstName: 'Yuki', surname: 'Tanaka', tag: 'yuki.tanaka' });
  clients.mobile = await createClient(site.url, { firstName: 'Priya', surname: 'Shah', tag: 'priya.shah' });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const SESSION_KEYS = ['accessToken', 'accessTokenExpiresAt', 'passenger'];

/** Session keys still in local storage. */
async function sessionKeysLeft(p: Page = page): Promise<string[]> {
  return (await storageKeys(p)).filter((k) => SESSION_KEYS.includes(k));
}

/**
 * Opens `path` and returns the validate-token call the page makes: its Authorization header and the
 * server's answer, read inside the route (the page moves on to /login at once, after which the
 * browser no longer keeps the response body).
 */
async function openAndReadValidation(path: string): Promise<{ authorization: string | undefined; body: unknown }> {
  const pattern = '**/api/v1/passenger/validate-token';
  let resolveSeen: (seen: { authorization: string | undefined; body: unknown }) => void = () => undefined;
  const seen = new Promise<{ authorization: string | undefined; body: unknown }>((resolve) => {
    resolveSeen = resolve;
  });
  // Routed before the page is opened: the page asks as soon as it loads.
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    await route.fulfill({ response, json: body });
    resolveSeen({ authorization: route.request().headers().authorization, body });
  });
  await page.goto(`${site.url}${path}`);
  const validation = await seen;
  await page.unroute(pattern);
  return validation;
}

/** Opens `path` and expects to land on /login?redirect=<path> with the session removed. */
async function expectSentToLogin(path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
  await page.waitForURL(`${site.url}/login?redirect=${encodeURIComponent(path)}`);
  await page.getByRole('heading', { name: 'Sign In', level: 1 }).waitFor();
  expect(await sessionKeysLeft()).toEqual([]);
}

/** Stores a session as the website would (values encoded: JSON → UTF-8 → base64), raw values as given. */
async function storeSession(values: Record<string, unknown>, raw: Record<string, string> = {}): Promise<void> {
  await page.evaluate(
    ({ values, raw }) => {
      const encode = (v: unknown) => {
        const bytes = new TextEncoder().encode(JSON.stringify(v));
        let binary = '';
        for (const b of bytes) binary += String.fromCharCode(b);
        return btoa(binary);
      };
      for (const [k, v] of Object.entries(values)) window.localStorage.setItem(k, encode(v));
      for (const [k, v] of Object.entries(raw)) window.localStorage.setItem(k, v);
    },
    { values, raw },
  );
}

const passengerOf = (c: ClientAccount) => ({
  passenger_id: c.passengerId,
  passenger_name: `${c.firstName} ${c.surname}`,
  passenger_email: c.email,
  passenger_contact_no: c.number,
});

describe('corporate route guard', () => {
  it('/bookings with no token → /login?redirect=%2Fbookings; signing in returns to /bookings', async () => {
    await openHome(page, site.url);
    expect(await sessionKeysLeft()).toEqual([]);
    const before = validations.length;
    await expectSentToLogin('/bookings');
    // Nothing to validate: no call was made.
    expect(validations.length).toBe(before);

    await signInAtLogin(page, clients.redirect.email, clients.redirect.password, '/bookings');
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    await page.getByRole('table').getByRole('rowheader', { name: clients.redirect.bookings[0]!.booking_number }).waitFor();
    expect((await storedSession(page)).passenger?.passenger_id).toBe(clients.redirect.passengerId);

    // Signed in, /login?redirect=… is not a trap: the guarded page opens directly.
    await page.goto(`${site.url}/my-account`);
    await page.getByRole('form', { name: 'Edit Profile' }).waitFor();
    expect(page.url()).toBe(`${site.url}/my-account`);
    // Leave no session for the next scenario.
    await page.evaluate(() => window.localStorage.clear());
  });

  it('/my-account with a malformed token → token removed, /login?redirect=%2Fmy-account', async () => {
    await openHome(page, site.url);
    // A well-encoded value that is not a token: the server says it is not valid.
    await storeSession({ accessToken: 'kbs_this-is-not-a-real-token', passenger: passengerOf(clients.redirect) });
    const answer = await openAndReadValidation('/my-account');
    expect(answer.authorization).toBe('Bearer kbs_this-is-not-a-real-token');
    expect(answer.body).toMatchObject({ valid: false });
    await page.waitForURL(`${site.url}/login?redirect=%2Fmy-account`);
    expect(await sessionKeysLeft()).toEqual([]);

    // A value that is not even encoded as the website encodes it goes the same way.
    await openHome(page, site.url);
    await storeSession({ passenger: passengerOf(clients.redirect) }, { accessToken: '%%% not base64 %%%' });
    await expectSentToLogin('/my-account');
  });

  it('a token revoked by a logout elsewhere → token removed, /login?redirect=%2Fmy-account; signing in comes back', async () => {
    const client = clients.revoked;
    await openLogin(page, site.url, '/login?redirect=%2Fmy-account');
    await signInAtLogin(page, client.email, client.password, '/my-account');
    await page.getByRole('form', { name: 'Edit Profile' }).waitFor();
    const token = (await storedSession(page)).token!;

    // The session ends on another device: POST /passenger/logout with the same token.
    const logout = await callApi(site.url, 'POST', '/api/v1/passenger/logout', {}, token);
    expect(logout).toEqual({ status: 200, body: { success: true } });
    expect(queryDb<{ revoked_at: string | null }>(site.dbPath, 'SELECT revoked_at FROM passenger_tokens WHERE token_hash = ?', tokenHash(token))[0]?.revoked_at).not.toBeNull();
    // Still stored in this browser until the next check.
    expect((await storedSession(page)).token).toBe(token);

    await expectSentToLogin('/my-account');
    await signInAtLogin(page, client.email, client.password, '/my-account');
    await page.getByRole('form', { name: 'Edit Profile' }).waitFor();
    expect((await storedSession(page)).token).not.toBe(token);
  });

  it('a session revoked while My Account is open: Save sends to sign in and clears the token', async () => {
    const client = clients.revoked;
    const token = (await storedSession(page)).token!;
    expect((await callApi(site.url, 'POST', '/api/v1/passenger/logout', {}, token)).status).toBe(200);
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await form.getByLabel('Name', { exact: true }).fill('Omar H. Haddad');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/update-passenger');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(401);
    await page.waitForURL(`${site.url}/login?redirect=%2Fmy-account`);
    expect(await sessionKeysLeft()).toEqual([]);
    expect(queryDb(site.dbPath, 'SELECT first_name, surname FROM passengers WHERE id = ?', client.passengerId)).toEqual([
      { first_name: client.firstName, surname: client.surname },
    ]);
  });

  it('a token the server has expired → token removed, /login?redirect=%2Fmy-account', async () => {
    const client = clients.expired;
    await openLogin(page, site.url, '/login?redirect=%2Fmy-account');
    await signInAtLogin(page, client.email, client.password, '/my-account');
    // The page's own check of the new token must answer first: expired before it, the page would
    // leave for /login by itself and the reload below would have no token to check.
    await page.getByRole('form', { name: 'Edit Profile' }).waitFor();
    const session = await storedSession(page);
    const token = session.token!;
    // The browser still believes the session runs for hours…
    expect(Date.parse(session.expiresAt!)).toBeGreaterThan(Date.now() + 60 * 60 * 1000);
    // …but on the server its 12 hours are over (this stands in for waiting until expires_at).
    expect(writeDb(site.dbPath, 'UPDATE passenger_tokens SET expires_at = ? WHERE token_hash = ?', LONG_AGO, tokenHash(token))).toBe(1);
    expect((await callApi(site.url, 'POST', '/api/v1/passenger/validate-token', {}, token)).body).toMatchObject({ valid: false });

    expect((await openAndReadValidation('/my-account')).body).toMatchObject({ valid: false });
    await page.waitForURL(`${site.url}/login?redirect=%2Fmy-account`);
    expect(await sessionKeysLeft()).toEqual([]);
  });

  it('a session whose stored expiry has passed is dropped without asking the server', async () => {
    await openHome(page, site.url);
    await storeSession({
      accessToken: 'kbs_' + 'x'.repeat(43),
      accessTokenExpiresAt: LONG_AGO,
      passenger: passengerOf(clients.expired),
    });
    const before = validations.length;
    await expectSentToLogin('/bookings');
    expect(validations.length).toBe(before);
  });
});

describe('phone layout (390 px)', () => {
  let phone: Page;

  beforeAll(async () => {
    phone = await newPage(browser, MOBILE);
  });

  afterAll(async () => {
    await phone?.context().close();
  });

  it("the 'Corporate Account' bar's Menu button folds and unfolds the sidebar (aria-expanded)", async () => {
    const client = clients.mobile;
    await openLogin(phone, site.url);
    await signInAtLogin(phone, client.email, client.password, '/bookings');
    await phone.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();

    const bar = phone.locator('.corporate__topbar');
    expect(await bar.getByText('Corporate Account', { exact: true }).isVisible()).toBe(true);
    const toggle = bar.getByRole('button', { name: 'Menu' });
    const sidebar = phone.getByRole('complementary', { name: 'Corporate Account' });
    expect(await toggle.getAttribute('aria-controls')).toBe(await phone.locator('aside.corporate__sidebar').getAttribute('id'));
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.isVisible()).toBe(false);
    // The booking shows as a card, not the wide table.
    await phone.locator('.booking-card').filter({ hasText: client.bookings[0]!.booking_number }).waitFor();
    expect(await phone.getByRole('table').isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await sidebar.waitFor();
    const links = sidebar.getByRole('navigation', { name: 'Corporate Account menu' }).getByRole('link');
    expect((await links.allInnerTexts()).map((t) => t.trim())).toEqual(['Book Now', 'Bookings', 'My Account']);
    expect(await sidebar.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await sidebar.waitFor({ state: 'hidden' });

    // Escape folds it too, and focus returns to the toggle.
    await toggle.click();
    await sidebar.waitFor();
    await sidebar.getByRole('link', { name: 'Bookings' }).focus();
    await phone.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // Following a link folds it on the new screen.
    await toggle.click();
    await sidebar.getByRole('link', { name: 'My Account' }).click();
    await phone.waitForURL(`${site.url}/my-account`);
    await phone.getByRole('form', { name: 'Edit Profile' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.isVisible()).toBe(false);
  });

  it('at 1280 px the bar is hidden and the sidebar always shows', async () => {
    await phone.setViewportSize(DESKTOP);
    await phone.reload();
    await phone.getByRole('form', { name: 'Edit Profile' }).waitFor();
    expect(await phone.locator('.corporate__topbar').isVisible()).toBe(false);
    expect(await phone.getByRole('complementary', { name: 'Corporate Account' }).isVisible()).toBe(true);
  });

  it('Logout with the server unreachable still clears the session and goes to / (spec §6)', async () => {
    await phone.route('**/api/v1/passenger/logout', (route) => route.abort('connectionfailed'));
    try {
      await phone.getByRole('complementary', { name: 'Corporate Account' }).getByRole('button', { name: 'Logout' }).click();
      await phone.waitForURL(`${site.url}/`);
      await phone.getByRole('tablist', { name: 'Booking type' }).waitFor();
      expect(await sessionKeysLeft(phone)).toEqual([]);
    } finally {
      await phone.unroute('**/api/v1/passenger/logout');
    }
  });
});
