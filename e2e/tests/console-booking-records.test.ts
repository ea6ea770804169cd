/**
 * The booking record in the console (issue 27 §2 and §3): the job page's Booking record card of a
 * journey under way, fixed, with a correction beside it; then the owner exports the records of a
 * range as CSV and opens the printable page, headed by the company's licence and address. A
 * dispatcher has no such export. At 1280 and 390 px, axe-clean with 44 px targets, photographed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { londonDate } from '../support/booking';
import { DEMO_DISPATCHERS, DEMO_OWNERS, callAsSignedIn, lookAtBothWidths, signInToConsole } from '../support/console';
import { addDriver, bookInTheCar, type CarBooking } from '../support/dispatch';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();
const recordCard = (on: Page) => on.getByRole('region', { name: 'Booking record' });

/** A booking two days ahead, signed in as its company's owner: the company's licence set, a driver, on the way (confirmed early), a licence corrected. */
async function journeyUnderWay(page: Page, tag: string): Promise<CarBooking> {
  const booking = await bookInTheCar(env.site, tag);
  await signInToConsole(page, env.site.url, DEMO_OWNERS[booking.companyName]!, `/operator/jobs/${booking.jobId}`);
  await page.getByRole('heading', { name: booking.bookingNumber, level: 1 }).waitFor();
  const profile = (await callAsSignedIn(page, 'GET', '/api/operator/v1/session')).body as unknown as { data: { staff: { company: { id: number } } } };
  const companyId = profile.data.staff.company.id;
  const company = (await callAsSignedIn(page, 'GET', `/api/operator/v1/companies/${companyId}`)).body as unknown as { data: Record<string, unknown> };
  const { id: _id, active: _active, ...fields } = company.data;
  const saved = await callAsSignedIn(page, 'PUT', `/api/operator/v1/companies/${companyId}`, { ...fields, operator_licence_number: '007654', address: '12 Kerb Street\nLondon SE1 7PB' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  const driverId = await addDriver(page, tag);
  const early = { confirm: true, reason: 'Recorded for the browser test' };
  for (const [step, body] of [
    ['assign', { driver_id: driverId }],
    ['on-the-way', early],
  ] as const) {
    const res = await callAsSignedIn(page, 'POST', `/api/operator/v1/jobs/${booking.jobId}/${step}`, body);
    expect(res.status, `${step}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  const corrected = await callAsSignedIn(page, 'POST', `/api/operator/v1/jobs/${booking.jobId}/record`, { field: 'vehicle_registration', value: 'AB12 CDG', reason: 'Registration mistyped on the driver page' });
  expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
  await page.reload();
  await page.getByRole('heading', { name: booking.bookingNumber, level: 1 }).waitFor();
  return booking;
}

async function expectRecordCard(page: Page, booking: CarBooking, width: string): Promise<void> {
  const card = recordCard(page);
  await card.waitFor();
  const text = await card.innerText();
  expect(text).toContain('Fixed since the journey started');
  expect(text).toMatch(/Taken by\s*Website \(web\)/);
  expect(text).toMatch(/Vehicle's PHV plate number\s*PHV 24680/);
  expect(text).toContain('Vehicle registration: “AB12 CDF” → “AB12 CDG”. Registration mistyped on the driver page');
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: path.join(ARTIFACTS, `console-booking-record-card-${width}.png`) });
  expect(booking.bookingNumber).toBeTruthy();
}

/** The owner's export from the board: the CSV downloaded and read, the printable page opened and photographed. */
async function exportRecords(page: Page, booking: CarBooking, width: string): Promise<void> {
  await page.goto(`${env.site.url}/operator/bookings`);
  await page.getByRole('button', { name: 'Booking records' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking records for an inspection' });
  await dialog.getByRole('textbox', { name: 'First day' }).fill(londonDate(0));
  await dialog.getByRole('textbox', { name: 'Last day' }).fill(londonDate(7));
  await lookAtBothWidths(page, `console-records-dialog-${width}`);

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download CSV' }).click();
  // A copy, not path(): the run's Chromium is reached over a connection (support/global-setup.ts).
  const file = path.join(ARTIFACTS, `console-booking-records-${width}.csv`);
  await (await download).saveAs(file);
  const csv = readFileSync(file, 'utf8');
  expect(csv).toContain('Operator licence number,007654');
  expect(csv).toContain('Address,"12 Kerb Street, London SE1 7PB"');
  const line = csv.split('\r\n').find((l) => l.startsWith(booking.bookingNumber));
  expect(line).toContain('AB12 CDF');
  expect(line).toContain('PHV 24680');
  expect(line).toContain('vehicle registration ""AB12 CDF"" → ""AB12 CDG"" (Registration mistyped on the driver page)');

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: /Open printable page/ }).click();
  const sheet = await popup;
  await sheet.waitForLoadState();
  const body = await sheet.locator('body').innerText();
  expect(body).toContain(booking.companyName);
  expect(body).toContain('Operator licence number: 007654');
  expect(body).toContain(booking.bookingNumber);
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await sheet.setViewportSize(size);
    await screenshot(sheet, `console-booking-records-print-${width}-at-${label}`);
  }
  await sheet.close();
  await dialog.getByRole('button', { name: 'Done' }).click();
}

describe('the booking record in the console', () => {
  it('at 1280 px: the job page shows the fixed record with its correction; the owner exports the records as CSV and as a printable page', async () => {
    const page = await newPage(env.browser, DESKTOP);
    const booking = await journeyUnderWay(page, 'record.desktop');
    await expectRecordCard(page, booking, '1280');
    await lookAtBothWidths(page, 'console-booking-record-job');
    await exportRecords(page, booking, '1280');
    await page.close();
  });

  it('at 390 px, the same', async () => {
    const page = await newPage(env.browser, MOBILE);
    const booking = await journeyUnderWay(page, 'record.phone');
    await expectRecordCard(page, booking, '390');
    await exportRecords(page, booking, '390');
    await page.close();
  });

  it('offers a dispatcher no export of the records', async () => {
    const page = await newPage(env.browser, DESKTOP);
    const booking = await bookInTheCar(env.site, 'record.dispatcher');
    await signInToConsole(page, env.site.url, DEMO_DISPATCHERS[booking.companyName]!, '/operator/bookings');
    await page.getByRole('button', { name: 'Run sheet' }).waitFor();
    expect(await page.getByRole('button', { name: 'Booking records' }).count()).toBe(0);
    const res = await page.evaluate(async () => (await fetch('/api/operator/v1/records/export.csv?from=2026-01-01&to=2026-01-31')).status);
    expect(res).toBe(403);
    await page.close();
  });
});
