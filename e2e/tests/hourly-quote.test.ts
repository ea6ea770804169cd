/**
 * Hourly hire end to end: the tab, a pickup, a date three days ahead, a time and six
 * hours; the quotation prices the hire and the summary shows its duration (spec §2, §3, §5).
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

let site: RunningSite;
let browser: Browser;
let page: Page;
const pickupDate = londonDate(3);

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
      'Pick-up': `${d}-${m}-${y} at 09:30 AM`,
      'Hire duration': '6 hours',
    });
    // An hourly hire has no drop-off, so no distance or route map.
    expect(await page.getByRole('region', { name: 'Route map' }).count()).toBe(0);
  });
});
