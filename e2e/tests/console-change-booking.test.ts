/**
 * Staff change a booking (issue 24 §2), on the built site at 1280 and 390 px: a caller booked by
 * phone rings back; on the job page the dispatcher opens Change booking…, moves the pickup, adds a
 * passenger and a via, prices the change (with the booking's own tariff), reads what changes and
 * what the driver collects, and saves it. The job page shows the new time, the board's row too, the
 * history says who changed what, and the passenger's mail is queued. The dialog is checked with axe,
 * for 44 px targets and sideways scrolling, and photographed.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import { DEMO_LOGINS, expectSoundConsoleScreen, signInToConsole } from '../support/console';

const env = siteAndBrowser();

/** Tomorrow in London, YYYY-MM-DD. */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A car booking taken by phone through the desk's API with the page's session; its first job's id. */
async function bookByPhone(page: Page, email: string): Promise<{ jobId: number; bookingId: number }> {
  const session = await page.request.get(`${env.site.url}/api/operator/v1/session`);
  const { data } = (await session.json()) as { data: { csrf_token: string } };
  const headers = { 'x-csrf-token': data.csrf_token };
  const bookingForm = {
    stops: [],
    pickup: 'Paddington Station, London W2 1HQ',
    dropoff: 'London Heathrow Airport Terminal 5',
    pickup_date: tomorrow(),
    pickup_hour: '9am',
    pickup_min: '30',
    select_option: 'one_way',
    passengers: 2,
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
    data: { bookingType: 'milleage', bookingForm, vehicle_id: vehicle.vehicle_id, caller: { name: 'Ada Lovelace', phone: '07700 900321', email }, payment: 'car', idempotency_key: `change-${email}` },
  });
  expect(booked.status()).toBe(201);
  const body = (await booked.json()) as { data: { job_ids: number[]; booking_id: number } };
  return { jobId: body.data.job_ids[0]!, bookingId: body.data.booking_id };
}

function stored(bookingId: number) {
  const db = new Database(env.site.dbPath, { readonly: true, fileMustExist: true });
  try {
    const booking = db.prepare('select pick_up_time, amount_pence from bookings where id = ?').get(bookingId) as { pick_up_time: string; amount_pence: number };
    const passengers = db.prepare('select total_passengers from passenger_details where booking_id = ?').get(bookingId) as { total_passengers: number };
    const stops = db.prepare('select stop_address from booking_stops where booking_id = ?').all(bookingId) as Array<{ stop_address: string }>;
    return { ...booking, ...passengers, stops: stops.map((s) => s.stop_address) };
  } finally {
    db.close();
  }
}

function amendmentMailsTo(email: string): string[] {
  const db = new Database(env.site.dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select text_body from mail_outbox where kind = 'booking_amendment' and to_address = ?").all(email) as Array<{ text_body: string }>).map((m) => m.text_body);
  } finally {
    db.close();
  }
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('staff change a booking at %s px', (width, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(env.browser, viewport);
    await signInToConsole(page, env.site.url, DEMO_LOGINS.riversideDispatcher);
  });
  afterAll(() => page.close());

  it('moves the pickup, adds a passenger and a via (Euston), prices the change, saves it; the job, history and passenger hear it', async () => {
    const email = `change-${width}@example.com`;
    const { jobId, bookingId } = await bookByPhone(page, email);
    const before = stored(bookingId);
    await page.goto(`${env.site.url}/operator/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Change booking…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change / });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Pickup' }).inputValue()).toBe('Paddington Station, London W2 1HQ');
    expect(await dialog.getByLabel('Hour', { exact: true }).inputValue()).toBe('9');

    await dialog.getByLabel('Hour', { exact: true }).selectOption('11');
    await dialog.getByLabel('Minute', { exact: true }).selectOption('15');
    await dialog.getByLabel('Passengers').fill('3');
    await dialog.getByRole('button', { name: 'Add a via' }).click();
    await dialog.getByRole('combobox', { name: 'Via 1' }).fill('London Euston Station, London NW1 2RT');
    await dialog.getByLabel('Notes for the driver').fill('Two cases in the hall');
    await dialog.getByRole('button', { name: 'Price the change' }).click();
    const preview = dialog.getByRole('status', { name: 'The change' });
    await preview.waitFor();
    const [, , d] = tomorrow().split('-');
    await preview.getByText(new RegExp(`^Pickup moved to \\w{3} ${Number(d)} \\w{3}, 11:15$`)).waitFor();
    await preview.getByText('3 passengers (was 2)').waitFor();
    await preview.getByText(/^Stops: London Euston Station/).waitFor();
    await preview.getByText('Notes: Two cases in the hall').waitFor();
    await preview.getByText(/paid to the driver\.$/).waitFor();
    await expectSoundConsoleScreen(page, `change booking, priced (${width})`);
    await screenshot(page, `console-change-booking-priced-${width}`, { fullPage: false });

    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await page.getByText(/is changed\. .* The passenger has been sent the change\.$/).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByText(/^Changed: Pickup moved to/).first().waitFor();
    await screenshot(page, `console-change-booking-job-${width}`);

    const after = stored(bookingId);
    expect(after).toMatchObject({ pick_up_time: '11:15', total_passengers: 3, stops: ['London Euston Station, London NW1 2RT'] });
    expect(after.amount_pence).toBeGreaterThanOrEqual(before.amount_pence);
    const mails = amendmentMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('has changed booking');
  });
});
