/**
 * A staff change paid by a card pay link (issue 24 §2), on the built site at 1280 and 390 px: a
 * caller booked by phone (paid in the car) rings to go to Stansted instead; the dispatcher chooses
 * "By card: mail a pay link" in Change booking…, prices and saves it; the passenger is mailed the
 * change and then the link for the new total, and the booking awaits its card payment.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, screenshot } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import { expectSoundConsoleScreen } from '../support/console';
import { bookByPhone, signedInConsolePage } from '../support/desk';

const env = siteAndBrowser();

function read(bookingId: number, email: string) {
  const db = new Database(env.site.dbPath, { readonly: true, fileMustExist: true });
  try {
    const booking = db.prepare('select amount_pence, payment_method from bookings where id = ?').get(bookingId) as { amount_pence: number; payment_method: string };
    const links = db.prepare('select kind, status, amount_pence from booking_pay_links where booking_id = ? order by id').all(bookingId);
    const mails = (db.prepare('select kind from mail_outbox where to_address = ? order by id').all(email) as Array<{ kind: string }>).map((m) => m.kind);
    return { booking, links, mails };
  } finally {
    db.close();
  }
}

describe.each([
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const)('a change paid by a card pay link at %s px', (width, viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInConsolePage(env.browser, env.site.url, viewport);
  });
  afterAll(() => page.close());

  it('mails the passenger a pay link for the new total, after the change', async () => {
    const email = `change-link-${width}@example.com`;
    const { jobId, bookingId } = await bookByPhone(page, env.site.url, { caller: { name: 'Grace Hopper', phone: '07700 900432', email }, idempotencyKey: `change-link-${email}` });
    await page.goto(`${env.site.url}/operator/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Change booking…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change / });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Drop-off' }).fill('London Stansted Airport');
    const choice = dialog.getByRole('group', { name: 'What is left to pay' });
    await choice.getByText(`For the new total. Mailed to ${email}; the manage page takes the card (3-D Secure).`).waitFor();
    await choice.getByRole('radio', { name: 'By card: mail a pay link' }).check();
    await dialog.getByRole('button', { name: 'Price the change' }).click();
    const preview = dialog.getByRole('status', { name: 'The change' });
    await preview.getByText(/^The passenger is mailed a card pay link for the new total, £[\d.]+; until it is paid, it is paid to the driver\.$/).waitFor();
    await expectSoundConsoleScreen(page, `change booking by pay link, priced (${width})`);
    await screenshot(page, `console-change-pay-link-priced-${width}`, { fullPage: false });

    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(/is changed\. The passenger is mailed a card pay link for the new total/).waitFor();

    const after = read(bookingId, email);
    expect(after.booking.payment_method).toBe('car');
    expect(after.links).toEqual([{ kind: 'fare', status: 'awaiting', amount_pence: after.booking.amount_pence }]);
    expect(after.mails).toEqual(['booking_confirmation', 'booking_amendment', 'booking_pay_link']);
  });
});
