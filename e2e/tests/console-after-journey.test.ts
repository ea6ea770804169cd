/**
 * After the journey, on the console's job page (issue 24 §5): a booking paid in the car is driven
 * to completed; the page no longer says nothing more can be done, and the dispatcher adds waiting
 * time (its charge previewed by the site's terms: 10 minutes free, then £0.30 a minute) and parking,
 * sees the new total and what is still due, then the passenger's receipt shows the fare, each
 * charge and the new total; a toll added by mistake is taken off with a reason. At 1280 and 390 px,
 * axe-clean with 44 px targets, photographed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage } from '../support/browser';
import { DEMO_DISPATCHERS, callAsSignedIn, expectSoundConsoleScreen, signInToConsole } from '../support/console';
import { addDriver, bookInTheCar } from '../support/dispatch';
import { readOutbox } from '../support/journey';
import { shoot } from '../support/look';
import { siteAndBrowser } from '../support/server';
import { pounds } from '../support/text';

const env = siteAndBrowser();
const notice = (on: Page) => on.locator('.notice-region');
const after = (on: Page) => on.getByRole('region', { name: 'After the journey' });

interface Completed {
  bookingNumber: string;
  jobId: number;
  amountPence: number;
  email: string;
}

/** A booking paid in the car, two days ahead; signed in as its company's dispatcher, given a driver, taken on the way and completed (each confirmed early). */
async function completedJob(page: Page, tag: string): Promise<Completed> {
  const booking = await bookInTheCar(env.site, tag);
  const { jobId, bookingNumber } = booking;
  await signInToConsole(page, env.site.url, DEMO_DISPATCHERS[booking.companyName]!, `/operator/jobs/${jobId}`);
  await page.getByRole('heading', { name: bookingNumber, level: 1 }).waitFor();
  const driverId = await addDriver(page, tag);
  const early = { confirm: true, reason: 'Recorded for the browser test' };
  for (const [step, body] of [
    ['assign', { driver_id: driverId }],
    ['on-the-way', early],
    ['complete', early],
  ] as const) {
    const res = await callAsSignedIn(page, 'POST', `/api/operator/v1/jobs/${jobId}/${step}`, body);
    expect(res.status, `${step}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  await page.reload();
  await page.getByRole('heading', { name: bookingNumber, level: 1 }).waitFor();
  return { bookingNumber, jobId, amountPence: booking.amountPence, email: booking.email };
}

/** Adds 25 minutes of waiting (15 charged: £4.50) and £6.50 of parking through the dialog; photographs it. */
async function addWaitingAndParking(page: Page, job: Completed, width: string): Promise<void> {
  expect(await page.locator('.job-actions__none').innerText()).toBe(
    'This job is completed. Add waiting time, parking, extra stops, tolls or the cash taken under After the journey.',
  );
  expect(await page.getByText('Nothing more can be done to this job.').count()).toBe(0);
  const dialog = page.getByRole('dialog', { name: `Add to ${job.bookingNumber}` });
  const open = () => after(page).getByRole('button', { name: 'Add waiting, parking, stop, toll or cash…' }).click();

  await open();
  await dialog.getByRole('radio', { name: 'Waiting time' }).check();
  const minutes = dialog.getByRole('textbox', { name: 'Minutes waited' });
  await expect.poll(() => dialog.innerText()).toContain('10 minutes free, then £0.30 a minute');
  await minutes.fill('25');
  await expect.poll(() => dialog.innerText()).toContain('15 minutes charged: £4.50');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Flight landed late');
  await expectSoundConsoleScreen(page, `add waiting ${width}`);
  await shoot(page, `console-after-journey-waiting-${width}`);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => notice(page).innerText()).toContain(`${job.bookingNumber}: Waiting time of £4.50 added.`);
  expect(await dialog.count()).toBe(0);

  await open();
  await dialog.getByRole('radio', { name: 'Parking' }).check();
  // Nothing typed: the dialog says what is missing, as the server would.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => dialog.innerText()).toContain('Enter the amount in pounds, e.g. 6.50');
  await dialog.getByRole('textbox', { name: 'Amount (£)' }).fill('6.50');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Heathrow T5 short stay');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  const total = job.amountPence + 450 + 650;
  await expect.poll(() => notice(page).innerText()).toContain(`Total ${pounds(total)}, still due in the car ${pounds(total)}.`);

  const section = await after(page).innerText();
  expect(section).toMatch(/Waiting time, 25 minutes \(15 charged\): Flight landed late\s*£4\.50/);
  expect(section).toMatch(/Parking: Heathrow T5 short stay\s*£6\.50/);
  expect(section).toMatch(new RegExp(`Total\\s*${pounds(total).replace('.', '\\.')}`));
  expect(section).toMatch(new RegExp(`Still due in the car\\s*${pounds(total).replace('.', '\\.')}`));
  await expect.poll(() => page.locator('.job-history').innerText()).toContain('Parking: £6.50 added (Heathrow T5 short stay)');
  await expectSoundConsoleScreen(page, `after the journey ${width}`);
  await after(page).scrollIntoViewIfNeeded();
  await shoot(page, `console-after-journey-${width}`);
}

/** The passenger's receipt by the link of their confirmation mail: the fare, each charge, the new total. */
async function expectReceipt(page: Page, job: Completed, width: string): Promise<void> {
  const [mail] = await readOutbox(env.site.url, { to: job.email, kind: 'booking_confirmation' });
  const link = /https?:\/\/\S+\/api\/v1\/manage-booking\/receipt\?token=[^\s)]+/.exec(mail?.text ?? '')?.[0];
  expect(link, mail?.text).toBeDefined();
  await page.goto(link!);
  const price = await page.getByRole('region', { name: 'Price' }).innerText();
  const total = job.amountPence + 450 + 650;
  expect(price).toMatch(new RegExp(`Fare as booked\\s*${pounds(job.amountPence).replace('.', '\\.')}`));
  expect(price).toMatch(/Waiting time, 25 minutes \(15 charged\): Flight landed late\s*£4\.50/);
  expect(price).toMatch(/Parking: Heathrow T5 short stay\s*£6\.50/);
  expect(price).toMatch(new RegExp(`Total\\s*${pounds(total).replace('.', '\\.')}`));
  expect(await page.getByRole('region', { name: 'Payment' }).innerText()).toMatch(new RegExp(`Left to pay in the car\\s*${pounds(total).replace('.', '\\.')}`));
  await shoot(page, `receipt-after-journey-${width}`);
}

describe('a dispatcher adds waiting time and parking to a completed job', () => {
  it('at 1280 px: the dialog previews the waiting charge, the page shows the new total, the receipt too', async () => {
    const page = await newPage(env.browser, DESKTOP);
    const job = await completedJob(page, 'after.desktop');
    await addWaitingAndParking(page, job, '1280');
    await expectReceipt(page, job, '1280');

    // A toll typed by mistake is taken off with a reason: the total is as before, the history says why.
    await page.goto(`${env.site.url}/operator/jobs/${job.jobId}`);
    expect((await callAsSignedIn(page, 'POST', `/api/operator/v1/jobs/${job.jobId}/extras`, { kind: 'toll', amount_pence: 250 })).status).toBe(200);
    await page.reload();
    await after(page).getByRole('button', { name: 'Remove Toll' }).click();
    const dialog = page.getByRole('dialog', { name: `Remove from ${job.bookingNumber}?` });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => dialog.innerText()).toContain('Give a reason of at least 3 characters');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Wrong job: no toll on this route');
    await expectSoundConsoleScreen(page, 'remove an entry 1280');
    await shoot(page, 'console-after-journey-remove-1280');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    const total = job.amountPence + 450 + 650;
    await expect.poll(() => notice(page).innerText()).toContain(`${job.bookingNumber}: Toll removed. Total ${pounds(total)}`);
    expect(await after(page).getByText('Toll', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.locator('.job-history').innerText()).toContain('Toll £2.50 removed: Wrong job: no toll on this route');
    await page.close();
  });

  it('at 390 px, the same', async () => {
    const page = await newPage(env.browser, MOBILE);
    const job = await completedJob(page, 'after.phone');
    await addWaitingAndParking(page, job, '390');
    await expectReceipt(page, job, '390');
    await page.close();
  });
});
