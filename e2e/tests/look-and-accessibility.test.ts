/**
 * How the site looks and how it works without a mouse: screenshots at desktop and phone widths,
 * axe-core scans, accessible names, visible focus, 44 px targets, the mobile menu, the unknown-path
 * redirect and a quotation that does not jump when prices arrive.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot, seriousA11yViolations, type AxeViolation } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { chooseTab, freshHome, openHome, requestMileageQuote } from '../support/booking';

let site: RunningSite;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
    .join('\n');
}

async function expectNoSeriousViolations(where: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations, `axe on ${where}:\n${describeViolations(violations)}`).toEqual([]);
}

/** The accessible name Chromium computes for each visible form control of the page. */
async function controlNames(scope: string): Promise<{ control: string; name: string }[]> {
  const count = await page.evaluate((selector) => {
    const controls = Array.from(document.querySelectorAll(`${selector} input, ${selector} select, ${selector} textarea, ${selector} button`))
      .filter((el) => (el as HTMLInputElement).type !== 'hidden' && (el as HTMLElement).checkVisibility());
    controls.forEach((el, i) => el.setAttribute('data-e2e-name-check', String(i)));
    return controls.length;
  }, scope);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const out: { control: string; name: string }[] = [];
    for (let i = 0; i < count; i++) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-e2e-name-check="${i}"]` });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      const node = nodes[0];
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      out.push({ control: outerHTML.slice(0, 120), name: String(node?.name?.value ?? '').trim() });
    }
    return out;
  } finally {
    await page.evaluate(() => document.querySelectorAll('[data-e2e-name-check]').forEach((el) => el.removeAttribute('data-e2e-name-check')));
    await cdp.detach();
  }
}

interface FocusStop {
  role: string;
  name: string;
  outline: string;
  visible: boolean;
}

/** Presses Tab and describes where focus lands and whether it shows a focus indicator. */
async function tabOnce(): Promise<FocusStop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const labelText = (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
    const name = el.getAttribute('aria-label') ?? (labelText || el.textContent || '');
    const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    return {
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      name: name.trim(),
      outline,
      visible: el.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/** Controls of `region` shorter than 44 px (checkboxes and radios count their label's height). */
async function smallTargets(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const small: string[] = [];
    const controls = root.querySelectorAll('button, input, select, textarea, summary, a[href]');
    for (const el of Array.from(controls)) {
      if (!(el as HTMLElement).checkVisibility() || (el as HTMLInputElement).type === 'hidden') continue;
      const isCheck = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const target = isCheck ? (el.closest('label') ?? el) : el;
      const { height, width } = target.getBoundingClientRect();
      if (height < 43.5 || (el.tagName === 'BUTTON' && width < 43.5)) {
        const label = (el as HTMLInputElement).labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? el.textContent ?? '';
        small.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label.trim()}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return small;
  });
}

/** Top of an element relative to the document, and its height. */
async function pageBox(locator: Locator): Promise<{ top: number; height: number }> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top + window.scrollY, height: r.height };
  });
}

describe('look and accessibility', () => {
  it('redirects an unknown path to the home page', async () => {
    await page.goto(`${site.url}/nope`);
    await page.waitForURL(`${site.url}/`);
    await page.getByRole('tablist', { name: 'Booking type' }).waitFor();
  });

  it('home at 1280 px: screenshot and no serious axe violations on either tab', async () => {
    await freshHome(page, site.url);
    await page.getByRole('heading', { name: 'Book your taxi or airport transfer', level: 1 }).waitFor();
    await screenshot(page, 'home-1280');
    await expectNoSeriousViolations('home, Transfer tab');
    await chooseTab(page, 'Hourly hire');
    await expectNoSeriousViolations('home, Hourly hire tab');
  });

  it('gives every visible control on home an accessible name (both tabs, stop and return shown)', async () => {
    await chooseTab(page, 'Transfer');
    await page.getByRole('button', { name: 'Add a stop' }).click();
    await page.getByRole('radio', { name: 'Return' }).check();
    // The return leg's own counts and extras too.
    await page.getByRole('checkbox', { name: 'Same passengers and luggage as the outward journey' }).uncheck();
    for (const summary of await page.locator('summary').all()) await summary.click();
    const mileage = await controlNames('main');
    expect(mileage.length).toBeGreaterThan(25);
    expect(mileage.filter((c) => c.name === '')).toEqual([]);

    await chooseTab(page, 'Hourly hire');
    const hourly = await controlNames('main');
    expect(hourly.length).toBeGreaterThan(5);
    expect(hourly.filter((c) => c.name === '')).toEqual([]);
  });

  it('shows a visible focus indicator when tabbing through the home form', async () => {
    await freshHome(page, site.url); // Transfer, the default tab
    await page.getByRole('tab', { name: 'Transfer' }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const stops: FocusStop[] = [];
    for (let i = 0; i < 40; i++) {
      const stop = await tabOnce();
      stops.push(stop);
      if (stop.name === 'Get prices') break;
    }
    const report = stops.map((s) => `${s.role} "${s.name}" ${s.outline}`).join('\n');
    const find = (test: (s: FocusStop) => boolean) => stops.find(test);
    const tab = find((s) => s.role === 'tab');
    const input = find((s) => s.role === 'combobox' && s.name === 'Pickup address');
    const submit = find((s) => s.name === 'Get prices');
    expect(tab?.name, report).toBe('Transfer');
    expect(tab?.visible, report).toBe(true);
    expect(input?.visible, report).toBe(true);
    expect(submit?.visible, report).toBe(true);
    // Every control of the form shows focus. A date input takes several Tab stops (day, month,
    // year and Chromium's own calendar button, whose ring the browser draws): one visible is enough.
    const formStops = stops.slice(stops.indexOf(tab!));
    const controls = [...new Set(formStops.map((s) => `${s.role} "${s.name}"`))];
    const unmarked = controls.filter((c) => !formStops.some((s) => `${s.role} "${s.name}"` === c && s.visible));
    expect(unmarked, report).toEqual([]);
  });

  it('at 390 px the hamburger toggles the sidebar and Escape closes it', async () => {
    await page.setViewportSize(MOBILE);
    await openHome(page, site.url);
    await screenshot(page, 'home-390');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    const sidebar = page.getByRole('navigation', { name: 'Menu' });
    expect(await sidebar.isVisible()).toBe(false);
    // The inline navbar gives way to the hamburger.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await menuButton.click();
    const closeButton = page.getByRole('button', { name: 'Close menu' });
    expect(await closeButton.getAttribute('aria-expanded')).toBe('true');
    await sidebar.waitFor();
    await sidebar.getByRole('link', { name: 'Contact Us' }).waitFor();
    await screenshot(page, 'home-390-menu');

    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Open menu' }).evaluate((el) => el === document.activeElement)).toBe(true);

    // The button also closes it again.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar.waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await sidebar.waitFor({ state: 'hidden' });
  });

  it('at 390 px every control of the booking form is at least 44 px high', async () => {
    await page.setViewportSize(MOBILE);
    await freshHome(page, site.url);
    const form = page.getByRole('region', { name: 'Book a journey' });
    expect(await smallTargets(form)).toEqual([]);

    await chooseTab(page, 'Transfer');
    await page.getByRole('button', { name: 'Add a stop' }).click();
    await page.getByRole('radio', { name: 'Return' }).check();
    expect(await smallTargets(form)).toEqual([]); // the return leg folded ("Same passengers and luggage")
    await form.getByRole('checkbox', { name: 'Same passengers and luggage as the outward journey' }).uncheck();
    for (const summary of await form.locator('summary').all()) await summary.click();
    expect(await form.getByRole('switch').count()).toBeGreaterThan(0); // extras are open
    expect(await smallTargets(form)).toEqual([]);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  it('keeps the first vehicle card in place when the prices replace the skeleton', async () => {
    await page.setViewportSize(DESKTOP);
    await freshHome(page, site.url);
    await requestMileageQuote(page, site.url);
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();

    // Hold the next price answer so the loading state can be measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/calculate-distance-price', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.reload();
      await page.getByRole('status').filter({ hasText: 'Please wait while fetching prices' }).waitFor();
      const skeleton = page.locator('.quotation__results .vehicle-card').first();
      await skeleton.waitFor();
      expect(await skeleton.getAttribute('class')).toContain('vehicle-card--skeleton');
      const firstListSkeleton = page.locator('.quotation__results ul.vehicle-list > li').first();
      const [loadingCard, loadingListItem] = [await pageBox(skeleton), await pageBox(firstListSkeleton)];

      release();
      await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();
      const card = page.locator('.quotation__results .vehicle-card').first();
      expect(await card.getAttribute('class')).not.toContain('vehicle-card--skeleton');
      const [loadedCard, loadedListItem] = [await pageBox(card), await pageBox(page.locator('.quotation__results ul.vehicle-list > li').first())];

      expect(Math.abs(loadedCard.top - loadingCard.top), `skeleton top ${loadingCard.top}, card top ${loadedCard.top}`).toBeLessThanOrEqual(1);
      expect(
        Math.abs(loadedListItem.top - loadingListItem.top),
        `list skeleton top ${loadingListItem.top}, list card top ${loadedListItem.top} (first card ${loadingCard.height} → ${loadedCard.height} px high)`,
      ).toBeLessThanOrEqual(1);
      // The skeleton is the card's size, so nothing below it moves either.
      expect(Math.abs(loadedCard.height - loadingCard.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(loadedListItem.height - loadingListItem.height)).toBeLessThanOrEqual(1);
    } finally {
      release();
      await page.unroute('**/api/v1/calculate-distance-price');
    }
  });

  it('quotation with details open: screenshots at 1280 and 390 px and no serious axe violations', async () => {
    await page.setViewportSize(DESKTOP);
    await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();
    await page.getByRole('button', { name: 'See Details' }).click();
    await page.getByRole('region', { name: 'Trip summary' }).waitFor();
    await page.locator('.route-map.leaflet-container').waitFor();
    await page.locator('.route-map path.leaflet-interactive').first().waitFor();
    await screenshot(page, 'quotation-1280');
    await expectNoSeriousViolations('quotation, details open');

    // As a phone opens it: load the quotation at 390 px.
    await page.setViewportSize(MOBILE);
    await page.reload();
    await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();
    // One control opens every detail on a phone too: the trip options are in the summary.
    expect(await page.getByRole('button', { name: 'More Details' }).count()).toBe(0);
    await page.getByRole('button', { name: 'See Details' }).click();
    await page.locator('.route-map path.leaflet-interactive').first().waitFor();
    const summary = page.getByRole('region', { name: 'Trip summary' });
    expect(await summary.getByRole('heading', { name: 'Outbound options' }).isVisible()).toBe(true);
    await screenshot(page, 'quotation-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await expectNoSeriousViolations('quotation at 390 px');
  });
});
