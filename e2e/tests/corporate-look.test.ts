/**
 * How the corporate screens and the password reset look at 1280 and 390 px, each with an axe-core
 * scan (no serious or critical violations) and no sideways scrolling on the phone: /login (and
 * its error), /bookings with a booking's Details dialog open, /my-account, and the three steps of
 * /forgot_password. Screenshots land in e2e/artifacts/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot, seriousA11yViolations, type AxeViolation } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import {
  addBookings,
  createClient,
  hourlyForm,
  latestResetCode,
  mileageForm,
  openLogin,
  signInAtLogin,
  signInForm,
  submitSignIn,
  type ClientAccount,
} from '../support/corporate';

let site: RunningSite;
let browser: Browser;
let client: ClientAccount;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  client = await createClient(site.url, { firstName: 'Eleanor', surname: 'Whitfield-Montgomery', tag: 'eleanor.whitfield' });
  await addBookings(site.url, client, [
    { kind: 'hourly', form: hourlyForm(4) },
    {
      kind: 'milleage',
      form: mileageForm(5, {
        stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }],
        meet_and_greet: 'yes',
        baby_seats: 1,
        pickup_fight_number: 'BA123',
      }),
    },
  ]);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
    .join('\n');
}

describe.each([
  { width: 1280, viewport: DESKTOP },
  { width: 390, viewport: MOBILE },
])('corporate screens at $width px', ({ width, viewport }) => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser, viewport);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  /** Screenshot, axe scan, and (on the phone) no content wider than the screen. */
  async function check(name: string): Promise<void> {
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await screenshot(page, `${name}-${width}`);
    const violations = await seriousA11yViolations(page);
    expect(violations, `axe on ${name} at ${width} px:\n${describeViolations(violations)}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }

  it('/login, and its wrong-password message', async () => {
    await openLogin(page, site.url);
    await check('corporate-login');
    await submitSignIn(page, client.email, 'Wrong-Password-0');
    await signInForm(page).getByRole('alert').waitFor();
    await check('corporate-login-error');
  });

  it('/bookings with the Details dialog open', async () => {
    await openLogin(page, site.url);
    await signInAtLogin(page, client.email, client.password, '/bookings');
    await page.getByText('Showing 1–3 of 3 bookings').waitFor();
    await check('corporate-bookings');
    const newest = client.bookings[2]!;
    await page.getByRole('button', { name: `Details of booking ${newest.booking_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${newest.booking_number}` });
    await dialog.waitFor();
    await check('corporate-bookings-details');
    // The dialog fits the screen.
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(viewport.width);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('/my-account', async () => {
    await page.goto(`${site.url}/my-account`);
    await page.getByRole('form', { name: 'Edit Profile' }).waitFor();
    await check('corporate-my-account');
    if (viewport === MOBILE) {
      const toggle = page.locator('.corporate__topbar').getByRole('button', { name: 'Menu' });
      await toggle.click();
      await page.getByRole('complementary', { name: 'Corporate Account' }).waitFor();
      await check('corporate-my-account-menu');
      await toggle.click();
    }
  });

  it('/forgot_password: email, code and new password steps', async () => {
    await page.goto(`${site.url}/forgot_password`);
    const card = page.locator('.reset__card');
    await card.getByRole('heading', { name: 'Enter your email', level: 2 }).waitFor();
    await check('forgot-password-step1');

    await card.getByLabel('Email', { exact: true }).fill(client.email);
    await card.getByRole('button', { name: 'Send code' }).click();
    await card.getByRole('heading', { name: 'Enter the reset code', level: 2 }).waitFor();
    await check('forgot-password-step2');

    await card.getByLabel('Reset code', { exact: true }).fill(await latestResetCode(site.url, client.email));
    await card.getByRole('button', { name: 'Verify code' }).click();
    await card.getByRole('heading', { name: 'Choose a new password', level: 2 }).waitFor();
    await check('forgot-password-step3');

    await card.getByLabel('New password', { exact: true }).fill('Another-Pass-99');
    await card.getByLabel('Confirm new password', { exact: true }).fill('Another-Pass-98');
    await card.getByRole('button', { name: 'Reset password' }).click();
    await card.getByText('Passwords do not match', { exact: true }).waitFor();
    await check('forgot-password-step3-mismatch');
  });
});
