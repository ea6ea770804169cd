/**
 * The navbar (spec §2 Navbar and footer): at every width it fits the screen (inline links above
 * 768 px, the hamburger at 768 px and less); with SHOW_NAVBAR_PAGE switched off there is no navbar
 * at all, neither in the page the server renders nor after the browser takes it over (hydration
 * keeps the server's HTML), nor on a screen the browser renders itself, and the footer still names
 * the company and gives its phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { fetchSettings } from '../support/journey';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** What in the navbar reaches past the right edge of the window, or is cut inside the bar. */
async function overflowingHeaderParts(): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const header = document.querySelector('body header');
    if (!header) return ['no header'];
    const width = document.documentElement.clientWidth;
    for (const el of Array.from(header.querySelectorAll<HTMLElement>('a, button'))) {
      if (!el.checkVisibility()) continue;
      const box = el.getBoundingClientRect();
      const name = el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName;
      if (box.left < -0.5 || box.right > width + 0.5) out.push(`${name}: ${Math.round(box.left)}–${Math.round(box.right)} px of ${width}`);
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${name}: text cut (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    if (document.documentElement.scrollWidth > width) out.push(`page is ${document.documentElement.scrollWidth} px wide`);
    return out;
  });
}

/** Waits until React owns the server-rendered screen (its elements carry React's fiber keys). */
async function hydrated(): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return first !== null && first !== undefined && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
  });
}

async function expectNoNavbar(): Promise<void> {
  // A header outside <main> (the navbar); screens' own headers are inside it.
  expect(await page.locator('header:not(main header)').count()).toBe(0);
  expect(await page.getByRole('banner').count()).toBe(0);
  expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
}

describe('navbar at every width', () => {
  let site: RunningSite;

  beforeAll(async () => {
    site = await startSite();
    page = await newPage(browser, DESKTOP);
  });

  afterAll(async () => {
    await page?.context().close();
    await site?.stop();
  });

  it('fits from 320 to 1440 px: links inline above 768 px, the hamburger up to 768 px', async () => {
    await page.goto(`${site.url}/ourfleet`);
    await page.getByRole('heading', { name: 'Our Fleet', level: 1 }).waitFor();
    const problems: string[] = [];
    for (const width of [320, 390, 768, 769, 800, 900, 1024, 1099, 1100, 1180, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const inline = await page.getByRole('navigation', { name: 'Main' }).isVisible();
      const menu = await page.getByRole('button', { name: 'Open menu' }).isVisible();
      if (inline !== width > 768 || menu !== width <= 768) problems.push(`${width} px: inline links ${inline}, menu button ${menu}`);
      for (const problem of await overflowingHeaderParts()) problems.push(`${width} px: ${problem}`);
      if (width === 800) await screenshot(page, 'navbar-800');
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('SHOW_NAVBAR_PAGE off', () => {
  let site: RunningSite;
  const problems: string[] = [];

  beforeAll(async () => {
    site = await startSite({}, { settings: { SHOW_NAVBAR_PAGE: 'disable' } });
    page = await newPage(browser, DESKTOP);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    // Notes whether anything replaces the server's HTML in #root (what React does when hydration fails).
    await page.addInitScript(() => {
      const flags = window as unknown as { rootReplaced: boolean };
      flags.rootReplaced = false;
      new MutationObserver((records) => {
        if (records.some((r) => (r.target as Element).id === 'root' && r.removedNodes.length > 0)) flags.rootReplaced = true;
      }).observe(document, { childList: true, subtree: true });
    });
  });

  afterAll(async () => {
    await page?.context().close();
    await site?.stop();
  });

  it('the site runs with the setting off', async () => {
    const settings = await fetchSettings(site.url);
    expect(settings.SHOW_NAVBAR_PAGE).toBe('disable');
    expect(settings.SHOW_FOOTER_PAGE).toBe('enable');
  });

  it('the server renders home, Our Fleet and Contact Us without a navbar', async () => {
    for (const path of ['/', '/ourfleet', '/contactus']) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="kerbside-boot">/.exec(html)?.[1] ?? '';
      expect(root.length, `${path} is rendered on the server`).toBeGreaterThan(1000);
      // Screens have headers of their own inside <main>; the navbar would come before it.
      const beforeMain = root.slice(0, root.indexOf('<main'));
      expect(beforeMain.length, `${path} has its <main>`).toBeGreaterThan(0);
      expect(beforeMain.includes('<header'), `${path} has a <header> before <main>`).toBe(false);
      expect(root.includes('site-header'), `${path} has the site header`).toBe(false);
      expect(root.includes('<footer'), `${path} has the footer`).toBe(true);
    }
  });

  it('home at 1280 and 390 px: no bar after hydration, the footer keeps the name and phone', async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}/`);
      await page.getByRole('tablist', { name: 'Booking type' }).waitFor();
      await hydrated();
      await expectNoNavbar();
      // The page starts with its own content: the booking form's region is at the top.
      const main = await page.locator('main').boundingBox();
      expect(main!.y).toBe(0);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByText('Kerbside Transfers', { exact: true }).count()).toBeGreaterThan(0);
      expect(await footer.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe('tel:+442079460000');
      await screenshot(page, `navbar-off-home-${viewport.width}`);
    }
    expect(await page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('Our Fleet (server-rendered) and Quote Now (rendered in the browser) have no navbar either', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${site.url}/ourfleet`);
    await page.getByRole('heading', { name: 'Our Fleet', level: 1 }).waitFor();
    await hydrated();
    await expectNoNavbar();
    expect(await page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced)).toBe(false);

    await page.goto(`${site.url}/quoteView`);
    await page.getByRole('form', { name: 'Quote request' }).waitFor();
    await expectNoNavbar();
    expect(problems).toEqual([]);
  });
});
