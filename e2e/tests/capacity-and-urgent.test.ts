/**
 * Outcomes that do not end in a price list (spec §4, §8): a party larger than any vehicle, a
 * pickup inside the grace period (urgent booking), and an address nobody can find.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import {
  chooseTab,
  freshHome,
  londonDate,
  londonNowRoundedUp,
  nextPriceResponse,
  pickAddressWithClick,
  requestMileageQuote,
  setMileageSchedule,
} from '../support/booking';

let site: RunningSite;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${site.url}${path}`, {
    headers: { 'api-public-key': 'kerbside-web-public', 'api-secret-key': 'kerbside-web-secret' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('capacity and urgent bookings', () => {
  it('explains which limit is exceeded when the party is larger than any vehicle', async () => {
    const fleet = await apiGet<{ data: { seats: number }[] }>('/api/v1/fetch_vehicles');
    const maxSeats = Math.max(...fleet.data.map((v) => v.seats));
    expect(maxSeats).toBe(8); // the demo fleet's largest vehicle is an 8-seat minibus
    const passengers = 12;

    const body = await requestMileageQuote(page, site.url, { passengers });
    // The server prices every vehicle; the website applies the capacity rule.
    expect(body.success).toBe(true);
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    const message =
      "Sorry we don't have any vehicle with requested options, the following limits are exceeded: " +
      `Passengers exceeded by ${passengers - maxSeats}`;
    expect(await alert.locator('p').first().textContent()).toBe(message);
    expect(await page.getByRole('article').count()).toBe(0);
    await alert.getByRole('link', { name: 'request a quote with the Quote Now form' }).waitFor();
    await alert.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${site.url}/`);
  });

  it('shows Urgent Booking! for a pickup within the grace time, then opens the quote form', async () => {
    await freshHome(page, site.url);
    await chooseTab(page, 'Transfer');
    await pickAddressWithClick(page, 'Pickup address', 'paddington', /London Paddington Station/);
    await pickAddressWithClick(page, 'Drop-off address', 'savoy', /The Savoy/);
    // Now in London, rounded up to five minutes: well inside GRACE_TIME (120 minutes).
    await setMileageSchedule(page, 'Pickup', londonNowRoundedUp());

    const answer = nextPriceResponse<{ success: boolean; message: string }>(page, 'distance');
    await page.getByRole('button', { name: 'Get prices' }).click();
    const { response, body } = await answer;
    expect(response.status()).toBe(422);
    expect(body.message).toBe('Pickup time is within the grace period');
    const shownAt = Date.now();

    const dialog = page.getByRole('dialog', { name: 'Urgent Booking!' });
    await dialog.waitFor();
    const text = await dialog.textContent();
    expect(text).toContain('at least 2 hours from now'); // GRACE_TIME 120 minutes ÷ 60
    expect(text).toContain('Kerbside Transfers');
    await dialog.getByRole('link', { name: '+44 20 7946 0000' }).waitFor();

    // The visitor who just waits: closes after 3 s, redirects about 1 s later.
    await page.waitForURL('**/quoteView', { timeout: 8_000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThan(3_500);
    expect(elapsed).toBeLessThan(6_500);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('lets the visitor go on to the quote request at once with the focused Request a quote button', async () => {
    await freshHome(page, site.url);
    await pickAddressWithClick(page, 'Pickup address', 'paddington', /London Paddington Station/);
    await pickAddressWithClick(page, 'Drop-off address', 'savoy', /The Savoy/);
    await setMileageSchedule(page, 'Pickup', londonNowRoundedUp());

    const answer = nextPriceResponse<{ success: boolean; message: string }>(page, 'distance');
    await page.getByRole('button', { name: 'Get prices' }).click();
    expect((await answer).body.message).toBe('Pickup time is within the grace period');
    const dialog = page.getByRole('dialog', { name: 'Urgent Booking!' });
    await dialog.waitFor();
    const shownAt = Date.now();
    // The keyboard starts on the button: Enter is all it takes.
    const button = dialog.getByRole('button', { name: 'Request a quote' });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/quoteView', { timeout: 3_000 });
    // Well before the automatic move (3 s + about 1 s).
    expect(Date.now() - shownAt).toBeLessThan(2_000);
    await page.getByRole('heading', { name: 'Quote Now', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows the server message in an Error dialog for an unknown address, closable with Escape', async () => {
    await freshHome(page, site.url);
    await chooseTab(page, 'Transfer');
    const pickup = page.getByRole('combobox', { name: 'Pickup address', exact: true });
    await pickup.fill('Zzyzx Nowhere Lane');
    await pickup.press('Escape');
    await pickAddressWithClick(page, 'Drop-off address', 'savoy', /The Savoy/);
    await setMileageSchedule(page, 'Pickup', { date: londonDate(3), hour: 11, minute: 0 });

    const answer = nextPriceResponse<{ success: boolean; message: string }>(page, 'distance');
    const submit = page.getByRole('button', { name: 'Get prices' });
    await submit.click();
    const { response, body } = await answer;
    expect(response.status()).toBe(422);
    expect(body.message).toMatch(/couldn't find the pickup address/);

    const dialog = page.getByRole('dialog', { name: 'Error' });
    await dialog.waitFor();
    expect((await dialog.locator('.dialog__content').textContent())?.trim()).toBe(body.message);
    // The modal holds focus (its OK button).
    expect(await dialog.getByRole('button', { name: 'OK' }).evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus comes back into the booking form, not to the top of the page.
    const focusInForm = await page
      .getByRole('region', { name: 'Book a journey' })
      .evaluate((form) => form.contains(document.activeElement) && document.activeElement !== document.body);
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    expect(focusInForm, `focus is on ${focused}`).toBe(true);
    expect(page.url()).toBe(`${site.url}/`);
  });
});
