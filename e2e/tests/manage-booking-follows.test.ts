/**
 * The passenger's manage page follows the journey (issue 25 §4: statuses reach the passenger's page
 * live): while a driver is on the job it asks again every 20 seconds, and when the page comes back
 * into view, and shows the new status and driver without a reload, told to screen readers. The
 * page's clock is Playwright's, so 20 seconds pass at once. At 390 px, photographed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE, newPage } from '../support/browser';
import { DEMO_DISPATCHERS, callAsSignedIn, signInToConsole } from '../support/console';
import { addDriver, bookInTheCar, type CarBooking } from '../support/dispatch';
import { manageLinkOf } from '../support/journey';
import { shoot } from '../support/look';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();
const EARLY = { confirm: true, reason: 'Recorded for the browser test' };

const legStatus = (phone: Page) => phone.locator('.manage-booking__leg-status');
const announced = (phone: Page) => phone.locator('p[role="status"].visually-hidden');

async function step(office: Page, booking: CarBooking, path: string, body: unknown): Promise<void> {
  const res = await callAsSignedIn(office, 'POST', `/api/operator/v1/jobs/${booking.jobId}/${path}`, body);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
}

describe('the manage page follows the journey', () => {
  it('shows the driver on the way, waiting, and another car, each within 20 seconds and without a reload', async () => {
    const booking = await bookInTheCar(env.site, 'follows');
    const office = await newPage(env.browser, MOBILE);
    await signInToConsole(office, env.site.url, DEMO_DISPATCHERS[booking.companyName]!, `/operator/jobs/${booking.jobId}`);
    const firstDriver = await addDriver(office, 'follows-1', 'FO11 OWS');
    const secondDriver = await addDriver(office, 'follows-2', 'FO22 OWS');
    await step(office, booking, 'assign', { driver_id: firstDriver });

    const phone = await newPage(env.browser, MOBILE);
    await phone.clock.install();
    const asked: string[] = [];
    phone.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/manage-booking/booking') asked.push(r.url());
    });
    await phone.goto(`${env.site.url}${await manageLinkOf(env.site.url, booking.email)}`);
    await phone.getByRole('heading', { name: booking.bookingNumber, level: 1 }).waitFor();
    expect(await legStatus(phone).innerText()).toBe('Driver assigned');
    expect(await phone.getByText('FO11 OWS').count()).toBe(1);
    const opened = asked.length;

    // Another car: the page shows the new driver and registration, with nothing to announce.
    await step(office, booking, 'assign', { driver_id: secondDriver });
    await phone.clock.runFor(19_000);
    expect(await phone.getByText('FO22 OWS').count(), 'not asked again before 20 seconds').toBe(0);
    await phone.clock.runFor(1_500);
    await expect.poll(() => phone.getByText('FO22 OWS').count()).toBe(1);
    expect(await announced(phone).innerText()).toBe('');
    expect(asked.length).toBe(opened + 1);

    await step(office, booking, 'on-the-way', EARLY);
    await phone.clock.runFor(20_500);
    await expect.poll(() => legStatus(phone).innerText()).toBe('Driver on the way');
    await expect.poll(() => announced(phone).innerText()).toBe('Driver on the way');

    await step(office, booking, 'arrived', EARLY);
    await phone.clock.runFor(20_500);
    await expect.poll(() => legStatus(phone).innerText()).toBe('Driver waiting at the pick-up');
    await shoot(phone, 'manage-booking-follows-arrived-390');

    // A page out of view asks nothing; back in view, it asks at once.
    const before = asked.length;
    await phone.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await phone.clock.runFor(60_000);
    expect(asked.length).toBe(before);
    await step(office, booking, 'on-board', EARLY);
    await phone.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => legStatus(phone).innerText()).toBe('Journey under way');

    // Completed: nothing more to follow, so the page stops asking.
    await step(office, booking, 'complete', EARLY);
    await phone.clock.runFor(20_500);
    await expect.poll(() => legStatus(phone).innerText()).toBe('Completed');
    const finished = asked.length;
    await phone.clock.runFor(120_000);
    expect(asked.length).toBe(finished);
  });
});
