/**
 * My Account's security (a stolen token alone must not take the account over): a new email needs
 * the current password and signs the other devices out; Change password keeps this device signed
 * in, signs the others out, and the new password then signs in; Sign out everywhere ends every
 * session and lands on /login. Screenshots of My Account at 1280 and 390 px with an axe scan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot, seriousA11yViolations } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { queryDb, readOutbox, storageKeys, uniqueEmail } from '../support/journey';
import { apiSignIn, callApi, createClient, openLogin, signInAtLogin, signInForm, storedSession, submitSignIn, type ClientAccount } from '../support/corporate';

const NEW_PASSWORD = 'Second-Pass-2027';

let site: RunningSite;
let browser: Browser;
let page: Page;
let client: ClientAccount;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
  client = await createClient(site.url, { firstName: 'Priya', surname: 'Raman', tag: 'priya.raman', password: 'First-Pass-2026' });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const isValid = async (token: string) =>
  (await callApi<{ valid: boolean }>(site.url, 'POST', '/api/v1/passenger/validate-token', {}, token)).body.valid;
const profileForm = () => page.getByRole('form', { name: 'Edit Profile' });
const passwordForm = () => page.getByRole('form', { name: 'Change password' });
const storedEmail = () => queryDb<{ email: string }>(site.dbPath, 'SELECT email FROM passengers WHERE id = ?', client.passengerId)[0]!.email;

async function openMyAccount(): Promise<void> {
  await page.goto(`${site.url}/my-account`);
  await profileForm().waitFor();
}

describe('My Account security', () => {
  it('a new email needs the current password, and then signs the other devices out', async () => {
    await openLogin(page, site.url, '/login?redirect=%2Fmy-account');
    await signInAtLogin(page, client.email, client.password, '/my-account');
    await profileForm().waitFor();
    const otherDevice = await apiSignIn(site.url, client.email, client.password);
    const form = profileForm();
    const current = form.getByLabel('Current password', { exact: true });
    expect(await current.count()).toBe(0);

    const newEmail = uniqueEmail('priya.new');
    await form.getByLabel('Email', { exact: true }).fill(newEmail);
    await current.waitFor();
    expect(await current.getAttribute('type')).toBe('password');
    expect(await current.getAttribute('autocomplete')).toBe('current-password');

    // Without it: refused on the page, nothing sent.
    let sent = 0;
    const count = (r: { url(): string }) => void (new URL(r.url()).pathname === '/api/v1/update-passenger' && sent++);
    page.on('request', count);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter your current password to change your email', { exact: true }).waitFor();
    expect(await current.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(sent).toBe(0);
    page.off('request', count);

    // A wrong one: the server refuses it, the passenger stays signed in and nothing changes.
    await current.fill('Not-My-Password-1');
    let answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/update-passenger');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await answer).status()).toBe(403);
    await form.getByText('Your current password is not correct.', { exact: true }).waitFor();
    expect(page.url()).toBe(`${site.url}/my-account`);
    expect(storedEmail()).toBe(client.email);
    expect(await isValid(otherDevice)).toBe(true);

    await current.fill(client.password);
    answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/update-passenger');
    await form.getByRole('button', { name: 'Save' }).click();
    const saved = await answer;
    expect(saved.status()).toBe(200);
    expect(JSON.parse(saved.request().postData() ?? '{}')).toMatchObject({ email: newEmail, current_password: client.password });
    const status = form.getByRole('status');
    await status.waitFor();
    expect(await status.innerText()).toContain('Passenger Details Updated');
    expect(await status.innerText()).toContain('signed out on your other devices');
    await current.waitFor({ state: 'detached' });
    expect(storedEmail()).toBe(newEmail);
    expect(await isValid(otherDevice)).toBe(false);
    expect(await isValid((await storedSession(page)).token!)).toBe(true);
    const notices = await readOutbox(site.url, { to: client.email, kind: 'account_change' });
    expect(notices.map((m) => m.subject)).toEqual([expect.stringMatching(/^Your email was changed/)]);
    client.email = newEmail;
  });

  it('Change password keeps this device signed in, signs the others out, and the new password signs in', async () => {
    const otherDevice = await apiSignIn(site.url, client.email, client.password);
    const form = passwordForm();
    await form.getByLabel('Current password', { exact: true }).fill(client.password);
    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirm new password', { exact: true }).fill(`${NEW_PASSWORD}x`);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Passwords do not match', { exact: true }).waitFor();

    await form.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/passenger/change-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    expect((await answer).status()).toBe(200);
    const status = form.getByRole('status');
    await status.waitFor();
    expect((await status.locator('.inline-alert__text').innerText()).trim()).toBe(
      'Your password has been changed. You have been signed out on your other devices.',
    );
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('');

    expect(await isValid(otherDevice)).toBe(false);
    const token = (await storedSession(page)).token!;
    expect(await isValid(token)).toBe(true);
    await openMyAccount();
    expect(page.url()).toBe(`${site.url}/my-account`);

    // Signed out, the old password no longer signs in and the new one does.
    await page.getByRole('complementary', { name: 'Corporate Account' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${site.url}/`);
    await openLogin(page, site.url, '/login?redirect=%2Fmy-account');
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/check-passenger-login');
    await submitSignIn(page, client.email, client.password);
    expect((await refused).status()).toBe(401);
    await signInForm(page).getByRole('alert').waitFor();
    await signInAtLogin(page, client.email, NEW_PASSWORD, '/my-account');
    client.password = NEW_PASSWORD;
  });

  it('Sign out everywhere ends every session, this one included, and lands on /login', async () => {
    await profileForm().waitFor();
    const otherDevice = await apiSignIn(site.url, client.email, client.password);
    const token = (await storedSession(page)).token!;
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/passenger/logout-all');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    expect((await answer).status()).toBe(200);
    await page.waitForURL(`${site.url}/login`);
    await signInForm(page).waitFor();
    const keys = await storageKeys(page);
    for (const key of ['accessToken', 'accessTokenExpiresAt', 'passenger']) expect(keys).not.toContain(key);
    expect(await isValid(token)).toBe(false);
    expect(await isValid(otherDevice)).toBe(false);
    expect((await callApi(site.url, 'GET', `/api/v1/get_booking/${client.passengerId}`, undefined, token)).status).toBe(401);
    // The guard sends a stale visit to sign in.
    await page.goto(`${site.url}/my-account`);
    await page.waitForURL(`${site.url}/login?redirect=%2Fmy-account`);
  });
});

describe.each([
  { width: 1280, viewport: DESKTOP },
  { width: 390, viewport: MOBILE },
])('My Account at $width px', ({ width, viewport }) => {
  it('shows the current-password field, Change password and Sign out everywhere, with no serious axe violation', async () => {
    const view = await newPage(browser, viewport);
    try {
      await view.goto(`${site.url}/login?redirect=%2Fmy-account`);
      const form = signInForm(view);
      await form.getByLabel('Email', { exact: true }).fill(client.email);
      await form.getByLabel('Password', { exact: true }).fill(client.password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await view.waitForURL(`${site.url}/my-account`);
      const profile = view.getByRole('form', { name: 'Edit Profile' });
      await profile.getByLabel('Email', { exact: true }).fill(`changing.${client.email}`);
      await profile.getByLabel('Current password', { exact: true }).waitFor();
      const password = view.getByRole('form', { name: 'Change password' });
      await password.getByLabel('New password', { exact: true }).fill('short');
      await password.getByRole('button', { name: 'Change password' }).click();
      await password.getByText('Use at least 8 characters', { exact: true }).waitFor();
      // From the top: the sticky site header would otherwise show where the focused field scrolled it.
      await view.evaluate(() => document.fonts.ready.then(() => window.scrollTo(0, 0)));
      await screenshot(view, `corporate-my-account-security-${width}`);
      expect(await seriousA11yViolations(view)).toEqual([]);
      const overflow = await view.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Every button of the page is at least 44 px tall.
      const heights = await view.locator('.corporate__content button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
      for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
    } finally {
      await view.context().close();
    }
  });
});
