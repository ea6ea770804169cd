/**
 * Personal Detail's Next checks in the order of spec §5, with their exact messages; the mode and
 * data restored after a reload (spec §4); Back to the quotation; and an Existing Client checked by
 * the server, for an account made by a New Client booking earlier in this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { londonDate, readStored, type PriceDetailJson } from '../support/booking';
import {
  bookVehicle,
  chooseMode,
  countBookings,
  detailsForm,
  detailsMessage,
  fillDetails,
  nextBookingResponse,
  nextStepError,
  queryDb,
  requestHourlyQuote,
  tableRows,
  uniqueEmail,
} from '../support/journey';

let site: RunningSite;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const MESSAGES = {
  email: 'Enter Passenger Email to receive booking details',
  password: 'Enter Password for booking',
  privacy: 'Please Accept Our Privacy Policies',
  terms: 'Please Accept Our Term and Conditions',
  notFound: 'Email not found in the system, Enter new email inside new client or try with another email',
  found: 'Email found. Proceeding to payment.',
};

const client = {
  firstName: 'Isla',
  surname: 'Bennett',
  email: uniqueEmail('isla.bennett'),
  number: '+447700900111',
  password: 'Right-Password-42',
};

const modeRadio = (name: string) =>
  page.getByRole('group', { name: 'How would you like to book?' }).getByRole('radio', { name, exact: true });
const field = (label: string) => detailsForm(page).getByLabel(label, { exact: true });
const isFocused = (label: string) => field(label).evaluate((el) => el === document.activeElement);

async function quoteAndBook(daysAhead: number): Promise<PriceDetailJson> {
  const { options } = await requestHourlyQuote(page, site.url, { date: londonDate(daysAhead), hour: '8 am', minute: '45', duration: '5 hours' });
  expect(options.length).toBeGreaterThan(0);
  await bookVehicle(page, options[0]!);
  return options[0]!;
}

describe('personal details checks', () => {
  it('offers Guest Login, New Client and Existing Client, Guest Login first', async () => {
    await quoteAndBook(3);
    const radios = page.getByRole('group', { name: 'How would you like to book?' }).getByRole('radio');
    expect(await radios.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim()))).toEqual([
      'Guest Login',
      'New Client',
      'Existing Client',
    ]);
    expect(await modeRadio('Guest Login').isChecked()).toBe(true);
    expect(await field('Number').getAttribute('type')).toBe('tel');
    // A UK example; a UK number typed the national way is kept as typed too (trip-summary-and-policies test).
    expect(await page.getByText('e.g. 07700 900123 or +44 7700 900123', { exact: true }).first().isVisible()).toBe(true);
  });

  it('1. an empty email: "Enter Passenger Email to receive booking details"', async () => {
    expect(await nextStepError(page)).toBe(MESSAGES.email);
    expect(await isFocused('Email')).toBe(true);
    expect(await field('Email').getAttribute('aria-invalid')).toBe('true');

    // The email comes first for a New Client too, even with nothing else filled in.
    await chooseMode(page, 'New Client');
    await fillDetails(page, { firstName: client.firstName, surname: client.surname, number: client.number });
    expect(await nextStepError(page)).toBe(MESSAGES.email);
  });

  it('2. New Client with an email but no password: "Enter Password for booking"', async () => {
    await fillDetails(page, { email: client.email });
    // Changing a field clears the old message.
    await expect.poll(() => detailsMessage(page).count()).toBe(0);
    expect(await nextStepError(page)).toBe(MESSAGES.password);
    expect(await isFocused('Password')).toBe(true);
    expect(await field('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('3. a password but privacy unticked: "Please Accept Our Privacy Policies"', async () => {
    await fillDetails(page, { password: client.password });
    const privacy = detailsForm(page).getByRole('checkbox', { name: 'I accept the Privacy Policy' });
    const terms = detailsForm(page).getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
    expect(await privacy.isChecked()).toBe(false);
    expect(await terms.isChecked()).toBe(false);
    expect(await nextStepError(page)).toBe(MESSAGES.privacy);
    expect(await privacy.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('4. privacy ticked but terms unticked: "Please Accept Our Term and Conditions"', async () => {
    await fillDetails(page, { privacy: true });
    expect(await nextStepError(page)).toBe(MESSAGES.terms);
    const terms = detailsForm(page).getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
    expect(await terms.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await terms.getAttribute('aria-invalid')).toBe('true');
  });

  it('restores the mode and the details after a reload', async () => {
    await fillDetails(page, { additionalInfo: 'Hotel Room' });
    // Saved encoded on every change (spec §4).
    const stored = await readStored<Record<string, unknown>>(page, 'registrationData');
    expect(stored.raw).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(stored.value).toMatchObject({ email: client.email, firstName: client.firstName, privacyAccepted: true, termsAccepted: false });
    expect((await readStored<string>(page, 'registrationMode')).value).toBe('new_client');

    await page.reload();
    await page.getByRole('heading', { name: 'Personal Detail', level: 1 }).waitFor();
    expect(await modeRadio('New Client').isChecked()).toBe(true);
    expect(await field('First name').inputValue()).toBe(client.firstName);
    expect(await field('Surname').inputValue()).toBe(client.surname);
    expect(await field('Email').inputValue()).toBe(client.email);
    expect(await field('Number').inputValue()).toBe(client.number);
    expect(await field('Additional information').inputValue()).toBe('Hotel Room');
    expect(await detailsForm(page).getByRole('checkbox', { name: 'I accept the Privacy Policy' }).isChecked()).toBe(true);
    expect(await detailsForm(page).getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).isChecked()).toBe(false);
    // No message survives the reload.
    expect(await detailsMessage(page).count()).toBe(0);
  });

  it('Back goes to the quotation, and Book Now returns to the filled form', async () => {
    await detailsForm(page).getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/quotationview');
    await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();
    await page.locator('ul.vehicle-list').getByRole('article').first().getByRole('button', { name: 'Book Now' }).click();
    await page.waitForURL('**/personalDetailView');
    expect(await field('Email').inputValue()).toBe(client.email);
    expect(await modeRadio('New Client').isChecked()).toBe(true);
  });

  it('a complete New Client goes on to Payment and books in the car (the account for the next tests)', async () => {
    // The password is typed again if the reload did not keep it; the terms are ticked now.
    await fillDetails(page, { password: client.password, terms: true });
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    expect(await tableRows(page.getByRole('table', { name: 'Your details' }))).toMatchObject({ 'Booking as': 'New client', Email: client.email });
    const saved = nextBookingResponse(page);
    await page.getByRole('button', { name: 'Pay in Car' }).click();
    const { response } = await saved;
    expect(response.status()).toBe(200);
    await page.waitForURL('**/paymentSuccessView');
    await page.getByRole('heading', { name: 'Thank You', level: 1 }).waitFor();
    expect(queryDb<{ kind: string }>(site.dbPath, 'SELECT kind FROM passengers WHERE email = ?', client.email)).toEqual([{ kind: 'client' }]);
  });

  it('5. Existing Client with a wrong password: "Email not found in the system, …"', async () => {
    await quoteAndBook(4);
    await chooseMode(page, 'Existing Client');
    // Existing clients see Forgot Password and no policy boxes.
    expect(await detailsForm(page).getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/forgot_password');
    expect(await detailsForm(page).getByRole('checkbox', { name: /Privacy Policy|Terms and Conditions/ }).count()).toBe(0);

    await fillDetails(page, { email: client.email });
    expect(await nextStepError(page)).toBe(MESSAGES.password);

    await fillDetails(page, { password: 'Wrong-Password-1' });
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/check-passenger-email');
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    const answer = await checked;
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ email: client.email, password: 'Wrong-Password-1' });
    expect(answer.ok()).toBe(false);
    const alert = detailsForm(page).getByRole('alert');
    await alert.waitFor();
    expect((await alert.locator('.inline-alert__text').innerText()).trim()).toBe(MESSAGES.notFound);
    expect(page.url()).toMatch(/\/personalDetailView$/);

    // An email with no account gets the same answer.
    await fillDetails(page, { email: uniqueEmail('nobody'), password: client.password });
    expect(await nextStepError(page)).toBe(MESSAGES.notFound);
  });

  it('5. Existing Client with the right password: "Email found. Proceeding to payment." then Payment', async () => {
    await fillDetails(page, { email: client.email, password: client.password });
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    const status = detailsForm(page).getByRole('status');
    await status.filter({ hasText: MESSAGES.found }).waitFor();
    expect((await status.locator('.inline-alert__text').innerText()).trim()).toBe(MESSAGES.found);
    // The message shows before the step changes.
    expect(page.url()).toMatch(/\/personalDetailView$/);
    await page.waitForURL('**/paymentview');
    expect(await tableRows(page.getByRole('table', { name: 'Your details' }))).toMatchObject({
      'Booking as': 'Existing client',
      Email: client.email,
    });

    // The booking belongs to the same account.
    const saved = nextBookingResponse(page);
    await page.getByRole('button', { name: 'Pay in Car' }).click();
    expect((await saved).response.status()).toBe(200);
    await page.waitForURL('**/paymentSuccessView');
    expect(queryDb(site.dbPath, 'SELECT id FROM passengers WHERE email = ?', client.email)).toHaveLength(1);
    expect(countBookings(site.dbPath, 'passenger_id IN (SELECT id FROM passengers WHERE email = ?)', client.email)).toBe(2);
  });
});
