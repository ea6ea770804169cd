/**
 * Hourly hire end to end: the tab, a pickup, the main destination or area (issue 27 §2), a date
 * three days ahead, a time and six hours; the quotation prices the hire and the summary shows its
 * duration and destination, which Personal Detail's trip card keeps (spec §2, §3, §5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import {
  cardPrice,
  chooseTab,
  expectedOptions,
  londonDate,
  nextPriceResponse,
  openHome,
  pickAddressWithKeyboard,
  readStored,
  wholePounds,
  type HourlyPriceJson,
} from '../support/booking';
import { bookVehicle } from '../support/journey';

let site: RunningSite;
let browser: Browser;
let page: Page;
const pickupDate = londonDate(3);
const MAIN_DESTINATION = 'As directed — central London';

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('hourly quote', () => {
  let pickupText = '';
  let homeAnswer: HourlyPriceJson;

  it('prices a six-hour hire from the Hourly hire tab', async () => {
    await openHome(page, site.url);
    await chooseTab(page, 'Hourly hire');
    const panel = page.getByRole('tabpanel', { name: 'Hourly hire' });
    await panel.waitFor();

    pickupText = await pickAddressWithKeyboard(page, 'Pickup address', 'savoy', /The Savoy/);
    expect(pickupText).toMatch(/^The Savoy, .*WC2R/);

    // Issue 27 §2: the operator's record needs the main destination or area; without it no price is asked.
    const destination = panel.getByLabel('Main destination or area', { exact: true });
    expect(await page.locator(`#${await destination.getAttribute('aria-describedby')}`).textContent()).toBe(
      'Where you are going, or the area — for example “As directed — central London”',
    );
    let priceCalls = 0;
    const countPriceCall = (r: { url(): string }) => {
      if (new URL(r.url()).pathname === '/api/v1/calculate-hourly-price') priceCalls += 1;
    };
    page.on('request', countPriceCall);
    await panel.getByRole('button', { name: 'Get prices' }).click();
    await panel.getByText('Enter where you are going, or the area', { exact: true }).waitFor();
    expect(await destination.getAttribute('aria-invalid')).toBe('true');
    expect(await destination.evaluate((el) => el === document.activeElement)).toBe(true);
    page.off('request', countPriceCall);
    expect(priceCalls).toBe(0);
    await destination.fill(MAIN_DESTINATION);

    await panel.getByLabel('Pickup date', { exact: true }).fill(pickupDate);
    await panel.getByLabel('Pickup hour', { exact: true }).selectOption({ label: '9 am' });
    await panel.getByLabel('Pickup minute', { exact: true }).selectOption({ label: '30' });
    const duration = panel.getByRole('combobox', { name: 'How long' });
    // Spec §5: 4 to 24 hours in steps of one, 4 hours by default.
    expect(await duration.locator('option').allTextContents()).toEqual(
      Array.from({ length: 21 }, (_, i) => `${i + 4} hours`),
    );
    expect(await duration.inputValue()).toBe('4hour');
    await duration.selectOption({ label: '6 hours' });

    const answer = nextPriceResponse<HourlyPriceJson>(page, 'hourly');
    await panel.getByRole('button', { name: 'Get prices' }).click();
    const { response, body } = await answer;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      pickup: pickupText,
      pickup_date: pickupDate,
      pickup_hour: '9am',
      pickup_min: '30',
      pickup_duration: '6hour',
      main_destination: MAIN_DESTINATION,
    });
    homeAnswer = body;
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    expect((await readStored<string>(page, 'BookingType')).value).toBe('hourly');
  });

  it('lists the cheapest company\'s vehicles with their hourly prices', async () => {
    await page.getByRole('heading', { name: 'Top results', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();
    const expected = expectedOptions(homeAnswer.data.price_details, 0);
    const cards = page.getByRole('list').getByRole('article');
    expect(await cards.count()).toBe(expected.length);
    for (const [i, option] of expected.entries()) {
      expect(option.price).toBeGreaterThan(0);
      expect(await cards.nth(i).getAttribute('aria-label')).toBe(`${option.vehicle_type} by ${option.company_name}`);
      expect(await cardPrice(cards.nth(i))).toBe(`Price £${wholePounds(option.price)}`);
    }
  });

  it('shows the hire duration in the hourly trip summary', async () => {
    await page.getByRole('button', { name: 'See Details' }).click();
    const summary = page.getByRole('region', { name: 'Trip summary' });
    await summary.waitFor();
    const terms = await summary.getByRole('term').allTextContents();
    const values = await summary.getByRole('definition').allTextContents();
    const rows = Object.fromEntries(terms.map((t, i) => [t, values[i]]));
    const [y, m, d] = pickupDate.split('-');
    expect(rows).toEqual({
      From: pickupText,
      'Main destination': MAIN_DESTINATION,
      'Pick-up': `${d}-${m}-${y} at 09:30 AM`,
      'Hire duration': '6 hours',
    });
    // An hourly hire has no drop-off, so no distance or route map.
    expect(await page.getByRole('region', { name: 'Route map' }).count()).toBe(0);
  });

  it('keeps the main destination on Personal Detail and for the booking', async () => {
    const first = expectedOptions(homeAnswer.data.price_details, 0)[0]!;
    await bookVehicle(page, first);
    const trip = page.getByRole('region', { name: 'Your trip' });
    const terms = await trip.getByRole('term').allTextContents();
    const values = await trip.getByRole('definition').allTextContents();
    expect(values[terms.indexOf('Main destination')]).toBe(MAIN_DESTINATION);
    // What the booking call sends (lib/storage, read by features/payment/booking-api.ts).
    expect((await readStored<{ main_destination?: string }>(page, 'hourlyRateForm')).value?.main_destination).toBe(MAIN_DESTINATION);
  });
});
