/**
 * Complaints and lost property in the console (issue 27 §6), on the built site: a dispatcher records
 * a complaint taken on the phone about a booking, and an item found in the car of the same booking;
 * the dispatcher has no export, the company's owner exports both registers as CSV and as a printable
 * page. Each screen is checked and photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { DEMO_DISPATCHERS, DEMO_OWNERS, lookAtBothWidths, signInToConsole } from '../support/console';
import { bookInTheCar, type CarBooking } from '../support/dispatch';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();

/** An export's address fetched with the page's session: the status and the text. */
const fetchAsPage = (page: Page, href: string) =>
  page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  }, href);

describe('complaints and lost property', () => {
  let office: Page;
  let booking: CarBooking;

  beforeAll(async () => {
    booking = await bookInTheCar(env.site, 'complaint');
    office = await newPage(env.browser, DESKTOP);
    await signInToConsole(office, env.site.url, DEMO_DISPATCHERS[booking.companyName]!, '/operator/complaints');
    await office.getByRole('heading', { name: 'Complaints', level: 1 }).waitFor();
  });

  afterAll(async () => {
    await office?.context().close();
  });

  it('a dispatcher records a complaint about a booking, and sees no export', async () => {
    expect(await office.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await office.getByRole('button', { name: 'Record a complaint' }).first().click();
    const dialog = office.getByRole('dialog', { name: 'Record a complaint' });
    await dialog.getByLabel('Complainant’s name').fill('Cora Plaint');
    await dialog.getByLabel('Phone, email or address (optional)').fill('07700 900555');
    await dialog.getByLabel('What it is about').selectOption('lateness');
    await dialog.getByLabel('Booking number (optional)').fill('KB-NOT-OURS');
    await dialog.getByLabel('The complaint', { exact: true }).fill('The car came 25 minutes late for the airport run.');
    await dialog.getByRole('button', { name: 'Record complaint' }).click();
    // The server's answer, beside the field: the booking is not this company's.
    await expect.poll(() => dialog.innerText()).toContain('No booking KB-NOT-OURS of this company');
    await dialog.getByLabel('Booking number (optional)').fill(booking.bookingNumber);
    await lookAtBothWidths(office, 'console-complaint-dialog');
    await dialog.getByRole('button', { name: 'Record complaint' }).click();
    await expect.poll(() => office.locator('.notice-region').innerText()).toContain('The complaint of Cora Plaint is recorded.');
    const list = office.getByRole('list', { name: 'Complaints' });
    await expect.poll(() => list.innerText()).toContain('Cora Plaint: Lateness or no-show');
    expect(await list.innerText()).toContain(booking.bookingNumber);
    await lookAtBothWidths(office, 'console-complaints');
  });

  it('a dispatcher records an item found in the car of the booking', async () => {
    await office.goto(`${env.site.url}/operator/lost-property`);
    await office.getByRole('heading', { name: 'Lost property', level: 1 }).waitFor();
    await office.getByRole('button', { name: 'Item found' }).click();
    const dialog = office.getByRole('dialog', { name: 'Record an item found' });
    await dialog.getByLabel('Where it was found').fill('Back seat');
    await dialog.getByLabel('The item').fill('Black leather wallet');
    await dialog.getByLabel('Booking number (optional)').fill(booking.bookingNumber);
    await dialog.getByLabel('Attempt to return it (optional)').fill('Rang the passenger; left a message.');
    await lookAtBothWidths(office, 'console-lost-property-dialog');
    await dialog.getByRole('button', { name: 'Record item' }).click();
    await expect.poll(() => office.locator('.notice-region').innerText()).toContain('Recorded: Black leather wallet.');
    const list = office.getByRole('list', { name: 'Lost property' });
    await expect.poll(() => list.innerText()).toContain('Held by us');
    expect(await list.innerText()).toContain(booking.bookingNumber);
    await lookAtBothWidths(office, 'console-lost-property');
  });

  it('the owner exports both as CSV and as a printable page', async () => {
    const owner = await newPage(env.browser, DESKTOP);
    try {
      await signInToConsole(owner, env.site.url, DEMO_OWNERS[booking.companyName]!, '/operator/complaints');
      await owner.getByRole('button', { name: 'Export' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Export complaints' });
      await lookAtBothWidths(owner, 'console-complaints-export');
      const csvHref = (await dialog.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))!;
      const csv = await fetchAsPage(owner, csvHref);
      expect(csv.status).toBe(200);
      expect(csv.type).toBe('text/csv; charset=utf-8');
      expect(csv.text).toContain('Cora Plaint');
      expect(csv.text).toContain(booking.bookingNumber);
      const printHref = (await dialog.getByRole('link', { name: /Open printable page/ }).getAttribute('href'))!;

      await owner.goto(`${env.site.url}/operator/lost-property`);
      await owner.getByRole('button', { name: 'Export' }).click();
      const lostCsvHref = (await owner.getByRole('dialog', { name: 'Export lost property' }).getByRole('link', { name: 'Download CSV' }).getAttribute('href'))!;
      expect((await fetchAsPage(owner, lostCsvHref)).text).toContain('Black leather wallet');

      // The printable page, as a licensing officer would be handed it.
      await owner.goto(env.site.url + printHref);
      await owner.getByRole('heading', { name: `Complaints: ${booking.companyName}`, level: 1 }).waitFor();
      expect(await owner.locator('table').innerText()).toContain('Cora Plaint');
      for (const [label, size] of [['1280', DESKTOP], ['390', MOBILE]] as const) {
        await owner.setViewportSize(size);
        await screenshot(owner, `console-complaints-print-${label}`);
      }
    } finally {
      await owner.context().close();
    }
  });
});
