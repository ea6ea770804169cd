/**
 * Issue 27 §7: the website claims only what its settings switch on. At 1280 and 390 px, on the
 * page the server renders and after the browser takes it over, the home page and the footer never
 * claim flight tracking; they offer meet and greet only while MEET_AND_GREET has a price and say
 * "24/7" only with the 24/7 contact section. The terms page makes no flight-tracking promise either.
 * The hero names wheelchair-accessible cars only while an enabled category of an active company
 * carries a passenger in the wheelchair.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage } from '../support/browser';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { DEMO_OWNERS, callAsSignedIn, signInToConsole } from '../support/console';
import { fetchSettings, queryDb } from '../support/journey';
import { lookAt } from '../support/look';
import { startSite, type RunningSite } from '../support/server';

const FLIGHT_TRACKING = /flight tracking|track(s|ing)? (your )?flights?|follow your flight|tracks delays/i;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** What the server sent inside #root, as text (tags dropped). */
async function serverText(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="kerbside-boot">/.exec(html)?.[1] ?? '';
  expect(root.length, `${url} is rendered on the server`).toBeGreaterThan(1000);
  return root.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ');
}

async function homeAt(page: Page, site: RunningSite, viewport: { width: number; height: number }): Promise<string> {
  await page.setViewportSize(viewport);
  await page.goto(`${site.url}/`);
  await page.getByRole('tablist', { name: 'Booking type' }).waitFor();
  await page.locator('footer').waitFor();
  // The sections below the form are their own chunk: wait for them before reading the page.
  await page.getByRole('heading', { name: 'Transfers booked in advance' }).waitFor();
  return page.locator('body').innerText();
}

describe('with the demo settings: meet and greet priced, the 24/7 contact section on', () => {
  let site: RunningSite;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    page = await newPage(browser, DESKTOP);
  });

  afterAll(async () => {
    await page?.context().close();
    await site?.stop();
  });

  it('runs with those settings', async () => {
    const settings = await fetchSettings(site.url);
    expect(Number(settings.MEET_AND_GREET)).toBeGreaterThan(0);
    expect(settings.SHOW_COMPANY_CONTACT_SECTION).toBe('enable');
  });

  it('the server’s home page and terms claim no flight tracking, and offer meet and greet', async () => {
    const home = await serverText(`${site.url}/`);
    expect(home).not.toMatch(FLIGHT_TRACKING);
    expect(home).toContain('Your driver meets you inside with a name board');
    expect(home).toContain('priced before you book, with meet and greet on request.');
    const terms = await serverText(`${site.url}/terms-and-conditions`);
    expect(terms).not.toMatch(/track|flight lands/i);
  });

  it.each([
    ['1280', DESKTOP],
    ['390', MOBILE],
  ])('at %s px: no flight tracking; meet and greet in the services and the footer; 24/7 by the phone', async (width, viewport) => {
    const text = await homeAt(page, site, viewport);
    expect(text).not.toMatch(FLIGHT_TRACKING);
    expect(await page.getByRole('heading', { name: 'Meet and greet', level: 3 }).count()).toBe(1);
    expect(await page.locator('footer').innerText()).toMatch(/meet and greet on request/i);
    // The caption is shown above 768 px; a narrower bar shows the number alone.
    expect(await page.locator('.site-header__phone-caption').textContent()).toBe('24/7 ');
    expect(await page.getByRole('heading', { name: 'We are here 24/7' }).count()).toBe(1);
    await lookAt(page, `claims-on-home-${width}`);
  });
});

describe('with meet and greet unpriced and the 24/7 contact section off', () => {
  let site: RunningSite;
  let page: Page;

  beforeAll(async () => {
    site = await startSite({}, { settings: { MEET_AND_GREET: '0.00', SHOW_COMPANY_CONTACT_SECTION: 'disable' } });
    page = await newPage(browser, DESKTOP);
  });

  afterAll(async () => {
    await page?.context().close();
    await site?.stop();
  });

  it('runs with those settings', async () => {
    const settings = await fetchSettings(site.url);
    expect(settings.MEET_AND_GREET).toBe('0.00');
    expect(settings.SHOW_COMPANY_CONTACT_SECTION).toBe('disable');
  });

  it('the server’s home page names neither meet and greet, 24/7 nor flight tracking', async () => {
    const home = await serverText(`${site.url}/`);
    expect(home).not.toMatch(FLIGHT_TRACKING);
    expect(home).not.toMatch(/meet and greet|24\/7/i);
  });

  it.each([
    ['1280', DESKTOP],
    ['390', MOBILE],
  ])('at %s px: the page, its footer and its booking form say nothing of them', async (width, viewport) => {
    const text = await homeAt(page, site, viewport);
    expect(text).not.toMatch(FLIGHT_TRACKING);
    expect(text).not.toMatch(/meet and greet|24\/7/i);
    expect(await page.locator('.site-header__phone-caption').count()).toBe(0);
    expect(await page.locator('footer').innerText()).toContain('priced before you book.');
    await lookAt(page, `claims-off-home-${width}`);
  });
});

describe('the hero’s wheelchair-accessible cars follow the fleet', () => {
  const CLAIM = 'Saloons to 8-seat minibuses and wheelchair-accessible cars';
  let site: RunningSite;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    page = await newPage(browser, DESKTOP);
  });

  afterAll(async () => {
    await page?.context().close();
    await site?.stop();
  });

  it('claims them while an enabled category carries a passenger in the wheelchair (the demo fleet’s two)', async () => {
    expect((await fetchSettings(site.url)).WHEELCHAIR_ACCESSIBLE_FLEET).toBe('yes');
    expect(await serverText(`${site.url}/`)).toContain(CLAIM);
  });

  it('stops claiming them once their owners take those categories off the website', async () => {
    const accessible = queryDb<{ id: number; company_name: string }>(
      site.dbPath,
      "SELECT v.id, c.company_name FROM vehicle_categories v JOIN companies c ON c.id = v.company_id WHERE v.wheelchair_access = 'in_chair' AND v.is_active = 1",
    );
    expect(accessible.length).toBeGreaterThan(0);
    for (const category of accessible) {
      const owner = await browser.newContext();
      const ownerPage = await owner.newPage();
      await signInToConsole(ownerPage, site.url, DEMO_OWNERS[category.company_name]!);
      expect((await callAsSignedIn(ownerPage, 'PATCH', pathOf(OPERATIONS.operatorUpdateVehicleCategory, { id: category.id }), { enabled: false })).status).toBe(200);
      await owner.close();
    }
    expect((await fetchSettings(site.url)).WHEELCHAIR_ACCESSIBLE_FLEET).toBe('no');
    const server = await serverText(`${site.url}/`);
    expect(server).toContain('Saloons to 8-seat minibuses');
    expect(server).not.toMatch(/wheelchair-accessible/i);
  });

  it.each([
    ['1280', DESKTOP],
    ['390', MOBILE],
  ])('at %s px the page says only what is left', async (width, viewport) => {
    const text = await homeAt(page, site, viewport);
    expect(text).not.toMatch(/wheelchair-accessible cars/i);
    // The hero's points are shown above 768 px only; their words are the same at every width.
    expect(await page.locator('.home-hero__points').textContent()).toContain('Saloons to 8-seat minibuses');
    await lookAt(page, `claims-no-accessible-cars-${width}`);
  });
});
