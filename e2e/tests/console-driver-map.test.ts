/**
 * The office map and the job page's nearest drivers (issue 25 §5), at 1280 and 390 px, with no map
 * tiles (MAP_TILE_URL=none: nothing leaves the machine). Drivers sign in on "phones" (the real
 * link and cookie), go on shift and send positions near a job's pickup; the dispatcher sees them
 * on the Map page (markers and the list beside the map, with each position's age), and on the job
 * page the nearest free ones by estimated road time, assigning one with its Assign button. Another
 * company's dispatcher sees none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CSRF_HEADER, DRIVER_MAP_OPERATIONS, OPERATIONS, pathOf, type DriverMap } from '@kerbside/contract';
import { DESKTOP, launchBrowser, MOBILE, newPage, screenshot } from '../support/browser';
import { firstBookableSlot, hour12Text, pad2 } from '../support/booking';
import { createClient, mileageForm } from '../support/corporate';
import { readOutbox } from '../support/journey';
import { startSite, type RunningSite } from '../support/server';
import { callAsSignedIn, consoleNav, DEMO_DISPATCHERS, DEMO_LOGINS, DEMO_OWNERS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';

let site: RunningSite;
let browser: Browser;
let company = '';
let jobId = 0;
let bookingNumber = '';
const names = { near: 'Nadia Near', far: 'Frank Further', resting: 'Bea Break' };

/** A driver's phone: signed in with the mailed link, calling the driver API with its cookie. */
async function phoneOf(staff: Page, name: string): Promise<(method: string, path: string, body?: unknown) => Promise<number>> {
  const email = `${name.split(' ')[0]!.toLowerCase()}.${Date.now().toString(36)}@example.com`;
  const created = await callAsSignedIn(staff, 'POST', OPERATIONS.operatorCreateDriver.path, {
    name,
    mobile: '07700 900123',
    licence_number: `PHD ${name.length}${Date.now() % 1000}`,
    licence_expiry: '2031-06-30',
    vehicle_plate_number: 'PHV 1357',
    vehicle_registration: 'AB12 CDE',
    vehicle_category: 'Saloon',
    email,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const driverId = (created.body as unknown as { data: { id: number } }).data.id;
  expect((await callAsSignedIn(staff, 'POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id: driverId }))).status).toBe(200);
  const [mail] = await readOutbox(site.url, { to: email, kind: 'driver_sign_in' });
  const token = /\/driver\/sign-in#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const signIn = await fetch(site.url + OPERATIONS.driverSignIn.path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
  const csrf = ((await signIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  return async (method, path, body) =>
    (await fetch(site.url + path, { method, headers: { cookie, [CSRF_HEADER]: csrf, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).status;
}

const tileRequests: string[] = [];

async function consolePage(viewport: typeof DESKTOP, email = DEMO_DISPATCHERS[company]!): Promise<Page> {
  const page = await newPage(browser, viewport);
  page.on('request', (request) => {
    if (/\.png(\?|$)|tile/.test(request.url()) && !request.url().startsWith(site.url)) tileRequests.push(request.url());
  });
  await signInToConsole(page, site.url, email);
  return page;
}

async function openMap(page: Page): Promise<void> {
  const link = consoleNav(page).getByRole('link', { name: 'Map' });
  await link.click();
  await page.getByRole('heading', { name: 'Map', level: 1 }).waitFor();
  await page.locator('.driver-map__canvas.leaflet-container').waitFor();
}

beforeAll(async () => {
  site = await startSite({ MAP_TILE_URL: 'none' });
  browser = await launchBrowser();
  // Pick-ups 15 minutes ahead may be booked (the demo's 2 hours would push a late run's job to tomorrow).
  const admin = await newPage(browser, DESKTOP);
  await signInToConsole(admin, site.url, DEMO_LOGINS.platformAdmin);
  expect((await callAsSignedIn(admin, 'PUT', OPERATIONS.operatorChangeSettings.path, { GRACE_TIME: '15' })).status).toBe(200);
  await admin.context().close();

  const slot = firstBookableSlot(20);
  const client = await createClient(site.url, { firstName: 'Mia', surname: 'Map', tag: 'map' }, { kind: 'milleage', form: mileageForm(0, { pickup_date: slot.date, pickup_hour: hour12Text(slot.hour), pickup_min: pad2(slot.minute) }) });
  const booking = client.bookings[0]!;
  company = (booking as unknown as { company_name: string }).company_name;
  bookingNumber = booking.booking_number;

  const staff = await newPage(browser, DESKTOP);
  await signInToConsole(staff, site.url, DEMO_DISPATCHERS[company]!);
  const jobs = await staff.evaluate(async (path) => (await (await fetch(path)).json()) as { data: { items: Array<{ id: number; booking_number: string }> } }, `${OPERATIONS.operatorJobs.path}?view=all&q=${bookingNumber}`);
  jobId = jobs.data.items.find((job) => job.booking_number === bookingNumber)!.id;
  const map = await staff.evaluate(async (path) => ((await (await fetch(path)).json()) as { data: DriverMap }).data, DRIVER_MAP_OPERATIONS.operatorDriverMap.path);
  const pickup = map.jobs.find((job) => job.id === jobId)?.pickup ?? { lat: 51.5034, lng: -0.1276 };

  const now = new Date().toISOString();
  const place = async (name: string, dLat: number, status: 'on_shift' | 'on_break') => {
    const phone = await phoneOf(staff, name);
    expect(await phone('PUT', OPERATIONS.driverSetAvailability.path, { status: 'on_shift' })).toBe(200);
    expect(await phone('POST', OPERATIONS.driverPostPositions.path, { points: [{ lat: pickup.lat + dLat, lng: pickup.lng, accuracy_m: 15, at: now }] })).toBe(200);
    if (status === 'on_break') expect(await phone('PUT', OPERATIONS.driverSetAvailability.path, { status })).toBe(200);
  };
  await place(names.near, 0.004, 'on_shift');
  await place(names.far, 0.03, 'on_shift');
  await place(names.resting, 0.001, 'on_break');
  await staff.context().close();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('the Map page', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`shows the drivers on shift and the job's pick-up, on the map and in the list, at ${viewport.width} px`, async () => {
      const page = await consolePage(viewport);
      if (viewport === MOBILE) await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
      await openMap(page);
      const drivers = page.getByRole('region', { name: /Drivers on shift/ }).or(page.locator('section[aria-labelledby="map-drivers"]'));
      await expect.poll(() => drivers.innerText()).toContain(names.near);
      const text = await drivers.innerText();
      expect(text).toMatch(new RegExp(`${names.near}[\\s\\S]*On shift[\\s\\S]*Position (just now|1 min ago)`));
      expect(text).toMatch(new RegExp(`${names.resting}[\\s\\S]*On break`));
      const jobs = await page.locator('section[aria-labelledby="map-jobs"]').innerText();
      expect(jobs).toContain(bookingNumber);
      expect(jobs).toContain('10 Downing Street');
      // The markers are drawn without tiles: three drivers and the pick-up, each named.
      const labels = await page.locator('.driver-map__label').allInnerTexts();
      expect(labels).toEqual(expect.arrayContaining([names.near, names.far, names.resting, expect.stringContaining(bookingNumber)]));
      expect(await page.locator('.leaflet-tile').count()).toBe(0);
      // Leaflet's zoom buttons are links with role button, which the check below does not measure.
      for (const name of ['Zoom in', 'Zoom out']) {
        const box = (await page.getByRole('button', { name }).boundingBox())!;
        expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
      }
      await expectSoundConsoleScreen(page, `map at ${viewport.width} px`);
      await screenshot(page, `console-map-${viewport.width}`);
      await page.context().close();
    });
  }

  it("shows another company's dispatcher none of these drivers", async () => {
    const other = Object.keys(DEMO_DISPATCHERS).find((name) => name !== company)!;
    const page = await consolePage(DESKTOP, DEMO_DISPATCHERS[other]);
    await openMap(page);
    const text = await page.locator('.driver-map__lists').innerText();
    for (const name of Object.values(names)) expect(text).not.toContain(name);
    expect(text).not.toContain(bookingNumber);
    await page.context().close();
  });
});

describe("the job page's nearest drivers", () => {
  it('lists the free drivers on shift nearest first, at 390 px', async () => {
    const page = await consolePage(MOBILE);
    await page.goto(`${site.url}/operator/jobs/${jobId}`);
    const panel = page.getByRole('region', { name: 'Nearest drivers' });
    await panel.getByRole('button', { name: `Assign ${names.near}` }).waitFor();
    const items = await panel.getByRole('listitem').allInnerTexts();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(new RegExp(`${names.near}[\\s\\S]*about \\d+ min away \\([\\d.]+ miles?\\), placed (just now|1 min ago)`));
    expect(items[1]).toContain(names.far);
    await expectSoundConsoleScreen(page, 'nearest drivers at 390 px');
    await screenshot(page, 'console-nearest-drivers-390');
    await page.context().close();
  });

  it('offers the job to a driver with their Offer button, at 1280 px: the offer shows with its countdown, and is withdrawn', async () => {
    const page = await consolePage(DESKTOP);
    await page.goto(`${site.url}/operator/jobs/${jobId}`);
    const panel = page.getByRole('region', { name: 'Nearest drivers' });
    const offer = panel.getByRole('button', { name: `Offer to ${names.far}` });
    await offer.waitFor();
    for (const button of await panel.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height), await button.innerText()).toBeGreaterThanOrEqual(44);
    }
    await offer.click();
    await expect.poll(() => page.locator('.notice-region').innerText()).toContain(`${bookingNumber} is offered to ${names.far}.`);
    await expect.poll(() => page.locator('.job-offer__text').innerText()).toMatch(new RegExp(`^Offered to ${names.far} — \\d+ s left$`));
    await expectSoundConsoleScreen(page, 'nearest drivers, offered, at 1280 px');
    await screenshot(page, 'console-nearest-drivers-offered-1280');
    // A second offer while this one is open is refused in words, on the panel.
    await panel.getByRole('button', { name: `Offer to ${names.near}` }).click();
    await expect.poll(() => panel.locator('#nearest-drivers-problem').innerText()).toContain('This job is offered to a driver already.');
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await expect.poll(() => page.locator('.job-offer__text').innerText()).toBe(`Offer to ${names.far} withdrawn`);
    await page.context().close();
  });

  it('assigns the nearest with its Assign button, at 1280 px, and the panel goes', async () => {
    const page = await consolePage(DESKTOP);
    await page.goto(`${site.url}/operator/jobs/${jobId}`);
    const panel = page.getByRole('region', { name: 'Nearest drivers' });
    await panel.getByRole('button', { name: `Assign ${names.near}` }).waitFor();
    await expectSoundConsoleScreen(page, 'nearest drivers at 1280 px');
    await screenshot(page, 'console-nearest-drivers-1280');
    await panel.getByRole('button', { name: `Assign ${names.near}` }).click();
    await expect.poll(() => page.locator('.notice-region').innerText()).toContain(`Driver assigned: ${names.near} (AB12 CDE).`);
    await panel.waitFor({ state: 'detached' });
    expect(await page.locator('.job-page__lead').innerText()).toContain('Driver assigned');
    expect(tileRequests).toEqual([]);
    await page.context().close();
  });
});

describe("the Company page's auto-offer", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`an owner turns it on with its lead, each with its help, at ${viewport.width} px`, async () => {
      const page = await newPage(browser, viewport);
      await signInToConsole(page, site.url, DEMO_OWNERS[company]!);
      await openConsoleArea(page, 'Company');
      const group = page.getByRole('group', { name: 'Auto-offer' });
      await group.waitFor();
      expect(await page.getByRole('radio', { name: 'Off' }).isChecked()).toBe(viewport === DESKTOP);
      expect(await group.innerText()).toContain('Jobs are offered to drivers automatically, as below.');
      const lead = page.getByLabel('Auto-offer from (minutes before pickup)', { exact: true });
      await lead.fill('300');
      await page.getByRole('radio', { name: 'On' }).check();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.locator('#company-auto-offer-minutes-error').innerText()).toBe('Enter whole minutes from 5 to 240');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('company-auto-offer-minutes');
      await lead.fill(viewport === DESKTOP ? '45' : '30');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => page.locator('.notice-region').innerText()).toMatch(/saved/i);
      await group.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      for (const radio of ['Off', 'On']) {
        const box = (await page.locator('label', { has: page.getByRole('radio', { name: radio }) }).boundingBox())!;
        expect(box.height, radio).toBeGreaterThanOrEqual(44);
      }
      await expectSoundConsoleScreen(page, `company auto-offer at ${viewport.width} px`);
      await screenshot(page, `console-company-auto-offer-${viewport.width}`, { fullPage: false });
      // Stored: after a reload the form shows it.
      await page.reload();
      await expect.poll(() => page.getByLabel('Auto-offer from (minutes before pickup)', { exact: true }).inputValue()).toBe(viewport === DESKTOP ? '45' : '30');
      expect(await page.getByRole('radio', { name: 'On' }).isChecked()).toBe(true);
      await page.context().close();
    });
  }
});
