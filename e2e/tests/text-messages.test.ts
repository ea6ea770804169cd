/**
 * Passengers' texts (issue 26 §4 and §1): the booking form's "Send me text messages about my ride"
 * with a number that cannot take texts refused on its field, a booking with texts stored with the
 * mobile as E.164, the manage page's switch turning them off; and the console's Messages page with
 * its Text channel: a stored text's row and page (segments, encoding, Twilio's status) and Retry of
 * a failed one. Each screen at 1280 and 390 px.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage } from '../support/browser';
import { londonDate } from '../support/booking';
import { consoleNav, DEMO_LOGINS, lookAtBothWidths, signInToConsole } from '../support/console';
import { lookAt } from '../support/look';
import { bookVehicle, chooseMode, detailsForm, fillDetails, manageLinkOf, nextBookingResponse, queryDb, requestHourlyQuote, uniqueEmail, type BookingJson } from '../support/journey';
import { startSite, type RunningSite } from '../support/server';

let site: RunningSite;
let browser: Browser;
let page: Page;
let booking: BookingJson;
const email = uniqueEmail('texts.passenger');

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Looks at the page (axe, no sideways scroll, 44 px targets, screenshot) at 1280 px, then 390 px, and back. */
async function lookAtBoth(name: string) {
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(size);
    await lookAt(page, `${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

const storedTexts = (bookingNumber: string) =>
  queryDb<{ text_messages: number; text_number: string | null }>(site.dbPath, 'SELECT text_messages, text_number FROM bookings WHERE booking_number = ?', bookingNumber)[0];

describe('the booking form', () => {
  it('refuses texts to a number that cannot take them on the number field, then books with texts to the mobile as E.164', async () => {
    const { options } = await requestHourlyQuote(page, site.url, { date: londonDate(4), hour: '9 am', minute: '30', duration: '5 hours' });
    await bookVehicle(page, options[0]!);
    await chooseMode(page, 'Guest Login');
    await fillDetails(page, { firstName: 'Tess', surname: 'Durbeyfield', email, number: '12345' });
    const form = detailsForm(page);
    const texts = form.getByRole('checkbox', { name: 'Send me text messages about my ride' });
    expect(await texts.isChecked()).toBe(false);
    await texts.check();
    await form.getByRole('button', { name: 'Next step' }).click();
    const number = form.getByLabel('Number', { exact: true });
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    const described = (await number.getAttribute('aria-describedby'))!.split(' ');
    const message = await page.locator(`[id="${described.find((id) => id.endsWith('-error'))}"]`).innerText();
    expect(message).toBe('Enter a mobile number we can text, e.g. 07700 900123 or +44 7700 900123');
    expect(page.url()).toMatch(/\/personalDetailView$/);
    await lookAtBoth('texts-bad-number');

    await number.fill('07700 900123');
    await form.getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    const saved = nextBookingResponse(page);
    await page.getByRole('button', { name: 'Pay in Car' }).click();
    const { body } = await saved;
    expect(body.success, body.message).toBe(true);
    booking = body.data!.booking;
    expect(storedTexts(booking.booking_number)).toEqual({ text_messages: 1, text_number: '+447700900123' });
  });
});

describe('the manage page', () => {
  it('shows the texts with their number and switches them off', async () => {
    await page.goto(`${site.url}${await manageLinkOf(site.url, email, booking.booking_number)}`);
    const section = page.getByRole('region', { name: 'Text messages' });
    await section.getByText('Text messages: on (to +44 7700 900123)').waitFor();
    await lookAtBoth('texts-manage-on');
    const toggle = section.getByRole('switch', { name: 'Turn off texts' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await section.getByText('Text messages: off').waitFor();
    expect(await section.getByRole('switch', { name: 'Turn on texts' }).getAttribute('aria-checked')).toBe('false');
    expect(storedTexts(booking.booking_number)).toEqual({ text_messages: 0, text_number: '+447700900123' });
    await lookAtBoth('texts-manage-off');
  });
});

describe("the console's Messages page", () => {
  let failedId = 0;
  let console_: Page;

  beforeAll(() => {
    // Rows as the outbox queues them (the notification policy is not on this branch): one kept, one failed.
    const db = new Database(site.dbPath, { fileMustExist: true });
    try {
      const company = db.prepare("SELECT id FROM companies WHERE company_name = 'Riverside Executive Cars'").get() as { id: number };
      const insert = db.prepare(
        `INSERT INTO sms_outbox (company_id, kind, to_number, body, segments, encoding, essential, status, attempts, next_attempt_at, last_error, provider_status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const at = new Date().toISOString();
      insert.run(company.id, 'driver_on_the_way', '+447700900123', 'Sam is on the way in a silver Toyota Prius, LV24 ABC. Follow the car: https://book.example/track/secret-token', 1, 'GSM-7', 1, 'stored', 1, at, null, null, at);
      failedId = Number(
        insert.run(company.id, 'driver_arrived', '+447700900456', 'Your driver is outside – a silver Toyota Prius 🚕', 1, 'UCS-2', 1, 'failed', 7, at, 'Twilio 21610: Attempt to send to unsubscribed recipient', 'failed', at).lastInsertRowid,
      );
    } finally {
      db.close();
    }
  });

  afterAll(async () => {
    await console_?.context().close();
  });

  it('lists the texts beside the mail under Messages, and retries a failed one', async () => {
    console_ = await newPage(browser, DESKTOP);
    await signInToConsole(console_, site.url, DEMO_LOGINS.riversideDispatcher);
    await consoleNav(console_).getByRole('link', { name: 'Messages' }).click();
    await console_.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await console_.getByRole('navigation', { name: 'Channel' }).getByRole('link', { name: 'Text' }).click();
    await console_.waitForURL('**/operator/mail/texts');
    const rows = console_.getByRole('list', { name: 'Texts', exact: true }).getByRole('listitem');
    const failed = rows.filter({ hasText: '+447700900456' });
    await failed.waitFor();
    const rowText = await failed.innerText();
    for (const part of ['Text', 'Failed', 'Driver outside', '1 segment, UCS-2', '7 tries', 'Last error: Twilio 21610']) expect(rowText).toContain(part);
    expect(await rows.filter({ hasText: '+447700900123' }).innerText()).toContain('Kept, not sent');
    await lookAtBothWidths(console_, 'console-messages-texts');

    await rows.filter({ hasText: '+447700900123' }).getByRole('link').click();
    const message = console_.getByRole('region', { name: 'Message' });
    await message.waitFor();
    expect(await message.innerText()).toContain('Follow the car: https://book.example/track/…');
    expect(await message.innerText()).not.toContain('secret-token');

    await console_.goBack();
    await failed.getByRole('link').click();
    await console_.waitForURL(`**/operator/mail/texts/${failedId}`);
    const delivery = console_.getByRole('region', { name: 'Delivery' });
    await delivery.waitFor();
    for (const part of ['1 segment, UCS-2', 'failed', 'Twilio 21610']) expect(await delivery.innerText()).toContain(part);
    await lookAtBothWidths(console_, 'console-text-detail');
    await console_.getByRole('button', { name: 'Retry' }).click();
    await console_.getByText('Back in the outbox: it is tried again within a few seconds.').waitFor();
    expect(queryDb<{ status: string; attempts: number }>(site.dbPath, 'SELECT status, attempts FROM sms_outbox WHERE id = ?', failedId)[0]).toEqual({ status: 'pending', attempts: 0 });
  });
});
