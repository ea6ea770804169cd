/**
 * Issue 26 end to end: one booking followed from the website through the console and the driver's
 * phone to the passenger's tracking page, each message read from the stored outbox in the console.
 * The passenger books at 390 px with texts to their mobile; the office offers the job to a driver
 * whose phone (390 px, location allowed near the pickup) accepts it and sends each step; the
 * "on the way" text carries the tracking link, which the passenger opens and watches follow the
 * car; the console's Messages page then lists every text of the booking (confirmed, driver
 * assigned, on the way, outside, completed), each with its words on its own page, and the booking's
 * confirmation mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { DESKTOP, launchBrowser, MOBILE, newPage, screenshot } from '../support/browser';
import { londonDate } from '../support/booking';
import { callAsSignedIn, consoleNav, DEMO_DISPATCHERS, lookAtBothWidths, signInToConsole } from '../support/console';
import { pickUpJustNow } from '../support/dispatch';
import { bookVehicle, chooseMode, detailsForm, fillDetails, nextBookingResponse, queryDb, readOutbox, requestHourlyQuote, uniqueEmail } from '../support/journey';
import { startSite, type RunningSite } from '../support/server';

const MOBILE_NUMBER = '+447700900777';
const DRIVER = 'Tobias Reyes';

let site: RunningSite;
let browser: Browser;
let office: Page;
let phone: Page;
let bookingNumber = '';
let jobId = 0;
const email = uniqueEmail('messages.passenger');

interface StoredText {
  id: number;
  kind: string;
  body: string;
  status: string;
}

/** The texts to the passenger's mobile, oldest first, as the stored outbox keeps them (full bodies, links included). */
async function textsToPassenger(): Promise<StoredText[]> {
  const res = await fetch(`${site.url}${OPERATIONS.listSmsOutbox.path}?to=${encodeURIComponent(MOBILE_NUMBER)}`);
  expect(res.status).toBe(200);
  const texts = ((await res.json()) as { data: StoredText[] }).data;
  return texts.sort((a, b) => a.id - b.id);
}

const kindsSent = async () => (await textsToPassenger()).map((t) => t.kind);

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('a booking followed from the website to the kerb, told by text', () => {
  it('the passenger books on the website at 390 px and asks for texts: the confirmation text is queued with the booking', async () => {
    const passenger = await newPage(browser, MOBILE);
    const { options } = await requestHourlyQuote(passenger, site.url, { date: londonDate(3), hour: '9 am', minute: '30', duration: '5 hours' });
    await bookVehicle(passenger, options[0]!);
    await chooseMode(passenger, 'Guest Login');
    await fillDetails(passenger, { firstName: 'Priya', surname: 'Shah', email, number: '07700 900777' });
    const form = detailsForm(passenger);
    await form.getByRole('checkbox', { name: 'Send me text messages about my ride' }).check();
    await form.getByRole('button', { name: 'Next step' }).click();
    await passenger.waitForURL('**/paymentview');
    const saved = nextBookingResponse(passenger);
    await passenger.getByRole('button', { name: 'Pay in Car' }).click();
    const { body } = await saved;
    expect(body.success, body.message).toBe(true);
    bookingNumber = body.data!.booking.booking_number;
    await passenger.context().close();

    const [job] = queryDb<{ id: number }>(site.dbPath, 'SELECT j.id FROM booking_jobs j JOIN bookings b ON b.id = j.booking_id WHERE b.booking_number = ?', bookingNumber);
    jobId = job!.id;
    expect(await kindsSent()).toEqual(['booking_confirmed']);
    pickUpJustNow(site, jobId);
  });

  it("the office offers the job to a driver whose phone accepts it: the driver's name and car are texted", async () => {
    const [booking] = queryDb<{ company_name: string; category_name: string }>(site.dbPath, 'SELECT company_name, category_name FROM bookings WHERE booking_number = ?', bookingNumber);
    office = await newPage(browser, DESKTOP);
    await signInToConsole(office, site.url, DEMO_DISPATCHERS[booking!.company_name]!);
    const driverEmail = uniqueEmail('messages.driver');
    const created = await callAsSignedIn(office, 'POST', OPERATIONS.operatorCreateDriver.path, {
      name: DRIVER,
      mobile: '07700 900778',
      email: driverEmail,
      licence_number: 'PHD 7070',
      licence_expiry: '2031-06-30',
      vehicle_plate_number: 'PHV 7070',
      vehicle_registration: 'tr25 kbs',
      vehicle_category: booking!.category_name,
      vehicle_make: 'Skoda Octavia',
      vehicle_colour: 'Blue',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const driverId = (created.body as unknown as { data: { id: number } }).data.id;
    expect((await callAsSignedIn(office, 'POST', pathOf(OPERATIONS.operatorSendDriverSignInLink, { id: driverId }))).status).toBe(200);
    const [mail] = await readOutbox(site.url, { to: driverEmail, kind: 'driver_sign_in' });
    const signIn = /https?:\/\/\S+?(\/driver\/sign-in#[\w-]+)/.exec(mail!.text)![1]!;

    phone = await newPage(browser, MOBILE);
    await phone.goto(`${site.url}${signIn}`);
    await phone.getByRole('heading', { name: DRIVER, level: 1 }).waitFor();
    const onShift = phone.getByRole('button', { name: 'On shift' });
    await onShift.click();
    await expect.poll(() => onShift.getAttribute('aria-pressed')).toBe('true');

    await office.goto(`${site.url}/operator/jobs/${jobId}`);
    await office.getByRole('button', { name: 'Offer to driver' }).click();
    const dialog = office.getByRole('dialog', { name: 'Offer to a driver' });
    await dialog.getByLabel('Driver').selectOption({ label: `${DRIVER} · TR25 KBS · ${booking!.category_name}` });
    await dialog.getByRole('button', { name: 'Offer to driver' }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = phone.getByRole('article', { name: /Today \d\d:\d\d/ });
    await card.getByRole('button', { name: 'Accept' }).click();
    await phone.waitForURL(`**/driver/jobs/${jobId}`);
    await expect.poll(kindsSent).toEqual(['booking_confirmed', 'driver_assigned']);
    const assigned = (await textsToPassenger())[1]!;
    expect(assigned.body).toMatch(/Tobias/);
    expect(assigned.body).toMatch(/Blue Skoda Octavia/i);
    expect(assigned.body).toContain('TR25 KBS');
    expect(assigned.body).not.toContain('Reyes');
  });

  it('"on my way" on the phone texts the tracking link; the passenger opens it at 390 px and it follows the car to the kerb', async () => {
    await phone.getByRole('button', { name: 'I’m on my way' }).click();
    await phone.getByRole('button', { name: 'I’ve arrived' }).waitFor();
    await expect.poll(kindsSent).toEqual(['booking_confirmed', 'driver_assigned', 'driver_on_the_way']);
    const onTheWay = (await textsToPassenger())[2]!;
    const trackPath = /https?:\/\/[^/\s]+(\/track\/[\w-]+)/.exec(onTheWay.body)?.[1];
    expect(trackPath, onTheWay.body).toBeDefined();

    // The phone sends where it is while the job is under way: near Charing Cross, by the Savoy.
    const positions = () => queryDb<{ n: number }>(site.dbPath, 'SELECT count(*) AS n FROM driver_positions WHERE job_id = ?', jobId)[0]!.n;
    await expect.poll(positions, { timeout: 20_000 }).toBeGreaterThan(0);

    const passenger = await newPage(browser, MOBILE);
    await passenger.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await passenger.goto(`${site.url}${trackPath}`);
    await passenger.getByRole('heading', { name: 'Your driver is on the way', level: 1 }).waitFor();
    await expect.poll(() => passenger.locator('.tracking__eta').innerText()).toMatch(/^About (\d+ minutes|a minute) away$/);
    expect(await passenger.locator('.tracking__name').innerText()).toMatch(/Tobias$/);
    expect(await passenger.locator('.tracking__plate').innerText()).toBe('TR25 KBS');
    expect(await passenger.locator('.tracking__car').innerText()).toContain('Blue Skoda Octavia');
    const page = await passenger.locator('main').innerText();
    for (const hidden of [bookingNumber, 'Priya', 'Shah', email, '£']) expect(page).not.toContain(hidden);
    await screenshot(passenger, 'journey-tracking-on-the-way-390');

    await phone.getByRole('button', { name: 'I’ve arrived' }).click();
    await passenger.getByRole('heading', { name: 'Your driver is outside', level: 1 }).waitFor();
    await expect.poll(kindsSent).toEqual(['booking_confirmed', 'driver_assigned', 'driver_on_the_way', 'driver_arrived']);
    await screenshot(passenger, 'journey-tracking-outside-390');

    await phone.getByRole('button', { name: 'Passenger on board' }).click();
    await phone.getByRole('button', { name: 'Complete…' }).click();
    await phone.getByRole('form', { name: 'Complete the job' }).getByRole('button', { name: 'Complete job' }).click();
    await phone.getByText('Job completed. Thank you.').waitFor();
    await expect.poll(kindsSent).toEqual(['booking_confirmed', 'driver_assigned', 'driver_on_the_way', 'driver_arrived', 'journey_completed']);
    // Still open for a quarter of an hour after the drop-off, then the link ends (the API tests move the clock).
    await passenger.reload();
    await passenger.getByRole('heading', { level: 1 }).waitFor();
    expect(await passenger.getByRole('heading', { level: 1 }).innerText()).not.toBe('This tracking link has ended');
    await passenger.context().close();
  });

  it("the console's Messages page lists each text of the booking, and shows each one's words; the confirmation mail is under Mail", async () => {
    // The stored outbox keeps each text within its poll (2 s): none is left waiting.
    await expect.poll(async () => (await textsToPassenger()).map((t) => t.status)).toEqual(Array(5).fill('stored'));
    await office.goto(`${site.url}/operator`);
    await consoleNav(office).getByRole('link', { name: 'Messages' }).click();
    await office.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await office.getByRole('navigation', { name: 'Channel' }).getByRole('link', { name: 'Text' }).click();
    await office.waitForURL('**/operator/mail/texts');
    const rows = office.getByRole('list', { name: 'Texts', exact: true }).getByRole('listitem').filter({ hasText: MOBILE_NUMBER });
    await expect.poll(() => rows.count()).toBe(5);
    const listed = await rows.allInnerTexts();
    for (const label of ['Booking confirmed', 'Driver assigned', 'Driver on the way', 'Driver outside', 'Journey completed']) {
      expect(listed.some((row) => row.includes(label)), label).toBe(true);
    }
    for (const row of listed) expect(row).toContain('Kept, not sent');
    await lookAtBothWidths(office, 'journey-console-texts');

    const words: Record<string, RegExp> = {
      'Driver assigned': /Tobias[\s\S]*TR25 KBS/,
      'Driver on the way': /on the way[\s\S]*\/track\/…/,
      'Driver outside': /outside|arrived/i,
    };
    for (const [label, expected] of Object.entries(words)) {
      await rows.filter({ hasText: label }).getByRole('link').first().click();
      const message = office.getByRole('region', { name: 'Message' });
      await message.waitFor();
      const shown = await message.innerText();
      expect(shown, label).toMatch(expected);
      await office.goBack();
      await office.getByRole('list', { name: 'Texts', exact: true }).waitFor();
    }

    await office.getByRole('navigation', { name: 'Channel' }).getByRole('link', { name: 'Mail' }).click();
    await expect.poll(() => office.locator('main').innerText()).toContain(email);
  });
});
