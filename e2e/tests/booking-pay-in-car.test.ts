/**
 * A guest books a one-way mileage journey with a stop and pays in the car: quotation → Book Now →
 * Personal Detail (Guest Login, someone else travels) → Payment → Pay in Car → thank-you screen,
 * then storage is cleared and the booker, the passenger and the operator each have a mail
 * (spec §2 Personal details, Payment, Thank-you screen; §4 booking save and success screen).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import {
  expectedOptions,
  londonDate,
  nextPriceResponse,
  fillPaddingtonToSavoyViaBakerStreet,
  openHome,
  wholePounds,
  type DistancePriceJson,
  type PriceDetailJson,
} from '../support/booking';
import {
  bookVehicle,
  requestHourlyQuote,
  chooseMode,
  countBookings,
  detailsForm,
  dmy,
  fetchSettings,
  fillDetails,
  nextBookingResponse,
  outboxHtml,
  readOutbox,
  storageKeys,
  tableRows,
  uniqueEmail,
  type BookingJson,
} from '../support/journey';

let site: RunningSite;
let browser: Browser;
let page: Page;
let settings: Record<string, string>;

const pickupDate = londonDate(3);
const booker = {
  firstName: 'Amelia',
  surname: 'Hart',
  email: uniqueEmail('amelia.hart'),
  number: '+447700900123',
  additionalInfo: 'Hotel Room',
};
const passenger = { name: 'Oliver Hart', email: uniqueEmail('oliver.hart'), phone: '+447700900456' };

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
  settings = await fetchSettings(site.url);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('guest booking paid in the car', () => {
  let chosen: PriceDetailJson;
  let pickupText = '';
  let dropoffText = '';
  let booking: BookingJson;

  it('quotes a one-way journey with a stop and books the cheapest company\'s first vehicle', async () => {
    await openHome(page, site.url);
    ({ pickupText, dropoffText } = await fillPaddingtonToSavoyViaBakerStreet(page, pickupDate));

    const answer = nextPriceResponse<DistancePriceJson>(page, 'distance');
    await page.getByRole('button', { name: 'Get prices' }).click();
    const { body } = await answer;
    expect(body.success).toBe(true);
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();

    const options = expectedOptions(body.data.price_details, 1);
    expect(options.length).toBeGreaterThan(0);
    chosen = options[0]!;
    expect(chosen.price).toBeGreaterThan(0);
    await bookVehicle(page, chosen);

    // The step repeats the chosen vehicle and its price.
    const summary = page.getByRole('region', { name: 'Your vehicle' });
    expect(await summary.getByRole('heading', { name: chosen.vehicle_type }).isVisible()).toBe(true);
    // 'Total price' is for screen readers only; the summary shows the whole-pound amount.
    expect((await summary.locator('.vehicle-summary__price').innerText()).replace(/\s+/g, ' ').trim()).toBe(
      `Total price £${wholePounds(chosen.price)}`,
    );
  });

  it('fills Personal Detail as a guest with another passenger and moves to Payment', async () => {
    // Guest Login is offered (GUEST_LOGIN is enable) and is the first choice.
    expect(settings.GUEST_LOGIN).toBe('enable');
    const guest = page.getByRole('group', { name: 'How would you like to book?' }).getByRole('radio', { name: 'Guest Login' });
    expect(await guest.isChecked()).toBe(true);
    // The visitor looks at New Client first, then books as a guest. (Keeping the preselected
    // choice without touching it is the last test of this file.)
    await chooseMode(page, 'New Client');
    expect(await detailsForm(page).getByLabel('Password', { exact: true }).isVisible()).toBe(true);
    await chooseMode(page, 'Guest Login');
    // A guest has no password.
    expect(await detailsForm(page).getByLabel('Password', { exact: true }).count()).toBe(0);

    await fillDetails(page, { ...booker, passenger });
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    await page.getByRole('heading', { name: 'Payment / Confirmation', level: 1 }).waitFor();
  });

  it('shows the details read-only on Payment, with Pay in Car and Pay By Card', async () => {
    const table = page.getByRole('table', { name: 'Your details' });
    expect(await tableRows(table)).toEqual({
      'Booking as': 'Guest',
      'First name': booker.firstName,
      Surname: booker.surname,
      Email: booker.email,
      Mobile: booker.number,
      'Passenger name': passenger.name,
      'Passenger phone': passenger.phone,
      'Passenger email': passenger.email,
      'Additional information': booker.additionalInfo,
    });
    // Read-only: nothing in the table can be typed into.
    expect(await table.locator('input, textarea, select').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay in Car' }).isEnabled()).toBe(true);
    expect(settings.SHOWCARD).toBe('yes');
    expect(await page.getByRole('button', { name: 'Pay By Card' }).isVisible()).toBe(true);
  });

  it('Pay in Car shows a wait button while the booking is saved, then the thank-you screen', async () => {
    // Hold the booking request until the wait state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/booking', async (route) => {
      await held;
      await route.continue().catch(() => undefined); // the page may have closed meanwhile
    });
    try {
      const saved = nextBookingResponse(page);
      await page.getByRole('button', { name: 'Pay in Car' }).click();
      const wait = page.getByRole('button', { name: 'Please wait…' });
      await wait.waitFor();
      expect(await wait.isDisabled()).toBe(true);
      expect(await wait.getAttribute('aria-busy')).toBe('true');
      // The other way to pay is off while the booking is saved.
      expect(await page.getByRole('button', { name: 'Pay By Card' }).isDisabled()).toBe(true);
      release();
      const { response, body } = await saved;
      expect(response.status()).toBe(200);
      expect(body.success).toBe(true);
      booking = body.data!.booking;
      const sent = JSON.parse(response.request().postData() ?? '{}');
      expect(sent).toMatchObject({ payment_method: 'car', selected_passenger: 'guest_login', bookingType: 'milleage' });
    } finally {
      release();
      await page.unroute('**/api/v1/booking');
    }
    await page.waitForURL('**/paymentSuccessView');
    expect(booking.booking_number).toMatch(/^KB-/);
    expect(booking.payment_method).toBe('car');
    // ROUND_OFF is 'yes': the amount due is the quoted price in whole pounds.
    expect(booking.total_booking_amount).toBe(wholePounds(chosen.price));
  });

  it('confirms the booking with its reference, date, time, payment, total and passenger', async () => {
    await page.getByRole('heading', { name: 'Thank You', level: 1 }).waitFor();
    const hero = page.getByRole('region', { name: 'Thank You' });
    expect(await hero.getByText('Your Booking is Confirmed!', { exact: true }).isVisible()).toBe(true);
    expect(await hero.getByText('You have received an email for all your booking details', { exact: true }).isVisible()).toBe(true);
    const reference = (await hero.locator('.thank-you__reference strong').innerText()).trim();
    expect(reference).toMatch(/^KB-/);
    expect(reference).toBe(booking.booking_number);
    // The navbar is hidden on this screen (spec route table).
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    const details = await tableRows(page.getByRole('region', { name: 'Booking details' }).locator('dl'));
    expect(settings.ROUND_OFF).toBe('yes');
    expect(details).toMatchObject({
      'Reference ID': reference,
      'Booking type': 'Transfer',
      'Pickup address': pickupText,
      'Drop off': dropoffText,
      'Pickup date': dmy(pickupDate),
      'Pickup time': '10:30 AM',
      'Payment method': 'Pay in Car',
      'Total amount': `${settings.CURRENCY}${wholePounds(booking.total_booking_amount)}`,
    });
    expect(details['Pickup date']).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(details['Total amount']).toContain('£');
    expect(details['Total amount']).toBe(`£${wholePounds(chosen.price)}`);
    // A one-way journey has no return and a mileage booking no hire duration.
    expect(details).not.toHaveProperty('Return date');
    expect(details).not.toHaveProperty('Hourly duration');

    const customer = page.getByRole('region', { name: 'Customer details' });
    expect(await customer.getByRole('listitem').allInnerTexts()).toEqual(['221B Baker Street, NW1 6XE']);
    const extras = await tableRows(customer.locator('dl').first());
    expect(extras).toHaveProperty('Luggage');
    expect(extras).not.toHaveProperty('Luggages');
    const people = await tableRows(customer.locator('dl').last());
    expect(people).toEqual({
      Email: passenger.email,
      Phone: passenger.phone,
      Name: passenger.name,
      'Additional info': 'Hotel Room',
      'Total passengers': '1',
    });
  });

  it('clears local storage except appSettings', async () => {
    await expect.poll(() => storageKeys(page)).toEqual(['appSettings']);
  });

  it('mails the booker, the other passenger and the operator, each with the reference', async () => {
    const reference = booking.booking_number;
    const confirmations = await readOutbox(site.url, { kind: 'booking_confirmation' });
    const toBooker = confirmations.filter((m) => m.to === booker.email);
    const toPassenger = confirmations.filter((m) => m.to === passenger.email);
    expect(toBooker).toHaveLength(1);
    expect(toPassenger).toHaveLength(1);
    const operatorAddress = settings.FROM_EMAIL!;
    const notifications = (await readOutbox(site.url, { kind: 'booking_notification' })).filter((m) => m.to === operatorAddress);
    expect(notifications).toHaveLength(1);

    for (const mail of [toBooker[0]!, toPassenger[0]!, notifications[0]!]) {
      expect(mail.subject, `${mail.kind} to ${mail.to}`).toContain(reference);
      expect(mail.text, `${mail.kind} to ${mail.to}`).toContain(reference);
      expect(mail.text).toContain(dmy(pickupDate));
      expect(mail.text).toContain('10:30 AM');
      expect(mail.text).toContain('Pay in Car');
      expect(await outboxHtml(site.url, mail.id)).toContain(reference);
    }
    // The passenger learns who booked for them; the operator can reply to the booker.
    expect(toPassenger[0]!.text).toContain(`${booker.firstName} ${booker.surname}`);
    expect(notifications[0]!.reply_to).toBe(booker.email);

    // One booking row, for this reference.
    expect(countBookings(site.dbPath)).toBe(1);
    expect(countBookings(site.dbPath, 'booking_number = ? AND payment_method = ?', reference, 'car')).toBe(1);
  });

  it('books a guest who keeps the preselected Guest Login without touching it', async () => {
    // A second visit: the visitor never clicks a mode, Guest Login being already chosen.
    const { options } = await requestHourlyQuote(page, site.url, { date: londonDate(4), hour: '11 am', minute: '00', duration: '4 hours' });
    await bookVehicle(page, options[0]!);
    const guest = page.getByRole('group', { name: 'How would you like to book?' }).getByRole('radio', { name: 'Guest Login' });
    expect(await guest.isChecked()).toBe(true);
    const email = uniqueEmail('preselected.guest');
    await fillDetails(page, { firstName: 'Priya', surname: 'Shah', email, number: '+447700900789' });
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    const table = page.getByRole('table', { name: 'Your details' });
    await table.waitFor();

    await page.getByRole('button', { name: 'Pay in Car' }).click();
    const dialog = page.getByRole('dialog');
    const outcome = await Promise.race(
      [
        page.waitForURL('**/paymentSuccessView').then(() => 'thank-you'),
        dialog.waitFor().then(async () => `error dialog: ${(await dialog.innerText()).replace(/\s+/g, ' ')}`),
      ].map((p) => p.catch(() => 'no answer')),
    );
    expect(outcome, `Payment table: ${JSON.stringify(await tableRows(table).catch(() => ({})))}`).toBe('thank-you');
    await page.getByRole('heading', { name: 'Thank You', level: 1 }).waitFor();
    expect((await readOutbox(site.url, { to: email, kind: 'booking_confirmation' })).length).toBe(1);
  });
});
