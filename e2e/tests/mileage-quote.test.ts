/**
 * Transfer (mileage) end to end: Heathrow T5 → one stop in Baker Street → King's Cross, return, two
 * passengers; the quotation lists the cheapest company's priced vehicles and the trip summary
 * shows miles, km, duration and the route map (spec §2 Home and Quotation, §3, §9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import {
  cardPrice,
  durationText,
  expectedOptions,
  londonDate,
  openHome,
  pickAddressWithClick,
  pickAddressWithKeyboard,
  readStored,
  setMileageSchedule,
  wholePounds,
  type DistancePriceJson,
} from '../support/booking';

let site: RunningSite;
let browser: Browser;
let page: Page;
const priceBodies: Promise<DistancePriceJson>[] = [];

const pickupDate = londonDate(3);
const returnDate = londonDate(4);

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/calculate-distance-price' && r.ok()) {
      priceBodies.push(r.json() as Promise<DistancePriceJson>);
    }
  });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('mileage quote', () => {
  let pickupText = '';
  let dropoffText = '';

  it('fills the Transfer form with a pickup, a stop, a drop-off and a return, then gets prices', async () => {
    await openHome(page, site.url);
    // Both tabs are on in the demo settings; Transfer opens first (decision 7).
    expect(await page.getByRole('tab', { name: 'Transfer' }).getAttribute('aria-selected')).toBe('true');

    pickupText = await pickAddressWithKeyboard(page, 'Pickup address', 'heathrow', /Terminal 5/);
    expect(pickupText).toMatch(/Heathrow.*Terminal 5/);
    expect(await page.getByRole('combobox', { name: 'Pickup address' }).inputValue()).toBe(pickupText);

    await page.getByRole('button', { name: 'Add a stop' }).click();
    const stop = page.getByRole('group', { name: 'Stop 1' });
    const street = stop.getByRole('combobox', { name: 'Street name' });
    await street.fill('Baker Street');
    await street.press('Escape'); // keep the typed street, close any suggestions
    await stop.getByLabel('House number').fill('221B');
    await stop.getByLabel('Postcode').fill('NW1 6XE');

    dropoffText = await pickAddressWithClick(page, 'Drop-off address', 'kings cross', /London King's Cross/);
    expect(dropoffText).toContain("King's Cross");

    await setMileageSchedule(page, 'Pickup', { date: pickupDate, hour: 10, minute: 0 });

    const passengers = page.getByRole('spinbutton', { name: 'Passengers', exact: true });
    expect(await passengers.inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Increase Passengers', exact: true }).click();
    expect(await passengers.inputValue()).toBe('2');

    await page.getByRole('radio', { name: 'Return' }).check();
    const back = page.getByRole('region', { name: 'Return journey' });
    await back.waitFor();
    await setMileageSchedule(back, 'Return', { date: returnDate, hour: 15, minute: 30 });
    // Switching to Return starts the way back with the outbound party, folded into one line.
    const same = back.getByRole('checkbox', { name: 'Same passengers and luggage as the outward journey' });
    expect(await same.isChecked()).toBe(true);
    expect(await back.locator('.return-leg__summary').textContent()).toBe('Passengers 2, luggage 0, hand luggage 0');
    expect(await back.getByRole('spinbutton', { name: 'Return passengers', exact: true }).count()).toBe(0);

    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/calculate-distance-price');
    await page.getByRole('button', { name: 'Get prices' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ select_option: 'return', passengers: 2, return_passengers: 2 });
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
  });

  it('shows Top results with priced vehicle cards of the cheapest company', async () => {
    await page.getByRole('heading', { name: 'Top results', level: 1 }).waitFor();
    const vehicles = page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ });
    await vehicles.waitFor();

    const body = await priceBodies.at(-1)!;
    expect(body.success).toBe(true);
    const expected = expectedOptions(body.data.price_details, 2);
    expect(expected.length).toBeGreaterThan(0);
    expect(await vehicles.textContent()).toBe(`Vehicles (${expected.length})`);

    const cards = page.getByRole('list').getByRole('article');
    expect(await cards.count()).toBe(expected.length);
    for (const [i, option] of expected.entries()) {
      const card = cards.nth(i);
      expect(await card.getAttribute('aria-label')).toBe(`${option.vehicle_type} by ${option.company_name}`);
      // 'Price ' is for screen readers only; the card shows the whole-pound amount.
      expect(await cardPrice(card)).toBe(`Price £${wholePounds(option.price)}`);
      expect(await card.getByRole('button', { name: 'Book Now' }).isVisible()).toBe(true);
    }
    // Only one operator's vehicles are listed.
    const companies = new Set(await page.getByRole('list').getByRole('article').locator('.vehicle-card__company').allInnerTexts());
    expect([...companies]).toEqual([expected[0]!.company_name]);
  });

  it('opens the trip summary with miles, km, duration, the estimate note and the route map', async () => {
    const toggle = page.getByRole('button', { name: 'See Details' });
    await toggle.click();
    const hide = page.getByRole('button', { name: 'Hide Details' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');

    const summary = page.getByRole('region', { name: 'Trip summary' });
    await summary.waitFor();
    const row = (label: string) =>
      summary.locator('.detail-list__row').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first();

    const { journey } = (await priceBodies.at(-1)!).data;
    const miles = Math.round(journey.via_miles * 10) / 10;
    const km = Math.round(journey.via_miles * 1.60934);
    expect(km).toBeGreaterThan(0);
    expect(await row('Distance').innerText()).toBe(`${miles} miles (${km} km)`);

    const duration = await row('Duration').innerText();
    expect(duration).toMatch(/^(?:\d+ h(?: \d+ min)?|\d+ min)$/);
    expect(duration).toBe(durationText(journey.time_duration));

    // The offline gazetteer estimates routes; the summary says so.
    expect(journey.estimated).toBe(true);
    expect(await summary.getByText('Distance estimated from straight-line distance').isVisible()).toBe(true);

    expect(await row('From').innerText()).toBe(pickupText);
    expect(await row('To').innerText()).toBe(dropoffText);
    expect(await row('Stop 1').innerText()).toBe('221B Baker Street, NW1 6XE');
    const [y, m, d] = returnDate.split('-');
    expect(await row('Return').innerText()).toBe(`${d}-${m}-${y} at 03:30 PM`);

    const map = page.getByRole('region', { name: 'Route map' });
    await map.waitFor();
    await page.locator('.route-map.leaflet-container').waitFor();
    const box = await map.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(100);
    // The route is drawn as vectors, so it shows even without map tiles.
    // Pick-up, stop and drop-off markers plus the route line.
    expect(journey.stops).toHaveLength(1);
    await map.locator('path.leaflet-interactive').nth(3).waitFor();
    expect(await map.locator('path.leaflet-interactive').count()).toBe(journey.route.length > 1 ? 4 : 3);
  });

  it('keeps the booking form in localStorage as base64-encoded JSON', async () => {
    const { raw, value } = await readStored<Record<string, unknown>>(page, 'bookingForm');
    expect(raw).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(() => JSON.parse(raw!)).toThrow(); // not plain JSON
    expect(value).toMatchObject({
      select_option: 'return',
      pickup: pickupText,
      dropoff: dropoffText,
      pickup_date: pickupDate,
      pickup_hour: '10am',
      pickup_min: '00',
      return_date: returnDate,
      return_hour: '3pm',
      return_min: '30',
      passengers: 2,
      stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }],
    });
    expect((await readStored<string>(page, 'BookingType')).value).toBe('milleage');
  });
});
