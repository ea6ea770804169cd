/**
 * The console's navigation (issue 11): on a wide screen a sidebar with the daily work and the setup
 * areas in two labelled groups; on a 390 px phone a bottom bar with the daily areas and "More",
 * a disclosure opening the setup areas (focus moves in, Escape and a press outside close it, focus
 * comes back, and a setup page marks More as current). An area is current on its pages underneath too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import { consoleNav, DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';

const env = siteAndBrowser();

const DAILY = ['New booking', 'Bookings', 'Drivers', 'Map', 'Enquiries', 'Messages'];

async function signIn(page: Page, email: string): Promise<void> {
  await signInToConsole(page, env.site.url, email);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
}

const link = (page: Page, name: string) => consoleNav(page).getByRole('link', { name });
const more = (page: Page) => consoleNav(page).getByRole('button', { name: 'More' });
const setupList = (page: Page) => consoleNav(page).getByRole('list', { name: 'Setup' });
/** The navigation's areas marked current (aria-current), by name. */
const current = (page: Page) => consoleNav(page).locator('[aria-current]:visible').allInnerTexts();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('at 1280 px', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(env.browser, DESKTOP);
    await signIn(page, DEMO_LOGINS.riversideOwner);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('shows every area in a sidebar, the daily work and the setup areas labelled, no More button', async () => {
    // New booking's key (N) shows beside its name.
    const daily = await consoleNav(page).getByRole('list', { name: 'Daily work' }).getByRole('link').allInnerTexts();
    expect(daily.map((text) => text.split('\n')[0])).toEqual(DAILY);
    const setup = await setupList(page).getByRole('link').allInnerTexts();
    expect(setup[0]).toBe('Staff');
    expect(setup.slice(-7)).toEqual(['Fleet', 'Company', 'Settings', 'Places', 'Complaints', 'Lost property', 'Audit log']);
    expect(await more(page).count()).toBe(0);
    expect(await current(page)).toEqual(['Bookings']);
    // Beside the page, not over it.
    const nav = (await consoleNav(page).boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    expect(nav.x + nav.width).toBeLessThanOrEqual(main.x);
    await expectSoundConsoleScreen(page, 'navigation at 1280 px');
    await screenshot(page, 'console-nav-1280');
  });

  it('marks a setup area when it is open, and shows a visible focus ring on its links', async () => {
    await openConsoleArea(page, 'Fleet');
    expect(await current(page)).toEqual(['Fleet']);
    await link(page, 'Fleet').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Company');
    const ring = await link(page, 'Company').evaluate((el) => getComputedStyle(el).outlineStyle !== 'none' && parseFloat(getComputedStyle(el).outlineWidth) >= 2);
    expect(ring).toBe(true);
  });

  it('marks an area on the pages under it: Bookings on a job page, Messages on a mail page', async () => {
    await page.goto(`${env.site.url}/operator/jobs/999999`);
    await consoleNav(page).waitFor();
    await expect.poll(() => current(page)).toEqual(['Bookings']);
    await page.goto(`${env.site.url}/operator/mail/999999`);
    await consoleNav(page).waitFor();
    await expect.poll(() => current(page)).toEqual(['Messages']);
  });
});

describe('at 390 px', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(env.browser, MOBILE);
    await signIn(page, DEMO_LOGINS.riversideOwner);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('keeps the daily areas and More in the bottom bar, clear of the edges, with the setup areas closed', async () => {
    const visible = await consoleNav(page).locator('a:visible, button:visible').allInnerTexts();
    // 'New' of 'New booking' shows; the rest is its name for a screen reader.
    expect(visible.map((text) => text.trim().replace(/\s+/g, ' '))).toEqual([...DAILY, 'More']);
    expect(await more(page).getAttribute('aria-expanded')).toBe('false');
    expect(await setupList(page).isVisible()).toBe(false);
    const bookingsLabel = (await link(page, 'Bookings').getByText('Bookings').boundingBox())!;
    expect(bookingsLabel.x).toBeGreaterThanOrEqual(8);
    const moreBox = (await more(page).boundingBox())!;
    expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(MOBILE.width);
    expect(moreBox.height).toBeGreaterThanOrEqual(44);
    await expectSoundConsoleScreen(page, 'navigation at 390 px');
    await screenshot(page, 'console-nav-390');
  });

  it('opens the setup areas from More, moving focus into them; Escape closes them and focus returns', async () => {
    await more(page).click();
    expect(await more(page).getAttribute('aria-expanded')).toBe('true');
    await setupList(page).waitFor();
    expect(await setupList(page).getByRole('link').allInnerTexts()).toEqual(expect.arrayContaining(['Staff', 'Fleet', 'Company', 'Settings', 'Places', 'Audit log']));
    await expect.poll(() => focused(page)).toBe('Staff');
    await expectSoundConsoleScreen(page, 'More open at 390 px');
    await page.screenshot({ path: path.join(ARTIFACTS, 'console-nav-more-390.png') });

    await page.keyboard.press('Escape');
    await setupList(page).waitFor({ state: 'hidden' });
    expect(await more(page).getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('More');
  });

  it('opens and closes by keyboard, and closes on a press outside it', async () => {
    await more(page).focus();
    await page.keyboard.press('Enter');
    await setupList(page).waitFor();
    await expect.poll(() => focused(page)).toBe('Staff');
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).click();
    await setupList(page).waitFor({ state: 'hidden' });
    expect(await more(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to a setup area from the sheet, which closes, and marks More as current there', async () => {
    await more(page).click();
    await link(page, 'Fleet').click();
    await page.getByRole('heading', { name: 'Fleet', level: 1 }).waitFor();
    await setupList(page).waitFor({ state: 'hidden' });
    expect(await more(page).getAttribute('aria-current')).toBe('true');
    expect(await link(page, 'Bookings').getAttribute('aria-current')).toBeNull();
    expect(await focused(page)).toBe('More');
    // As seen in the window: a full-page picture would draw the fixed bar halfway down the list.
    await page.screenshot({ path: path.join(ARTIFACTS, 'console-nav-fleet-390.png') });

    await more(page).click();
    expect(await link(page, 'Fleet').getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
  });

  it('marks Bookings on a job page', async () => {
    await page.goto(`${env.site.url}/operator/jobs/999999`);
    await consoleNav(page).waitFor();
    await expect.poll(() => current(page)).toEqual(['Bookings']);
    expect(await more(page).getAttribute('aria-current')).toBeNull();
  });
});
