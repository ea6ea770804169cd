/**
 * A guest pays by card with the sandbox (4242…) and the tab closes before the booking is saved:
 * POST /api/v1/booking never reaches the server (the page's request is aborted), the page is
 * closed. The booking request was kept with the payment (create-payment-intent), and the sandbox's
 * own payment_intent.succeeded event makes it a few seconds later: exactly one booking for that
 * payment, and its confirmation mail once (issue 12: the closed tab).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { londonDate, londonNow, wholePounds } from '../support/booking';
import { bookVehicle, chooseMode, countBookings, detailsForm, fillDetails, queryDb, readOutbox, requestHourlyQuote, uniqueEmail } from '../support/journey';

let site: RunningSite;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const futureExpiry = () => String((Number(londonNow().date.slice(0, 4)) + 1) % 100).padStart(2, '0');

/** Polls `read` until `done` holds or `timeoutMs` passes; answers the last value. */
async function within<T>(timeoutMs: number, read: () => T | Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a card payment whose tab closes before the booking is saved', () => {
  const guest = { firstName: 'Mae', surname: 'Jemison', email: uniqueEmail('mae.jemison'), number: '+447700900246' };

  it('still ends in exactly one booking, mailed once', async () => {
    const { options } = await requestHourlyQuote(page, site.url, { date: londonDate(4), hour: '11 am', minute: '30', duration: '4 hours' });
    const chosen = options[0]!;
    await bookVehicle(page, chosen);
    await chooseMode(page, 'Guest Login');
    await fillDetails(page, guest);
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    await page.getByRole('button', { name: 'Pay By Card' }).click();
    await page.waitForURL('**/stripecheckout?**');

    // The booking request never arrives: the tab is gone before it is sent.
    let bookingAttempt!: () => void;
    const bookingAttempted = new Promise<void>((resolve) => (bookingAttempt = resolve));
    await page.route('**/api/v1/booking', async (route) => {
      bookingAttempt();
      await route.abort('connectionclosed');
    });
    const intentRequest = page.waitForRequest((r: Request) => new URL(r.url()).pathname === '/api/v1/create-payment-intent');
    const confirmed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/confirm-payment-intent');

    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number', { exact: true }).fill('4242424242424242');
    await form.getByLabel('Expiry (MM / YY)', { exact: true }).pressSequentially(`12${futureExpiry()}`);
    await form.getByLabel('CVC', { exact: true }).fill('123');
    await form.getByRole('button', { name: 'Pay Now' }).click();

    // The whole booking request went with the payment, without payment fields.
    const sent = JSON.parse((await intentRequest).postData() ?? '{}') as { booking: Record<string, unknown> };
    expect(sent.booking).toMatchObject({ selected_passenger: 'guest_login', bookingType: 'hourly', registrationData: { email: guest.email, firstName: 'Mae' } });
    for (const field of ['payment_method', 'paymentId', 'stripe_session_id']) expect(sent.booking).not.toHaveProperty(field);
    const payment = ((await (await confirmed).json()) as { data: { status: string; paymentId: string } }).data;
    expect(payment.status).toBe('succeeded');
    await bookingAttempted;
    await page.close();
    expect(countBookings(site.dbPath, 'payment_id = ?', payment.paymentId)).toBe(0);

    // The sandbox's event (3 s after the payment) books it.
    const booked = await within(10_000, () => countBookings(site.dbPath, 'payment_id = ?', payment.paymentId), (n) => n > 0);
    expect(booked).toBe(1);
    const [row] = queryDb<{ booking_number: string; payment_method: string; amount_pence: number; email: string }>(
      site.dbPath,
      'SELECT b.booking_number, b.payment_method, b.amount_pence, p.email FROM bookings b JOIN passengers p ON p.id = b.passenger_id WHERE b.payment_id = ?',
      payment.paymentId,
    );
    expect(row).toMatchObject({ payment_method: 'card', amount_pence: wholePounds(chosen.price) * 100, email: guest.email });
    const [checkout] = queryDb<{ status: string }>(site.dbPath, 'SELECT status FROM checkouts WHERE provider_intent_id = ?', payment.paymentId);
    expect(checkout?.status).toBe('completed');

    const mails = await within(5_000, () => readOutbox(site.url, { to: guest.email, kind: 'booking_confirmation' }), (m) => m.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Booking confirmed: ${row!.booking_number}`);
    expect(mails[0]!.text).toContain('Pay by Card');

    // Nothing more comes later.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(countBookings(site.dbPath, 'payment_id = ?', payment.paymentId)).toBe(1);
    expect(await readOutbox(site.url, { to: guest.email, kind: 'booking_confirmation' })).toHaveLength(1);
  });
});
