/**
 * Refund without cancelling, on the console's job page: a guest pays by sandbox card; the company's
 * dispatcher opens the job, Refund… asks for a reason and how much, refuses a penny more than is
 * left, refunds part (the job is unchanged, the passenger is mailed), then the rest, after which
 * there is nothing left to refund and the button has gone. A booking paid in the car has no Refund….
 * The dialog axe-clean with 44 px targets at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage } from '../support/browser';
import { cardForm, enterCard, GOOD_CARD, newClientAtPayment } from '../support/card-checkout';
import { DEMO_DISPATCHERS, expectSoundConsoleScreen, signInToConsole } from '../support/console';
import { callApi, cheapestVehicle, mileageForm } from '../support/corporate';
import { queryDb, readOutbox, uniqueEmail } from '../support/journey';
import { shoot } from '../support/look';
import { siteAndBrowser } from '../support/server';
import { escaped, pounds } from '../support/text';

const env = siteAndBrowser();

const guest = { firstName: 'Ruth', surname: 'Ellis', email: uniqueEmail('ruth.ellis'), number: '+447700900618', password: 'Refund-me-2026', privacy: true, terms: true };
const payment = (on: Page) => on.getByRole('region', { name: 'Payment' });
const notice = (on: Page) => on.locator('.notice-region');

interface BookingRow {
  id: number;
  booking_number: string;
  amount_pence: number;
  company_name: string;
}

const jobIdOf = (bookingId: number) => queryDb<{ id: number }>(env.site.dbPath, "SELECT id FROM booking_jobs WHERE booking_id = ? AND leg = 'outbound'", bookingId)[0]!.id;

describe('a dispatcher refunds part of a card payment without cancelling the job', () => {
  let booking: BookingRow;
  let dispatcher: Page;

  it('a guest pays by card; the job page offers Refund…', async () => {
    const page = await newPage(env.browser, DESKTOP);
    await newClientAtPayment(page, env.site.url, guest, 10);
    await page.getByRole('button', { name: 'Pay By Card' }).click();
    await cardForm(page).waitFor();
    await enterCard(page, GOOD_CARD);
    await cardForm(page).getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL('**/paymentSuccessView', { timeout: 20_000 });
    await page.close();

    [booking] = queryDb<BookingRow>(
      env.site.dbPath,
      'SELECT b.id, b.booking_number, b.amount_pence, c.company_name FROM bookings b JOIN companies c ON c.id = b.company_id JOIN passengers p ON p.id = b.passenger_id WHERE p.email = ?',
      guest.email,
    ) as [BookingRow];
    expect(booking).toBeDefined();

    dispatcher = await newPage(env.browser, DESKTOP);
    await signInToConsole(dispatcher, env.site.url, DEMO_DISPATCHERS[booking.company_name]!, `/operator/jobs/${jobIdOf(booking.id)}`);
    await dispatcher.getByRole('heading', { name: booking.booking_number, level: 1 }).waitFor();
    // An hourly hire is called that, not the outbound leg of a journey that has no other.
    expect(await dispatcher.locator('.job-page__lead').innerText()).toMatch(/Hourly hire/);
    expect(await dispatcher.locator('.job-page__lead').innerText()).not.toMatch(/Outbound/);
    expect(await payment(dispatcher).innerText()).toMatch(new RegExp(`Can still be refunded\\s*${escaped(pounds(booking.amount_pence))}`));
    expect(await dispatcher.getByRole('button', { name: 'Accept' }).isVisible()).toBe(true);
  });

  it('asks for a reason and an amount, and refuses more than is left', async () => {
    await payment(dispatcher).getByRole('button', { name: 'Refund…' }).click();
    const dialog = dispatcher.getByRole('dialog', { name: `Refund ${booking.booking_number}` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('The job stays as it is.');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Check the 2 fields marked below.');
    expect(await dialog.innerText()).toContain('Give a reason for the refund');
    expect(await dialog.innerText()).toContain('Choose how much to refund');
    // The first field marked has the focus.
    expect(await dialog.getByLabel('Reason').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole('radio', { name: 'No refund' }).count()).toBe(0);

    await dialog.getByLabel('Reason').fill('The car arrived 20 minutes late');
    await dialog.getByRole('radio', { name: 'Part refund' }).check();
    await dialog.getByLabel(/Amount to refund/).fill(((booking.amount_pence + 1) / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.poll(() => dialog.innerText()).toContain(`At most ${pounds(booking.amount_pence)} can be refunded.`);
    await dialog.getByLabel(/Amount to refund/).fill('5');
    await expectSoundConsoleScreen(dispatcher, 'console-refund-dialog-1280');
    await shoot(dispatcher, 'console-refund-dialog-1280');
  });

  it('refunds £5.00: the job is unchanged, the refund is shown and the passenger is mailed', async () => {
    const dialog = dispatcher.getByRole('dialog', { name: `Refund ${booking.booking_number}` });
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => notice(dispatcher).innerText()).toContain(`${booking.booking_number}: £5.00 refunded to the card.`);
    const left = booking.amount_pence - 500;
    await expect
      .poll(() => payment(dispatcher).innerText())
      .toMatch(new RegExp(`Refunded so far\\s*£5\\.00[\\s\\S]*Can still be refunded\\s*${escaped(pounds(left))}`));
    expect(await payment(dispatcher).innerText()).toMatch(/£5\.00 refunded on .+: The car arrived 20 minutes late/);
    // The price table ends on the booking amount: the website's rounding to whole pounds is a line of its own.
    const [{ total_pence: exact }] = queryDb<{ total_pence: number }>(env.site.dbPath, 'SELECT total_pence FROM bookings WHERE id = ?', booking.id) as [{ total_pence: number }];
    const table = await payment(dispatcher).getByRole('table').innerText();
    expect(table).toMatch(new RegExp(`Total\\s*${escaped(pounds(booking.amount_pence))}$`));
    const rounding = booking.amount_pence - exact;
    if (rounding !== 0) expect(table).toMatch(new RegExp(`Rounded to whole pounds\\s*${escaped(rounding < 0 ? `-${pounds(-rounding)}` : pounds(rounding))}`));
    expect(await dispatcher.getByRole('button', { name: 'Accept' }).isVisible()).toBe(true);
    await shoot(dispatcher, 'console-job-part-refunded-1280');
    expect(queryDb(env.site.dbPath, 'SELECT status FROM booking_jobs WHERE booking_id = ?', booking.id)).toEqual([{ status: 'new' }]);

    const mails = await readOutbox(env.site.url, { to: guest.email, kind: 'job_update' });
    const refund = mails.find((mail) => mail.subject === `Refund: ${booking.booking_number}`);
    expect(refund, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(refund!.text).toContain('£5.00');
    expect(refund!.text).toContain('The car arrived 20 minutes late');
    expect(refund!.text).toContain(`Paid by card: ${pounds(booking.amount_pence)}`);
    expect(refund!.text).toContain(`Paid after refunds: ${pounds(left)}`);
  });

  it('refunds the rest in full on a phone; nothing is left, so Refund… has gone', async () => {
    const phone = await newPage(env.browser, MOBILE);
    await signInToConsole(phone, env.site.url, DEMO_DISPATCHERS[booking.company_name]!, `/operator/jobs/${jobIdOf(booking.id)}`);
    await phone.getByRole('heading', { name: booking.booking_number, level: 1 }).waitFor();
    expect(await phone.locator('.job-page__lead').innerText()).toMatch(/Hourly hire/);
    await payment(phone).getByRole('button', { name: 'Refund…' }).click();
    const dialog = phone.getByRole('dialog', { name: `Refund ${booking.booking_number}` });
    await dialog.getByLabel('Reason').fill('Goodwill: the journey was free');
    await dialog.getByRole('radio', { name: 'Full refund' }).check();
    const left = pounds(booking.amount_pence - 500);
    expect(await dialog.innerText()).toContain(`${left} back to the card`);
    await expectSoundConsoleScreen(phone, 'console-refund-dialog-390');
    await shoot(phone, 'console-refund-dialog-390');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.poll(() => notice(phone).innerText()).toContain(`${booking.booking_number}: ${left} refunded to the card.`);
    await expect.poll(() => payment(phone).innerText()).toMatch(/Can still be refunded\s*£0\.00/);
    expect(await payment(phone).getByRole('button', { name: 'Refund…' }).count()).toBe(0);
    await shoot(phone, 'console-job-refunded-390');
    const refunded = queryDb<{ total: number }>(env.site.dbPath, 'SELECT SUM(amount_pence) AS total FROM payment_refunds WHERE booking_id = ?', booking.id);
    expect(refunded).toEqual([{ total: booking.amount_pence }]);
    await phone.close();
  });

  it('offers no Refund… for a booking paid in the car', async () => {
    const trip = { kind: 'milleage' as const, form: mileageForm(9) };
    const vehicle = await cheapestVehicle(env.site.url, trip);
    const made = await callApi<{ data: { booking: { id: number; booking_number: string } } }>(env.site.url, 'POST', '/api/v1/booking', {
      selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
      selectedVehicle: 1,
      bookingType: 'milleage',
      bookingForm: trip.form,
      registrationData: { firstName: 'Cash', surname: 'Payer', number: '+447700900619', email: uniqueEmail('cash.payer'), additionalInfo: '' },
      payment_method: 'car',
      selected_passenger: 'guest_login',
    });
    expect(made.status).toBe(200);
    const { id, booking_number } = made.body.data.booking;
    const page = await newPage(env.browser, DESKTOP);
    await signInToConsole(page, env.site.url, DEMO_DISPATCHERS[vehicle.company_name]!, `/operator/jobs/${jobIdOf(id)}`);
    await page.getByRole('heading', { name: booking_number, level: 1 }).waitFor();
    expect(await payment(page).innerText()).toContain('Pay in Car');
    expect(await payment(page).getByRole('button', { name: 'Refund…' }).count()).toBe(0);
    await page.close();
  });
});
