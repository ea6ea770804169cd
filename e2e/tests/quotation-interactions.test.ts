/**
 * The quotation screen's controls: list/grid layout (mouse and keyboard), vehicle quantity with
 * its price and persistence, Book Now, and the stepper guards on a direct visit (spec §2, §4); the
 * cheapest vehicle shown once (marked 'Lowest price' in the list), one stepper, and the grid with
 * 1, 2, 3 and 5 vehicles at 1280 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
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

/** The cards of the vehicle list. */
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

  it('shows the cheapest vehicle once, marked Lowest price, under one four-step stepper', async () => {
    // Every vehicle has one card: no copy of the cheapest above the list.
    const labels = await page.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
    expect(labels).toHaveLength(await listCards().count());
    expect(new Set(labels).size).toBe(labels.length);
    // MULTIPLE_OPERATORS is on in the demo: the cheapest card (the first) carries the mark, no other.
    expect(await page.getByText('Lowest price', { exact: true }).count()).toBe(1);
    expect(await listCards().first().getByText('Lowest price', { exact: true }).count()).toBe(1);
    // One progress indicator: the booking stepper, four steps, Quotation current.
    expect(await page.locator('nav ol').count()).toBe(1);
    const stepper = page.getByRole('navigation', { name: 'Booking steps' });
    expect(await stepper.getByRole('listitem').count()).toBe(4);
    expect(await stepper.getByRole('button', { name: 'Quotation' }).getAttribute('aria-current')).toBe('step');
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

  it('Book Now on another vehicle stores it as a selection', async () => {
    const second = listCards().nth(1);
    await second.getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/personalDetailView');
    expect((await readStored<string>(page, 'selectionType')).value).toBe('selection');
    await page.goBack();
    await waitForResults();
  });

  it('Book Now on the Lowest price card stores it with final_price = price × 3 as the lowest', async () => {
    await listCards().first().getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/personalDetailView');
    const { value } = await readStored<PriceDetailJson>(page, 'selectedVehicleData');
    expect(value).toMatchObject({ vehicle_id: first.vehicle_id, company_id: first.company_id, price: first.price });
    expect(value!.final_price).toBeCloseTo(first.price * 3, 2);
    expect((await readStored<string>(page, 'selectionType')).value).toBe('lowest');
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

  it('lays out 1, 2, 3 and 5 vehicles in the grid at 1280 px: equal cards, three a row, one mark', async () => {
    await page.setViewportSize(DESKTOP);
    const counts: number[] = [];
    // The demo fleet's seats (8-seat minibus, 6-seat MPV, 5-seat wheelchair car, 4-seat cars) give
    // one, two, three and five vehicles of the cheapest company.
    for (const passengers of [8, 6, 5, 1]) {
      const body = await requestMileageQuote(page, site.url, { passengers });
      await page.waitForURL('**/quotationview', { timeout: 20_000 });
      await waitForResults();
      const expected = expectedOptions(body.data.price_details, passengers);
      counts.push(expected.length);
      await page.getByRole('group', { name: 'Results layout' }).getByRole('button', { name: 'Grid' }).click();
      expect(await listCards().count()).toBe(expected.length);
      expect(await page.getByRole('article').count()).toBe(expected.length);
      expect(await page.getByText('Lowest price', { exact: true }).count()).toBe(1);
      expect(await gridColumns(vehicleList())).toBe(3);

      const list = (await vehicleList().boundingBox())!;
      const boxes = await Promise.all((await listCards().all()).map(async (card) => (await card.boundingBox())!));
      for (const [i, box] of boxes.entries()) {
        expect(Math.abs(box.width - boxes[0]!.width), `card ${i} width`).toBeLessThanOrEqual(1);
        expect(box.x, `card ${i} left`).toBeGreaterThanOrEqual(list.x - 0.5);
        expect(box.x + box.width, `card ${i} right`).toBeLessThanOrEqual(list.x + list.width + 0.5);
        // Three a row: card i sits in row floor(i / 3), column i % 3.
        expect(Math.abs(box.y - boxes[i - (i % 3)]!.y), `card ${i} top`).toBeLessThanOrEqual(1);
        expect(Math.abs(box.x - boxes[i % 3]!.x), `card ${i} column`).toBeLessThanOrEqual(1);
      }
      // A lone card keeps the width it has beside others: it does not stretch across the page.
      expect(boxes[0]!.width).toBeLessThan(list.width / 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
      await screenshot(page, `quotation-grid-${expected.length}-1280`);
    }
    expect(counts).toEqual([1, 2, 3, 5]);
  });
});
