/**
 * A quote request becomes a booking (issue 24 §3), in a real browser against the built site: a
 * Quote Now request is offered to the companies whose tariffs price it and announced live on any
 * console page, counted on Enquiries; a dispatcher takes it,
 * prices it ASAP with the company's tariff, books it in one step; the requester is mailed the
 * confirmation and the request names its booking; another company no longer finds it. At 1280 and
 * 390 px, axe-clean and without sideways scrolling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot } from '../support/browser';
import { londonDate } from '../support/booking';
import { consoleNav, DEMO_LOGINS, expectAxeClean, horizontalOverflow, openConsoleArea, signInToConsole } from '../support/console';
import { callApi, DOWNING_STREET, SAVOY } from '../support/corporate';
import { queryDb, readOutbox, uniqueEmail } from '../support/journey';
import { startSite, type RunningSite } from '../support/server';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A Quote Now request as the website sends it; its id. */
async function sendRequest(email: string): Promise<number> {
  const res = await callApi<{ success: boolean; data: { id: number } }>(site.url, 'POST', '/api/v1/send-instant-email', {
    pickup_address: DOWNING_STREET,
    dropoff_address: SAVOY,
    pickup_date: londonDate(1),
    pickup_time: '10:00',
    passenger_email: email,
    passenger_phone: '07700 900777',
    passenger_name: 'Mary Seacole',
    additional_info: 'One wheeled case.',
    passengers: 2,
    luggages: 1,
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

/** Take, price ASAP, choose the first priced vehicle and Book: the booking number shown. */
async function takeAndBook(page: Page, id: number, viewport: string, correction: { dropoff?: string } = {}): Promise<string> {
  await page.goto(`${site.url}/operator/enquiries/quote/${id}`);
  const card = page.getByRole('region', { name: 'Booking' });
  await card.getByRole('button', { name: 'Take this request' }).click();
  await card.getByRole('button', { name: 'Price with our tariff' }).waitFor();
  if (correction.dropoff) await card.getByLabel('Drop-off').fill(correction.dropoff);
  await card.getByLabel(/^ASAP/).check();
  await card.getByRole('button', { name: 'Price with our tariff' }).click();
  const vehicle = card.getByRole('radio').and(page.locator(':not([disabled])')).first();
  await vehicle.check();
  await expectAxeClean(page, `the quote request's booking form at ${viewport}`);
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, `console-quote-request-book-${viewport}`);
  await card.getByRole('button', { name: 'Book' }).click();
  const became = card.getByText(/This request became booking KB-/);
  await became.waitFor();
  const number = /KB-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(await became.innerText())?.[0] ?? '';
  expect(number).not.toBe('');
  await screenshot(page, `console-quote-request-booked-${viewport}`);
  return number;
}

describe('a dispatcher turns a quote request into a booking', () => {
  it('at 1280 px: Riverside takes, prices and books it; the requester is mailed; Skyline no longer finds it', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInToConsole(page, site.url, DEMO_LOGINS.riversideDispatcher);
    // On another page, the request arrives as a booking does: announced (the chime's moment) and counted on Enquiries, live.
    await openConsoleArea(page, 'Drivers');
    const enquiriesCount = () => consoleNav(page).getByRole('link', { name: /^Enquiries/ }).locator('.nav-count');
    const before = Number((await enquiriesCount().count()) ? (await enquiriesCount().innerText()).replace(/\D/g, '') : 0);
    const email = uniqueEmail('quote.requester');
    const id = await sendRequest(email);
    await expect.poll(() => page.locator('.board-announcer').innerText(), { timeout: 2_000 }).toBe(`New quote request Q-${id}`);
    await expect.poll(async () => (await enquiriesCount().innerText()).replace(/\D/g, ''), { timeout: 2_000 }).toBe(String(before + 1));
    const number = await takeAndBook(page, id, 'desktop');
    await page.getByText('Closed', { exact: true }).first().waitFor();

    const mails = await readOutbox(site.url, { to: email, kind: 'booking_confirmation' });
    expect(mails.map((m) => m.subject).join('\n')).toContain(number);

    const other = await newPage(browser, DESKTOP);
    await signInToConsole(other, site.url, DEMO_LOGINS.skylineDispatcher);
    await other.goto(`${site.url}/operator/enquiries/quote/${id}`);
    await other.getByText('There is no such enquiry in your inbox.').waitFor();
    await page.close();
    await other.close();
  });

  it('at 390 px: Skyline takes another, corrects its drop-off, prices and books it, without sideways scrolling', async () => {
    const id = await sendRequest(uniqueEmail('quote.phone'));
    const page = await newPage(browser, MOBILE);
    await signInToConsole(page, site.url, DEMO_LOGINS.skylineDispatcher);
    const heathrow = 'London Heathrow Airport Terminal 5';
    const number = await takeAndBook(page, id, 'mobile', { dropoff: heathrow });
    const [booked] = queryDb<{ drop_off_address: string }>(site.dbPath, 'SELECT drop_off_address FROM bookings WHERE booking_number = ?', number);
    expect(booked?.drop_off_address).toContain('Heathrow');
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });
});
