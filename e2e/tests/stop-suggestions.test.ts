/**
 * A stop found by typing its street (spec §2 Home, §9): without a maps key (the offline gazetteer)
 * the street field suggests places from the first character, at most five, preferring ±0.1° around
 * the visitor; the picked suggestion fills the stop and the journey is priced through it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { MOBILE, newPage, screenshot } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import {
  chooseTab,
  londonDate,
  nextFrames,
  nextPriceResponse,
  openHome,
  pickAddressWithClick,
  setMileageSchedule,
  type DistancePriceJson,
} from '../support/booking';

const AUTOCOMPLETE = '/api/v1/places/autocomplete';
const PADDINGTON = { lat: 51.5171, lon: -0.1773 };

const env = siteAndBrowser();

/** Types more of the street and waits until the answer for the whole text is on screen. */
async function typeStreet(page: Page, street: Locator, more: string): Promise<Request> {
  const expected = (await street.inputValue()) + more;
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === AUTOCOMPLETE && url.searchParams.get('q') === expected;
  });
  await street.pressSequentially(more, { delay: 15 });
  const response = await answered;
  expect(response.status()).toBe(200);
  await nextFrames(page);
  return response.request();
}

/** The home form on Transfer with one empty stop; the tab is chosen by name, whichever opens first. */
async function homeWithStop(page: Page): Promise<Locator> {
  await openHome(page, env.site.url);
  await chooseTab(page, 'Transfer');
  await page.getByRole('button', { name: 'Add a stop' }).click();
  return page.getByRole('group', { name: 'Stop 1' });
}

describe('stop suggestions', () => {
  it('suggests from the first typed letter, picks Paddington and prices the journey through it', async () => {
    const page = await newPage(env.browser);
    // The pickup asks for the visitor's position (granted: central London) before the stop is typed.
    await homeWithStop(page);
    await pickAddressWithClick(page, 'Pickup address', 'kings cross', /London King's Cross/);
    const stop = page.getByRole('group', { name: 'Stop 1' });
    const street = stop.getByRole('combobox', { name: 'Street name' });
    const list = stop.getByRole('listbox', { name: 'Street name' });
    await street.click();

    const first = new URL((await typeStreet(page, street, 'P')).url());
    expect(Object.fromEntries(first.searchParams)).toMatchObject({ q: 'P', limit: '5', window: '0.1' });
    expect(Number(first.searchParams.get('lat'))).toBeCloseTo(51.5074, 3);
    expect(Number(first.searchParams.get('lon'))).toBeCloseTo(-0.1278, 3);
    await list.waitFor();
    const options = list.getByRole('option');
    const shown = await options.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(5);
    expect(await stop.getByRole('status').textContent()).toBe(shown === 1 ? '1 suggestion' : `${shown} suggestions`);

    await typeStreet(page, street, 'add');
    const paddington = list.getByRole('option', { name: /^London Paddington Station, London W2 1HB/ });
    await paddington.waitFor();
    expect(await options.count()).toBeLessThanOrEqual(5);
    await screenshot(page, 'stop-suggestions-1280');
    await paddington.click();
    await list.waitFor({ state: 'hidden' });
    expect(await street.inputValue()).toBe('London Paddington Station, London');
    expect(await stop.getByLabel('House number').inputValue()).toBe('');
    expect(await stop.getByLabel('Postcode').inputValue()).toBe('W2 1HB');

    await pickAddressWithClick(page, 'Drop-off address', 'savoy', /The Savoy/);
    await setMileageSchedule(page, 'Pickup', { date: londonDate(3), hour: 10, minute: 0 });
    const answer = nextPriceResponse<DistancePriceJson>(page, 'distance');
    await page.getByRole('button', { name: 'Get prices' }).click();
    const { body } = await answer;
    expect(body.success).toBe(true);
    const [via] = body.data.journey.stops as { lat: number; lon: number }[];
    expect(body.data.journey.stops).toHaveLength(1);
    expect(via?.lat).toBeCloseTo(PADDINGTON.lat, 3);
    expect(via?.lon).toBeCloseTo(PADDINGTON.lon, 3);

    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    const cards = page.getByRole('list').getByRole('article');
    await cards.first().waitFor();
    expect(await cards.first().locator('.vehicle-card__price').textContent()).toMatch(/£\s*\d+/);
    await page.getByRole('button', { name: 'See Details' }).click();
    const summary = page.getByRole('region', { name: 'Trip summary' });
    await summary.waitFor();
    const stopRow = summary
      .locator('.detail-list__row')
      .filter({ has: page.locator('dt', { hasText: /^Stop 1$/ }) })
      .locator('dd');
    expect(await stopRow.innerText()).toBe('London Paddington Station, London, W2 1HB');
    await page.context().close();
  });

  it('shows the stop suggestions on a phone', async () => {
    const page = await newPage(env.browser, MOBILE);
    const stop = await homeWithStop(page);
    const street = stop.getByRole('combobox', { name: 'Street name' });
    await street.click();
    await typeStreet(page, street, 'Padd');
    const list = stop.getByRole('listbox', { name: 'Street name' });
    await list.getByRole('option', { name: /London Paddington Station/ }).waitFor();
    // The list fits the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await street.scrollIntoViewIfNeeded();
    await screenshot(page, 'stop-suggestions-390');
    await page.context().close();
  });
});
