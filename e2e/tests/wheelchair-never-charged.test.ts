/**
 * A wheelchair is never charged (docs/decisions/0011), on the built site: the Transfer form always
 * offers it and says it is never charged, the quote prices every vehicle that takes one as without it, the trip
 * and the Payment step's breakdown keep the request at £0; in the console, Settings has no
 * wheelchair price and says why, and Prices says it is never charged. Each screen is photographed
 * at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import {
  chooseTab,
  expectedOptions,
  londonDate,
  nextPriceResponse,
  openHome,
  pickAddressWithClick,
  setMileageSchedule,
  type DistancePriceJson,
  type PriceDetailJson,
} from '../support/booking';
import { DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';
import { bookVehicle, chooseMode, detailsForm, fillDetails, tableRows, uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();
const WHEELCHAIR_SWITCH = 'Wheelchair accessible (never charged)';

interface QuotedOption extends PriceDetailJson {
  breakdown: { lines: { code: string; label: string; amount: number }[] };
}

/** The Transfer form from Paddington to The Savoy, three days ahead at 10:00. */
async function fillJourney(page: Page): Promise<void> {
  await openHome(page, env.site.url);
  await chooseTab(page, 'Transfer');
  await pickAddressWithClick(page, 'Pickup address', 'paddington', /London Paddington Station/);
  await pickAddressWithClick(page, 'Drop-off address', 'savoy', /The Savoy/);
  await setMileageSchedule(page, 'Pickup', { date: londonDate(3), hour: 10, minute: 0 });
}

async function getPrices(page: Page): Promise<DistancePriceJson> {
  const answer = nextPriceResponse<DistancePriceJson>(page, 'distance');
  await page.getByRole('button', { name: 'Get prices' }).click();
  const { body } = await answer;
  expect(body.success).toBe(true);
  await page.waitForURL('**/quotationview', { timeout: 20_000 });
  return body;
}

describe('the website', () => {
  let page: Page;
  let plain: DistancePriceJson;
  let chosen: QuotedOption;

  beforeAll(async () => {
    page = await newPage(env.browser, DESKTOP);
  });
  afterAll(async () => page?.context().close());

  it('prices a transfer without a wheelchair first', async () => {
    await fillJourney(page);
    plain = await getPrices(page);
  });

  it('offers the wheelchair among the extras, saying it is never charged, at 1280 and 390 px', async () => {
    await fillJourney(page);
    await page.locator('details.extras > summary').first().click();
    const wheelchair = page.getByRole('switch', { name: WHEELCHAIR_SWITCH });
    expect(await wheelchair.isVisible()).toBe(true);
    await wheelchair.check();
    expect(await page.locator('details.extras > summary').first().innerText()).toMatch(/1 selected/);
    await wheelchair.scrollIntoViewIfNeeded();
    await screenshot(page, 'wheelchair-extras-1280', { fullPage: false });
    await page.setViewportSize(MOBILE);
    await wheelchair.scrollIntoViewIfNeeded();
    expect(await wheelchair.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'wheelchair-extras-390', { fullPage: false });
    await page.setViewportSize(DESKTOP);
  });

  it('prices every vehicle that takes one as without it, and keeps the request as a £0 line', async () => {
    const quoted = await getPrices(page);
    // Only vehicles that take a wheelchair are offered (wheelchair-accessible-vehicles.test.ts).
    expect(new Set(quoted.data.price_details.map((p) => p.vehicle_type))).toEqual(new Set(['Wheelchair Accessible']));
    for (const vehicle of quoted.data.price_details as QuotedOption[]) {
      const before = plain.data.price_details.find((p) => p.vehicle_id === vehicle.vehicle_id)!;
      expect(vehicle.price).toBe(before.price);
      expect(vehicle.breakdown.lines.filter((l) => l.code === 'wheelchair')).toEqual([{ code: 'wheelchair', label: 'Wheelchair (never charged)', amount: 0 }]);
    }
    chosen = expectedOptions(quoted.data.price_details, 1)[0] as QuotedOption;
    await bookVehicle(page, chosen);
  });

  it('shows the request on the trip and at £0 in the Payment step’s breakdown, at 1280 and 390 px', async () => {
    const trip = page.getByRole('region', { name: 'Your trip' });
    await trip.getByText('Yes (never charged)', { exact: true }).waitFor();
    await chooseMode(page, 'Guest Login');
    await fillDetails(page, { firstName: 'Ann', surname: 'Lee', email: uniqueEmail('wheelchair'), number: '07700 900123' });
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    const table = page.getByRole('table', { name: 'Price breakdown' });
    await table.waitFor();
    const rows = await tableRows(table);
    expect(rows['Wheelchair (never charged)']).toBe('£0.00');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'wheelchair-breakdown-1280', { fullPage: false });
    await page.setViewportSize(MOBILE);
    await table.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'wheelchair-breakdown-390', { fullPage: false });
    await page.setViewportSize(DESKTOP);
  });
});

describe('the console', () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await newPage(env.browser, DESKTOP);
    await signInToConsole(admin, env.site.url, DEMO_LOGINS.platformAdmin);
  });
  afterAll(async () => admin?.context().close());

  it('Settings has no wheelchair price and says why, at 1280 and 390 px', async () => {
    await openConsoleArea(admin, 'Settings');
    const extras = admin.locator('section#extras');
    await extras.getByRole('heading', { name: 'Extras prices', level: 2 }).waitFor();
    expect(await extras.innerText()).toContain(
      'A wheelchair has no price here: the Equality Act 2010 (s.165, as amended in 2022) forbids charging a disabled passenger extra, so every booking offers it free.',
    );
    expect(await extras.getByLabel('Meet and greet').isVisible()).toBe(true);
    expect(await extras.getByLabel(/wheelchair/i).count()).toBe(0);
    await extras.scrollIntoViewIfNeeded();
    await expectSoundConsoleScreen(admin, 'wheelchair-settings-1280');
    await screenshot(admin, 'wheelchair-settings-1280', { fullPage: false });
    await admin.setViewportSize(MOBILE);
    await extras.scrollIntoViewIfNeeded();
    await expectSoundConsoleScreen(admin, 'wheelchair-settings-390');
    await screenshot(admin, 'wheelchair-settings-390', { fullPage: false });
    await admin.setViewportSize(DESKTOP);
  });

  it('Prices says a wheelchair is never charged', async () => {
    const owner = await newPage(env.browser, DESKTOP);
    await signInToConsole(owner, env.site.url, DEMO_LOGINS.greenlineOwner);
    await openConsoleArea(owner, 'Prices');
    const extras = owner.getByRole('region', { name: 'Extras and waiting' });
    await extras.waitFor();
    expect(await extras.innerText()).toMatch(/Wheelchair\s*Never charged \(Equality Act 2010, s\.165\)/);
    await extras.scrollIntoViewIfNeeded();
    await screenshot(owner, 'wheelchair-prices-1280', { fullPage: false });
    await owner.context().close();
  });
});
