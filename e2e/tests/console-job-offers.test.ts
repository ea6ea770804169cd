/**
 * Offering a job to a driver from the console (issue 25 §3), on the built site: the dispatcher
 * offers a job from its page with the same picker as Assign driver, sees the offer count down
 * live with Withdraw, then — without a reload — "Declined by Sam Driver" when the driver's phone
 * declines, and "No answer from Sam Driver in 60 s" when a second offer runs out. Each screen is
 * checked with axe and for 44 px targets, and photographed at 1280 and 390 px.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage, screenshot } from '../support/browser';
import { callAsSignedIn, DEMO_DISPATCHERS, lookAtBothWidths, signInToConsole } from '../support/console';
import { createClient, tokenHash, writeDb } from '../support/corporate';
import { queryDb } from '../support/journey';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();


/** A phone signed in as the driver: a session row straight into the database (sign-in itself is tested elsewhere). */
async function driverPhone(driverId: number, companyId: number) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  writeDb(
    env.site.dbPath,
    'insert into driver_sessions (driver_id, company_id, token_hash, device_label, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?, ?, ?)',
    driverId, companyId, tokenHash(token), 'Test phone', now, now, new Date(Date.now() + 86_400_000).toISOString(),
  );
  const cookie = `kb_driver=${token}`;
  const me = (await (await fetch(`${env.site.url}/api/driver/v1/me`, { headers: { cookie } })).json()) as { data: { csrf_token: string } };
  return {
    async decline(offerId: number) {
      const res = await fetch(`${env.site.url}/api/driver/v1/offers/${offerId}/decline`, { method: 'POST', headers: { cookie, 'x-csrf-token': me.data.csrf_token } });
      expect(res.status).toBe(200);
    },
  };
}

async function offerFromPage(page: Page, driverLabel: string) {
  await page.getByRole('button', { name: 'Offer to driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer to a driver' });
  await dialog.getByLabel('Driver').selectOption({ label: driverLabel });
  await dialog.getByRole('button', { name: 'Offer to driver' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('offering a job to a driver from its page', () => {
  it('counts the offer down live, then shows the decline and the unanswered offer without a reload', async () => {
    const client = await createClient(env.site.url, { firstName: 'Olive', surname: 'Offer', tag: 'offer' });
    const bookingId = client.bookings[0]!.id;
    const [job] = queryDb<{ id: number; company_id: number; company_name: string }>(
      env.site.dbPath,
      'select j.id, j.company_id, b.company_name from booking_jobs j join bookings b on b.id = j.booking_id where j.booking_id = ? order by j.id',
      bookingId,
    );
    const page = await newPage(env.browser, DESKTOP);
    await signInToConsole(page, env.site.url, DEMO_DISPATCHERS[job!.company_name]!);
    const created = (await callAsSignedIn(page, 'POST', '/api/operator/v1/drivers', {
      name: 'Sam Driver',
      mobile: '07700 900123',
      licence_number: 'PHD 4242',
      licence_expiry: '2030-01-01',
      vehicle_plate_number: 'PHV 4242',
      vehicle_registration: 'AB12 CDE',
      vehicle_category: 'Saloon',
    })) as { status: number; body: { data?: { id: number } } };
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const driverId = created.body.data!.id;
    const phone = await driverPhone(driverId, job!.company_id);

    await page.goto(`${env.site.url}/operator/jobs/${job!.id}`);
    await page.getByRole('button', { name: 'Assign driver' }).waitFor();
    await page.getByRole('button', { name: 'Offer to driver' }).click();
    await page.getByRole('dialog', { name: 'Offer to a driver' }).getByLabel('Driver').selectOption({ label: 'Sam Driver · AB12 CDE · Saloon' });
    await lookAtBothWidths(page, 'console-offer-dialog');
    await page.getByRole('dialog', { name: 'Offer to a driver' }).getByRole('button', { name: 'Offer to driver' }).click();

    const state = page.locator('.job-offer__text');
    await expect.poll(() => state.textContent()).toMatch(/^Offered to Sam Driver — (60|59|58|57) s left$/);
    await page.getByRole('button', { name: 'Withdraw offer' }).waitFor();
    await lookAtBothWidths(page, 'console-offer-open');
    const first = queryDb<{ id: number }>(env.site.dbPath, 'select id from job_offers where job_id = ? order by id desc', job!.id)[0]!;

    await phone.decline(first.id);
    await expect.poll(() => state.textContent(), { timeout: 3_000 }).toBe('Declined by Sam Driver');
    expect(await page.getByRole('button', { name: 'Withdraw offer' }).count()).toBe(0);
    await lookAtBothWidths(page, 'console-offer-declined');

    // Offered again; its time runs out (moved to now in the database: the server's sweep closes it within 5 s).
    await offerFromPage(page, 'Sam Driver · AB12 CDE · Saloon');
    await expect.poll(() => state.textContent()).toMatch(/^Offered to Sam Driver — \d+ s left$/);
    writeDb(env.site.dbPath, 'update job_offers set expires_at = ? where job_id = ? and answer is null', new Date(Date.now() - 1_000).toISOString(), job!.id);
    await expect.poll(() => state.textContent(), { timeout: 8_000 }).toBe('No answer from Sam Driver in 60 s');
    expect(queryDb<{ answer: string }>(env.site.dbPath, 'select answer from job_offers where job_id = ? order by id desc', job!.id)[0]!.answer).toBe('timed_out');
    await screenshot(page, 'console-offer-timed-out-1280');
  });
});
