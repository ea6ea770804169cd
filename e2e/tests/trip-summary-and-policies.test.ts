/**
 * Trust and clarity before paying: the trip summary (from, to, stops, times, return, extras) with
 * its Edit link on Personal Detail and Payment at 1280 and 390 px, the price breakdown on Payment
 * adding up to the total, the Privacy Policy and Terms and Conditions reachable from the two
 * checkboxes (in a new tab, the form left as it was) and from the footer, and rendered by the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot, seriousA11yViolations } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import {
  expectedOptions,
  londonDate,
  nextFrames,
  nextPriceResponse,
  fillPaddingtonToSavoyViaBakerStreet,
  openHome,
  setMileageSchedule,
  wholePounds,
  type DistancePriceJson,
  type PriceDetailJson,
} from '../support/booking';
import { bookVehicle, chooseMode, detailsForm, dmy, fetchSettings, fillDetails, HOURLY_MAIN_DESTINATION, requestHourlyQuote, tableRows } from '../support/journey';

let site: RunningSite;
let browser: Browser;
let page: Page;
let settings: Record<string, string>;

const pickupDate = londonDate(4);
const returnDate = londonDate(6);

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser, DESKTOP);
  settings = await fetchSettings(site.url);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

interface QuotedOption extends PriceDetailJson {
  breakdown: { lines: { code: string; label: string; amount: number }[]; final_price: number };
}

const tripCard = () => page.getByRole('region', { name: 'Your trip' });
const optionsToggle = () => tripCard().getByRole('button', { name: 'Passengers, luggage and extras' });

/** '£12.34' / '-£3.22' / '+£0.30' → pence. */
const pence = (text: string) => {
  const match = /^([+-]?)£(\d+)(?:\.(\d\d))?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = Number(match[2]) * 100 + Number(match[3] ?? 0);
  return match[1] === '-' ? -value : value;
};

async function noWiderThanPhone(): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
}

async function expectNoSeriousA11yProblems(): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The card's rows as label → value. */
const cardRows = () => tableRows(tripCard().locator('dl').first());

describe('trip summary on the steps after the quotation', () => {
  let chosen: QuotedOption;
  let pickupText = '';
  let dropoffText = '';
  let expectedRows: Record<string, string>;

  it('quotes a return transfer with a stop and extras, and books a vehicle', async () => {
    await openHome(page, site.url);
    ({ pickupText, dropoffText } = await fillPaddingtonToSavoyViaBakerStreet(page, pickupDate));

    // Outbound extras: meet and greet and a baby seat.
    await page.locator('details.extras > summary').first().click();
    await page.getByRole('switch', { name: /^Meet and greet/ }).check();
    await page.getByRole('spinbutton', { name: /^Baby seats/ }).fill('1');

    await page.getByRole('radio', { name: 'Return' }).check();
    const back = page.getByRole('region', { name: 'Return journey' });
    await back.waitFor();
    await setMileageSchedule(back, 'Return', { date: returnDate, hour: 18, minute: 0 });
    await back.locator('details.extras > summary').click();
    await back.getByRole('spinbutton', { name: /^Return waiting time/ }).fill('10');

    const answer = nextPriceResponse<DistancePriceJson>(page, 'distance');
    await page.getByRole('button', { name: 'Get prices' }).click();
    const { body } = await answer;
    expect(body.success).toBe(true);
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();
    chosen = expectedOptions(body.data.price_details, 1)[0] as QuotedOption;
    expect(chosen.price).toBeGreaterThan(0);
    await bookVehicle(page, chosen);

    expectedRows = {
      From: pickupText,
      To: dropoffText,
      'Stop 1': '221B Baker Street, NW1 6XE',
      'Pick-up': `${dmy(pickupDate)} at 10:30 AM`,
      Return: `${dmy(returnDate)} at 06:00 PM`,
    };
  });

  it('Personal Detail at 1280 px: the whole trip beside the form, with passengers, luggage and extras', async () => {
    const card = tripCard();
    await card.waitFor();
    expect(await card.getByText('Transfer · return', { exact: true }).isVisible()).toBe(true);
    expect(await cardRows()).toEqual(expectedRows);
    // Wide screens show the options without a button.
    expect(await optionsToggle().isVisible()).toBe(false);
    expect(await card.getByRole('heading', { name: 'Outbound options' }).isVisible()).toBe(true);
    expect(await card.getByText('Meet and greet', { exact: true }).isVisible()).toBe(true);
    // The return leg follows the outbound party, so its baby seat is listed under both legs.
    const babySeats = card.getByText('Baby seats', { exact: true });
    expect(await babySeats.count()).toBe(2);
    expect(await babySeats.first().isVisible()).toBe(true);
    expect(await card.getByRole('heading', { name: 'Return options' }).isVisible()).toBe(true);
    expect(await card.getByText('Waiting time', { exact: true }).isVisible()).toBe(true);
    // Beside the form, in the side column.
    const cardBox = (await card.boundingBox())!;
    const formBox = (await detailsForm(page).boundingBox())!;
    expect(cardBox.x).toBeGreaterThan(formBox.x + formBox.width - 1);
    await screenshot(page, 'personal-details-trip-1280');
    await expectNoSeriousA11yProblems();
  });

  it('Personal Detail at 390 px: the trip above the form, options one tap away', async () => {
    await page.setViewportSize(MOBILE);
    const card = tripCard();
    expect(await cardRows()).toEqual(expectedRows);
    for (const value of Object.values(expectedRows)) expect(await card.getByText(value, { exact: true }).isVisible()).toBe(true);
    const cardBox = (await card.boundingBox())!;
    const formBox = (await detailsForm(page).boundingBox())!;
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(formBox.y);
    await screenshot(page, 'personal-details-trip-390');

    const toggle = optionsToggle();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await card.getByText('Meet and greet', { exact: true }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await card.getByText('Meet and greet', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText('Waiting time', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'personal-details-trip-390-options');
    await noWiderThanPhone();
    await expectNoSeriousA11yProblems();
    await page.setViewportSize(DESKTOP);
  });

  it('the policy links beside the checkboxes open in a new tab and leave the form as it was', async () => {
    await chooseMode(page, 'New Client');
    await fillDetails(page, {
      firstName: 'Grace',
      surname: 'Holloway',
      email: `grace.${Date.now().toString(36)}@example.com`,
      number: '07700 900123',
      password: 'Trip-Summary-77',
    });
    const form = detailsForm(page);
    for (const [checkbox, heading, path] of [
      ['I accept the Privacy Policy', 'Privacy Policy', '/privacy-policy'],
      ['I accept the Terms and Conditions', 'Terms and Conditions', '/terms-and-conditions'],
    ] as const) {
      const box = form.getByRole('checkbox', { name: checkbox });
      const link = form.getByRole('link', { name: `${heading} (opens in a new tab)` });
      expect(await link.getAttribute('target')).toBe('_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.waitForURL(`**${path}`);
      await tab.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await tab.close();
      // Following the link neither ticks the box nor leaves the form.
      expect(await box.isChecked()).toBe(false);
      expect(page.url()).toMatch(/\/personalDetailView$/);
      expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('Trip-Summary-77');
      await box.check();
    }
  });

  it('a UK number typed the national way goes on to Payment as typed', async () => {
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    const details = await tableRows(page.getByRole('table', { name: 'Your details' }));
    expect(details.Mobile).toBe('07700 900123');
  });

  it('Payment at 1280 px: the trip, and a price breakdown whose rows add up to the total', async () => {
    expect(await cardRows()).toEqual(expectedRows);
    const table = page.getByRole('table', { name: 'Price breakdown' });
    await table.waitFor();

    const groups = await table.locator('tbody tr.price-breakdown__group').allInnerTexts();
    expect(groups.map((g) => g.trim())).toEqual(['Outbound journey', 'Return journey', 'Extras']);
    const rows = await table.locator('tbody tr:not(.price-breakdown__group)').evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')?.textContent?.trim() ?? '', tr.querySelector('td')?.textContent?.trim() ?? ''] as const),
    );
    // The quote's own lines for this vehicle, one row each (return-leg labels under their heading).
    expect(rows).toHaveLength(chosen.breakdown.lines.length);
    const labels = rows.map(([label]) => label);
    expect(labels).toEqual(expect.arrayContaining(['Meet and greet', 'Baby seat', 'Return: Waiting 10 min']));
    expect(labels.some((l) => /^Journey \(/.test(l))).toBe(true);
    const linesPence = chosen.breakdown.lines.map((l) => Math.round(l.amount * 100)).sort((a, b) => a - b);
    expect(rows.map(([, amount]) => pence(amount)).sort((a, b) => a - b)).toEqual(linesPence);

    const foot: Record<string, string> = Object.fromEntries(
      await table.locator('tfoot tr').evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')?.textContent?.trim() ?? '', tr.querySelector('td')?.textContent?.trim() ?? '']),
      ),
    );
    // ROUND_OFF is 'yes': the total is charged, and shown, in whole pounds.
    expect(settings.ROUND_OFF).toBe('yes');
    const total = foot.Total ?? '';
    expect(total).toBe(`£${wholePounds(chosen.price)}`);
    const roundingText = foot['Rounded to whole pounds'];
    const rounding = roundingText ? pence(roundingText) : 0;
    const rowsTotal = rows.reduce((sum, [, amount]) => sum + pence(amount), 0);
    expect(rowsTotal).toBe(Math.round(chosen.price * 100));
    if (roundingText) expect(pence(foot.Subtotal ?? '')).toBe(rowsTotal);
    expect(rowsTotal + rounding).toBe(pence(total));
    // The vehicle summary beside it says the same total.
    const summaryPrice = await page.getByRole('region', { name: 'Your vehicle' }).locator('.vehicle-summary__price').innerText();
    expect(summaryPrice.replace(/\s+/g, ' ').trim()).toBe(`Total price ${total}`);

    await screenshot(page, 'payment-breakdown-1280');
    await expectNoSeriousA11yProblems();
  });

  it('Payment at 390 px: trip and breakdown above the details, nothing wider than the phone', async () => {
    await page.setViewportSize(MOBILE);
    expect(await cardRows()).toEqual(expectedRows);
    const cardBox = (await tripCard().boundingBox())!;
    const breakdownBox = (await page.getByRole('table', { name: 'Price breakdown' }).boundingBox())!;
    const detailsBox = (await page.getByRole('table', { name: 'Your details' }).boundingBox())!;
    expect(cardBox.y).toBeLessThan(breakdownBox.y);
    expect(breakdownBox.y).toBeLessThan(detailsBox.y);
    await optionsToggle().click();
    await screenshot(page, 'payment-breakdown-390');
    await noWiderThanPhone();
    await expectNoSeriousA11yProblems();
    await page.setViewportSize(DESKTOP);
  });

  it('Edit goes back to the home form, filled in as it was', async () => {
    await tripCard().getByRole('link', { name: 'Edit your trip' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const tab = page.getByRole('tab', { name: 'Transfer' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.getByRole('combobox', { name: 'Pickup address', exact: true }).inputValue()).toBe(pickupText);
    expect(await page.getByRole('combobox', { name: 'Drop-off address', exact: true }).inputValue()).toBe(dropoffText);
    const stop = page.getByRole('group', { name: 'Stop 1' });
    expect(await stop.getByLabel('House number').inputValue()).toBe('221B');
    expect(await stop.getByLabel('Postcode').inputValue()).toBe('NW1 6XE');
    expect(await page.getByLabel('Pickup date', { exact: true }).inputValue()).toBe(pickupDate);
    expect(await page.getByRole('radio', { name: 'Return' }).isChecked()).toBe(true);
    const back = page.getByRole('region', { name: 'Return journey' });
    expect(await back.getByLabel('Return date', { exact: true }).inputValue()).toBe(returnDate);
    const extras = page.locator('details.extras > summary').first();
    expect(await extras.innerText()).toMatch(/2 selected/);
    await extras.click();
    expect(await page.getByRole('switch', { name: /^Meet and greet/ }).isChecked()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: /^Baby seats/ }).inputValue()).toBe('1');
  });

  it('an hourly hire shows its pickup, main destination, time and hours', async () => {
    const { options, pickup } = await requestHourlyQuote(page, site.url, { date: pickupDate, hour: '9 am', minute: '15', duration: '6 hours' });
    await bookVehicle(page, options[0]!);
    expect(await tripCard().getByText('Hourly hire', { exact: true }).isVisible()).toBe(true);
    expect(await cardRows()).toEqual({ From: pickup, 'Main destination': HOURLY_MAIN_DESTINATION, 'Pick-up': `${dmy(pickupDate)} at 09:15 AM`, 'Hire duration': '6 hours' });
    expect(await optionsToggle().count()).toBe(0);
  });
});

describe('Privacy Policy and Terms and Conditions', () => {
  const pages = [
    { path: '/privacy-policy', title: 'Privacy Policy', shot: 'privacy-policy', mustSay: ['is the controller', 'ico.org.uk'] },
    { path: '/terms-and-conditions', title: 'Terms and Conditions', shot: 'terms', mustSay: ['Cancellations and refunds', 'England and Wales'] },
  ];

  it.each(pages)('$path is rendered by the server with the operator’s name and contact', async ({ path, title, mustSay }) => {
    const res = await fetch(`${site.url}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(`<title>${title} | ${settings.Company_Name}</title>`);
    expect(html).toContain(settings.Company_Name);
    expect(html).toContain(settings.Company_Contact_Info);
    for (const text of mustSay) expect(html).toContain(text);
  });

  it.each(pages)('$path reads without JavaScript', async ({ path, title }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
    try {
      const plain = await context.newPage();
      await plain.goto(`${site.url}${path}`);
      expect(await plain.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
      expect(await plain.getByRole('navigation', { name: 'Contents' }).getByRole('link').count()).toBeGreaterThan(5);
    } finally {
      await context.close();
    }
  });

  it.each(pages)('$path opened directly hydrates the server’s page without an error', async ({ path, title }) => {
    const problems: string[] = [];
    const record = (text: string) => problems.push(text);
    page.on('pageerror', (error) => record(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') record(message.text());
    });
    try {
      await page.goto(`${site.url}${path}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      // Once the scripts have loaded, React has hydrated the page (a mismatch is logged as an error).
      await page.waitForLoadState('networkidle');
      await nextFrames(page);
    } finally {
      page.removeAllListeners('pageerror');
      page.removeAllListeners('console');
    }
    expect(problems).toEqual([]);
  });

  it.each(pages)('the footer links to $path; screenshots at 1280 and 390 px', async ({ path, title, shot }) => {
    expect(settings.SHOW_FOOTER_PAGE).toBe('enable');
    await openHome(page, site.url);
    await page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: title }).click();
    await page.waitForURL(`**${path}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await screenshot(page, `${shot}-1280`);
    await expectNoSeriousA11yProblems();
    await page.setViewportSize(MOBILE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${shot}-390`);
    await noWiderThanPhone();
    await expectNoSeriousA11yProblems();
    await page.setViewportSize(DESKTOP);
  });
});
