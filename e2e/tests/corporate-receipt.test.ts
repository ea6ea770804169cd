/**
 * A corporate client's receipt (issue 12): the confirmation mail carries the booking's calendar
 * file; Receipt on each booking of /bookings opens the printable receipt in a new tab, at 1280 and
 * 390 px, and it prints on one A4 page. Another client's booking has no receipt for them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot, seriousA11yViolations } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { readOutbox } from '../support/journey';
import { apiSignIn, callApi, createClient, mileageForm, openLogin, signInAtLogin, type ClientAccount } from '../support/corporate';

let site: RunningSite;
let browser: Browser;
let client: ClientAccount;
let other: ClientAccount;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  client = await createClient(
    site.url,
    { firstName: 'Rosalind', surname: 'Franklin', tag: 'rosalind.franklin' },
    {
      kind: 'milleage',
      form: mileageForm(6, { stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }], meet_and_greet: 'yes', pickup_fight_number: 'BA123' }),
    },
  );
  other = await createClient(site.url, { firstName: 'Dorothy', surname: 'Hodgkin', tag: 'dorothy.hodgkin' });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const booking = () => client.bookings[0]!;

/** Signs the client in at /login on a fresh page of `viewport` and waits for their bookings. */
async function signedInPage(viewport: typeof DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport);
  await openLogin(page, site.url);
  await signInAtLogin(page, client.email, client.password, '/bookings');
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
  return page;
}

/** Clicks Receipt of the booking and answers the new tab once the receipt is in it, with its console errors. */
async function openReceipt(page: Page): Promise<{ receipt: Page; errors: string[] }> {
  const button = page.getByRole('button', { name: `Receipt of booking ${booking().booking_number} (opens in a new tab)` });
  const [receipt] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
  const errors: string[] = [];
  receipt.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await receipt.waitForURL(/^blob:/);
  await receipt.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
  return { receipt, errors };
}

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the receipt and the calendar file', () => {
  it("the confirmation mail carries booking-<number>.ics with the booking's event", async () => {
    const [mail] = await readOutbox(site.url, { to: client.email, kind: 'booking_confirmation' });
    expect(mail!.attachments).toEqual([{ filename: `booking-${booking().booking_number}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', bytes: expect.any(Number) }]);
    const res = await fetch(`${site.url}/api/dev/outbox/${mail!.id}/attachments/0`);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const ics = (await res.text()).replace(/\r\n /g, '');
    expect(ics).toContain(`UID:${booking().booking_number}-outbound@kerbside`);
    expect(ics).toContain('DESCRIPTION:');
  });

  it('at 1280 px: Receipt on each row opens the receipt in a new tab, readable, accessible and without errors', async () => {
    const page = await signedInPage(DESKTOP);
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('button', { name: /^Receipt of booking/ }).count()).toBe(client.bookings.length);
    // Receipt sits under the amount: the table still fits its frame, Details in view.
    expect(await page.locator('.bookings-table').evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    expect((await table.getByRole('button', { name: /^Receipt of booking/ }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'corporate-bookings-receipt-1280');

    const { receipt, errors } = await openReceipt(page);
    const text = await receipt.locator('body').innerText();
    for (const part of [
      `Booking ${booking().booking_number}`,
      'Rosalind Franklin',
      booking().pick_up_address,
      booking().drop_off_address!,
      '221B Baker Street, NW1 6XE',
      'Flight / train: BA123',
      'Meet and greet',
      'Pay in car (paid to the driver)',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('VAT');
    expect(await receipt.title()).toContain(`Receipt ${booking().booking_number}`);
    expect(await horizontalOverflow(receipt)).toBe(0);
    expect(await seriousA11yViolations(receipt)).toEqual([]);
    // The page runs nothing of its own and breaks no policy.
    expect(await receipt.locator('script').count()).toBe(0);
    expect(errors).toEqual([]);
    await screenshot(receipt, 'receipt-1280');

    // Printed: white, no card frame, and the whole receipt on one A4 page (seen at A4's width, 210 mm).
    await receipt.setViewportSize({ width: 794, height: 1123 });
    await receipt.emulateMedia({ media: 'print' });
    expect(await receipt.locator('main').evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('0px');
    await screenshot(receipt, 'receipt-print');
    const pdf = await receipt.pdf({ preferCSSPageSize: true, printBackground: false });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await receipt.context().close();
  });

  it('at 390 px: the booking card has Receipt beside Details and Manage, and the receipt fits the phone', async () => {
    const page = await signedInPage(MOBILE);
    const card = page.locator('.booking-card').filter({ hasText: booking().booking_number });
    const button = card.getByRole('button', { name: /^Receipt of booking/ });
    await button.waitFor();
    expect((await card.getByRole('button').allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Receipt', 'Details', 'Manage']);
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'corporate-bookings-receipt-390');

    const { receipt, errors } = await openReceipt(page);
    expect(await horizontalOverflow(receipt)).toBe(0);
    expect(errors).toEqual([]);
    await screenshot(receipt, 'receipt-390');
    await receipt.context().close();
  });

  it("another client gets no receipt of this client's booking", async () => {
    const token = await apiSignIn(site.url, other.email, other.password);
    const res = await callApi(site.url, 'GET', `/api/v1/passenger/bookings/${booking().id}/receipt`, undefined, token);
    expect(res).toEqual({ status: 404, body: { success: false, message: 'No such booking.' } });
  });
});
