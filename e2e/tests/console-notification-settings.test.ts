/**
 * The company's messages to passengers on the console's Company page (issue 26): an owner is shown
 * the contract's refusal of a reminder too close to the pick-up, then saves texts and mails per
 * kind, two reminders, quiet hours and a sender name, still there after a reload and as the API
 * reads them; a dispatcher reads the settings without a way to change them. Checked and
 * photographed at 1280 and 390 px. The second test reads what the first saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { NOTIFICATION_MESSAGES } from '@kerbside/contract';
import { DESKTOP, launchBrowser, MOBILE, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { callAsSignedIn, DEMO_LOGINS, lookAtBothWidths, openConsoleArea, signInToConsole } from '../support/console';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function openCompany(page: Page, email: string): Promise<void> {
  await signInToConsole(page, site.url, email);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
  await openConsoleArea(page, 'Company');
}

const section = (page: Page) => page.getByRole('form', { name: 'Messages to passengers' });

describe('messages to passengers', () => {
  it('an owner sets texts and mails per kind, reminders, quiet hours and the sender name', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      await openCompany(page, DEMO_LOGINS.riversideOwner);
      const form = section(page);
      await form.waitFor();
      // The booking's own mails are always sent: checked, and not to be unticked.
      const confirmedMail = form.getByLabel('Booking confirmed by mail (always sent)');
      expect(await confirmedMail.isChecked()).toBe(true);
      expect(await confirmedMail.isDisabled()).toBe(true);
      expect(await form.getByLabel('Minutes before the pick-up').inputValue()).toBe('60');
      await lookAtBothWidths(page, 'console-notification-settings');
      // Each small box sits in a cell-sized target at 390 px: a tap by the box's side still ticks it.
      await page.setViewportSize(MOBILE);
      for (const cell of await form.locator('.company-notifications__cell').all()) {
        const box = (await cell.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      const byText = form.getByLabel('Booking confirmed by text');
      const cell = form.locator('label.company-notifications__cell:has(#notify-booking_confirmed-sms)');
      await cell.click({ position: { x: 4, y: 4 } });
      expect(await byText.isChecked()).toBe(false);
      await cell.click({ position: { x: 4, y: 4 } });
      expect(await byText.isChecked()).toBe(true);
      await page.setViewportSize(DESKTOP);

      await form.getByLabel('Booking confirmed by text').uncheck();
      await form.getByLabel('Reminder before the pick-up by mail').check();
      await form.getByLabel('Minutes before the pick-up').fill('10');
      await form.getByRole('button', { name: 'Save message settings' }).click();
      await expect.poll(() => form.locator('#notify-reminder-minutes-error').innerText()).toBe(NOTIFICATION_MESSAGES.reminderMinutes);
      await lookAtBothWidths(page, 'console-notification-settings-problem');

      await form.getByLabel('Minutes before the pick-up').fill('60, 1440');
      await form.getByLabel('Quiet from').fill('22:00');
      await form.getByLabel('Quiet until').fill('07:30');
      await form.getByLabel('Sender name (optional)').fill('Riverside');
      await form.getByRole('button', { name: 'Save message settings' }).click();
      await expect.poll(() => page.locator('.notice-region').innerText()).toContain('Saved.');

      await page.reload();
      await section(page).waitFor();
      expect(await section(page).getByLabel('Minutes before the pick-up').inputValue()).toBe('1440, 60');
      expect(await section(page).getByLabel('Booking confirmed by text').isChecked()).toBe(false);
      expect(await section(page).getByLabel('Sender name (optional)').inputValue()).toBe('Riverside');
      const read = (await callAsSignedIn(page, 'GET', '/api/operator/v1/session')) as unknown as { body: { data: { staff: { company: { id: number } } } } };
      const id = read.body.data.staff.company.id;
      const stored = (await callAsSignedIn(page, 'GET', `/api/operator/v1/companies/${id}/notification-settings`)) as unknown as { body: { data: { settings: Record<string, unknown> } } };
      expect(stored.body.data.settings).toMatchObject({
        reminder_minutes: [1440, 60],
        quiet_hours: { start: '22:00', end: '07:30' },
        sms_sender: 'Riverside',
        channels: { booking_confirmed: { mail: true, sms: false }, reminder: { mail: true, sms: true } },
      });
    } finally {
      await page.context().close();
    }
  });

  it('a dispatcher reads them as words, with no way to change them', async () => {
    const page = await newPage(browser, DESKTOP);
    try {
      await openCompany(page, DEMO_LOGINS.riversideDispatcher);
      const facts = page.getByRole('region', { name: 'Messages to passengers' });
      await expect.poll(() => facts.innerText()).toContain(NOTIFICATION_MESSAGES.ownersOnly);
      // What the owner saved in the test before, as words.
      const text = await facts.innerText();
      expect(text).toMatch(/Booking confirmed\s+Mail only/);
      expect(text).toMatch(/Reminder before the pick-up\s+Mail and text/);
      expect(text).toContain('24 hours, 1 hour before the pick-up');
      expect(text).toContain('22:00 to 07:30 (London time)');
      expect(text).toContain('Riverside');
      expect(await page.getByRole('form', { name: 'Messages to passengers' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Save message settings' }).count()).toBe(0);
      await lookAtBothWidths(page, 'console-notification-settings-dispatcher');
    } finally {
      await page.context().close();
    }
  });
});
