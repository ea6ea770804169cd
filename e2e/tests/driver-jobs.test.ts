/**
 * Issue 25 §3-5 side by side on the built site: the console (1280) and a driver's phone (390 px, a
 * browser context of its own, location allowed at Charing Cross). The phone signs in by the link
 * staff send (read from the stored outbox) and goes on shift; staff offer a job and the phone shows
 * it live with its countdown; Accept shows the job in full and the console shows the driver; a
 * second offer declined shows on the console's job page, and one left unanswered counts down to
 * "This offer has expired." on the phone and "No answer" on the console; a step the server refuses
 * is shown in its words; statuses from the phone reach the console's job page and the passenger's
 * manage page (which follows them), two of them sent without signal arriving in order once back online; the Complete form's waiting and cash are
 * recorded; positions were sent while on shift with the job. Each phone screen is checked (axe,
 * 48 px targets, no sideways scroll) and photographed at 390 and 1280.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot, seriousA11yViolations } from '../support/browser';
import { addBookings, createClient, mileageForm, writeDb } from '../support/corporate';
import { callAsSignedIn, DEMO_DISPATCHERS, expectSoundConsoleScreen, signInToConsole } from '../support/console';
import { manageLinkOf, queryDb, readOutbox, uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';
import { smallDriverTargets } from '../support/driver-phone';
import { pickUpJustNow } from '../support/dispatch';

const env = siteAndBrowser();
const DRIVER = 'Dee Phone';
const DRIVER_LABEL = 'Dee Phone · DP24 JOB · Saloon';

interface JobRow {
  id: number;
  company_id: number;
  company_name: string;
}

async function expectSoundPhoneScreen(phone: Page, name: string): Promise<void> {
  expect(await seriousA11yViolations(phone), name).toEqual([]);
  expect(await smallDriverTargets(phone), name).toEqual([]);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBeLessThanOrEqual(0);
  await screenshot(phone, `${name}-390`);
  await phone.setViewportSize(DESKTOP);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBeLessThanOrEqual(0);
  await screenshot(phone, `${name}-1280`);
  await phone.setViewportSize(MOBILE);
}

/** The manage page's path from the confirmation mail of the booking of `jobId`. */
async function manageLinkOfJob(jobId: number): Promise<string> {
  const [booking] = queryDb<{ booking_number: string; email: string }>(
    env.site.dbPath,
    'select b.booking_number, p.passenger_email as email from booking_jobs j join bookings b on b.id = j.booking_id join passenger_details p on p.booking_id = b.id where j.id = ?',
    jobId,
  );
  return manageLinkOf(env.site.url, booking!.email, booking!.booking_number);
}

describe("a driver's jobs on their phone beside the console", () => {
  let office: Page;
  let phone: Page;
  let first: JobRow;
  let second: JobRow;
  let driverId = 0;

  const badge = () => office.locator('.job-page__lead');
  const offerState = () => office.locator('.job-offer__text');

  async function offer(job: JobRow): Promise<void> {
    await office.goto(`${env.site.url}/operator/jobs/${job.id}`);
    await office.getByRole('button', { name: 'Offer to driver' }).click();
    const dialog = office.getByRole('dialog', { name: 'Offer to a driver' });
    await dialog.getByLabel('Driver').selectOption({ label: DRIVER_LABEL });
    await dialog.getByRole('button', { name: 'Offer to driver' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => offerState().textContent()).toMatch(/^Offered to Dee Phone — \d+ s left$/);
  }

  beforeAll(async () => {
    const client = await createClient(env.site.url, { firstName: 'Pat', surname: 'Phone', tag: 'driver-jobs' });
    await addBookings(env.site.url, client, [{ kind: 'milleage', form: mileageForm(4) }]);
    const jobs = client.bookings.map(
      (booking) =>
        queryDb<JobRow>(env.site.dbPath, 'select j.id, j.company_id, b.company_name from booking_jobs j join bookings b on b.id = j.booking_id where j.booking_id = ? order by j.id', booking.id)[0]!,
    );
    [first, second] = jobs as [JobRow, JobRow];
    expect(second.company_id).toBe(first.company_id);
    pickUpJustNow(env.site, first.id);
    office = await newPage(env.browser, DESKTOP);
    phone = await newPage(env.browser, MOBILE);
  });

  afterAll(async () => {
    await office?.context().close();
    await phone?.context().close();
  });

  it('the phone signs in by the link staff send, and goes on shift', async () => {
    await signInToConsole(office, env.site.url, DEMO_DISPATCHERS[first.company_name]!);
    const email = uniqueEmail('dee');
    const created = (await callAsSignedIn(office, 'POST', '/api/operator/v1/drivers', {
      name: DRIVER,
      mobile: '07700 900456',
      email,
      licence_number: 'PHD 2525',
      licence_expiry: '2030-01-01',
      vehicle_plate_number: 'PHV 2525',
      vehicle_registration: 'DP24 JOB',
      vehicle_category: 'Saloon',
    })) as { status: number; body: { data?: { id: number } } };
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    driverId = created.body.data!.id;
    expect((await callAsSignedIn(office, 'POST', `/api/operator/v1/drivers/${driverId}/sign-in-link`)).status).toBe(200);
    const [mail] = await readOutbox(env.site.url, { to: email, kind: 'driver_sign_in' });
    const link = /https?:\/\/\S+?(\/driver\/sign-in#[\w-]+)/.exec(mail!.text)![1]!;

    await phone.goto(`${env.site.url}${link}`);
    await phone.getByRole('heading', { name: DRIVER, level: 1 }).waitFor();
    await phone.getByText('No jobs yet.').waitFor();
    expect(await phone.getByText('Tap anywhere to hear new offers.').isVisible()).toBe(true);
    const onShift = phone.getByRole('button', { name: 'On shift' });
    await onShift.click();
    await expect.poll(() => onShift.getAttribute('aria-pressed')).toBe('true');
    expect(await phone.getByText('Tap anywhere to hear new offers.').count()).toBe(0);
    expect(queryDb<{ status: string }>(env.site.dbPath, 'select status from driver_availability where driver_id = ?', driverId)[0]?.status).toBe('on_shift');
  });

  it('an offer from the console reaches the phone live with its countdown; Accept shows the job in full, and the console the driver', async () => {
    await offer(first);
    const card = phone.getByRole('article', { name: /Today \d\d:\d\d/ });
    await card.waitFor({ timeout: 5_000 });
    expect(await card.innerText()).toMatch(/New offer[\s\S]*London SW1A → London WC2R[\s\S]*Saloon[\s\S]*£\d+\.\d\d/i);
    const timer = card.getByRole('timer');
    const before = Number(/(\d+) seconds/.exec((await timer.getAttribute('aria-label'))!)![1]);
    expect(before).toBeGreaterThan(40);
    expect(before).toBeLessThanOrEqual(60);
    await expect.poll(async () => Number(/(\d+) seconds/.exec((await timer.getAttribute('aria-label'))!)![1]), { timeout: 4_000 }).toBeLessThan(before);
    await expectSoundPhoneScreen(phone, 'driver-offer');

    await card.getByRole('button', { name: 'Accept' }).click();
    await phone.waitForURL(`**/driver/jobs/${first.id}`);
    const main = phone.locator('main');
    await expect.poll(() => main.innerText()).toContain('10 Downing Street');
    const text = await main.innerText();
    expect(text).toContain('Pat Phone');
    expect(text).toMatch(/Collect £\d+\.\d\d in the car|Paid by card: collect nothing/);
    expect(await phone.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await phone.getByRole('link', { name: /^Navigate to .*Downing Street/ }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    expect(await phone.getByRole('link', { name: /^Apple Maps to .*Downing Street/ }).getAttribute('href')).toMatch(/^https:\/\/maps\.apple\.com\/\?daddr=/);
    await phone.getByRole('button', { name: 'I’m on my way' }).waitFor();
    await expectSoundPhoneScreen(phone, 'driver-job');

    await expect.poll(() => badge().innerText(), { timeout: 5_000 }).toContain('Driver assigned');
    await screenshot(office, 'console-job-accepted-on-phone-1280');
  });

  it('a second offer declined on the phone shows as declined on the console', async () => {
    await phone.getByRole('link', { name: 'Back to jobs' }).click();
    await offer(second);
    const card = phone.getByRole('article', { name: /\d\d:\d\d/ });
    await card.waitFor({ timeout: 5_000 });
    await card.getByRole('button', { name: 'Decline' }).click();
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => offerState().textContent(), { timeout: 5_000 }).toBe('Declined by Dee Phone');
    const today = phone.getByRole('region', { name: 'Today' });
    expect(await today.innerText()).toContain('Yours');
    await expectSoundPhoneScreen(phone, 'driver-home-with-job');
  });

  it('an offer left unanswered counts down to 0 on the phone: "This offer has expired.", and the office sees no answer', async () => {
    // The shortest offer time a company may set, so the test waits 20 s, not 60.
    writeDb(env.site.dbPath, 'update companies set offer_seconds = 20 where id = ?', second.company_id);
    await offer(second);
    const card = phone.getByRole('article', { name: /\d\d:\d\d/ });
    await card.waitFor({ timeout: 5_000 });
    expect(Number(/(\d+) seconds/.exec((await card.getByRole('timer').getAttribute('aria-label'))!)![1])).toBeLessThanOrEqual(20);
    await phone.getByText('This offer has expired.').waitFor({ timeout: 25_000 });
    expect(await card.count()).toBe(0);
    await expect.poll(() => offerState().textContent(), { timeout: 8_000 }).toBe('No answer from Dee Phone in 20 s');
    await phone.getByRole('button', { name: 'OK' }).click();
    await phone.getByText('This offer has expired.').waitFor({ state: 'detached' });
  });

  it('a step the server refuses is shown in its words, and the job goes back to where it was', async () => {
    await offer(second);
    const card = phone.getByRole('article', { name: /\d\d:\d\d/ });
    await card.getByRole('button', { name: 'Accept' }).click();
    await phone.waitForURL(`**/driver/jobs/${second.id}`);
    // Four days ahead: the desk's clock rule refuses "on my way" from the car.
    await phone.getByRole('button', { name: 'I’m on my way' }).click();
    const refusal = phone.getByRole('alert');
    await expect.poll(() => refusal.innerText()).toMatch(/^On my way at \d\d:\d\d: The pick-up on .+\. The office can record it with a reason\.$/);
    await phone.getByRole('button', { name: 'I’m on my way' }).waitFor();
    expect(await phone.locator('.job-page__pill').innerText()).toBe('Yours');
    expect(queryDb<{ status: string }>(env.site.dbPath, 'select status from booking_jobs where id = ?', second.id)[0]!.status).toBe('driver_assigned');
    await phone.getByRole('link', { name: 'Back to jobs' }).click();
    await phone.getByRole('region', { name: 'Upcoming' }).waitFor();
  });

  it('statuses from the phone reach the console; two sent without signal arrive in order when it is back', async () => {
    await phone.getByRole('link', { name: /Today/ }).first().click();
    await phone.waitForURL(`**/driver/jobs/${first.id}`);
    await office.goto(`${env.site.url}/operator/jobs/${first.id}`);
    await badge().waitFor();

    await phone.getByRole('button', { name: 'I’m on my way' }).click();
    await phone.getByRole('button', { name: 'I’ve arrived' }).waitFor();
    await expect.poll(() => badge().innerText(), { timeout: 5_000 }).toContain('On the way');

    // The passenger's page of the booking (its confirmation mail's link) shows it too, and follows.
    const passenger = await newPage(env.browser, MOBILE);
    await passenger.clock.install();
    await passenger.goto(`${env.site.url}${await manageLinkOfJob(first.id)}`);
    const passengerStatus = passenger.locator('.manage-booking__leg-status');
    expect(await passengerStatus.innerText()).toBe('Driver on the way');

    await phone.context().setOffline(true);
    await phone.getByRole('button', { name: 'I’ve arrived' }).click();
    await phone.getByText('1 update waiting for signal').waitFor();
    await phone.getByRole('button', { name: 'Passenger on board' }).click();
    await phone.getByText('2 updates waiting for signal').waitFor();
    await phone.getByRole('button', { name: 'Complete…' }).waitFor();
    await screenshot(phone, 'driver-job-offline-390');
    expect(await badge().innerText()).toContain('On the way');

    await phone.context().setOffline(false);
    await phone.getByText(/updates? waiting for signal/).waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => badge().innerText(), { timeout: 5_000 }).toContain('Passenger on board');
    const steps = queryDb<{ arrived_at: string; on_board_at: string }>(env.site.dbPath, 'select arrived_at, on_board_at from booking_jobs where id = ?', first.id)[0]!;
    expect(steps.arrived_at < steps.on_board_at).toBe(true);
    const progress = await office.getByRole('region', { name: 'Progress' }).innerText();
    expect(progress).toMatch(/On the way[\s\S]*Arrived[\s\S]*Passenger on board/);
    await passenger.clock.runFor(20_500);
    await expect.poll(() => passengerStatus.innerText()).toBe('Journey under way');
    await passenger.context().close();
  });

  it('Complete… records the job with the cash taken; the console shows it completed; positions were sent while on shift with the job', async () => {
    await phone.getByRole('button', { name: 'Complete…' }).click();
    const form = phone.getByRole('form', { name: 'Complete the job' });
    await form.getByLabel('Waiting (minutes)').fill('5');
    await expectSoundPhoneScreen(phone, 'driver-complete-form');
    await form.getByRole('button', { name: 'Complete job' }).click();
    await phone.getByText('Job completed. Thank you.').waitFor();
    await expect.poll(() => badge().innerText(), { timeout: 5_000 }).toContain('Completed');
    await expect.poll(() => office.getByRole('region', { name: 'After the journey' }).innerText()).toMatch(/Waiting time, 5 minutes[\s\S]*Cash taken by the driver[\s\S]*£10\.00/);
    await expectSoundConsoleScreen(office, 'console-job-completed-from-phone');
    await screenshot(office, 'console-job-completed-from-phone-1280');

    const positions = queryDb<{ n: number; lat: number }>(env.site.dbPath, 'select count(*) as n, max(lat) as lat from driver_positions where driver_id = ?', driverId)[0]!;
    expect(positions.n).toBeGreaterThan(0);
    expect(positions.lat).toBeCloseTo(51.5074, 3);
  });
});
