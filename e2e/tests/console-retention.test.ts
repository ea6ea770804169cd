/**
 * Retention in the console (issue 27 §4) on the built site: an owner sets how long passengers'
 * details are kept on the Company page (11 months refused on its field, 36 saved); the platform
 * admin records a passenger's erasure and sees its state; the job page of an anonymised booking
 * says so. Each screen checked with axe and
 * photographed at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, DESKTOP, MOBILE, newPage } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import { DEMO_LOGINS, DEMO_OWNERS, lookAtBothWidths, openConsoleArea, signInToConsole } from '../support/console';
import { writeDb } from '../support/corporate';
import { bookInTheCar } from '../support/dispatch';

const env = siteAndBrowser();
const MONTHS = 'Keep passengers’ details (months)';

async function signIn(page: Page, email: string): Promise<void> {
  await signInToConsole(page, env.site.url, email);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
}

const notice = (page: Page) => page.locator('.notice-region');

describe('retention in the console', () => {
  it('an owner keeps passengers’ details 36 months: 11 is refused on its field', async () => {
    const page = await newPage(env.browser, DESKTOP);
    await signIn(page, DEMO_LOGINS.riversideOwner);
    await openConsoleArea(page, 'Company');
    const months = page.getByLabel(MONTHS, { exact: true });
    await expect.poll(() => months.inputValue()).toBe('24');

    await months.fill('11');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.locator('#company-retention-months-error').innerText()).toBe('Enter whole months from 12 to 120');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('company-retention-months');
    await months.scrollIntoViewIfNeeded();
    await lookAtBothWidths(page, 'console-company-retention-error');
    // The field and its message up close, at both widths (the whole page is long).
    for (const [label, size] of [['1280', DESKTOP], ['390', MOBILE]] as const) {
      await page.setViewportSize(size);
      await page.locator('.field', { has: months }).screenshot({ path: path.join(ARTIFACTS, `console-company-retention-field-${label}.png`) });
    }
    await page.setViewportSize(DESKTOP);

    await months.fill('36');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => notice(page).innerText()).toContain('Saved.');
    await page.reload();
    await expect.poll(() => page.getByLabel(MONTHS, { exact: true }).inputValue()).toBe('36');
    await page.close();
  });

  it('the platform admin records an erasure and sees what was erased and what is kept', async () => {
    const page = await newPage(env.browser, DESKTOP);
    await signIn(page, DEMO_LOGINS.platformAdmin);
    await openConsoleArea(page, 'Erasure requests');
    await page.getByText('No erasure requests', { exact: true }).waitFor();
    await lookAtBothWidths(page, 'console-erasure-empty');

    await page.getByRole('button', { name: 'Erase a passenger' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase a passenger' });
    await dialog.getByLabel('Passenger’s email', { exact: true }).fill('not an email');
    await dialog.getByRole('button', { name: 'Erase passenger' }).click();
    await expect.poll(() => dialog.locator('#erasure-email-error').innerText()).toBe('Enter a valid email address');
    await lookAtBothWidths(page, 'console-erasure-dialog');

    await dialog.getByLabel('Passenger’s email', { exact: true }).fill('ada@example.com');
    await dialog.getByLabel('How they asked (optional)', { exact: true }).fill('By email, identity checked against the booking');
    await dialog.getByRole('button', { name: 'Erase passenger' }).click();
    await expect.poll(() => notice(page).innerText()).toContain('of ada@example.com');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /ada@example\.com/, level: 2 }) });
    await card.waitFor();
    expect(await card.innerText()).toContain('By email, identity checked against the booking');
    await lookAtBothWidths(page, 'console-erasure-list');
    await page.close();
  });

  it('the job page of an anonymised booking says its passenger’s details were removed', async () => {
    const booking = await bookInTheCar(env.site, 'retention');
    // What the retention task leaves (its API tests check it field by field); the built site's clock cannot be moved.
    const at = '2027-12-04T00:30:00.000Z';
    writeDb(env.site.dbPath, "UPDATE bookings SET anonymised_at = ?, pick_up_address = 'SW1A', drop_off_address = '(removed)', flight_no = NULL WHERE id = ?", at, booking.bookingId);
    writeDb(env.site.dbPath, "UPDATE passenger_details SET passenger_name = '(removed)', passenger_email = '', passenger_contact_no = '', additional_info = '' WHERE booking_id = ?", booking.bookingId);
    writeDb(env.site.dbPath, "UPDATE passengers SET first_name = '(removed)', surname = '', email = '', phone = '' WHERE id = (SELECT passenger_id FROM bookings WHERE id = ?)", booking.bookingId);
    writeDb(env.site.dbPath, "UPDATE booking_jobs SET from_address = 'SW1A', to_address = '(removed)' WHERE booking_id = ?", booking.bookingId);
    const page = await newPage(env.browser, DESKTOP);
    await signInToConsole(page, env.site.url, DEMO_OWNERS[booking.companyName]!, `/operator/jobs/${booking.jobId}`);
    const passenger = page.getByRole('region', { name: 'Passenger' });
    await expect.poll(() => passenger.innerText()).toContain('Personal details removed under the retention policy on');
    expect(await passenger.innerText()).not.toContain('Wendy');
    await lookAtBothWidths(page, 'console-job-anonymised');
    await page.close();
  });
});
