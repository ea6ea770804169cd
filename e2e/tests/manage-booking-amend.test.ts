/**
 * Amending a booking from its manage page, on the built site: a guest books a transfer by sandbox
 * card and opens the link of the confirmation mail; with the company's dispatcher watching the live
 * board, the guest moves the pickup, adds a passenger and baby seats, checks the new price and pays
 * the difference by card (a 3-D Secure test card, approved): the page shows the new total and what
 * was charged, and the board shows the new time and party without a reload. Then the guest takes
 * the seats off again and gets the difference back to the card. A booking paid in the car is
 * amended too (no card: the driver is paid the new total). Screenshots at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AmendPreview, ManageBookingAmendResult } from '@kerbside/contract';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { lookAt } from '../support/look';
import { chooseTab, expectedOptions, londonDate, nextPriceResponse, openHome, pickAddressWithClick, setMileageSchedule, type DistancePriceJson } from '../support/booking';
import { cardForm, enterCard, futureExpiry } from '../support/card-checkout';
import { DEMO_DISPATCHERS, signInToConsole } from '../support/console';
import { createClient } from '../support/corporate';
import { bookVehicle, chooseMode, detailsForm, fillDetails, manageLinkOf, queryDb, uniqueEmail, type BookingJson } from '../support/journey';
import { siteAndBrowser } from '../support/server';
import { escaped, pounds } from '../support/text';

const env = siteAndBrowser();

const section = (on: Page, name: string) => on.getByRole('region', { name });
const amendForm = (on: Page) => on.getByRole('form', { name: 'Change your booking' });

/** The next answer of an amend route, with its JSON. */
function nextAnswer<T>(on: Page, pathname: string): Promise<{ status: number; body: { success: boolean; message?: string; data: T } }> {
  return on
    .waitForResponse((r) => new URL(r.url()).pathname === pathname && r.request().method() === 'POST', { timeout: 20_000 })
    .then(async (r) => ({ status: r.status(), body: (await r.json()) as { success: boolean; message?: string; data: T } }));
}

/** Opens the amend form; `change` sets it; Check the new price; resolves with the preview the page shows. */
async function checkNewPrice(on: Page, change: (form: Locator) => Promise<void>): Promise<AmendPreview> {
  await section(on, 'Changes').getByRole('button', { name: 'Change booking' }).click();
  const form = amendForm(on);
  await form.waitFor();
  // The form starts on the date field, filled with the booking as it is.
  expect(await on.evaluate(() => document.activeElement?.id)).toBe('amend-outbound-date');
  await change(form);
  const answer = nextAnswer<AmendPreview>(on, '/api/v1/manage-booking/amend/preview');
  await form.getByRole('button', { name: 'Check the new price' }).click();
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  await on.getByRole('heading', { name: 'Check your changes' }).waitFor();
  const review = section(on, 'Changes');
  expect(await review.innerText()).toMatch(new RegExp(`New total\\s+${escaped(pounds(body.data.new_amount_pence))}`));
  for (const change of body.data.changes) expect(await review.innerText()).toContain(change);
  return body.data;
}

/** The board's row of a booking (a card on a phone). */
const boardRow = (page: Page, bookingNumber: string): Locator => page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: bookingNumber });

describe('a guest who paid by card changes the booking', () => {
  let visitor: Page;
  let dispatcher: Page;
  let booking: BookingJson & { total_booking_amount: number };
  let managePath = '';
  let companyName = '';
  const guest = { firstName: 'Nia', surname: 'Okafor', email: uniqueEmail('nia.okafor'), number: '+447700900515' };
  const pickupDate = londonDate(4);

  beforeAll(async () => {
    visitor = await newPage(env.browser, DESKTOP);
    dispatcher = await newPage(env.browser, DESKTOP);
  });

  afterAll(async () => {
    await visitor?.context().close();
    await dispatcher?.context().close();
  });

  it('books a transfer by sandbox card; the dispatcher of its company has the board open', async () => {
    await openHome(visitor, env.site.url);
    await chooseTab(visitor, 'Transfer');
    await pickAddressWithClick(visitor, 'Pickup address', 'paddington', /London Paddington Station/);
    await pickAddressWithClick(visitor, 'Drop-off address', 'savoy', /The Savoy/);
    await setMileageSchedule(visitor, 'Pickup', { date: pickupDate, hour: 10, minute: 30 });
    const answer = nextPriceResponse<DistancePriceJson>(visitor, 'distance');
    await visitor.getByRole('button', { name: 'Get prices' }).click();
    const { body } = await answer;
    await visitor.waitForURL('**/quotationview', { timeout: 20_000 });
    const chosen = expectedOptions(body.data.price_details, 1)[0]!;
    companyName = chosen.company_name;
    expect(DEMO_DISPATCHERS[companyName], companyName).toBeDefined();
    await bookVehicle(visitor, chosen);
    await chooseMode(visitor, 'Guest Login');
    await fillDetails(visitor, guest);
    await detailsForm(visitor).getByRole('button', { name: 'Next step' }).click();
    await visitor.waitForURL('**/paymentview');
    await visitor.getByRole('button', { name: 'Pay By Card' }).click();
    await cardForm(visitor).waitFor();
    await enterCard(visitor, '4242 4242 4242 4242');
    const saved = visitor.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/booking', { timeout: 20_000 });
    await cardForm(visitor).getByRole('button', { name: 'Pay Now' }).click();
    booking = ((await (await saved).json()) as { data: { booking: typeof booking } }).data.booking;
    await visitor.waitForURL('**/paymentSuccessView');
    managePath = await manageLinkOf(env.site.url, guest.email);

    await signInToConsole(dispatcher, env.site.url, DEMO_DISPATCHERS[companyName]!);
    await dispatcher.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    await dispatcher.getByRole('tab', { name: 'Upcoming' }).click();
    await dispatcher.locator('.live-status').getByText('Live', { exact: true }).waitFor();
    await expect.poll(() => boardRow(dispatcher, booking.booking_number).innerText()).toMatch(/10:30[\s\S]*1 passenger/);
    // Set on this document: a reload would clear it.
    await dispatcher.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  });

  it('shows what can be changed and until when, on a phone and on a computer', async () => {
    const phone = await newPage(env.browser, MOBILE);
    try {
      await phone.goto(`${env.site.url}${managePath}`);
      await phone.getByRole('heading', { name: booking.booking_number, level: 1 }).waitFor();
      expect(await section(phone, 'Changes').innerText()).toMatch(/Changes can be made online until \w{3} \d{1,2} \w{3}, \d{2}:\d{2} \(12 hours before the pickup\)\./);
      await section(phone, 'Changes').getByRole('button', { name: 'Change booking' }).click();
      await amendForm(phone).waitFor();
      // The booking form's controls, each with its label.
      for (const label of ['Pickup date', 'Pickup hour', 'Pickup minute', 'Passengers', 'Luggage', 'Hand luggage']) {
        expect(await amendForm(phone).getByLabel(label, { exact: true }).count(), label).toBe(1);
      }
      await lookAt(phone, 'manage-booking-amend-form-390');
      // Nothing changed: said at once, without asking the server.
      await amendForm(phone).getByRole('button', { name: 'Check the new price' }).click();
      await amendForm(phone).getByRole('alert').getByText('Nothing has changed.', { exact: false }).waitFor();
    } finally {
      await phone.close();
    }
  });

  it('moves the pickup and adds a passenger and baby seats; pays the difference by card with 3-D Secure; the board shows the change live', async () => {
    await visitor.goto(`${env.site.url}${managePath}`);
    await visitor.getByRole('heading', { name: booking.booking_number, level: 1 }).waitFor();
    const oldPence = Math.round(booking.total_booking_amount * 100);
    const preview = await checkNewPrice(visitor, async (form) => {
      await form.getByLabel('Pickup hour', { exact: true }).selectOption({ label: '11' });
      await form.getByLabel('Pickup minute', { exact: true }).selectOption('00');
      await form.getByRole('button', { name: 'Increase Passengers', exact: true }).click();
      const seats = form.getByRole('button', { name: /^Increase Baby seats/ });
      await seats.click();
      await seats.click();
    });
    expect(preview.old_amount_pence).toBe(oldPence);
    expect(preview.difference_pence).toBeGreaterThan(0);
    expect(preview.settlement).toBe('card_payment');
    const difference = pounds(preview.difference_pence);
    expect(await section(visitor, 'Changes').innerText()).toContain(`Pay the difference of ${difference} by card now.`);

    // The card form of the checkout, loaded now; the sandbox's 3-D Secure card, approved.
    const card = section(visitor, 'Changes');
    await card.getByLabel('Card number', { exact: true }).fill('4000002760003184');
    await card.getByLabel('Expiry (MM / YY)', { exact: true }).pressSequentially(futureExpiry().replace(/\D/g, ''));
    await card.getByLabel('CVC', { exact: true }).fill('123');
    await lookAt(visitor, 'manage-booking-amend-pay-1280');
    const amended = nextAnswer<ManageBookingAmendResult>(visitor, '/api/v1/manage-booking/amend');
    await card.getByRole('button', { name: `Pay ${difference} and change booking` }).click();
    const challenge = visitor.getByRole('dialog', { name: '3-D Secure check (test mode)' });
    await challenge.waitFor();
    expect(await challenge.innerText()).toContain(difference);
    await lookAt(visitor, 'manage-booking-amend-3ds-1280');
    await challenge.getByRole('button', { name: 'Approve' }).click();
    const { status, body } = await amended;
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.charged_pence).toBe(preview.difference_pence);

    const notice = section(visitor, 'Changes').getByRole('status');
    await notice.waitFor();
    expect(await notice.innerText()).toContain(`Your booking has been changed. The new total is ${pounds(preview.new_amount_pence)}. ${difference} was charged to your card.`);
    expect(await section(visitor, 'Journey').innerText()).toMatch(/11:00[\s\S]*2 passengers[\s\S]*2 baby seats/);
    expect(await section(visitor, 'Payment').innerText()).toMatch(new RegExp(`Paid by card\\s+${escaped(pounds(preview.new_amount_pence))}`));
    await lookAt(visitor, 'manage-booking-amended-1280');

    // The board: the new time and party, on the same document.
    await expect.poll(() => boardRow(dispatcher, booking.booking_number).innerText(), { timeout: 5_000 }).toMatch(/11:00[\s\S]*2 passengers/);
    expect(await dispatcher.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await screenshot(dispatcher, 'manage-booking-amend-board-1280', { fullPage: false });

    const [row] = queryDb<{ amount_pence: number }>(env.site.dbPath, 'SELECT amount_pence FROM bookings WHERE booking_number = ?', booking.booking_number);
    expect(row!.amount_pence).toBe(preview.new_amount_pence);
    const jobs = queryDb<{ pick_up_time: string }>(env.site.dbPath, 'SELECT pick_up_time FROM booking_jobs WHERE booking_id = (SELECT id FROM bookings WHERE booking_number = ?)', booking.booking_number);
    expect(jobs).toEqual([{ pick_up_time: '11:00' }]);
  });

  it('takes the baby seats off again and gets the difference back to the card', async () => {
    const preview = await checkNewPrice(visitor, async (form) => {
      const seats = form.getByRole('button', { name: /^Decrease Baby seats/ });
      await seats.click();
      await seats.click();
    });
    expect(preview.difference_pence).toBeLessThan(0);
    expect(preview.settlement).toBe('refund');
    const back = pounds(-preview.difference_pence);
    expect(await section(visitor, 'Changes').innerText()).toContain(`You get ${back} back to the card you paid with.`);
    await lookAt(visitor, 'manage-booking-amend-refund-review-1280');

    const amended = nextAnswer<ManageBookingAmendResult>(visitor, '/api/v1/manage-booking/amend');
    await section(visitor, 'Changes').getByRole('button', { name: 'Confirm change' }).click();
    const { status, body } = await amended;
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.refund_pence).toBe(-preview.difference_pence);
    const notice = section(visitor, 'Changes').getByRole('status');
    await expect.poll(() => notice.innerText()).toContain(`Your booking has been changed. The new total is ${pounds(preview.new_amount_pence)}. ${back} has been refunded to your card.`);
    expect(await section(visitor, 'Payment').innerText()).toMatch(new RegExp(`Refunded\\s+${escaped(back)}`));
    expect(await section(visitor, 'Journey').innerText()).not.toContain('baby seat');

    const refunds = queryDb<{ amount_pence: number }>(
      env.site.dbPath,
      'SELECT amount_pence FROM payment_refunds WHERE booking_id = (SELECT id FROM bookings WHERE booking_number = ?)',
      booking.booking_number,
    );
    expect(refunds.reduce((sum, r) => sum + r.amount_pence, 0)).toBe(-preview.difference_pence);

    const phone = await newPage(env.browser, MOBILE);
    try {
      await phone.goto(`${env.site.url}${managePath}`);
      await section(phone, 'Payment').waitFor();
      expect(await section(phone, 'Payment').innerText()).toMatch(new RegExp(`Refunded\\s+${escaped(back)}`));
      await lookAt(phone, 'manage-booking-amended-390');
    } finally {
      await phone.close();
    }
  });
});

describe('a booking paid in the car', () => {
  it('is amended without a card: the driver is paid the new total', async () => {
    const client = await createClient(env.site.url, { firstName: 'Tom', surname: 'Reyes', tag: 'tom.reyes' });
    const [booked] = client.bookings;
    const managePath = await manageLinkOf(env.site.url, client.email);
    const on = await newPage(env.browser, MOBILE);
    try {
      await on.goto(`${env.site.url}${managePath}`);
      await on.getByRole('heading', { name: booked!.booking_number, level: 1 }).waitFor();
      const preview = await checkNewPrice(on, async (form) => {
        await form.getByRole('button', { name: 'Increase Passengers', exact: true }).click();
        await form.getByRole('switch', { name: /^Meet and greet/ }).check();
      });
      expect(preview.settlement).toBe('pay_in_car');
      expect(await section(on, 'Changes').innerText()).toContain(`Pay the driver the new total of ${pounds(preview.new_amount_pence)}.`);
      // No card form for a booking paid in the car.
      expect(await on.getByLabel('Card number', { exact: true }).count()).toBe(0);
      await lookAt(on, 'manage-booking-amend-car-review-390');

      await section(on, 'Changes').getByRole('button', { name: 'Confirm change' }).click();
      const notice = section(on, 'Changes').getByRole('status');
      await notice.waitFor();
      expect(await notice.innerText()).toContain(`Your booking has been changed. The new total is ${pounds(preview.new_amount_pence)}. Pay it to the driver.`);
      expect(await section(on, 'Payment').innerText()).toMatch(new RegExp(`To pay in the car\\s+${escaped(pounds(preview.new_amount_pence))}`));
      expect(await section(on, 'Journey').innerText()).toContain('Meet and greet');
      const [row] = queryDb<{ amount_pence: number }>(env.site.dbPath, 'SELECT amount_pence FROM bookings WHERE booking_number = ?', booked!.booking_number);
      expect(row!.amount_pence).toBe(preview.new_amount_pence);
    } finally {
      await on.close();
    }
  });
});
