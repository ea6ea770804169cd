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
import { londonDate } from '../support/booking';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import { expectSoundConsoleScreen } from '../support/console';
import { bookByPhone, PHONE_JOURNEY, signedInConsolePage } from '../support/desk';

const env = siteAndBrowser();

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
    page = await signedInConsolePage(env.browser, env.site.url, viewport);
  });
  afterAll(() => page.close());

  it('moves the pickup, adds a passenger and a via (Euston), prices the change, saves it; the job, history and passenger hear it', async () => {
    const email = `change-${width}@example.com`;
    const { jobId, bookingId } = await bookByPhone(page, env.site.url, { caller: { name: 'Ada Lovelace', phone: '07700 900321', email }, idempotencyKey: `change-${email}` });
    const before = stored(bookingId);
    await page.goto(`${env.site.url}/operator/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Change booking…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change / });
    await dialog.waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Pickup' }).inputValue()).toBe(PHONE_JOURNEY.pickup);
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
    const [, , d] = londonDate(1).split('-');
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
