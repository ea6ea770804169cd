/**
 * An assistance dog on the website's booking forms (Equality Act 2010 s.170: carried, never
 * charged): the Transfer form's extras and the Hourly hire form have a switch "Travelling with an
 * assistance dog (no charge; every vehicle takes one)", the Transfer's right after the wheelchair's.
 * Ticked, it goes with the price call (every vehicle still offered, at the same price), shows on the
 * trip and is stored with the booking. Photographed at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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
  type HourlyPriceJson,
} from '../support/booking';
import { bookVehicle, chooseMode, detailsForm, fillDetails, queryDb, uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();
const DOG_SWITCH = 'Travelling with an assistance dog (no charge; every vehicle takes one)';

async function photographBothWidths(page: Page, name: string, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await screenshot(page, `${name}-1280`, { fullPage: false });
  await page.setViewportSize(MOBILE);
  await target.scrollIntoViewIfNeeded();
  expect(await target.isVisible()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await screenshot(page, `${name}-390`, { fullPage: false });
  await page.setViewportSize(DESKTOP);
}

describe('a transfer with an assistance dog', () => {
  it('is a switch right after the wheelchair’s, priced as without it, shown on the trip and stored with the booking', async () => {
    const page = await newPage(env.browser, DESKTOP);
    await openHome(page, env.site.url);
    await chooseTab(page, 'Transfer');
    await pickAddressWithClick(page, 'Pickup address', 'paddington', /London Paddington Station/);
    await pickAddressWithClick(page, 'Drop-off address', 'savoy', /The Savoy/);
    await setMileageSchedule(page, 'Pickup', { date: londonDate(3), hour: 10, minute: 0 });

    const plainAnswer = nextPriceResponse<DistancePriceJson>(page, 'distance');
    await page.getByRole('button', { name: 'Get prices' }).click();
    const plain = (await plainAnswer).body;
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    await openHome(page, env.site.url);

    await page.locator('details.extras > summary').first().click();
    const switches = await page.locator('details.extras').first().getByRole('switch').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim()));
    const wheelchairAt = switches.indexOf('Wheelchair accessible (never charged)');
    expect(switches[wheelchairAt + 1]).toBe(DOG_SWITCH);
    const dog = page.getByRole('switch', { name: DOG_SWITCH });
    await dog.check();
    expect(await page.locator('details.extras > summary').first().innerText()).toMatch(/1 selected/);
    await photographBothWidths(page, 'assistance-dog-transfer', dog);

    const answer = nextPriceResponse<DistancePriceJson>(page, 'distance');
    await page.getByRole('button', { name: 'Get prices' }).click();
    const { response, body } = await answer;
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ assistance_dog: 'yes' });
    // Every vehicle takes one, at the same price.
    expect(body.data.price_details.map((p) => [p.vehicle_id, p.price])).toEqual(plain.data.price_details.map((p) => [p.vehicle_id, p.price]));
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();

    await bookVehicle(page, expectedOptions(body.data.price_details, 1)[0]!);
    // At 1280 px the trip card shows the options unfolded.
    const trip = page.getByRole('region', { name: 'Your trip' });
    await trip.getByText('Yes (no charge)', { exact: true }).waitFor();
    expect(await trip.innerText()).toMatch(/Assistance dog\s*:?\s*Yes \(no charge\)/);

    await chooseMode(page, 'Guest Login');
    const email = uniqueEmail('assistance-dog');
    await fillDetails(page, { firstName: 'Ann', surname: 'Lee', email, number: '07700 900123' });
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    await page.getByRole('button', { name: 'Pay in Car' }).click();
    await page.waitForURL('**/paymentSuccessView', { timeout: 20_000 });
    const stored = queryDb<{ assistance_dog: string }>(
      env.site.dbPath,
      'SELECT d.assistance_dog FROM booking_details d JOIN bookings b ON b.id = d.booking_id JOIN passenger_details p ON p.booking_id = b.id WHERE p.passenger_email = ?',
      email,
    );
    expect(stored).toEqual([{ assistance_dog: 'yes' }]);
    await page.context().close();
  });
});

describe('an hourly hire with an assistance dog', () => {
  it('is a switch on the Hourly hire form that goes with the price call', async () => {
    const page = await newPage(env.browser, DESKTOP);
    await openHome(page, env.site.url);
    await chooseTab(page, 'Hourly hire');
    const panel = page.getByRole('tabpanel', { name: 'Hourly hire' });
    await pickAddressWithClick(page, 'Pickup address', 'savoy', /The Savoy/);
    await panel.getByLabel('Main destination or area', { exact: true }).fill('As directed — central London');
    await panel.getByLabel('Pickup date', { exact: true }).fill(londonDate(4));
    const dog = panel.getByRole('switch', { name: DOG_SWITCH });
    await dog.check();
    await photographBothWidths(page, 'assistance-dog-hourly', dog);
    const answer = nextPriceResponse<HourlyPriceJson>(page, 'hourly');
    await panel.getByRole('button', { name: 'Get prices' }).click();
    const { response } = await answer;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({ assistance_dog: 'yes', main_destination: 'As directed — central London' });
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    await page.getByRole('button', { name: 'See Details' }).click();
    const summary = page.getByRole('region', { name: 'Trip summary' });
    const terms = await summary.getByRole('term').allTextContents();
    expect(terms).toContain('Assistance dog');
    await page.context().close();
  });
});
