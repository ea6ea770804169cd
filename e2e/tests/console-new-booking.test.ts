/**
 * New booking, keyboard first (issue 24 §1), on the built site: a returning caller phones, and the
 * dispatcher books their last journey again without the mouse — N (from the board), the caller's
 * number typed, ↓ to the journey, Enter to repeat it (priced at once with the company's own
 * vehicles, ASAP), Enter to book — and lands on the new job's page. The time from N to the job page
 * is measured and printed, at 1280 and 390 px; the screen is checked with axe, for 44 px targets and
 * for sideways scrolling, and photographed.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { londonDate } from '../support/booking';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import { expectSoundConsoleScreen } from '../support/console';
import { bookByPhone, PHONE_JOURNEY, signedInConsolePage } from '../support/desk';

const env = siteAndBrowser();

/** A returning caller of each width's own, so one width's bookings never reorder the other's journeys. */
const CALLERS = {
  '1280': { name: 'Grace Hopper', phone: '07700 900456', e164: '+447700900456', email: 'grace.hopper@navy.example' },
  '390': { name: 'Katherine Johnson', phone: '07700 900457', e164: '+447700900457', email: 'katherine.johnson@nasa.example' },
} as const;
type Caller = (typeof CALLERS)[keyof typeof CALLERS];
/** The caller's earlier journey, booked by phone before the test. */
const EARLIER = PHONE_JOURNEY;

function bookingsOfCaller(caller: Caller): Array<{ pick_up_address: string; drop_off_address: string; pick_up_date: string; pick_up_time: string; payment_method: string }> {
  const db = new Database(env.site.dbPath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select b.pick_up_address, b.drop_off_address, b.pick_up_date, b.pick_up_time, b.payment_method from bookings b
         join caller_bookings cb on cb.booking_id = b.id join callers c on c.id = cb.caller_id
         where c.phone = ? order by b.id`,
      )
      .all(caller.e164) as Array<{ pick_up_address: string; drop_off_address: string; pick_up_date: string; pick_up_time: string; payment_method: string }>;
  } finally {
    db.close();
  }
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? document.activeElement?.id ?? '');

/**
 * From the board, by keyboard alone: N, the number, ↓, Enter (repeat), Enter (book). Returns the
 * milliseconds from N to the job page, with a photograph of the priced screen before the last Enter.
 */
async function repeatByKeyboard(page: Page, caller: Caller, shot: string): Promise<number> {
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
  await page.locator('body').focus();
  const started = performance.now();
  await page.keyboard.press('n');
  await page.getByRole('heading', { name: 'New booking', level: 1 }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('caller-q');
  await page.keyboard.type(caller.phone);
  const repeat = page.getByRole('button', { name: `Repeat ${EARLIER.pickup} → ${EARLIER.dropoff}` }).first();
  await repeat.waitFor();
  await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe(`Repeat ${EARLIER.pickup} → ${EARLIER.dropoff}`);
  await page.keyboard.press('Enter');
  // Priced with the company's vehicles, ASAP, the vehicle booked last time chosen and focused.
  await page.locator('input[name="desk-vehicle"]:checked:focus').waitFor();
  const pricing = performance.now() - started;
  await expectSoundConsoleScreen(page, `new booking, priced (${shot})`);
  await screenshot(page, shot);
  const paused = performance.now() - started - pricing;
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/operator\/jobs\/\d+$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The checks and the photograph are the test's, not the dispatcher's: left out of the time.
  return performance.now() - started - paused;
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('a returning caller’s repeat journey, by keyboard alone, at %s px', (width, viewport) => {
  let page: Page;
  const caller = CALLERS[width];
  beforeAll(async () => {
    page = await signedInConsolePage(env.browser, env.site.url, viewport);
    await bookByPhone(page, env.site.url, { caller: { name: caller.name, phone: caller.phone, email: caller.email }, form: { luggages: 2 }, idempotencyKey: `earlier-${Date.now()}` });
  });
  afterAll(() => page.close());

  it('is booked from N to the job page, ASAP, with the same addresses, and the time is printed', async () => {
    const before = bookingsOfCaller(caller).length;
    const ms = await repeatByKeyboard(page, caller, `console-new-booking-priced-${width}`);
    console.log(`New booking by keyboard at ${width} px: ${(ms / 1000).toFixed(2)} s from N to the job page`);
    const after = bookingsOfCaller(caller);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ pick_up_address: EARLIER.pickup, drop_off_address: EARLIER.dropoff, payment_method: 'car' });
    await page.getByText(EARLIER.dropoff).first().waitFor();
    await page.getByText('Booked by phone, ASAP').waitFor();
    await screenshot(page, `console-new-booking-job-${width}`);
    expect(ms).toBeLessThan(15_000);
  });

  it('books the journey reversed, pre-booked for tomorrow with the date typed day first', async () => {
    await page.goto(`${env.site.url}/operator/new-booking`);
    await page.getByRole('heading', { name: 'New booking', level: 1 }).waitFor();
    await page.keyboard.type(caller.phone);
    await page.getByRole('button', { name: `Reverse: ${EARLIER.dropoff} → ${EARLIER.pickup}` }).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(`Reverse: ${EARLIER.dropoff} → ${EARLIER.pickup}`);
    await page.keyboard.press('Enter');
    await page.locator('input[name="desk-vehicle"]:checked:focus').waitFor();
    expect(await page.locator('#desk-pickup').inputValue()).toBe(EARLIER.dropoff);

    await page.getByRole('radio', { name: 'Pre-booked' }).check();
    const [y, m, d] = londonDate(1).split('-');
    await page.getByLabel('Date', { exact: true }).fill(`${d}/${m}/${y}`);
    await page.getByLabel('Hour', { exact: true }).selectOption('7');
    await page.getByLabel('Minute', { exact: true }).selectOption('45');
    // A changed journey is priced again before it can be booked.
    await page.getByRole('button', { name: 'Price the vehicles' }).click();
    await page.getByText(`Vehicle, pickup ${d}/${m}/${y} 07:45`).waitFor();
    await page.locator('input[name="desk-vehicle"]:checked:focus').waitFor();
    const before = bookingsOfCaller(caller).length;
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/operator\/jobs\/\d+$/);
    await page.getByText('Booked by phone').first().waitFor();
    const after = bookingsOfCaller(caller);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ pick_up_address: EARLIER.dropoff, drop_off_address: EARLIER.pickup, pick_up_date: londonDate(1), pick_up_time: '07:45' });
  });

  it('keeps notes on the caller and marks them do not book, which the booking then warns of', async () => {
    await page.goto(`${env.site.url}/operator/new-booking`);
    await page.getByRole('heading', { name: 'New booking', level: 1 }).waitFor();
    await page.keyboard.type(caller.phone);
    await page.getByRole('button', { name: 'Notes' }).click();
    const dialog = page.getByRole('dialog', { name: `Notes on ${caller.name}` });
    await dialog.getByLabel('Notes (seen by your company’s staff only)').fill('Abusive to drivers on 3 Nov');
    await dialog.getByLabel('Do not book: refuse this caller’s bookings').check();
    await expectSoundConsoleScreen(page, `caller notes (${width})`);
    await screenshot(page, `console-new-booking-caller-notes-${width}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This caller is marked do not book. The booking will be refused.').waitFor();
    await page.getByText('Do not book: Abusive to drivers on 3 Nov').waitFor();

    // Cleared again: the caller may book.
    await page.getByRole('button', { name: 'Notes' }).click();
    await page.getByLabel('Do not book: refuse this caller’s bookings').uncheck();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Abusive to drivers on 3 Nov', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('This caller is marked do not book.').count()).toBe(0);
  });

  it('shows the key that opens it beside New booking (wide screens), and the page itself without a caller', async () => {
    await page.goto(`${env.site.url}/operator/new-booking`);
    await page.getByRole('heading', { name: 'New booking', level: 1 }).waitFor();
    if (width === '1280') await expect.poll(() => page.locator('.console-nav__key').textContent()).toBe('N');
    await expectSoundConsoleScreen(page, `new booking, empty (${width})`);
    await screenshot(page, `console-new-booking-empty-${width}`);
    await screenshot(page, `console-new-booking-window-${width}`, { fullPage: false });
  });
});
