/**
 * Issue 27 §7: the website claims only what its settings switch on. At 1280 and 390 px, on the
 * page the server renders and after the browser takes it over, the home page and the footer never
 * claim flight tracking; they offer meet and greet only while MEET_AND_GREET has a price and say
 * "24/7" only with the 24/7 contact section. The terms page makes no flight-tracking promise either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage } from '../support/browser';
import { fetchSettings } from '../support/journey';
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
