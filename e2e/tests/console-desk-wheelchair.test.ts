/**
 * New booking with a wheelchair (issue 27 §1): ticked, the priced list holds only the company's
 * vehicles that take one and says "Showing vehicles that take a wheelchair."; a company with none
 * is told so plainly instead of an empty list. At 1280 and 390 px, checked and photographed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { DEMO_LOGINS, expectSoundConsoleScreen } from '../support/console';
import { bookByPhone, PHONE_JOURNEY, signedInConsolePage } from '../support/desk';
import { queryDb } from '../support/journey';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();
const SHOWING = 'Showing vehicles that take a wheelchair.';
const NONE = 'None of this company’s vehicles takes a wheelchair. Mark what each category takes under Fleet, or arrange an accessible vehicle with another operator.';

/** The caller's last journey repeated (priced at once), then the wheelchair ticked and the journey priced again. */
async function priceWithWheelchair(page: Page, phone: string): Promise<void> {
  await page.goto(`${env.site.url}/operator/new-booking`);
  await page.getByRole('heading', { name: 'New booking', level: 1 }).waitFor();
  await page.keyboard.type(phone);
  await page.getByRole('button', { name: `Repeat ${PHONE_JOURNEY.pickup} → ${PHONE_JOURNEY.dropoff}` }).first().click();
  await page.locator('input[name="desk-vehicle"]').first().waitFor();
  expect(await page.getByText(SHOWING).count()).toBe(0);
  await page.locator('details.party-fields__extras > summary').click();
  await page.getByRole('checkbox', { name: 'Wheelchair (never charged)' }).check();
  await page.getByRole('button', { name: 'Price the vehicles' }).click();
}

const listed = (page: Page) => page.locator('.vehicle-choice__name').evaluateAll((els) => els.map((el) => el.firstChild?.textContent?.trim() ?? ''));

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('the desk’s vehicle list with a wheelchair, at %s px', (width, viewport) => {
  let riverside: Page;
  let skyline: Page;
  const phones = { riverside: width === '1280' ? '07700 900611' : '07700 900612', skyline: width === '1280' ? '07700 900621' : '07700 900622' };

  beforeAll(async () => {
    riverside = await signedInConsolePage(env.browser, env.site.url, viewport);
    await bookByPhone(riverside, env.site.url, { caller: { name: 'Ada Byron', phone: phones.riverside, email: '' }, idempotencyKey: `wheelchair-riverside-${width}` });
    skyline = await signedInConsolePage(env.browser, env.site.url, viewport, DEMO_LOGINS.skylineDispatcher);
    await bookByPhone(skyline, env.site.url, { caller: { name: 'Mary Somerville', phone: phones.skyline, email: '' }, idempotencyKey: `wheelchair-skyline-${width}` });
  });
  afterAll(async () => {
    await riverside?.close();
    await skyline?.close();
  });

  it('lists only the vehicles that take one and says so', async () => {
    await priceWithWheelchair(riverside, phones.riverside);
    await riverside.getByText(SHOWING).waitFor();
    const takesOne = queryDb<{ category_name: string }>(
      env.site.dbPath,
      "SELECT v.category_name FROM vehicle_categories v JOIN companies c ON c.id = v.company_id WHERE c.company_name = 'Riverside Executive Cars' AND v.is_active = 1 AND v.wheelchair_access != 'none'",
    );
    expect((await listed(riverside)).sort()).toEqual(takesOne.map((v) => v.category_name).sort());
    await riverside.getByText(SHOWING).scrollIntoViewIfNeeded();
    await expectSoundConsoleScreen(riverside, `desk wheelchair list (${width})`);
    await screenshot(riverside, `console-desk-wheelchair-${width}`, { fullPage: false });
  });

  it('says plainly when the company has no vehicle that takes one', async () => {
    await priceWithWheelchair(skyline, phones.skyline);
    await skyline.getByText(NONE).waitFor();
    expect(await skyline.locator('input[name="desk-vehicle"]').count()).toBe(0);
    await skyline.getByText(NONE).scrollIntoViewIfNeeded();
    await expectSoundConsoleScreen(skyline, `desk wheelchair none (${width})`);
    await screenshot(skyline, `console-desk-wheelchair-none-${width}`, { fullPage: false });
  });
});
