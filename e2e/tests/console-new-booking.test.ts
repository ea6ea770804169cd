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
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import { DEMO_LOGINS, expectSoundConsoleScreen, signInToConsole } from '../support/console';

const env = siteAndBrowser();

const CALLER = { name: 'Grace Hopper', phone: '07700 900456', email: 'grace.hopper@navy.example' };
const EARLIER = {
  pickup: 'Paddington Station, London W2 1HQ',
  dropoff: 'London Heathrow Airport Terminal 5',
};

/** Tomorrow in London, YYYY-MM-DD. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The caller's earlier journey, booked through the desk's API with the page's session (as the console would). */
async function bookEarlierJourney(page: Page): Promise<void> {
  const session = await page.request.get(`${env.site.url}/api/operator/v1/session`);
  const { data } = (await session.json()) as { data: { csrf_token: string } };
  const headers = { 'x-csrf-token': data.csrf_token };
  const bookingForm = {
    stops: [],
    ...EARLIER,
    pickup_date: tomorrow(),
    pickup_hour: '9am',
    pickup_min: '30',
    select_option: 'one_way',
    passengers: 2,
    luggages: 2,
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
    data: { bookingType: 'milleage', bookingForm, vehicle_id: vehicle.vehicle_id, caller: CALLER, payment: 'car', idempotency_key: `earlier-${Date.now()}` },
  });
  expect(booked.status()).toBe(201);
}

function bookingsOfCaller(): Array<{ pick_up_address: string; drop_off_address: string; payment_method: string; created_at: string }> {
  const db = new Database(env.site.dbPath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `select b.pick_up_address, b.drop_off_address, b.payment_method, b.created_at from bookings b
         join caller_bookings cb on cb.booking_id = b.id join callers c on c.id = cb.caller_id
         where c.phone = '+447700900456' order by b.id`,
      )
      .all() as Array<{ pick_up_address: string; drop_off_address: string; payment_method: string; created_at: string }>;
  } finally {
    db.close();
  }
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ?? document.activeElement?.id ?? '');

/**
 * From the board, by keyboard alone: N, the number, ↓, Enter (repeat), Enter (book). Returns the
 * milliseconds from N to the job page, with a photograph of the priced screen before the last Enter.
 */
async function repeatByKeyboard(page: Page, shot: string): Promise<number> {
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
  await page.locator('body').focus();
  const started = performance.now();
  await page.keyboard.press('n');
  await page.getByRole('heading', { name: 'New booking', level: 1 }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('caller-q');
  await page.keyboard.type(CALLER.phone);
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
])('a returning caller’s repeat journey, by keyboard alone, at %s px', (width, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(env.browser, viewport);
    await signInToConsole(page, env.site.url, DEMO_LOGINS.riversideDispatcher);
    if (width === '1280') await bookEarlierJourney(page);
  });
  afterAll(() => page.close());

  it('is booked from N to the job page, ASAP, with the same addresses, and the time is printed', async () => {
    const before = bookingsOfCaller().length;
    const ms = await repeatByKeyboard(page, `console-new-booking-priced-${width}`);
    console.log(`New booking by keyboard at ${width} px: ${(ms / 1000).toFixed(2)} s from N to the job page`);
    const after = bookingsOfCaller();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ pick_up_address: EARLIER.pickup, drop_off_address: EARLIER.dropoff, payment_method: 'car' });
    await page.getByText(EARLIER.dropoff).first().waitFor();
    await page.getByText('Booked by phone, ASAP').waitFor();
    await screenshot(page, `console-new-booking-job-${width}`);
    expect(ms).toBeLessThan(15_000);
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
