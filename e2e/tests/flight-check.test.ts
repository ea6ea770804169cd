/**
 * The flight number checked at booking (issue 28 Deliver 2) on the built site, its API asking a
 * local fake AeroAPI (FLIGHTAWARE_API_KEY and FLIGHTAWARE_BASE_URL, as in production). A visitor
 * collected at Heathrow types a flight that lands there tomorrow and reads a calm confirmation; one
 * that lands at Gatwick gets a warning they can keep, and the prices still come. With no provider
 * (the default) the field shows nothing at all. Photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AIRPORTS, FAKE_FLIGHTAWARE_KEY, fakeFlight, startFakeFlightAware, type FakeFlightAware } from '../../apps/api/src/modules/flights/flightaware-fake';
import { DESKTOP, launchBrowser, MOBILE, newPage } from '../support/browser';
import { chooseTab, londonDate, openHome, pickAddressWithClick, setMileageSchedule } from '../support/booking';
import { lookAt } from '../support/look';
import { startSite, type RunningSite } from '../support/server';

const TOMORROW = londonDate(1);
/** 06:05 UTC tomorrow, and that time as London shows it. */
const ARRIVAL = new Date(`${TOMORROW}T06:05:00.000Z`);
const DUE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(ARRIVAL);

let fake: FakeFlightAware;
let site: RunningSite;
let plainSite: RunningSite;
let browser: Browser;
beforeAll(async () => {
  fake = await startFakeFlightAware();
  fake.flights = [
    fakeFlight({ iata: 'BA283', icao: 'BAW283' }, AIRPORTS.JFK, AIRPORTS.LHR, ARRIVAL.toISOString(), 420),
    fakeFlight({ iata: 'BA2491', icao: 'BAW2491' }, AIRPORTS.MAD, AIRPORTS.LGW, ARRIVAL.toISOString(), 150),
  ];
  site = await startSite({ FLIGHTAWARE_API_KEY: FAKE_FLIGHTAWARE_KEY, FLIGHTAWARE_BASE_URL: fake.url });
  plainSite = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await plainSite?.stop();
  await fake?.close();
});

/** Heathrow Terminal 5 to King's Cross tomorrow at 10:00, with `flight` typed and the field left. */
async function heathrowPickup(page: Page, baseUrl: string, flight: string): Promise<void> {
  await openHome(page, baseUrl);
  await chooseTab(page, 'Transfer');
  await pickAddressWithClick(page, 'Pickup address', 'heathrow', /Terminal 5/);
  await pickAddressWithClick(page, 'Drop-off address', 'kings cross', /King.s Cross/);
  await setMileageSchedule(page, 'Pickup', { date: TOMORROW, hour: 10, minute: 0 });
  await typeFlight(page, flight);
}

async function typeFlight(page: Page, flight: string): Promise<void> {
  const field = page.getByLabel('Flight or train number', { exact: true });
  await field.fill(flight);
  await field.blur();
}

async function atBothWidths(page: Page, name: string, note: () => Promise<void>): Promise<void> {
  await note();
  await lookAt(page, `${name}-1280`);
  await page.setViewportSize(MOBILE);
  await note();
  await lookAt(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

describe('the flight number checked at booking', () => {
  it('confirms a flight landing at the pickup airport that day, calmly, at 1280 and 390 px', async () => {
    const page = await newPage(browser, DESKTOP);
    await heathrowPickup(page, site.url, 'ba 283');
    const note = page.getByRole('status').filter({ hasText: 'BA283' });
    await expect.poll(() => note.textContent()).toBe(`BA283 from New York JFK, due ${DUE}`);
    expect(await page.getByLabel('Flight or train number', { exact: true }).getAttribute('aria-describedby')).toContain('mileage-flight-check');
    await atBothWidths(page, 'flight-check-confirmed', () => note.scrollIntoViewIfNeeded());
    await page.context().close();
  });

  it('warns of a flight landing at another airport, which the visitor can keep; the prices still come', async () => {
    const page = await newPage(browser, DESKTOP);
    await heathrowPickup(page, site.url, 'BA2491');
    const warning = page.locator('.flight-check--mismatch');
    await expect.poll(() => warning.textContent()).toContain(`BA2491 does not land at Heathrow on ${dayText(TOMORROW)}: it lands at Gatwick.`);
    await atBothWidths(page, 'flight-check-mismatch', () => warning.scrollIntoViewIfNeeded());
    await page.getByRole('button', { name: 'Keep BA2491' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'BA2491' }).textContent()).toBe('Keeping BA2491 as you entered it.');
    // Corrected, it is checked again once the field is left.
    await typeFlight(page, 'BA283');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'BA283' }).textContent()).toBe(`BA283 from New York JFK, due ${DUE}`);
    await typeFlight(page, 'BA2491');
    await page.getByRole('button', { name: 'Keep BA2491' }).waitFor();
    await page.getByRole('button', { name: 'Get prices' }).click();
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    await page.context().close();
  });

  it('checks the return leg’s flight against its own pickup, the outward drop-off, and its own date', async () => {
    const page = await newPage(browser, DESKTOP);
    await openHome(page, site.url);
    await chooseTab(page, 'Transfer');
    await pickAddressWithClick(page, 'Pickup address', 'kings cross', /King.s Cross/);
    await pickAddressWithClick(page, 'Drop-off address', 'gatwick', /Gatwick Airport North/);
    await setMileageSchedule(page, 'Pickup', { date: TOMORROW, hour: 6, minute: 0 });
    await page.getByRole('radio', { name: 'Return' }).check();
    const back = page.getByRole('region', { name: 'Return journey' });
    await back.waitFor();
    await setMileageSchedule(back, 'Return', { date: TOMORROW, hour: 10, minute: 0 });
    const field = back.getByLabel('Return flight or train number', { exact: true });
    await field.fill('BA2491');
    await field.blur();
    const note = back.getByRole('status').filter({ hasText: 'BA2491' });
    await expect.poll(() => note.textContent()).toBe(`BA2491 from Madrid MAD, due ${DUE}`);
    await lookAt(page, 'flight-check-return-1280');
    await page.context().close();
  });

  it('with no flight-status provider (the default) shows nothing under the field', async () => {
    const page = await newPage(browser, DESKTOP);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/flight-check'));
    await heathrowPickup(page, plainSite.url, 'BA283');
    expect(await (await answered).json()).toEqual({ success: true, data: { result: 'not_checked', reason: 'no_provider' } });
    await page.waitForTimeout(200);
    expect(await page.locator('.flight-check').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/BA283 from|due \d\d:\d\d|track/i);
    await page.context().close();
  });
});

function dayText(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(new Date(`${date}T00:00:00Z`));
}
