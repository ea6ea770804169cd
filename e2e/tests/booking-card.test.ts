/**
 * A new client books an hourly hire and pays by card with the built-in sandbox: Pay By Card →
 * /stripecheckout ('Amount To Pay', test-mode note) → Pay Now ('Processing') → success message →
 * thank-you 'Pay by Card'. A declined card and a card with insufficient funds show 'Payment failed'
 * with the provider's reason and book nothing; the same visitor then pays with a good card and is
 * booked once (spec §2 Card checkout, §4 card payment, §8 card errors).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { londonDate, wholePounds, type PriceDetailJson } from '../support/booking';
import { GOOD_CARD, enterCard, newClientAtPayment, openCheckout, payNowFails } from '../support/card-checkout';
import {
  countBookings,
  dmy,
  fetchSettings,
  HOURLY_MAIN_DESTINATION,
  queryDb,
  readOutbox,
  storageKeys,
  tableRows,
  uniqueEmail,
  type BookingJson,
} from '../support/journey';

let site: RunningSite;
let browser: Browser;
let page: Page;
let settings: Record<string, string>;
/** Every POST /api/v1/booking the page sends. */
const bookingPosts: Request[] = [];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/v1/booking' && r.method() === 'POST') bookingPosts.push(r);
  });
  settings = await fetchSettings(site.url);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const DECLINED_CARD = '4000 0000 0000 0002';
const NO_FUNDS_CARD = '4000 0000 0000 9995';

/** Bookings stored for a booker's email (the passengers table keeps the booker). */
const bookingsOf = (email: string) =>
  countBookings(site.dbPath, 'passenger_id IN (SELECT id FROM passengers WHERE email = ?)', email);

/** The value of a /stripecheckout query parameter, decoded as the website encodes it. */
function decodeParam(url: string, name: string): unknown {
  const raw = new URL(url).searchParams.get(name) ?? '';
  return JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
}

describe('new client paying by card', () => {
  const client = {
    firstName: 'Noah',
    surname: 'Clarke',
    email: uniqueEmail('noah.clarke'),
    number: '+447700900321',
    password: 'Correct-Horse-7',
    privacy: true,
    terms: true,
  };
  let chosen: PriceDetailJson;

  it('reaches the card checkout with the amount to pay and the test-mode note', async () => {
    chosen = await newClientAtPayment(page, site.url, client, 5);
    expect(await tableRows(page.getByRole('table', { name: 'Your details' }))).toMatchObject({
      'Booking as': 'New client',
      Email: client.email,
    });
    await openCheckout(page);

    // The query carries the publishable key and the amount, both encoded (spec route table).
    expect(settings.ROUND_OFF).toBe('yes');
    const amount = wholePounds(chosen.price);
    expect(decodeParam(page.url(), 'amount')).toBe(amount);
    expect(String(decodeParam(page.url(), 'stripeKey'))).toMatch(/^pk_sandbox/);

    const form = page.getByRole('form', { name: 'Card payment' });
    expect(await form.locator('.checkout-card__amount-label').innerText()).toBe('Amount To Pay');
    expect(await form.locator('.checkout-card__amount-value').innerText()).toBe(`£${amount}`);
    await form.getByText('Test mode: use 4242 4242 4242 4242 with any future date and any CVC; 4000 0027 6000 3184 asks for 3-D Secure', { exact: true }).waitFor();
  });

  it('pays with 4242…: Processing, a success message with no button, then the thank-you screen', async () => {
    await enterCard(page, GOOD_CARD);
    // Hold the confirmation so the busy state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/confirm-payment-intent', async (route) => {
      await held;
      await route.continue().catch(() => undefined); // the page may have closed meanwhile
    });
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/booking', { timeout: 20_000 });
    try {
      const form = page.getByRole('form', { name: 'Card payment' });
      await form.getByRole('button', { name: 'Pay Now' }).click();
      const processing = form.getByRole('button', { name: 'Processing' });
      await processing.waitFor();
      expect(await processing.isDisabled()).toBe(true);
      expect(await processing.getAttribute('aria-busy')).toBe('true');
      expect(await form.getByLabel('Card number', { exact: true }).isDisabled()).toBe(true);
    } finally {
      release();
    }
    const response = await saved;
    // The held confirmation has gone through by now (the booking follows it).
    await page.unroute('**/api/v1/confirm-payment-intent');
    expect(response.status()).toBe(200);
    const booking = ((await response.json()) as { data: { booking: BookingJson } }).data.booking;
    const sent = JSON.parse(response.request().postData() ?? '{}');
    expect(sent).toMatchObject({ payment_method: 'card', selected_passenger: 'new_client', bookingType: 'hourly', hourlyRateForm: { main_destination: HOURLY_MAIN_DESTINATION } });
    expect(sent.paymentId).toBeTruthy();

    const toast = page.getByRole('status').filter({ hasText: 'Payment successful. Your booking is confirmed.' });
    await toast.waitFor();
    expect(await toast.getByRole('button').count()).toBe(0);
    expect(page.url()).toContain('/stripecheckout'); // the message shows before moving on
    await page.waitForURL('**/paymentSuccessView');

    await page.getByRole('heading', { name: 'Thank You', level: 1 }).waitFor();
    const details = await tableRows(page.getByRole('region', { name: 'Booking details' }).locator('dl'));
    expect(details).toMatchObject({
      'Reference ID': booking.booking_number,
      'Booking type': 'Hourly hire',
      'Pickup date': dmy(londonDate(5)),
      'Pickup time': '02:15 PM',
      'Hourly duration': '6 hours',
      'Payment method': 'Pay by Card',
      'Total amount': `£${wholePounds(chosen.price)}`,
    });
    expect(details).not.toHaveProperty('Drop off');
    expect(booking.booking_number).toMatch(/^KB-/);
    await expect.poll(() => storageKeys(page)).toEqual(['appSettings']);

    // Stored once, as a card booking with its payment, for a client account.
    expect(bookingsOf(client.email)).toBe(1);
    const [row] = queryDb<{ payment_method: string; payment_id: string | null; kind: string }>(
      site.dbPath,
      'SELECT b.payment_method, b.payment_id, p.kind FROM bookings b JOIN passengers p ON p.id = b.passenger_id WHERE b.booking_number = ?',
      booking.booking_number,
    );
    expect(row).toMatchObject({ payment_method: 'card', kind: 'client' });
    expect(row!.payment_id).toBe(sent.paymentId);
    const mails = await readOutbox(site.url, { to: client.email, kind: 'booking_confirmation' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Pay by Card');
    expect(mails[0]!.text).toContain(booking.booking_number);
  });
});

describe('declined cards', () => {
  const visitor = {
    firstName: 'Grace',
    surname: 'Okafor',
    email: uniqueEmail('grace.okafor'),
    number: '+447700900654',
    password: 'Another-Pass-9',
    privacy: true,
    terms: true,
  };
  let chosen: PriceDetailJson;
  let postsBefore = 0;

  it('shows Payment failed with the reason and books nothing', async () => {
    chosen = await newClientAtPayment(page, site.url, visitor, 6);
    await openCheckout(page);
    postsBefore = bookingPosts.length;

    await enterCard(page, DECLINED_CARD);
    const declined = await payNowFails(page);
    expect(declined).toContain('Payment failed');
    expect(declined).toContain('Your card was declined.');

    await enterCard(page, NO_FUNDS_CARD);
    const noFunds = await payNowFails(page);
    expect(noFunds).toContain('Payment failed');
    expect(noFunds).toContain('Your card has insufficient funds.');

    // No booking request, no booking row, no booking mail; still on the checkout.
    expect(bookingPosts.length).toBe(postsBefore);
    expect(bookingsOf(visitor.email)).toBe(0);
    expect(await readOutbox(site.url, { to: visitor.email })).toEqual([]);
    expect(page.url()).toContain('/stripecheckout');
    expect(await page.getByRole('status').filter({ hasText: 'Payment successful' }).count()).toBe(0);
  });

  it('lets the same visitor pay with 4242… and books once', async () => {
    await enterCard(page, GOOD_CARD);
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment successful. Your booking is confirmed.' }).waitFor();
    // The earlier failure went away with the new attempt.
    expect(await form.getByRole('alert').count()).toBe(0);
    await page.waitForURL('**/paymentSuccessView');
    await page.getByRole('heading', { name: 'Thank You', level: 1 }).waitFor();
    const details = await tableRows(page.getByRole('region', { name: 'Booking details' }).locator('dl'));
    expect(details['Payment method']).toBe('Pay by Card');
    expect(details['Total amount']).toBe(`£${wholePounds(chosen.price)}`);

    expect(bookingPosts.length).toBe(postsBefore + 1);
    expect(bookingsOf(visitor.email)).toBe(1);
    const mails = await readOutbox(site.url, { to: visitor.email, kind: 'booking_confirmation' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(details['Reference ID']!);
    // Two card bookings in this file, no more.
    expect(countBookings(site.dbPath, "payment_method = 'card'")).toBe(2);
  });
});

describe('a reload before paying', () => {
  const visitor = {
    firstName: 'Leo',
    surname: 'Price',
    email: uniqueEmail('leo.price'),
    number: '+447700900987',
    password: 'Reload-Pass-5',
    privacy: true,
    terms: true,
  };

  /** Card payments that went through, and card bookings: one booking per payment. */
  const succeededPayments = () =>
    queryDb<{ n: number }>(site.dbPath, "SELECT COUNT(*) AS n FROM sandbox_payment_intents WHERE status = 'succeeded'")[0]!.n;

  it('never takes a card payment it cannot book (New Client reloads the Payment step, then pays by card)', async () => {
    await newClientAtPayment(page, site.url, visitor, 7);
    await page.reload();
    await page.getByRole('heading', { name: 'Payment / Confirmation', level: 1 }).waitFor();

    // Whatever the site does now (ask for the password again, or go on), a payment must end in a booking.
    const payByCard = page.getByRole('button', { name: 'Pay By Card' });
    if (await payByCard.isEnabled()) await payByCard.click();
    const checkout = page.getByRole('form', { name: 'Card payment' });
    // The branches that do not happen time out later; their rejections are dropped.
    const reached = await Promise.race([
      page.waitForURL('**/stripecheckout?**').then(() => true),
      page.waitForURL('**/personalDetailView').then(() => false),
      page.getByRole('dialog').waitFor().then(() => false),
    ].map((p) => p.catch(() => false)));
    let outcome = 'not offered';
    if (reached && (await checkout.getByRole('button', { name: 'Pay Now' }).isEnabled())) {
      await enterCard(page, GOOD_CARD);
      await checkout.getByRole('button', { name: 'Pay Now' }).click();
      outcome = await Promise.race(
        [
          page.waitForURL('**/paymentSuccessView').then(() => 'booked'),
          checkout.getByRole('alert').waitFor().then(async () => `refused: ${(await checkout.getByRole('alert').innerText()).replace(/\s+/g, ' ')}`),
        ].map((p) => p.catch(() => 'no answer')),
      );
    }
    const cardBookings = countBookings(site.dbPath, "payment_method = 'card'");
    expect(succeededPayments(), `card payments vs card bookings after the checkout said: ${outcome}`).toBe(cardBookings);
  });
});
