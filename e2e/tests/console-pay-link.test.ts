/**
 * Card pay links in the console (issue 24 §1, §3), on the built site at 1280 and 390 px: a
 * returning caller is booked by keyboard alone with "By card: mail a pay link" (N, the number, ↓,
 * Enter to repeat the journey, Tab to the payment, ↓, Enter to book); the job page says the link
 * was mailed and what awaits; the board marks the row "Awaiting card"; the link is withdrawn, then
 * sent again, each after a confirmation naming the amount and the address; a refusal (the link
 * withdrawn meanwhile) shows the server's words. Without an email the page says so before Book and
 * books nothing. A quote request is booked with a pay link the same way. Each screen is axe-clean,
 * 44 px targets, no sideways scrolling, and photographed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESK_MESSAGES, PAY_LINK_MESSAGES } from '@kerbside/contract';
import { londonDate } from '../support/booking';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { DEMO_LOGINS, expectSoundConsoleScreen, signInToConsole } from '../support/console';
import { callApi, DOWNING_STREET, SAVOY } from '../support/corporate';
import { queryDb, readOutbox, uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();

/** A returning caller of each width's own. */
const CALLERS = {
  '1280': { name: 'Ada Lovelace', phone: '07700 900561', e164: '+447700900561', email: 'ada.lovelace@engine.example' },
  '390': { name: 'Mary Somerville', phone: '07700 900562', e164: '+447700900562', email: 'mary.somerville@tides.example' },
} as const;
type Caller = (typeof CALLERS)[keyof typeof CALLERS];
const EARLIER = { pickup: 'Paddington Station, London W2 1HQ', dropoff: 'London Heathrow Airport Terminal 5' };

function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The console's CSRF header, for calls made with the page's session. */
async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const session = await page.request.get(`${env.site.url}/api/operator/v1/session`);
  const { data } = (await session.json()) as { data: { csrf_token: string } };
  return { 'x-csrf-token': data.csrf_token };
}

/** The caller's earlier journey (paid in the car), booked through the desk's API with the page's session. */
async function bookEarlierJourney(page: Page, caller: Caller): Promise<void> {
  const headers = await csrfHeaders(page);
  const bookingForm = {
    stops: [],
    ...EARLIER,
    pickup_date: tomorrow(),
    pickup_hour: '9am',
    pickup_min: '30',
    select_option: 'one_way',
    passengers: 1,
    luggages: 1,
    hand_luggages: 0,
    meet_and_greet: 'no',
    baby_seats: 0,
    booster_seats: 0,
    wheel_chair: 'no',
    special_luggage: 0,
    waiting_min: 0,
  };
  const priced = await page.request.post(`${env.site.url}/api/operator/v1/bookings-desk/prices`, { headers, data: { bookingType: 'milleage', bookingForm } });
  expect(priced.status()).toBe(200);
  const { vehicles } = ((await priced.json()) as { data: { vehicles: Array<{ vehicle_id: number; price: number | null; too_small: string }> } }).data;
  const vehicle = vehicles.find((v) => v.price !== null && v.too_small === '')!;
  const booked = await page.request.post(`${env.site.url}/api/operator/v1/bookings-desk/bookings`, {
    headers,
    data: { bookingType: 'milleage', bookingForm, vehicle_id: vehicle.vehicle_id, caller: caller, payment: 'car', idempotency_key: `earlier-pay-link-${caller.e164}-${Date.now()}` },
  });
  expect(booked.status()).toBe(201);
}

interface StoredBooking {
  id: number;
  booking_number: string;
  amount_pence: number;
  payment_method: string;
}

function bookingsOfCaller(caller: Caller): StoredBooking[] {
  return queryDb<StoredBooking>(
    env.site.dbPath,
    `select b.id, b.booking_number, b.amount_pence, b.payment_method from bookings b
     join caller_bookings cb on cb.booking_id = b.id join callers c on c.id = cb.caller_id
     where c.phone = ? order by b.id`,
    caller.e164,
  );
}

const linksOf = (bookingId: number) =>
  queryDb<{ status: string; amount_pence: number }>(env.site.dbPath, 'select status, amount_pence from booking_pay_links where booking_id = ? order by id', bookingId);

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** N from the board, the number, ↓ Enter (repeat, priced), Tab to the payment, ↓ (pay link), Enter (book): the job's id. */
async function bookWithPayLinkByKeyboard(page: Page, caller: Caller, width: string): Promise<number> {
  await page.goto(`${env.site.url}/operator/bookings`);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
  await page.locator('body').focus();
  await page.keyboard.press('n');
  await page.getByRole('heading', { name: 'New booking', level: 1 }).waitFor();
  expect(await focusedId(page)).toBe('caller-q');
  await page.keyboard.type(caller.phone);
  await page.getByRole('button', { name: `Repeat ${EARLIER.pickup} → ${EARLIER.dropoff}` }).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.locator('input[name="desk-vehicle"]:checked:focus').waitFor();
  // The payment is the next stop after the vehicles, in the car until changed.
  await page.keyboard.press('Tab');
  expect(await focusedId(page)).toBe('desk-payment-car');
  await page.keyboard.press('ArrowDown');
  expect(await focusedId(page)).toBe('desk-payment-pay_link');
  expect(await page.getByRole('radio', { name: 'By card: mail a pay link' }).isChecked()).toBe(true);
  const choice = page.getByRole('group', { name: 'Payment', exact: true });
  await choice.getByText(`mailed to ${caller.email}`).waitFor();
  await expectSoundConsoleScreen(page, `new booking, pay link chosen (${width})`);
  await choice.scrollIntoViewIfNeeded();
  await screenshot(page, `console-pay-link-new-booking-${width}`, { fullPage: false });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/operator\/jobs\/\d+$/);
  return Number(/\/jobs\/(\d+)$/.exec(page.url())![1]);
}

const cardPart = (page: Page) => page.getByRole('group', { name: 'Card payment', exact: true });

/** Confirms the open dialog with `label`, after checking it names the amount and the address. */
async function confirmDialog(page: Page, label: string, names: string[], shot?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (const text of names) expect(await dialog.innerText()).toContain(text);
  await expectSoundConsoleScreen(page, `the "${label}" dialog`);
  if (shot) await screenshot(page, shot, { fullPage: false });
  await dialog.getByRole('button', { name: label }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('a card pay link, at %s px', (width, viewport) => {
  let page: Page;
  const caller = CALLERS[width];
  beforeAll(async () => {
    page = await newPage(env.browser, viewport);
    await signInToConsole(page, env.site.url, DEMO_LOGINS.riversideDispatcher);
    await bookEarlierJourney(page, caller);
  });
  afterAll(() => page.close());

  it('is chosen by keyboard on New booking, mailed at once, and awaited on the job page and the board; withdrawn, then sent again', async () => {
    const before = bookingsOfCaller(caller).length;
    const jobId = await bookWithPayLinkByKeyboard(page, caller, width);
    const booked = bookingsOfCaller(caller);
    expect(booked).toHaveLength(before + 1);
    const booking = booked.at(-1)!;
    // Stored as paid in the car, its fare asked by an awaiting link, the passenger mailed.
    expect(booking.payment_method).toBe('car');
    expect(linksOf(booking.id)).toEqual([{ status: 'awaiting', amount_pence: booking.amount_pence }]);
    expect(await readOutbox(env.site.url, { to: caller.email, kind: 'booking_pay_link' })).toHaveLength(1);
    const amount = pounds(booking.amount_pence);

    // The confirmation, and the awaiting payment with when it was asked.
    await page.getByRole('status').getByText(`${booking.booking_number} is booked. Pay link for ${amount} mailed to ${caller.email}.`).waitFor();
    const part = cardPart(page);
    await part.getByText(new RegExp(`^Awaiting card payment: ${amount.replace('.', '\\.')} \\(asked \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2}\\)$`)).waitFor();
    await page.getByText(`Card pay link for ${amount} mailed`).first().waitFor();
    await expectSoundConsoleScreen(page, `job page, awaiting a card payment (${width})`);
    await part.scrollIntoViewIfNeeded();
    await screenshot(page, `console-pay-link-job-awaiting-${width}`, { fullPage: false });

    // The board marks the row, in words.
    await page.getByRole('link', { name: 'Bookings' }).first().click();
    const row = page.locator(`li[data-job-id="${jobId}"]`);
    await row.waitFor();
    await row.getByText('Awaiting card').waitFor();
    // Words first; a screen reader also hears the amount.
    expect(await row.locator('.badge', { hasText: 'Awaiting card' }).textContent()).toBe(`!Awaiting card payment of ${amount}`);
    await expectSoundConsoleScreen(page, `board with an awaiting card payment (${width})`);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `console-pay-link-board-${width}`, { fullPage: false });

    // Withdrawn: paid in the car, the link no longer awaited.
    await page.goto(`${env.site.url}/operator/jobs/${jobId}`);
    await part.getByRole('button', { name: 'Withdraw link' }).click();
    await confirmDialog(page, 'Withdraw link', [booking.booking_number, amount]);
    await page.getByRole('status').getByText(`Pay link for ${amount} withdrawn: the fare is paid in the car.`).waitFor();
    await part.getByRole('button', { name: 'Send card pay link' }).waitFor();
    expect(await part.getByText(/^Awaiting card payment/).count()).toBe(0);
    expect(linksOf(booking.id).map((l) => l.status)).toEqual(['withdrawn']);
    await expectSoundConsoleScreen(page, `job page, nothing awaited (${width})`);
    await screenshot(page, `console-pay-link-job-withdrawn-${width}`, { fullPage: false });

    // Sent again: a new link, mailed.
    await part.getByRole('button', { name: 'Send card pay link' }).click();
    await confirmDialog(page, 'Send pay link', [amount, caller.email], `console-pay-link-send-dialog-${width}`);
    await page.getByRole('status').getByText(`Pay link for ${amount} mailed to ${caller.email}.`).waitFor();
    await part.getByText(/^Awaiting card payment/).waitFor();
    expect(linksOf(booking.id).map((l) => l.status)).toEqual(['withdrawn', 'awaiting']);
    expect(await readOutbox(env.site.url, { to: caller.email, kind: 'booking_pay_link' })).toHaveLength(2);

    // And the same link mailed once more.
    await part.getByRole('button', { name: 'Send again' }).click();
    await confirmDialog(page, 'Send again', [amount, caller.email]);
    await page.getByRole('status').getByText(`Pay link for ${amount} mailed again to ${caller.email}.`).waitFor();
    expect(linksOf(booking.id).map((l) => l.status)).toEqual(['withdrawn', 'awaiting']);
    expect(await readOutbox(env.site.url, { to: caller.email, kind: 'booking_pay_link' })).toHaveLength(3);

    // Withdrawn by someone else while the dialog is open: the server's words, then the job as it is now.
    await part.getByRole('button', { name: 'Withdraw link' }).click();
    await page.getByRole('dialog').waitFor();
    const meanwhile = await page.request.delete(`${env.site.url}/api/operator/v1/bookings/${booking.id}/pay-link`, { headers: await csrfHeaders(page) });
    expect(meanwhile.status()).toBe(200);
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw link' }).click();
    await page.getByRole('dialog').getByRole('alert').getByText(PAY_LINK_MESSAGES.noneAwaiting).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await part.getByRole('button', { name: 'Send card pay link' }).waitFor();
  });

  it('says before Book that a pay link needs the caller’s email, and books nothing without it', async () => {
    await page.goto(`${env.site.url}/operator/new-booking`);
    await page.getByRole('heading', { name: 'New booking', level: 1 }).waitFor();
    await page.keyboard.type(caller.phone);
    await page.getByRole('button', { name: `Repeat ${EARLIER.pickup} → ${EARLIER.dropoff}` }).first().click();
    await page.locator('input[name="desk-vehicle"]:checked').waitFor();
    await page.getByLabel('Email (for the confirmation)').fill('');
    await page.getByRole('radio', { name: 'By card: mail a pay link' }).check();
    const choice = page.getByRole('group', { name: 'Payment', exact: true });
    await choice.getByText(DESK_MESSAGES.payLinkNeedsEmail).waitFor();
    const before = bookingsOfCaller(caller).length;
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    // The email field is where to go next; nothing was booked.
    expect(await focusedId(page)).toBe('desk-email');
    expect(page.url()).toMatch(/\/operator\/new-booking$/);
    expect(bookingsOfCaller(caller)).toHaveLength(before);
    await expectSoundConsoleScreen(page, `new booking, pay link without an email (${width})`);
    await choice.scrollIntoViewIfNeeded();
    await screenshot(page, `console-pay-link-no-email-${width}`, { fullPage: false });
  });
});

describe('a quote request booked with a pay link, at 1280 px', () => {
  it('mails the requester the link at once and says so', async () => {
    const page = await newPage(env.browser, DESKTOP);
    await signInToConsole(page, env.site.url, DEMO_LOGINS.riversideDispatcher);
    const email = uniqueEmail('quote.pay.link');
    const sent = await callApi<{ data: { id: number } }>(env.site.url, 'POST', '/api/v1/send-instant-email', {
      pickup_address: DOWNING_STREET,
      dropoff_address: SAVOY,
      pickup_date: londonDate(1),
      pickup_time: '10:00',
      passenger_email: email,
      passenger_phone: '07700 900778',
      passenger_name: 'Florence Nightingale',
      additional_info: '',
      passengers: 1,
      luggages: 1,
    });
    expect(sent.status).toBe(200);
    await page.goto(`${env.site.url}/operator/enquiries/quote/${sent.body.data.id}`);
    const card = page.getByRole('region', { name: 'Booking' });
    await card.getByRole('button', { name: 'Take this request' }).click();
    await card.getByRole('button', { name: 'Price with our tariff' }).click();
    await card.locator('input[name="desk-vehicle"]:not([disabled])').first().check();
    await card.getByRole('radio', { name: 'By card: mail a pay link' }).check();
    await card.getByRole('group', { name: 'Payment', exact: true }).getByText(`mailed to ${email}`).waitFor();
    await expectSoundConsoleScreen(page, 'quote request, pay link chosen');
    await screenshot(page, 'console-pay-link-quote-request-1280');
    await card.getByRole('button', { name: 'Book' }).click();
    const became = card.getByText(/This request became booking KB-/);
    await became.waitFor();
    const [booking] = queryDb<{ id: number; amount_pence: number; payment_method: string }>(
      env.site.dbPath,
      'select b.id, b.amount_pence, b.payment_method from bookings b join quote_requests q on q.booking_id = b.id where q.id = ?',
      sent.body.data.id,
    );
    expect(await became.innerText()).toContain(`Pay link for ${pounds(booking!.amount_pence)} mailed to ${email}.`);
    expect(booking!.payment_method).toBe('car');
    expect(linksOf(booking!.id)).toEqual([{ status: 'awaiting', amount_pence: booking!.amount_pence }]);
    expect(await readOutbox(env.site.url, { to: email, kind: 'booking_pay_link' })).toHaveLength(1);
    await page.close();
  });
});
