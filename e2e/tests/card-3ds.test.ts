/**
 * 3-D Secure with the built-in card sandbox (issue 12): Stripe's "always authenticate" test card
 * 4000 0027 6000 3184 opens the sandbox's challenge. Approve → the payment goes through and exactly
 * one booking is made for the amount paid. Fail (the button, or Escape) → 'Payment failed: We are
 * unable to authenticate …', no booking and no charge, the card form usable again; 4242… then books.
 * Screenshots of the challenge at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot, seriousA11yViolations } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { wholePounds, type PriceDetailJson } from '../support/booking';
import { GOOD_CARD, cardForm, enterCard, newClientAtPayment, openCheckout, refusal } from '../support/card-checkout';
import { countBookings, fetchSettings, queryDb, readOutbox, tableRows, uniqueEmail } from '../support/journey';

const ASKS_FOR_3DS = '4000 0027 6000 3184';
const AUTH_FAILED = 'Payment failed: We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const CHALLENGE_TITLE = '3-D Secure check (test mode)';

let site: RunningSite;
let browser: Browser;
let page: Page;
let merchant: string;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
  merchant = (await fetchSettings(site.url)).Company_Name?.trim() || 'Kerbside';
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const challenge = () => page.getByRole('dialog', { name: CHALLENGE_TITLE });

/** The sandbox's copies of this booker's intents: what was charged, and how each ended. */
interface IntentRow {
  id: string;
  status: string;
  amount_pence: number;
  charge_id: string | null;
}
const intentsSince = (createdAfter: string) =>
  queryDb<IntentRow>(site.dbPath, 'SELECT id, status, amount_pence, charge_id FROM sandbox_payment_intents WHERE created_at > ? ORDER BY created_at', createdAfter);

/** The booker's bookings with the amount the booking keeps and the amount its payment took. */
const bookingsOf = (email: string) =>
  queryDb<{ booking_number: string; amount_pence: number; paid_pence: number | null; payment_id: string }>(
    site.dbPath,
    `SELECT b.booking_number, b.amount_pence, i.amount_pence AS paid_pence, b.payment_id
       FROM bookings b JOIN passengers p ON p.id = b.passenger_id LEFT JOIN sandbox_payment_intents i ON i.id = b.payment_id
      WHERE p.email = ?`,
    email,
  );

/** Pay Now with a card that asks for 3-D Secure: the challenge opens over the busy checkout. */
async function payNowUntilChallenge(): Promise<Locator> {
  await cardForm(page).getByRole('button', { name: 'Pay Now' }).click();
  const dialog = challenge();
  await dialog.waitFor();
  expect(await cardForm(page).getByRole('button', { name: 'Processing' }).isDisabled()).toBe(true);
  return dialog;
}

/** Where the keyboard is: inside the open challenge, or nowhere in the page (the browser's own UI), or elsewhere. */
const focusInChallenge = () =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'none';
    return active.closest('dialog[open]') ? 'inside' : `outside: ${active.outerHTML.slice(0, 80)}`;
  });

describe('a card that asks for 3-D Secure, approved', () => {
  const client = {
    firstName: 'Amara',
    surname: 'Nwosu',
    email: uniqueEmail('amara.nwosu'),
    number: '+447700900412',
    password: 'Secure-Check-4',
    privacy: true,
    terms: true,
  };
  let chosen: PriceDetailJson;
  let started = '';

  it('shows the sandbox challenge: test mode, no bank, the amount and the merchant, Approve and Fail', async () => {
    chosen = await newClientAtPayment(page, site.url, client, 5);
    await openCheckout(page);
    started = new Date().toISOString();
    await cardForm(page)
      .getByText('Test mode: use 4242 4242 4242 4242 with any future date and any CVC; 4000 0027 6000 3184 asks for 3-D Secure', { exact: true })
      .waitFor();
    await enterCard(page, ASKS_FOR_3DS);
    const dialog = await payNowUntilChallenge();

    const text = (await dialog.innerText()).replace(/\s+/g, ' ');
    expect(text).toContain("built-in test provider’s 3-D Secure challenge");
    expect(text).toContain('No bank is contacted');
    const facts = await tableRows(dialog.locator('dl'));
    expect(facts).toEqual({ Merchant: merchant, Amount: `£${wholePounds(chosen.price)}` });

    // Modal: the keyboard starts inside it, on a button, and Tab stays inside.
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await focusInChallenge()).toBe('inside');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInChallenge(), `after Tab ${i + 1}`).not.toMatch(/^outside/);
    }
    for (const name of ['Approve', 'Fail']) {
      const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Nothing is charged while the challenge waits.
    expect(intentsSince(started).map((i) => [i.status, i.charge_id])).toEqual([['requires_action', null]]);

    await screenshot(page, 'card-3ds-challenge-1280', { fullPage: false });
    await page.setViewportSize(MOBILE);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    const mobileBox = (await dialog.boundingBox())!;
    expect(mobileBox.x).toBeGreaterThanOrEqual(0);
    expect(mobileBox.x + mobileBox.width).toBeLessThanOrEqual(MOBILE.width);
    for (const name of ['Approve', 'Fail']) {
      const box = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThan(mobileBox.x);
      expect(box.x + box.width, name).toBeLessThan(mobileBox.x + mobileBox.width);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, 'card-3ds-challenge-390', { fullPage: false });
    await page.setViewportSize(DESKTOP);
  });

  it('Approve: pays, shows the thank-you screen and makes exactly one booking for the amount paid', async () => {
    const booked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/booking' && r.request().method() === 'POST', { timeout: 20_000 });
    await challenge().getByRole('button', { name: 'Approve', exact: true }).click();
    await challenge().waitFor({ state: 'hidden' });
    expect((await booked).status()).toBe(200);

    await page.getByRole('status').filter({ hasText: 'Payment successful. Your booking is confirmed.' }).waitFor();
    await page.waitForURL('**/paymentSuccessView');
    await page.getByRole('heading', { name: 'Thank You', level: 1 }).waitFor();
    const details = await tableRows(page.getByRole('region', { name: 'Booking details' }).locator('dl'));
    expect(details['Payment method']).toBe('Pay by Card');
    expect(details['Total amount']).toBe(`£${wholePounds(chosen.price)}`);

    const [intent, ...more] = intentsSince(started);
    expect(more).toEqual([]);
    expect(intent).toMatchObject({ status: 'succeeded', charge_id: expect.stringMatching(/^ch_sbx_/) });
    const bookings = bookingsOf(client.email);
    expect(bookings).toEqual([{ booking_number: details['Reference ID'], amount_pence: intent!.amount_pence, paid_pence: intent!.amount_pence, payment_id: intent!.id }]);
    expect(intent!.amount_pence).toBe(wholePounds(chosen.price) * 100);
    expect(await readOutbox(site.url, { to: client.email, kind: 'booking_confirmation' })).toHaveLength(1);
  });
});

describe('a card that asks for 3-D Secure, failed', () => {
  const visitor = {
    firstName: 'Tomasz',
    surname: 'Kowalski',
    email: uniqueEmail('tomasz.kowalski'),
    number: '+447700900413',
    password: 'Failed-Check-8',
    privacy: true,
    terms: true,
  };
  let chosen: PriceDetailJson;
  let started = '';
  const cardBookings = () => countBookings(site.dbPath, "payment_method = 'card'");
  let cardBookingsBefore = 0;

  it('Fail: Payment failed with Stripe’s words, no charge, no booking, the form usable again', async () => {
    chosen = await newClientAtPayment(page, site.url, visitor, 6);
    await openCheckout(page);
    started = new Date().toISOString();
    cardBookingsBefore = cardBookings();
    await enterCard(page, ASKS_FOR_3DS);
    const dialog = await payNowUntilChallenge();
    await dialog.getByRole('button', { name: 'Fail', exact: true }).click();

    expect(await refusal(page)).toBe(AUTH_FAILED);
    expect(await challenge().isVisible()).toBe(false);
    await screenshot(page, 'card-3ds-failed-1280');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'card-3ds-failed-390');
    await page.setViewportSize(DESKTOP);
    expect(page.url()).toContain('/stripecheckout');
    expect(intentsSince(started).map((i) => [i.status, i.charge_id])).toEqual([['failed', null]]);
    expect(bookingsOf(visitor.email)).toEqual([]);
    expect(cardBookings()).toBe(cardBookingsBefore);
    expect(await readOutbox(site.url, { to: visitor.email })).toEqual([]);

    // The form takes a card again.
    const number = cardForm(page).getByLabel('Card number', { exact: true });
    expect(await number.isEnabled()).toBe(true);
    expect(await cardForm(page).getByRole('button', { name: 'Pay Now' }).isEnabled()).toBe(true);
  });

  it('Escape on the challenge fails it too', async () => {
    await enterCard(page, ASKS_FOR_3DS);
    await payNowUntilChallenge();
    await page.keyboard.press('Escape');
    expect(await refusal(page)).toBe(AUTH_FAILED);
    expect(intentsSince(started).map((i) => i.status)).toEqual(['failed', 'failed']);
    expect(bookingsOf(visitor.email)).toEqual([]);
  });

  it('a retry with 4242… books once, for the amount paid', async () => {
    await enterCard(page, GOOD_CARD);
    await cardForm(page).getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment successful. Your booking is confirmed.' }).waitFor();
    // No challenge for a card that does not ask.
    expect(await challenge().count()).toBe(0);
    await page.waitForURL('**/paymentSuccessView');
    await page.getByRole('heading', { name: 'Thank You', level: 1 }).waitFor();

    const intents = intentsSince(started);
    expect(intents.map((i) => i.status)).toEqual(['failed', 'failed', 'succeeded']);
    const paid = intents[2]!;
    expect(bookingsOf(visitor.email)).toEqual([
      { booking_number: expect.stringMatching(/^KB-/), amount_pence: paid.amount_pence, paid_pence: paid.amount_pence, payment_id: paid.id },
    ]);
    expect(paid.amount_pence).toBe(wholePounds(chosen.price) * 100);
    expect(cardBookings()).toBe(cardBookingsBefore + 1);
  });
});
