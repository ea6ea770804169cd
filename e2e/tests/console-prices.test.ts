/**
 * The console's Prices page (issue 11) on the built site with its demo logins: the Greenline owner
 * raises the Saloon per-mile rate by 10p, is stopped by the page on a mistyped amount, saves the
 * draft, checks the visitor's journey in the price check (published beside draft), and publishes;
 * the visitor's next quote on the website shows the new price, where the quote before showed the
 * old one. The owner then opens the versions, restores the first into the draft and discards it.
 * A dispatcher sees the same page read-only, still checks prices, and the API refuses their save.
 * Two owners saving at once: the second is told the draft changed (409) and reloads it.
 * Greenline's Saloon is the website's cheapest for Paddington → The Savoy, so its card is the one
 * the visitor sees, before and after (10p a mile keeps it below Riverside's minimum fare).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { cardPrice, londonDate, requestMileageQuote, wholePounds, type PriceDetailJson } from '../support/booking';
import { DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';
import { siteAndBrowser } from '../support/server';

const COMPANY = 'Greenline Private Hire';
const PICKUP_DATE = londonDate(3); // the date requestMileageQuote books, at 10:00

const env = siteAndBrowser();

async function openPrices(page: Page, email: string): Promise<void> {
  await signInToConsole(page, env.site.url, email);
  await openConsoleArea(page, 'Prices');
  await page.getByRole('heading', { name: 'Saloon prices', level: 2 }).waitFor();
}

const notice = (page: Page) => page.locator('.notice-region');
const status = (page: Page) => page.getByRole('region', { name: 'Published and draft prices' });
const checkPanel = (page: Page) => page.getByRole('region', { name: 'Price check' });
const bandRate = (page: Page, band: number) => page.getByRole('textbox', { name: `Band ${band} price per mile` });

/** The Greenline Saloon of a website price answer. */
function greenlineSaloon(details: PriceDetailJson[]): PriceDetailJson {
  const saloon = details.find((detail) => detail.company_name === COMPANY && detail.vehicle_type === 'Saloon');
  if (!saloon) throw new Error(`No ${COMPANY} Saloon in ${JSON.stringify(details.map((d) => [d.company_name, d.vehicle_type]))}`);
  return saloon;
}

/** The Greenline Saloon card the visitor sees on the quotation, and its price as shown. */
async function visitorCardPrice(page: Page): Promise<string> {
  const card = page.getByRole('article', { name: `Saloon by ${COMPANY}` });
  await card.waitFor();
  return cardPrice(card);
}

/** Picks an address suggestion of the price check's form. */
async function pickAddress(page: Page, label: 'Pickup' | 'Drop-off', typed: string, option: RegExp): Promise<void> {
  const panel = checkPanel(page);
  await panel.getByRole('combobox', { name: label }).fill(typed);
  await panel.getByRole('listbox', { name: label }).getByRole('option', { name: option }).first().click();
}

interface CheckedVehicle {
  vehicle_id: number;
  category_name: string;
  published: { total: number; rounding: number; charged: number } | null;
  draft: { total: number; rounding: number; charged: number } | null;
}

/** Fills the visitor's journey into the price check and sends it; the API's answer. */
async function checkVisitorJourney(page: Page): Promise<CheckedVehicle[]> {
  const panel = checkPanel(page);
  await pickAddress(page, 'Pickup', 'paddington', /London Paddington Station/);
  await pickAddress(page, 'Drop-off', 'savoy', /The Savoy/);
  await panel.getByRole('textbox', { name: 'Date', exact: true }).fill(PICKUP_DATE);
  await panel.getByLabel('Hour', { exact: true }).selectOption('10');
  await panel.getByLabel('Minute', { exact: true }).selectOption('00');
  const answer = page.waitForResponse((r) => r.url().endsWith('/tariffs/price-check') && r.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Check prices' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { vehicles: CheckedVehicle[] } };
  return body.data.vehicles;
}

/** One vehicle's result in the price check. */
const checkedVehicle = (page: Page, name: string): Locator =>
  checkPanel(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });

const pounds = (amount: number) => `£${amount.toFixed(2)}`;

describe('an owner raises the Saloon per-mile rate, checks a journey, publishes, and the visitor’s next quote has the new price', () => {
  let owner: Page;
  let visitor: Page;
  let priceBefore: number;
  let draftTotal: number;

  beforeAll(async () => {
    owner = await newPage(env.browser, DESKTOP);
    visitor = await newPage(env.browser, DESKTOP);
  });

  afterAll(async () => {
    await owner?.context().close();
    await visitor?.context().close();
  });

  it('quotes the visitor the published price first', async () => {
    const body = await requestMileageQuote(visitor, env.site.url);
    priceBefore = greenlineSaloon(body.data.price_details).final_price;
    expect(await visitorCardPrice(visitor)).toBe(`Price £${wholePounds(priceBefore)}`);
  });

  it('shows the owner the published prices of each vehicle, section by section', async () => {
    await openPrices(owner, DEMO_LOGINS.greenlineOwner);
    expect(await status(owner).innerText()).toMatch(/Version 1, published/);
    expect(await status(owner).innerText()).toContain('No unpublished changes');
    expect(await owner.getByRole('tab', { name: /^Saloon/ }).getAttribute('aria-selected')).toBe('true');
    expect(await bandRate(owner, 1).inputValue()).toBe('2.20');
    for (const section of ['Fares', 'Distance bands', 'Hourly hire', 'Airports', 'Fixed prices and zones', 'Time surcharges', 'Dates', 'Return discount and rounding']) {
      expect(await owner.getByRole('heading', { name: section, level: 3 }).count(), section).toBe(1);
    }
    expect(await owner.getByRole('heading', { name: 'Extras and waiting' }).isVisible()).toBe(true);
    // Which rounding applies: the tariff's own, and beside it the website's, read-only, with its value.
    expect(await owner.getByRole('combobox', { name: 'This tariff rounds each total' }).inputValue()).toBe('0');
    const siteRounding = owner.getByRole('group', { name: 'Website rounding (every company)' });
    expect(await siteRounding.innerText()).toContain('On: what the website charges is rounded to the nearest pound, after this tariff’s rounding.');
    expect(await siteRounding.getByRole('combobox').count()).toBe(0);
    await expectSoundConsoleScreen(owner, 'prices');
    await screenshot(owner, 'console-prices-1280');
  });

  it('refuses a mistyped amount on its field, in the contract’s words, and sends nothing', async () => {
    let puts = 0;
    owner.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/tariffs/draft')) puts++;
    });
    const baseFare = owner.getByRole('textbox', { name: /^Base fare/ });
    const before = await baseFare.inputValue();
    await baseFare.fill('four pounds');
    await owner.getByRole('button', { name: 'Save draft' }).click();
    const summary = owner.getByRole('region', { name: /The draft is not saved/ });
    await summary.waitFor();
    expect(await summary.innerText()).toContain('Saloon · Base fare: Enter an amount in pounds and pence, e.g. 12.50');
    expect(await baseFare.getAttribute('aria-invalid')).toBe('true');
    await summary.getByRole('link', { name: 'Saloon · Base fare' }).click();
    expect(await baseFare.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(puts).toBe(0);

    await baseFare.fill(before);
    await expect.poll(() => summary.count()).toBe(0);
  });

  it('saves the raised rate as a draft, marked as changed, with the website still on the published prices', async () => {
    await bandRate(owner, 1).fill('2.30');
    expect(await owner.getByRole('heading', { name: 'Distance bands', level: 3 }).innerText()).toContain('Changed');
    const saved = owner.waitForResponse((r) => r.url().endsWith('/tariffs/draft') && r.request().method() === 'PUT');
    await owner.getByRole('button', { name: 'Save draft' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => notice(owner).innerText()).toContain('Draft saved');
    expect(await status(owner).innerText()).toMatch(/Unpublished changes saved .* by /);
    expect(await bandRate(owner, 1).inputValue()).toBe('2.30');
    expect(await owner.getByRole('button', { name: 'Save draft' }).count()).toBe(0);
  });

  it('checks the visitor’s journey: the published and the draft price side by side, the difference marked', async () => {
    const vehicles = await checkVisitorJourney(owner);
    const saloon = vehicles.find((vehicle) => vehicle.category_name === 'Saloon');
    expect(saloon?.published?.total).toBe(priceBefore);
    draftTotal = saloon?.draft?.total ?? 0;
    expect(draftTotal).toBeGreaterThan(priceBefore);

    // What the website charges: the tariff's price, its rounding to whole pounds, the total charged.
    const published = saloon!.published!;
    const draft = saloon!.draft!;
    expect(published.charged).toBe(wholePounds(priceBefore));
    expect(draft.charged).toBe(wholePounds(draftTotal));
    const result = checkedVehicle(owner, 'Saloon');
    await result.waitFor();
    const text = await result.innerText();
    const row = (label: string, a: number, b: number) => new RegExp(`${label}\\s+${pounds(a).replace('.', '\\.')}\\s+${pounds(b).replace('.', '\\.')}`);
    if (published.rounding !== 0 || draft.rounding !== 0) expect(text).toMatch(row('Price from the tariff', priceBefore, draftTotal));
    if (published.rounding !== 0 || draft.rounding !== 0) expect(text.replace(/-£/g, '£-')).toMatch(new RegExp(`Rounded to whole pounds\\s+£${published.rounding.toFixed(2)}\\s+£${draft.rounding.toFixed(2)}`));
    expect(text).toMatch(row('Total', published.charged, draft.charged));
    expect(text).toContain(draft.charged === published.charged ? 'Same price' : `+${pounds(draft.charged - published.charged)}`);
    // A vehicle the draft leaves alone says so.
    expect(await checkedVehicle(owner, 'Estate').innerText()).toContain('Same price');
    await expectSoundConsoleScreen(owner, 'price check');
    await screenshot(owner, 'console-prices-check-1280');
  });

  it('publishes the draft with a note, as the next version', async () => {
    await status(owner).getByRole('button', { name: 'Publish…' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Publish the draft' });
    await dialog.getByLabel('Note (optional)').fill('Saloon per-mile up 10p');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => notice(owner).innerText()).toContain('Version 2 is published');
    expect(await dialog.count()).toBe(0);
    expect(await status(owner).innerText()).toMatch(/Version 2, published/);
    expect(await status(owner).innerText()).toContain('No unpublished changes');
  });

  it('quotes the visitor’s next journey with the new price', async () => {
    const body = await requestMileageQuote(visitor, env.site.url);
    const after = greenlineSaloon(body.data.price_details).final_price;
    expect(after).toBe(draftTotal);
    expect(await visitorCardPrice(visitor)).toBe(`Price £${wholePounds(after)}`);
    expect(wholePounds(after)).not.toBe(wholePounds(priceBefore));
  });
});

describe('the versions of the prices', () => {
  let owner: Page;

  beforeAll(async () => {
    owner = await newPage(env.browser, MOBILE);
    await openPrices(owner, DEMO_LOGINS.greenlineOwner);
  });

  afterAll(async () => {
    await owner?.context().close();
  });

  it('shows the editor on a phone, one vehicle category at a time', async () => {
    // The tabs give way to a select on a phone.
    const category = owner.getByRole('combobox', { name: 'Vehicle category' });
    expect(await owner.getByRole('tablist', { name: 'Vehicle category' }).isVisible()).toBe(false);
    await category.selectOption({ label: 'Estate' });
    await owner.getByRole('heading', { name: 'Estate prices', level: 2 }).waitFor();
    await category.selectOption({ label: 'Saloon' });
    expect(await bandRate(owner, 1).inputValue()).toBe('2.30');
    await expectSoundConsoleScreen(owner, 'prices on a phone');
    await screenshot(owner, 'console-prices-390');
  });

  it('lists every version, newest first, with its note', async () => {
    await status(owner).getByRole('link', { name: 'Versions' }).click();
    await owner.getByRole('heading', { name: 'Price versions', level: 1 }).waitFor();
    const versions = owner.getByRole('main').getByRole('listitem');
    await expect.poll(() => versions.count()).toBe(2);
    expect(await versions.nth(0).innerText()).toMatch(/Version 2[\s\S]*Live[\s\S]*Saloon per-mile up 10p/);
    expect(await versions.nth(1).innerText()).toContain('Version 1');
    await expectSoundConsoleScreen(owner, 'versions');
    await screenshot(owner, 'console-prices-versions-390');
  });

  it('opens the first version read-only and restores it into the draft', async () => {
    await owner.getByRole('link', { name: 'Version 1' }).click();
    await owner.getByRole('heading', { name: 'Version 1', level: 1 }).waitFor();
    expect(await bandRate(owner, 1).inputValue()).toBe('2.20');
    expect(await bandRate(owner, 1).isEditable()).toBe(false);
    await expectSoundConsoleScreen(owner, 'a version');
    await screenshot(owner, 'console-prices-version-390');

    await owner.getByRole('button', { name: 'Restore into draft…' }).click();
    await owner.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore into draft' }).click();
    await owner.getByRole('heading', { name: 'Prices', level: 1 }).waitFor();
    await expect.poll(() => notice(owner).innerText()).toContain('Version 1 is restored into the draft');
    expect(await bandRate(owner, 1).inputValue()).toBe('2.20');
    expect(await status(owner).innerText()).toContain('Unpublished changes saved');
  });

  it('discards the restored draft: the prices are version 2’s again', async () => {
    await status(owner).getByRole('button', { name: 'Discard draft…' }).click();
    await owner.getByRole('dialog', { name: 'Discard the draft?' }).getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => notice(owner).innerText()).toContain('The draft is discarded');
    expect(await status(owner).innerText()).toContain('No unpublished changes');
    expect(await bandRate(owner, 1).inputValue()).toBe('2.30');
  });
});

describe('a dispatcher', () => {
  let dispatcher: Page;

  beforeAll(async () => {
    dispatcher = await newPage(env.browser, MOBILE);
    await openPrices(dispatcher, DEMO_LOGINS.greenlineDispatcher);
  });

  afterAll(async () => {
    await dispatcher?.context().close();
  });

  it('sees the prices read-only: nothing to type into, no save or publish', async () => {
    expect(await dispatcher.getByText('only an owner can change them').isVisible()).toBe(true);
    expect(await bandRate(dispatcher, 1).inputValue()).toBe('2.30');
    expect(await bandRate(dispatcher, 1).isEditable()).toBe(false);
    expect(await dispatcher.getByRole('textbox', { name: /^Base fare/ }).isEditable()).toBe(false);
    for (const name of ['Save draft', 'Publish…', 'Discard draft…', 'Add a band', 'Remove band 1']) {
      expect(await dispatcher.getByRole('button', { name }).count(), name).toBe(0);
    }
    await expectSoundConsoleScreen(dispatcher, 'prices for a dispatcher');
    await screenshot(dispatcher, 'console-prices-dispatcher-390');
  });

  it('still checks a journey', async () => {
    const vehicles = await checkVisitorJourney(dispatcher);
    expect(vehicles.find((vehicle) => vehicle.category_name === 'Saloon')?.published).not.toBeNull();
    await checkedVehicle(dispatcher, 'Saloon').waitFor();
    await screenshot(dispatcher, 'console-prices-check-390');
  });

  it('is refused by the API when saving anyway (403)', async () => {
    const session = await dispatcher.request.get(`${env.site.url}/api/operator/v1/session`);
    const { data } = (await session.json()) as { data: { csrf_token: string; staff: { company: { id: number } } } };
    const answer = await dispatcher.request.put(`${env.site.url}/api/operator/v1/companies/${data.staff.company.id}/tariffs/draft`, {
      headers: { 'x-csrf-token': data.csrf_token },
      data: { revision: 0, vehicles: [] },
    });
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { message: string }).message).toBe('Your role cannot do this.');
  });
});

describe('two owners editing at once', () => {
  let first: Page;
  let second: Page;

  beforeAll(async () => {
    first = await newPage(env.browser, DESKTOP);
    second = await newPage(env.browser, DESKTOP);
    await openPrices(first, DEMO_LOGINS.greenlineOwner);
    await openPrices(second, DEMO_LOGINS.greenlineOwner);
  });

  afterAll(async () => {
    await first?.context().close();
    await second?.context().close();
  });

  it('keeps the second from saving over the first’s draft, and reloads it on request', async () => {
    await first.getByRole('textbox', { name: /^Base fare/ }).fill('4.10');
    await first.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => notice(first).innerText()).toContain('Draft saved');

    await second.getByRole('textbox', { name: /^Each stop on the way/ }).fill('5.00');
    const refused = second.waitForResponse((r) => r.url().endsWith('/tariffs/draft') && r.request().method() === 'PUT');
    await second.getByRole('button', { name: 'Save draft' }).click();
    expect((await refused).status()).toBe(409);
    const conflict = second.getByRole('alert').filter({ hasText: 'Someone else changed these prices' });
    await conflict.waitFor();
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => second.getByRole('textbox', { name: /^Base fare/ }).inputValue()).toBe('4.10');
    expect(await second.getByRole('textbox', { name: /^Each stop on the way/ }).inputValue()).toBe('4.50');
    expect(await conflict.count()).toBe(0);

    await status(second).getByRole('button', { name: 'Discard draft…' }).click();
    await second.getByRole('dialog', { name: 'Discard the draft?' }).getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => status(second).innerText()).toContain('No unpublished changes');
  });
});
