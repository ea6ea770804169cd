/**
 * The enquiry screens (spec §2 Quote Now form, Contact Us, /ourfleet; §5 quote and contact rules;
 * §8 their messages): Quote Now prefilled from the saved booking form with the time in 24-hour
 * form, sent to the operator's mailbox; its required fields; Contact Us with its success text and
 * reset; Our Fleet's vehicles grouped by operator as the API lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import {
  chooseTab,
  freshHome,
  londonDate,
  openHome,
  pickAddressWithClick,
  readStored,
  setMileageSchedule,
} from '../support/booking';
import { apiGet, dmy, fetchSettings, readOutbox, uniqueEmail } from '../support/journey';

let site: RunningSite;
let browser: Browser;
let page: Page;
let settings: Record<string, string>;
const quotePosts: Request[] = [];
const contactPosts: Request[] = [];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/v1/send-instant-email') quotePosts.push(r);
    if (path === '/api/v1/contact-us') contactPosts.push(r);
  });
  settings = await fetchSettings(site.url);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const nav = () => page.getByRole('navigation', { name: 'Main' });

/** A form control by the start of its label ('Email' also finds 'Email (required)'). */
const control = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));

/** The field messages shown in a form, in screen order. */
const fieldErrors = (form: Locator) => form.locator('.field__error').allInnerTexts();

interface StoredBookingForm {
  pickup: string;
  dropoff: string;
  pickup_date: string;
  pickup_hour: string;
  pickup_min: string;
  passengers: number;
  luggages: number;
}

describe('Quote Now', () => {
  const quoteForm = () => page.getByRole('form', { name: 'Quote request' });
  const pickupDate = londonDate(3);
  let pickupText = '';
  let dropoffText = '';

  it('is prefilled from the saved booking form, 12 AM becoming 00', async () => {
    await freshHome(page, site.url);
    await chooseTab(page, 'Transfer');
    pickupText = await pickAddressWithClick(page, 'Pickup address', 'paddington', /London Paddington Station/);
    dropoffText = await pickAddressWithClick(page, 'Drop-off address', 'savoy', /The Savoy/);
    await setMileageSchedule(page, 'Pickup', { date: pickupDate, hour: 0, minute: 30 });
    await page.getByRole('button', { name: 'Increase Passengers', exact: true }).click();
    await page.getByRole('button', { name: 'Increase Luggage', exact: true }).click();
    // The form keeps itself in storage as it changes, with the hour in 12-hour text.
    await expect
      .poll(async () => (await readStored<StoredBookingForm>(page, 'bookingForm')).value)
      .toMatchObject({ pickup_hour: '12am', pickup_min: '30', passengers: 2, luggages: 1, pickup_date: pickupDate });

    await nav().getByRole('link', { name: 'Urgent Booking' }).click();
    await page.waitForURL('**/quoteView');
    await page.getByRole('heading', { name: 'Quote Now', level: 1 }).waitFor();
    const form = quoteForm();
    expect(await control(form, 'Pick up').inputValue()).toBe(pickupText);
    expect(await control(form, 'Drop off').inputValue()).toBe(dropoffText);
    expect(await control(form, 'Pickup date').inputValue()).toBe(pickupDate);
    expect(await control(form, 'Pickup time').inputValue()).toBe('00:30');
    expect(await form.getByRole('spinbutton', { name: 'Passengers' }).inputValue()).toBe('2');
    expect(await form.getByRole('spinbutton', { name: 'Luggage' }).inputValue()).toBe('1');
  });

  it('converts an afternoon time to 24-hour form (3pm → 15:45)', async () => {
    await openHome(page, site.url);
    await chooseTab(page, 'Transfer');
    await setMileageSchedule(page, 'Pickup', { date: pickupDate, hour: 15, minute: 45 });
    await expect
      .poll(async () => (await readStored<StoredBookingForm>(page, 'bookingForm')).value)
      .toMatchObject({ pickup_hour: '3pm', pickup_min: '45' });
    await nav().getByRole('link', { name: 'Urgent Booking' }).click();
    await page.waitForURL('**/quoteView');
    expect(await control(quoteForm(), 'Pickup time').inputValue()).toBe('15:45');
    expect(await control(quoteForm(), 'Pick up').inputValue()).toBe(pickupText);
  });

  it('SEND: "Your booking has been sent!", the fields cleared, the saved form removed, the operator mailed', async () => {
    const form = quoteForm();
    // The steps promise what the console does (issue 24 §3): the operator books it, paid in the car.
    const steps = await page.getByRole('complementary', { name: 'How it works' }).innerText();
    expect(steps).toContain('Reply to accept: the operator books it and emails your confirmation, with a link to manage the booking.');
    expect(steps).toContain('You pay the driver in the car.');
    const visitor = { email: uniqueEmail('quote.visitor'), phone: '07700 900555', name: 'Harriet Vane' };
    await control(form, 'Email').fill(visitor.email);
    await control(form, 'Telephone').fill(visitor.phone);
    await control(form, 'Passenger name').fill(visitor.name);
    await control(form, 'Additional comments').fill('Two child seats, please');

    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/send-instant-email');
    await form.getByRole('button', { name: 'SEND' }).click();
    const request = await sent;
    expect(JSON.parse(request.postData() ?? '{}')).toEqual({
      pickup_address: pickupText,
      dropoff_address: dropoffText,
      pickup_date: pickupDate,
      pickup_time: '15:45',
      passenger_email: visitor.email,
      passenger_phone: visitor.phone,
      passenger_name: visitor.name,
      additional_info: 'Two child seats, please',
      passengers: 2,
      luggages: 1,
    });

    const done = form.getByRole('status').filter({ hasText: 'Your booking has been sent!' });
    await done.waitFor();
    expect((await done.innerText()).startsWith('Your booking has been sent!')).toBe(true);
    for (const label of ['Pick up', 'Drop off', 'Email', 'Telephone', 'Passenger name', 'Additional comments']) {
      expect(await control(form, label).inputValue(), label).toBe('');
    }
    expect(await form.getByRole('spinbutton', { name: 'Passengers' }).inputValue()).toBe('1');
    expect(await form.getByRole('spinbutton', { name: 'Luggage' }).inputValue()).toBe('0');
    expect((await readStored(page, 'bookingForm')).raw).toBeNull();

    const operator = settings.FROM_EMAIL!;
    const toOperator = await readOutbox(site.url, { kind: 'quote_request', to: operator });
    expect(toOperator).toHaveLength(1);
    const mail = toOperator[0]!;
    expect(mail.subject).toContain(`${dmy(pickupDate)} 15:45`);
    expect(mail.subject).toContain(visitor.name);
    expect(mail.reply_to).toBe(visitor.email);
    for (const text of [pickupText, dropoffText, visitor.email, visitor.phone, 'Two child seats, please']) expect(mail.text).toContain(text);
    // The visitor gets a receipt.
    expect(await readOutbox(site.url, { kind: 'quote_acknowledgement', to: visitor.email })).toHaveLength(1);
  });

  it('asks for the date, time, email and telephone when they are empty, and sends nothing', async () => {
    await page.reload();
    const form = quoteForm();
    await control(form, 'Pickup date').waitFor();
    await control(form, 'Pickup date').fill('');
    await control(form, 'Pickup time').fill('');
    const before = quotePosts.length;
    await form.getByRole('button', { name: 'SEND' }).click();
    await expect.poll(() => fieldErrors(form)).toEqual([
      'Choose a date',
      'Choose a time',
      'Enter your email address',
      'Enter your telephone number',
    ]);
    expect(await control(form, 'Pickup date').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await control(form, 'Email').getAttribute('aria-invalid')).toBe('true');
    for (const label of ['Pickup date', 'Pickup time', 'Email', 'Telephone']) {
      expect(await control(form, label).getAttribute('required'), label).not.toBeNull();
    }

    // The telephone takes digits, + and spaces only.
    await control(form, 'Telephone').fill('call me');
    await expect.poll(() => fieldErrors(form)).toContain('Use digits, + and spaces only');
    expect(quotePosts.length).toBe(before);
    expect(await form.getByRole('status').innerText()).toBe('');
  });
});

describe('Contact Us', () => {
  const contactForm = () => page.getByRole('form', { name: 'Contact form' });
  const SUCCESS = 'Form Submitted – Your form has been submitted successfully!. Thank You for Contacting';

  it('SUBMIT sends the message, shows the success text and resets the form', async () => {
    await openHome(page, site.url);
    await nav().getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL('**/contactus');
    await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
    const form = contactForm();
    const reason = control(form, 'Query reason');
    expect(await reason.locator('option').allInnerTexts()).toEqual(['Booking', 'Invoice', 'Complaint', 'Lost Item', 'Other']);
    expect(await reason.inputValue()).toBe('Booking');

    const email = uniqueEmail('contact.visitor');
    await control(form, 'First name').fill('Peter');
    await control(form, 'Last name').fill('Wimsey');
    await control(form, 'Email').fill(email);
    await reason.selectOption({ label: 'Lost Item' });
    await control(form, 'Telephone').fill('+44 20 7946 0999');
    await control(form, 'Booking number').fill('KB-7Q4M-2XHD');
    await control(form, 'Comments').fill('I left an umbrella in the car.');

    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/contact-us');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
      firstName: 'Peter',
      lastName: 'Wimsey',
      email,
      telephone: '+44 20 7946 0999',
      queryReason: 'Lost Item',
      bookingNumber: 'KB-7Q4M-2XHD',
      comments: 'I left an umbrella in the car.',
    });

    const status = form.getByRole('status');
    await status.filter({ hasText: 'Form Submitted' }).waitFor();
    expect((await status.innerText()).trim()).toBe(SUCCESS);
    for (const label of ['First name', 'Last name', 'Email', 'Telephone', 'Booking number', 'Comments']) {
      expect(await control(form, label).inputValue(), label).toBe('');
    }
    expect(await reason.inputValue()).toBe('Booking');

    const mails = await readOutbox(site.url, { kind: 'contact_message', to: settings.FROM_EMAIL! });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Contact Us C-\d+: Lost Item from Peter Wimsey$/);
    expect(mails[0]!.reply_to).toBe(email);
    expect(mails[0]!.text).toContain('I left an umbrella in the car.');
    expect(mails[0]!.text).toContain('KB-7Q4M-2XHD');
  });

  it('requires nothing, but refuses letters in the telephone', async () => {
    const form = contactForm();
    await control(form, 'Telephone').fill('not a number');
    const before = contactPosts.length;
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect.poll(() => fieldErrors(form)).toEqual(['Use digits, + and spaces only']);
    expect(await control(form, 'Telephone').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(contactPosts.length).toBe(before);

    // An empty form is accepted (spec §5: no required fields).
    await control(form, 'Telephone').fill('');
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await form.getByRole('status').filter({ hasText: 'Form Submitted' }).waitFor();
    expect(contactPosts.length).toBe(before + 1);
  });
});

describe('Our Fleet', () => {
  interface VehicleJson {
    tbms_vid: number;
    category_name: string;
    seats: number;
    luggage: number;
    hand_luggage: number;
    company_id: number;
  }
  interface CompanyJson {
    id: number;
    company: { company_name: string };
  }

  it('lists every vehicle grouped by operator, in the API\'s order', async () => {
    const vehicles = (await apiGet<{ data: VehicleJson[] }>(site.url, '/api/v1/fetch_vehicles')).data;
    const companies = (await apiGet<{ data: CompanyJson[] }>(site.url, '/api/v1/fetch_companies')).data;
    const expected = companies
      .map((c) => ({ name: c.company.company_name, vehicles: vehicles.filter((v) => v.company_id === c.id) }))
      .filter((g) => g.vehicles.length > 0);
    expect(expected.length).toBeGreaterThan(1);
    // Every vehicle belongs to a listed operator.
    expect(expected.reduce((n, g) => n + g.vehicles.length, 0)).toBe(vehicles.length);

    await openHome(page, site.url);
    await nav().getByRole('link', { name: 'Our Fleet' }).click();
    await page.waitForURL('**/ourfleet');
    await page.getByRole('heading', { name: 'Our Fleet', level: 1 }).waitFor();
    await page.getByRole('heading', { name: expected[0]!.name, level: 2 }).waitFor();

    const groups = page.locator('section.fleet-group');
    expect(await groups.count()).toBe(expected.length);
    for (const [i, group] of expected.entries()) {
      const section = page.getByRole('region', { name: group.name, exact: true });
      expect(await groups.nth(i).getAttribute('aria-labelledby')).toBe(await section.getAttribute('aria-labelledby'));
      expect(await section.locator('.fleet-group__count').innerText()).toBe(`${group.vehicles.length} vehicle type${group.vehicles.length === 1 ? '' : 's'}`);
      const cards = section.getByRole('article');
      expect(await cards.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(group.vehicles.map((v) => v.category_name));
      for (const [j, vehicle] of group.vehicles.entries()) {
        const facts = await cards.nth(j).locator('dl').evaluate((dl) =>
          Object.fromEntries(Array.from(dl.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])),
        );
        expect(facts).toEqual({
          Passengers: String(vehicle.seats),
          Suitcases: String(vehicle.luggage),
          'Hand luggage': String(vehicle.hand_luggage),
        });
      }
    }
    // Every picture loads.
    const images = page.locator('.fleet-page-card__image');
    for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).length))
      .toBe(0);
  });
});
