/**
 * Manage my booking on the built site: a guest books an hourly hire by sandbox card, opens the link
 * of the confirmation mail (the booking, its status, payment and cancellation terms), cancels it
 * (the dialog says the fee and the refund in words; the refund is recorded and shown), and finds
 * the booking again with its number and email (from the thank-you screen and the footer; a wrong
 * email gets the message). The console's Company page sets the terms, VAT and card fields.
 * Screenshots at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MANAGE_BOOKING_MESSAGES } from '@kerbside/contract';
import { DESKTOP, MOBILE, launchBrowser, newPage } from '../support/browser';
import { lookAt, shoot } from '../support/look';
import { londonDate, londonNow } from '../support/booking';
import { DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';
import { createClient, openLogin, signInAtLogin } from '../support/corporate';
import { startSite, type RunningSite } from '../support/server';
import { bookVehicle, chooseMode, detailsForm, fillDetails, manageLinkOf, queryDb, readOutbox, requestHourlyQuote, uniqueEmail, type BookingJson } from '../support/journey';

let site: RunningSite;
let browser: Browser;
let page: Page;
let phone: Page;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser, DESKTOP);
  phone = await newPage(browser, MOBILE);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const guest = { firstName: 'Maya', surname: 'Singh', email: uniqueEmail('maya.singh'), number: '+447700900412' };
/** December of next year, as typed on the card. */
const expiry = () => `12${String((Number(londonNow().date.slice(0, 4)) + 1) % 100).padStart(2, '0')}`;

const bookingPage = (on: Page, number: string) => on.getByRole('heading', { name: number, level: 1 });
const section = (on: Page, name: string) => on.getByRole('region', { name });

describe('a guest who paid by card manages the booking', () => {
  let booking: BookingJson & { total_booking_amount: number };
  let managePath: string;
  const pounds = () => `£${booking.total_booking_amount.toFixed(2)}`;

  it('books by sandbox card; the confirmation mail carries the link, and the thank-you screen opens the lookup filled in', async () => {
    const { options } = await requestHourlyQuote(page, site.url, { date: londonDate(6), hour: '2 pm', minute: '15', duration: '6 hours' });
    await bookVehicle(page, options[0]!);
    await chooseMode(page, 'Guest Login');
    await fillDetails(page, guest);
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    await page.getByRole('button', { name: 'Pay By Card' }).click();
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number', { exact: true }).fill('4242424242424242');
    await form.getByLabel('Expiry (MM / YY)', { exact: true }).pressSequentially(expiry());
    await form.getByLabel('CVC', { exact: true }).fill('123');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/booking', { timeout: 20_000 });
    await form.getByRole('button', { name: 'Pay Now' }).click();
    booking = ((await (await saved).json()) as { data: { booking: typeof booking } }).data.booking;
    await page.waitForURL('**/paymentSuccessView');

    managePath = await manageLinkOf(site.url, guest.email);

    await page.getByRole('heading', { name: 'Thank You', level: 1 }).waitFor();
    await shoot(page, 'manage-booking-thank-you-1280');
    await page.getByRole('main').getByRole('link', { name: 'Manage booking' }).click();
    await page.waitForURL('**/manage-booking');
    const lookup = page.getByRole('form', { name: 'Manage your booking' });
    expect(await lookup.getByLabel('Booking number', { exact: true }).inputValue()).toBe(booking.booking_number);
    expect(await lookup.getByLabel('Email', { exact: true }).inputValue()).toBe(guest.email);
    await lookup.getByRole('button', { name: 'Find my booking' }).click();
    await bookingPage(page, booking.booking_number).waitFor();
  });

  it('opens the link of the mail: the booking, its status, what was paid and the terms', async () => {
    for (const [on, width] of [[page, 1280], [phone, 390]] as const) {
      await on.goto(`${site.url}${managePath}`);
      await bookingPage(on, booking.booking_number).waitFor();
      const journey = section(on, 'Journey');
      expect(await journey.innerText()).toContain('Booked');
      expect(await journey.innerText()).toContain('The Savoy');
      expect(await journey.innerText()).toContain('14:15');
      expect(await journey.innerText()).toContain('once a driver is assigned');
      expect(await section(on, 'Payment').innerText()).toMatch(new RegExp(`Paid by card\\s+${pounds().replace('.', '\\.')}`));
      expect(await section(on, 'Cancellation').innerText()).toMatch(/Free cancellation until \w{3} \d{1,2} \w{3}, 14:15\. After that a fee of 50% applies\./);
      await lookAt(on, `manage-booking-page-${width}`);
    }
  });

  it('cancels after the dialog says the fee and the refund; the refund is recorded and shown', async () => {
    // The dialog on a phone, then kept.
    await phone.getByRole('button', { name: 'Cancel booking' }).click();
    const phoneDialog = phone.getByRole('dialog', { name: 'Cancel this booking?' });
    await phoneDialog.waitFor();
    await lookAt(phone, 'manage-booking-cancel-dialog-390');
    await phoneDialog.getByRole('button', { name: 'Keep booking' }).click();
    await phoneDialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.waitFor();
    const words = await dialog.innerText();
    expect(words).toContain('Cancelling now is free of charge.');
    expect(words).toContain(`You get ${pounds()} back to the card you paid with.`);
    // Keep booking has the focus: Enter does no harm.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep booking');
    await lookAt(page, 'manage-booking-cancel-dialog-1280');

    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const notice = page.getByRole('status').filter({ hasText: 'is cancelled' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`Your booking ${booking.booking_number} is cancelled. We are refunding ${pounds()} to your card.`);
    expect(await section(page, 'Payment').innerText()).toMatch(new RegExp(`Refunded\\s+${pounds().replace('.', '\\.')}`));
    expect(await section(page, 'Cancellation').innerText()).toMatch(/Cancelled on .+ by you\./);
    expect(await section(page, 'Journey').innerText()).toContain('Cancelled');
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    await lookAt(page, 'manage-booking-cancelled-1280');

    const amountPence = Math.round(booking.total_booking_amount * 100);
    const refunds = queryDb<{ amount_pence: number; provider: string; staff_id: number | null }>(
      site.dbPath,
      'SELECT amount_pence, provider, staff_id FROM payment_refunds WHERE booking_id = (SELECT id FROM bookings WHERE booking_number = ?)',
      booking.booking_number,
    );
    expect(refunds).toEqual([{ amount_pence: amountPence, provider: 'sandbox', staff_id: null }]);
    const [row] = queryDb<{ status: string; cancelled_by: string }>(site.dbPath, 'SELECT status, cancelled_by FROM bookings WHERE booking_number = ?', booking.booking_number);
    expect(row).toEqual({ status: 'cancelled', cancelled_by: 'passenger' });
    const [mail] = await readOutbox(site.url, { to: guest.email, kind: 'booking_cancellation' });
    expect(mail!.subject).toBe(`Booking cancelled: ${booking.booking_number}`);
  });

  it('finds the booking from the footer with its number and email; a wrong email gets the message', async () => {
    await page.goto(site.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Manage booking' }).click();
    await page.waitForURL('**/manage-booking');
    const lookup = page.getByRole('form', { name: 'Manage your booking' });
    await lookup.getByLabel('Booking number', { exact: true }).fill(booking.booking_number.toLowerCase());
    await lookup.getByLabel('Email', { exact: true }).fill('someone.else@example.com');
    await lookup.getByRole('button', { name: 'Find my booking' }).click();
    const alert = lookup.getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toContain(MANAGE_BOOKING_MESSAGES.notFound);
    await lookAt(page, 'manage-booking-lookup-error-1280');

    await lookup.getByLabel('Email', { exact: true }).fill(guest.email);
    await lookup.getByRole('button', { name: 'Find my booking' }).click();
    await bookingPage(page, booking.booking_number).waitFor();
    expect(await section(page, 'Cancellation').innerText()).toMatch(/Cancelled on .+ by you\./);

    await phone.goto(`${site.url}/manage-booking`);
    await phone.getByRole('form', { name: 'Manage your booking' }).waitFor();
    await lookAt(phone, 'manage-booking-lookup-390');
  });

  it('says an altered link does not work, with the way to find the booking', async () => {
    const altered = managePath.slice(0, -1) + (managePath.endsWith('A') ? 'B' : 'A');
    await page.goto(`${site.url}${altered}`);
    await page.getByRole('heading', { name: 'This link does not work', level: 1 }).waitFor();
    expect(await page.getByRole('alert').innerText()).toContain(MANAGE_BOOKING_MESSAGES.linkInvalid);
    await page.getByRole('link', { name: 'Find your booking' }).click();
    await page.waitForURL('**/manage-booking');
  });
});

describe("a signed-in client's bookings table", () => {
  it('opens a booking with Manage', async () => {
    const client = await createClient(site.url, { firstName: 'Omar', surname: 'Haddad', tag: 'omar.haddad' });
    const [booking] = client.bookings;
    for (const [viewport, width] of [[DESKTOP, 1280], [MOBILE, 390]] as const) {
      const on = await newPage(browser, viewport);
      await openLogin(on, site.url);
      await signInAtLogin(on, client.email, client.password);
      const manage = on.getByRole('button', { name: `Manage booking ${booking!.booking_number}` });
      await manage.waitFor();
      // In full view, without scrolling the table sideways.
      const box = (await manage.boundingBox())!;
      expect(box.x + box.width, `Manage at ${width} px`).toBeLessThanOrEqual(viewport.width);
      await lookAt(on, `manage-booking-corporate-table-${width}`);
      await manage.click();
      await bookingPage(on, booking!.booking_number).waitFor();
      expect(await section(on, 'Cancellation').innerText()).toContain('Cancel booking');
      await on.close();
    }
  });
});

describe("the Company page's terms, VAT and card fields", () => {
  it('an owner sets them, each with its help and its own message', async () => {
    const owner = await newPage(browser, DESKTOP);
    await signInToConsole(owner, site.url, DEMO_LOGINS.riversideOwner);
    await openConsoleArea(owner, 'Company');
    const hours = owner.getByLabel('Free cancellation (hours before pickup)', { exact: true });
    await expect.poll(() => hours.inputValue()).toBe('24');
    expect(await owner.getByLabel('Late cancellation fee (%)', { exact: true }).inputValue()).toBe('50');
    expect(await owner.getByLabel('Changes allowed until (hours before pickup)', { exact: true }).inputValue()).toBe('12');
    expect(await owner.getByLabel('VAT rate (%)', { exact: true }).inputValue()).toBe('20');
    expect(await owner.getByRole('radio', { name: 'When the passenger books' }).isChecked()).toBe(true);
    expect(await owner.getByRole('group', { name: 'When a card payment is taken' }).innerText()).toContain(
      'Authorise at booking, take the money when the job is completed. Card authorisations last about 7 days, so pickups further ahead are charged at booking.',
    );

    await owner.getByLabel('VAT number (optional)', { exact: true }).fill('GB 123');
    await owner.getByLabel('Late cancellation fee (%)', { exact: true }).fill('120');
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => owner.locator('#company-late-cancellation-fee-percent-error').innerText()).toBe('Enter a whole percentage from 0 to 100');
    expect(await owner.locator('#company-vat-number-error').innerText()).toContain('Enter a UK VAT number');
    expect(await owner.evaluate(() => document.activeElement?.id)).toBe('company-late-cancellation-fee-percent');
    await expectSoundConsoleScreen(owner, 'company policy errors');
    await shoot(owner, 'console-company-policy-errors-1280');

    await owner.getByLabel('Late cancellation fee (%)', { exact: true }).fill('30');
    await owner.getByLabel('VAT number (optional)', { exact: true }).fill('gb 123 4567 89');
    await owner.getByRole('radio', { name: 'When the job is completed' }).check();
    await owner.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => owner.locator('.notice-region').innerText()).toContain('Saved.');
    expect(await owner.getByLabel('VAT number (optional)', { exact: true }).inputValue()).toBe('GB123456789');
    const [stored] = queryDb<Record<string, unknown>>(
      site.dbPath,
      "SELECT late_cancellation_fee_percent, vat_number, card_capture FROM companies WHERE company_name = 'Riverside Executive Cars'",
    );
    expect(stored).toEqual({ late_cancellation_fee_percent: 30, vat_number: 'GB123456789', card_capture: 'at_completion' });
    await shoot(owner, 'console-company-policy-1280');
    await owner.close();

    const small = await newPage(browser, MOBILE);
    await signInToConsole(small, site.url, DEMO_LOGINS.riversideOwner);
    await openConsoleArea(small, 'Company');
    await expect.poll(() => small.getByLabel('VAT number (optional)', { exact: true }).inputValue()).toBe('GB123456789');
    await expectSoundConsoleScreen(small, 'company policy 390');
    await shoot(small, 'console-company-policy-390');
    await small.close();
  });
});
