/**
 * Forgot password (spec §2, §4, §5 Reset, §8): from Personal Detail's Existing Client 'Forgot
 * Password' link, an email → a code mailed (read from the outbox) → the code checked → a new
 * password → back to Personal Detail. The new password then signs in at /login and the old one
 * does not. Also: Back from step 2, an unknown email, and a code that has expired. A reset started
 * from Sign In's 'Forgot password?' ends back at Sign In, with its redirect, a success message and
 * the email filled in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { londonDate } from '../support/booking';
import { bookVehicle, chooseMode, detailsForm, queryDb, readOutbox, requestHourlyQuote, uniqueEmail } from '../support/journey';
import {
  apiSignIn,
  createClient,
  latestResetCode,
  LONG_AGO,
  openLogin,
  signInAtLogin,
  signInForm,
  storedSession,
  submitSignIn,
  tokenHash,
  writeDb,
  type ClientAccount,
} from '../support/corporate';

let site: RunningSite;
let browser: Browser;
let page: Page;
let client: ClientAccount;
let expiring: ClientAccount;
let fromSignIn: ClientAccount;
const NEW_PASSWORD = 'Brand-New-Pass-77';

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
  client = await createClient(site.url, { firstName: 'Nadia', surname: 'Okafor', tag: 'nadia.okafor', password: 'Old-Password-11' });
  expiring = await createClient(site.url, { firstName: 'Tom', surname: 'Reid', tag: 'tom.reid' });
  fromSignIn = await createClient(site.url, { firstName: 'Ines', surname: 'Duarte', tag: 'ines.duarte', password: 'Forgotten-Pass-12' });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const card = () => page.locator('.reset__card');
const stepHeading = () => card().getByRole('heading', { level: 2 });
/** The screen's message (success status or error alert), once it shows. */
const notice = () => card().locator('.inline-alert__text');
const field = (label: string): Locator => card().getByLabel(label, { exact: true });

async function expectStep(title: string): Promise<void> {
  await stepHeading().filter({ hasText: title }).waitFor();
  expect((await stepHeading().innerText()).trim()).toBe(title);
}

async function expectNotice(text: string, role: 'status' | 'alert'): Promise<void> {
  const box = card().getByRole(role).filter({ hasText: text });
  await box.waitFor();
  expect((await notice().innerText()).trim()).toBe(text);
}

/** Presses a step's button and waits for the call it makes. */
async function submitStep(button: string, path: string): Promise<number> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');
  await card().getByRole('button', { name: button }).click();
  return (await answered).status();
}

describe('forgot password', () => {
  let firstSessionToken = '';

  it("Personal Detail's Existing Client 'Forgot Password' link opens /forgot_password at step 1", async () => {
    // A session from before the reset, to see it end afterwards.
    firstSessionToken = await apiSignIn(site.url, client.email, 'Old-Password-11');

    const { options } = await requestHourlyQuote(page, site.url, { date: londonDate(5), hour: '9 am', minute: '30', duration: '5 hours' });
    await bookVehicle(page, options[0]!);
    await chooseMode(page, 'Existing Client');
    await detailsForm(page).getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL(`${site.url}/forgot_password`);
    await page.getByRole('heading', { name: 'Forgot Password', level: 1 }).waitFor();
    await expectStep('Enter your email');
    expect(await notice().count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to Personal Detail' }).getAttribute('href')).toBe('/personalDetailView');
  });

  it("an unknown email: 'Email not found', still at step 1, nothing mailed", async () => {
    const nobody = uniqueEmail('nobody');
    await field('Email').fill(nobody);
    expect(await submitStep('Send code', '/api/v1/auth/forgot-password')).toBe(404);
    await expectNotice('Email not found', 'alert');
    await expectStep('Enter your email');
    expect(await readOutbox(site.url, { to: nobody })).toEqual([]);
  });

  it("the account's email: 'A reset code has been sent to your email.' and step 2; Back returns to step 1", async () => {
    await field('Email').fill(client.email);
    // Editing clears the old error.
    await expect.poll(() => notice().count()).toBe(0);
    expect(await submitStep('Send code', '/api/v1/auth/forgot-password')).toBe(200);
    await expectNotice('A reset code has been sent to your email.', 'status');
    await expectStep('Enter the reset code');
    expect(await card().getByText(client.email, { exact: true }).isVisible()).toBe(true);
    expect(await field('Reset code').isVisible()).toBe(true);

    await card().getByRole('button', { name: 'Back' }).click();
    await expectStep('Enter your email');
    expect(await field('Email').inputValue()).toBe(client.email);
    expect(await notice().count()).toBe(0);

    // Sending again mails a new code, which replaces the first.
    expect(await submitStep('Send code', '/api/v1/auth/forgot-password')).toBe(200);
    await expectStep('Enter the reset code');
    const mails = (await readOutbox(site.url, { to: client.email, kind: 'password_reset' })).filter((m) => /reset code/i.test(m.subject));
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.subject).not.toMatch(/\d{6}/);
  });

  it("a wrong code: 'Invalid reset code'; the mailed code: 'Code verified successfully' and step 3", async () => {
    const code = await latestResetCode(site.url, client.email);
    const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
    await field('Reset code').fill(wrong);
    expect(await submitStep('Verify code', '/api/v1/auth/verify-code')).toBe(400);
    await expectNotice('Invalid reset code', 'alert');
    await expectStep('Enter the reset code');

    await field('Reset code').fill(code);
    expect(await submitStep('Verify code', '/api/v1/auth/verify-code')).toBe(200);
    await expectNotice('Code verified successfully', 'status');
    await expectStep('Choose a new password');
  });

  it("different passwords: 'Passwords do not match', nothing sent", async () => {
    let sent = 0;
    const count = (r: { url: () => string }) => {
      if (new URL(r.url()).pathname === '/api/v1/auth/reset-password') sent++;
    };
    page.on('request', count);
    await field('New password').fill(NEW_PASSWORD);
    await field('Confirm new password').fill(`${NEW_PASSWORD}x`);
    await card().getByRole('button', { name: 'Reset password' }).click();
    const error = card().getByText('Passwords do not match', { exact: true });
    await error.waitFor();
    expect(await field('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(await field('Confirm new password').evaluate((el) => el === document.activeElement)).toBe(true);
    page.off('request', count);
    expect(sent).toBe(0);
  });

  it("matching passwords: 'Password has been reset successfully', then Personal Detail", async () => {
    await field('Confirm new password').fill(NEW_PASSWORD);
    expect(await submitStep('Reset password', '/api/v1/auth/reset-password')).toBe(200);
    await expectNotice('Password has been reset successfully', 'status');
    await page.waitForURL(`${site.url}/personalDetailView`);
    await page.getByRole('heading', { name: 'Personal Detail', level: 1 }).waitFor();

    // Every session from before the reset has ended, and the owner was told by mail.
    const row = queryDb<{ revoked_at: string | null }>(site.dbPath, 'SELECT revoked_at FROM passenger_tokens WHERE token_hash = ?', tokenHash(firstSessionToken));
    expect(row[0]?.revoked_at).not.toBeNull();
    const changed = (await readOutbox(site.url, { to: client.email, kind: 'password_reset' })).filter((m) => /was changed/i.test(m.subject));
    expect(changed).toHaveLength(1);
  });

  it('at /login the old password is refused and the new one signs in', async () => {
    await openLogin(page, site.url);
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/check-passenger-login');
    await submitSignIn(page, client.email, 'Old-Password-11');
    expect((await refused).status()).toBe(401);
    const alert = signInForm(page).getByRole('alert');
    await alert.waitFor();
    expect((await alert.locator('.inline-alert__text').innerText()).trim()).toBe('Invalid credentials. Please try again.');

    await signInAtLogin(page, client.email, NEW_PASSWORD, '/bookings');
    await page.getByRole('table').getByRole('rowheader', { name: client.bookings[0]!.booking_number }).waitFor();
    expect((await storedSession(page)).passenger?.passenger_id).toBe(client.passengerId);
  });

  it("an expired code: 'Reset code has expired', still at step 2", async () => {
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${site.url}/forgot_password`);
    await expectStep('Enter your email');
    await field('Email').fill(expiring.email);
    expect(await submitStep('Send code', '/api/v1/auth/forgot-password')).toBe(200);
    await expectStep('Enter the reset code');
    const code = await latestResetCode(site.url, expiring.email);
    // Stands in for waiting the code's 15 minutes: its expiry is moved into the past.
    const changed = writeDb(
      site.dbPath,
      'UPDATE password_reset_codes SET expires_at = ? WHERE passenger_id = ? AND used_at IS NULL',
      LONG_AGO,
      expiring.passengerId,
    );
    expect(changed).toBe(1);

    await field('Reset code').fill(code);
    expect(await submitStep('Verify code', '/api/v1/auth/verify-code')).toBe(400);
    await expectNotice('Reset code has expired', 'alert');
    await expectStep('Enter the reset code');
  });
});

describe('forgot password from Sign In', () => {
  it("Sign In's 'Forgot password?' keeps where the sign-in was heading; Back to Sign In goes there", async () => {
    await page.evaluate(() => window.localStorage.clear());
    await openLogin(page, site.url, '/login?redirect=%2Fmy-account');
    await signInForm(page).getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${site.url}/forgot_password?from=login&redirect=%2Fmy-account`);
    await expectStep('Enter your email');
    const back = page.getByRole('link', { name: 'Back to Sign In' });
    expect(await back.getAttribute('href')).toBe('/login?redirect=%2Fmy-account');
    expect(await page.getByRole('link', { name: 'Back to Personal Detail' }).count()).toBe(0);
  });

  it('a redirect off the site is not carried back to Sign In', async () => {
    await page.goto(`${site.url}/forgot_password?from=login&redirect=${encodeURIComponent('https://evil.example/x')}`);
    await expectStep('Enter your email');
    expect(await page.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login?redirect=%2Fbookings');
    // Without a redirect, back to plain Sign In.
    await page.goto(`${site.url}/forgot_password?from=login`);
    expect(await page.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('after the reset: Sign In with its redirect, a success message and the email filled in; the new password signs in', async () => {
    await page.goto(`${site.url}/forgot_password?from=login&redirect=%2Fmy-account`);
    await field('Email').fill(fromSignIn.email);
    expect(await submitStep('Send code', '/api/v1/auth/forgot-password')).toBe(200);
    await field('Reset code').fill(await latestResetCode(site.url, fromSignIn.email));
    expect(await submitStep('Verify code', '/api/v1/auth/verify-code')).toBe(200);
    await field('New password').fill(NEW_PASSWORD);
    await field('Confirm new password').fill(NEW_PASSWORD);
    expect(await submitStep('Reset password', '/api/v1/auth/reset-password')).toBe(200);
    await expectNotice('Password has been reset successfully', 'status');

    await page.waitForURL(`${site.url}/login?redirect=%2Fmy-account`);
    const form = signInForm(page);
    const done = form.getByRole('status');
    await done.waitFor();
    expect((await done.locator('.inline-alert__text').innerText()).trim()).toBe('Password has been reset successfully. Sign in with your new password.');
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe(fromSignIn.email);
    const password = form.getByLabel('Password', { exact: true });
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'sign-in-after-reset-1280');
    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'sign-in-after-reset-390');
    await page.setViewportSize(DESKTOP);

    await password.fill(NEW_PASSWORD);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/check-passenger-login');
    await form.getByRole('button', { name: 'Sign In' }).click();
    expect((await answered).status()).toBe(200);
    await page.waitForURL(`${site.url}/my-account`);
    expect((await storedSession(page)).passenger?.passenger_id).toBe(fromSignIn.passengerId);
  });
});
