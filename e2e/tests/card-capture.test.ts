/**
 * Authorise at booking, capture at completion, on the built site with the card sandbox: the owner
 * chooses it on the Company page; a guest pays by card and the manage page and the console's job
 * page say the money is held, not taken; the dispatcher accepts the job and marks the no-show (the
 * last leg is over), and both pages then say it was taken. Screenshots at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { londonDate } from '../support/booking';
import { cardForm, enterCard, GOOD_CARD } from '../support/card-checkout';
import { DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';
import { bookVehicle, chooseMode, detailsForm, fillDetails, manageLinkOf, queryDb, requestHourlyQuote, uniqueEmail } from '../support/journey';
import { lookAt } from '../support/look';
import { siteAndBrowser } from '../support/server';
import { escaped, pounds } from '../support/text';

const COMPANY = 'Greenline Private Hire';
const guest = { firstName: 'Tom', surname: 'Hale', email: uniqueEmail('tom.hale'), number: '+447700900514' };

const env = siteAndBrowser();

const section = (on: Page, name: string) => on.getByRole('region', { name });

interface CaptureRow {
  payment_id: string;
  payment_capture: string;
  capture_status: string;
  captured_pence: number | null;
  amount_pence: number;
}

const bookingRow = (bookingNumber: string) =>
  queryDb<CaptureRow>(env.site.dbPath, 'SELECT payment_id, payment_capture, capture_status, captured_pence, amount_pence FROM bookings WHERE booking_number = ?', bookingNumber)[0]!;

describe('a company that takes card payments when the job is completed', () => {
  let bookingNumber = '';
  let managePath = '';
  let amountPence = 0;

  it('the owner chooses it on the Company page', async () => {
    const owner = await newPage(env.browser, DESKTOP);
    await signInToConsole(owner, env.site.url, DEMO_LOGINS.greenlineOwner);
    await openConsoleArea(owner, 'Company');
    const choice = owner.getByRole('radio', { name: 'When the job is completed' });
    await choice.waitFor();
    await choice.check();
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => owner.locator('.notice-region').innerText()).toContain('Saved.');
    expect(queryDb<{ card_capture: string }>(env.site.dbPath, 'SELECT card_capture FROM companies WHERE company_name = ?', COMPANY)).toEqual([{ card_capture: 'at_completion' }]);
    await owner.close();
  });

  it('a guest pays by card two days ahead: the card is authorised, and the manage page says it is taken when the journey is completed', async () => {
    const page = await newPage(env.browser, DESKTOP);
    const { options } = await requestHourlyQuote(page, env.site.url, { date: londonDate(2), hour: '2 pm', minute: '15', duration: '4 hours' });
    const chosen = options.find((option) => option.company_name === COMPANY);
    expect(chosen, JSON.stringify(options.map((o) => o.company_name))).toBeDefined();
    await bookVehicle(page, chosen!);
    await chooseMode(page, 'Guest Login');
    await fillDetails(page, guest);
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    await page.getByRole('button', { name: 'Pay By Card' }).click();
    await cardForm(page).waitFor();
    await enterCard(page, GOOD_CARD);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/booking', { timeout: 20_000 });
    await cardForm(page).getByRole('button', { name: 'Pay Now' }).click();
    const booking = ((await (await saved).json()) as { data: { booking: { booking_number: string } } }).data.booking;
    bookingNumber = booking.booking_number;
    await page.waitForURL('**/paymentSuccessView');
    await page.close();

    const row = bookingRow(bookingNumber);
    expect(row).toMatchObject({ payment_capture: 'manual', capture_status: 'authorised', captured_pence: null });
    amountPence = row.amount_pence;
    expect(queryDb(env.site.dbPath, 'SELECT status, captured_pence FROM sandbox_payment_intents WHERE id = ?', row.payment_id)).toEqual([{ status: 'authorised', captured_pence: null }]);

    managePath = await manageLinkOf(env.site.url, guest.email);
    for (const [viewport, width] of [[DESKTOP, 1280], [MOBILE, 390]] as const) {
      const on = await newPage(env.browser, viewport);
      await on.goto(`${env.site.url}${managePath}`);
      await on.getByRole('heading', { name: bookingNumber, level: 1 }).waitFor();
      expect(await section(on, 'Payment').innerText()).toMatch(new RegExp(`Card authorised\\s+${escaped(pounds(amountPence))} — taken when the journey is completed`));
      await lookAt(on, `card-capture-manage-authorised-${width}`);
      await on.close();
    }
  });

  it("the dispatcher's job page says the card is authorised; the no-show ends the job and the fare is taken", async () => {
    const dispatcher = await newPage(env.browser, DESKTOP);
    await signInToConsole(dispatcher, env.site.url, DEMO_LOGINS.greenlineDispatcher);
    // Two days ahead: on the Upcoming view.
    await dispatcher.getByRole('tab', { name: 'Upcoming' }).click();
    const jobs = dispatcher.getByRole('list', { name: 'Jobs' });
    await jobs.getByRole('link', { name: bookingNumber }).click();
    await dispatcher.getByRole('heading', { name: bookingNumber, level: 1 }).waitFor();
    const payment = dispatcher.getByRole('region', { name: 'Payment' });
    await expect.poll(() => payment.innerText()).toMatch(new RegExp(`Card authorised\\s+${escaped(pounds(amountPence))} — taken when the journey is completed`));
    await expectSoundConsoleScreen(dispatcher, 'job with an authorised card');
    await screenshot(dispatcher, 'card-capture-job-authorised-1280');

    await dispatcher.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => dispatcher.locator('.notice-region').innerText()).toContain(`${bookingNumber} is accepted.`);
    // Accepted is not the end: nothing is taken yet.
    expect(bookingRow(bookingNumber).capture_status).toBe('authorised');
    await dispatcher.getByRole('button', { name: 'No-show' }).click();
    await dispatcher.getByRole('dialog', { name: `Mark ${bookingNumber} a no-show?` }).getByRole('button', { name: 'Mark no-show' }).click();
    // Days before the pick-up time: the server asks for a reason first.
    const early = dispatcher.getByRole('dialog', { name: `Early for ${bookingNumber}` });
    await early.getByLabel('Reason').fill('Passenger phoned: not coming');
    await early.getByRole('button', { name: 'Mark no-show' }).click();
    await expect.poll(() => bookingRow(bookingNumber).capture_status).toBe('captured');
    expect(bookingRow(bookingNumber).captured_pence).toBe(amountPence);
    expect(queryDb(env.site.dbPath, 'SELECT status, captured_pence FROM sandbox_payment_intents WHERE id = ?', bookingRow(bookingNumber).payment_id)).toEqual([
      { status: 'succeeded', captured_pence: amountPence },
    ]);

    await dispatcher.reload();
    await expect.poll(() => payment.innerText()).toMatch(new RegExp(`Paid by card\\s+${escaped(pounds(amountPence))}`));
    await screenshot(dispatcher, 'card-capture-job-captured-1280');
    await dispatcher.close();

    const phone = await newPage(env.browser, MOBILE);
    await phone.goto(`${env.site.url}${managePath}`);
    await phone.getByRole('heading', { name: bookingNumber, level: 1 }).waitFor();
    expect(await section(phone, 'Payment').innerText()).toMatch(new RegExp(`Paid by card\\s+${escaped(pounds(amountPence))}`));
    await lookAt(phone, 'card-capture-manage-captured-390');
    await phone.close();
  });
});
