/**
 * The passenger's tracking page (issue 26 §3) at 390 and 1280 px: a booking made on the website, its
 * job accepted, assigned and set on the way in the console, the driver's phone on shift sending
 * positions; the page shows the stage, the ETA, the driver, the car's plate and the office's phone,
 * follows the phone's new position and the office's "arrived" live, fits 390 px without sideways
 * scrolling with 44 px targets, and passes axe. A changed link shows the calm ended page.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { DESKTOP, launchBrowser, MOBILE, newPage, screenshot, seriousA11yViolations } from '../support/browser';
import { callAsSignedIn, DEMO_OWNERS, signInToConsole } from '../support/console';
import { bookInTheCar } from '../support/dispatch';
import { startSite, type RunningSite } from '../support/server';
import { driverPhone, trackLink, type PhoneCall } from '../support/tracking';

let site: RunningSite;
let browser: Browser;
let staff: Page;
let phone: PhoneCall;
let jobId = 0;
let link = '';
/** Near 10 Downing Street, where the booking's pickup is. */
const PICKUP = { lat: 51.5034, lng: -0.1276 };

const send = (dLat: number) => phone('POST', OPERATIONS.driverPostPositions.path, { points: [{ lat: PICKUP.lat + dLat, lng: PICKUP.lng, accuracy_m: 10, at: new Date().toISOString() }] });
const step = (operation: { path: string }, body: unknown = {}) => callAsSignedIn(staff, 'POST', pathOf(operation, { id: jobId }), body);

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const booking = await bookInTheCar(site, 'track');
  jobId = booking.jobId;
  staff = await newPage(browser, DESKTOP);
  await signInToConsole(staff, site.url, DEMO_OWNERS[booking.companyName]!);
  const driver = await driverPhone(site, staff, { name: 'Samira Okafor', vehicle_registration: 'lt21xyz', vehicle_make: 'Toyota Prius', vehicle_colour: 'Silver' });
  phone = driver.call;
  await uploadPhotoInConsole(driver.driverId);
  expect((await step(OPERATIONS.operatorJobAccept)).status).toBe(200);
  expect((await step(OPERATIONS.operatorJobAssign, { driver_id: driver.driverId, confirm_overlap: true })).status).toBe(200);
  expect((await step(OPERATIONS.operatorJobOnTheWay, { confirm: true, reason: 'Browser test ride' })).status).toBe(200);
  expect(await phone('PUT', OPERATIONS.driverSetAvailability.path, { status: 'on_shift' })).toBe(200);
  expect(await send(0.02)).toBe(200);
  link = trackLink(site, jobId);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The owner uploads the driver's photo on the console's driver page, at 390 px. */
async function uploadPhotoInConsole(driverId: number) {
  const page = await newPage(browser, MOBILE);
  await page.context().addCookies(await staff.context().cookies());
  await page.goto(`${site.url}/operator/drivers/${driverId}`);
  const card = page.locator('section[aria-labelledby="driver-photo-title"]');
  await card.getByRole('button', { name: 'Upload photo' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Choose a photo').setInputFiles({ name: 'samira.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: '#b07a5a' } }).png().toBuffer() });
  await dialog.getByRole('button', { name: 'Upload photo' }).click();
  await page.getByText('The photo is saved.').waitFor();
  await card.locator('img.driver-photo__image').waitFor();
  expect(await page.locator('main').innerText()).toContain('Silver Toyota Prius');
  await screenshot(page, 'console-driver-photo-390');
  await page.context().close();
}

async function expectFitsAndReachable(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll').toBeLessThanOrEqual(width);
  // The page's own targets and the map's zoom buttons (the map's attribution is a line of text with its links, exempt).
  for (const target of await page.locator('.tracking a:not(.leaflet-control-attribution a), .tracking button').all()) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height), (await target.getAttribute('aria-label')) ?? (await target.innerText())).toBeGreaterThanOrEqual(44);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function openTracking(viewport: typeof MOBILE): Promise<Page> {
  const page = await newPage(browser, viewport);
  // No network here: map tiles are refused at once rather than waited for.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto(link);
  await page.getByRole('heading', { name: 'Your driver is on the way', level: 1 }).waitFor();
  return page;
}

describe('the tracking page', () => {
  it('shows the stage, ETA, driver, plate and office phone at 390 px, and follows the car and the stage live', async () => {
    const page = await openTracking(MOBILE);
    const eta = page.locator('.tracking__eta');
    await expect.poll(() => eta.innerText()).toMatch(/^About (\d+ minutes|a minute) away$/);
    const first = await eta.innerText();
    expect(await page.locator('.tracking__name').innerText()).toMatch(/Samira$/);
    expect(await page.locator('.tracking__plate').innerText()).toBe('LT21 XYZ');
    expect(await page.locator('.tracking__car').innerText()).toContain('Silver Toyota Prius');
    const photo = page.getByRole('img', { name: 'Samira, your driver' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
    const call = page.getByRole('link', { name: /Call the office/ });
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await page.locator('.tracking__map.leaflet-container').waitFor();
    expect(await page.locator('.tracking__map path.leaflet-interactive').count()).toBe(2);
    await expectFitsAndReachable(page, MOBILE.width);
    await screenshot(page, 'tracking-390');

    // The phone moves closer: the estimate shrinks without a reload.
    expect(await send(0.001)).toBe(200);
    await expect.poll(() => eta.innerText()).not.toBe(first);
    expect(await eta.innerText()).toMatch(/^About (\d+ minutes|a minute) away$/);
    // The office marks Arrived: the page says so.
    expect((await step(OPERATIONS.operatorJobArrived, { confirm: true, reason: 'Browser test ride' })).status).toBe(200);
    await page.getByRole('heading', { name: 'Your driver is outside', level: 1 }).waitFor();
    expect(await eta.innerText()).toBe('Your car is at the pick-up point.');
    await screenshot(page, 'tracking-390-arrived');
    await page.context().close();
  });

  it('fits 1280 px', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto(link);
    await page.getByRole('heading', { name: 'Your driver is outside', level: 1 }).waitFor();
    await page.locator('.tracking__map.leaflet-container').waitFor();
    await expectFitsAndReachable(page, DESKTOP.width);
    await screenshot(page, 'tracking-1280');
    await page.context().close();
  });

  it('shows a calm ended page for a changed link, at 390 px', async () => {
    const page = await newPage(browser, MOBILE);
    const token = link.slice(link.lastIndexOf('/') + 1);
    await page.goto(link.replace(token, (token[0] === 'A' ? 'B' : 'A') + token.slice(1)));
    await page.getByRole('heading', { name: 'This tracking link has ended', level: 1 }).waitFor();
    await expectFitsAndReachable(page, MOBILE.width);
    await screenshot(page, 'tracking-ended-390');
    await page.context().close();
  });
});
