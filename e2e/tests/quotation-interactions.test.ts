/**
 * The quotation screen's controls: list/grid layout (mouse and keyboard), vehicle quantity with
 * its price and persistence, Book Now, and the stepper guards on a direct visit (spec §2, §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import {
  cardPrice,
  expectedOptions,
  readStored,
  requestMileageQuote,
  wholePounds,
  type PriceDetailJson,
} from '../support/booking';

let site: RunningSite;
let browser: Browser;
let page: Page;
let first: PriceDetailJson;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The cards of the vehicle list (not the 'Lowest price' card above it). */
const listCards = () => page.getByRole('list').getByRole('article');
const vehicleList = () => page.locator('ul.vehicle-list');

async function waitForResults(): Promise<void> {
  await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();
}

async function gridColumns(list: Locator): Promise<number> {
  return list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length);
}

describe('quotation interactions', () => {
  it('reaches the quotation from a one-way quote', async () => {
    const body = await requestMileageQuote(page, site.url);
    expect(body.success).toBe(true);
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    await waitForResults();
    const expected = expectedOptions(body.data.price_details, 1);
    expect(expected.length).toBeGreaterThan(1); // the layout test needs two cards side by side
    first = expected[0]!;
    expect(await listCards().first().getAttribute('aria-label')).toBe(`${first.vehicle_type} by ${first.company_name}`);
  });

  it('switches between list and grid layouts by mouse and keyboard', async () => {
    const group = page.getByRole('group', { name: 'Results layout' });
    const list = group.getByRole('button', { name: 'List' });
    const grid = group.getByRole('button', { name: 'Grid' });
    expect(await list.getAttribute('aria-pressed')).toBe('true');
    expect(await grid.getAttribute('aria-pressed')).toBe('false');
    expect(await vehicleList().getAttribute('class')).toContain('vehicle-list--list');
    expect(await gridColumns(vehicleList())).toBe(1);

    await grid.click();
    expect(await grid.getAttribute('aria-pressed')).toBe('true');
    expect(await list.getAttribute('aria-pressed')).toBe('false');
    expect(await vehicleList().getAttribute('class')).toContain('vehicle-list--grid');
    expect(await gridColumns(vehicleList())).toBeGreaterThan(1);
    const [a, b] = [await listCards().nth(0).boundingBox(), await listCards().nth(1).boundingBox()];
    expect(b!.y).toBeCloseTo(a!.y, 0); // side by side
    expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);

    // Keyboard: from Grid, Shift+Tab reaches List, Enter presses it; Tab back and Space presses Grid.
    await grid.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await list.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await list.getAttribute('aria-pressed')).toBe('true');
    expect(await gridColumns(vehicleList())).toBe(1);
    const [c, d] = [await listCards().nth(0).boundingBox(), await listCards().nth(1).boundingBox()];
    expect(d!.y).toBeGreaterThanOrEqual(c!.y + c!.height); // stacked
    await page.keyboard.press('Tab');
    expect(await grid.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await grid.getAttribute('aria-pressed')).toBe('true');
    expect(await gridColumns(vehicleList())).toBeGreaterThan(1);
    await page.keyboard.press('Enter');
    expect(await grid.getAttribute('aria-pressed')).toBe('true'); // pressing again keeps grid
  });

  it('multiplies the price by the chosen quantity and labels it "3 x Vehicle Selected"', async () => {
    const card = listCards().first();
    const quantity = card.getByRole('combobox', { name: `Number of ${first.vehicle_type} vehicles` });
    expect(await quantity.locator('option').allTextContents()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `${n} x Vehicle Selected`),
    );
    expect(await cardPrice(card)).toBe(`Price £${wholePounds(first.price)}`);
    await quantity.selectOption('3');
    expect(await quantity.locator('option:checked').textContent()).toBe('3 x Vehicle Selected');
    expect(await cardPrice(card)).toBe(`Price £${wholePounds(first.price * 3)}`);
    // The other cards keep a quantity of one.
    const second = listCards().nth(1);
    expect(await second.getByRole('combobox').inputValue()).toBe('1');
  });

  it('keeps the quantity after a reload', async () => {
    await page.reload();
    await waitForResults();
    const card = listCards().first();
    const quantity = card.getByRole('combobox', { name: `Number of ${first.vehicle_type} vehicles` });
    expect(await quantity.inputValue()).toBe('3');
    expect(await quantity.locator('option:checked').textContent()).toBe('3 x Vehicle Selected');
    expect(await cardPrice(card)).toBe(`Price £${wholePounds(first.price * 3)}`);
  });

  it('Book Now stores the vehicle with final_price = price × 3 and opens Personal Detail', async () => {
    await listCards().first().getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/personalDetailView');
    const { value } = await readStored<PriceDetailJson>(page, 'selectedVehicleData');
    expect(value).toMatchObject({ vehicle_id: first.vehicle_id, company_id: first.company_id, price: first.price });
    expect(value!.final_price).toBeCloseTo(first.price * 3, 2);
    expect((await readStored<string>(page, 'selectionType')).value).toBe('selection');
  });

  it('guards Personal Detail when opened directly', async () => {
    // Prices but no chosen vehicle: back to the quotation.
    await page.evaluate(() => window.localStorage.removeItem('selectedVehicleData'));
    await page.goto(`${site.url}/personalDetailView`);
    await page.waitForURL(`${site.url}/quotationview`);
    await waitForResults(); // the quotation stores fresh prices when they arrive

    // Nothing stored at all: back home.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${site.url}/personalDetailView`);
    await page.waitForURL(`${site.url}/`);
    await page.getByRole('tablist', { name: 'Booking type' }).waitFor();
  });
});
