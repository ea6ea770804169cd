/**
 * The console's Enquiries and Mail screens (issue 10), in a real browser against the built site: a
 * visitor books and then sends a Contact Us message naming the booking; the booking's company's
 * dispatcher finds it in the inbox, opens it, replies (the reply mail is in the outbox, to the
 * visitor) and it becomes Replied; another company's dispatcher sees none of it; the Mail page
 * lists the booking confirmation; a failed mail is retried; a platform admin gives an unassigned
 * message to a company. Every screen axe-clean at 1280 and 390 px, without sideways scrolling.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot } from '../support/browser';
import { londonDate, openHome, type PriceDetailJson } from '../support/booking';
import { DEMO_LOGINS, expectAxeClean, horizontalOverflow, signInToConsole } from '../support/console';
import { callApi, cheapestVehicle, mileageForm } from '../support/corporate';
import { queryDb, readOutbox, uniqueEmail, type BookingJson } from '../support/journey';
import { startSite, type RunningSite } from '../support/server';

let site: RunningSite;
let browser: Browser;

/** The dispatcher of each demo company (README "Operator console"), by a word of the company's name. */
const DISPATCHERS = [
  { company: /riverside/i, login: DEMO_LOGINS.riversideDispatcher, name: 'Dev Patel' },
  { company: /skyline/i, login: DEMO_LOGINS.skylineDispatcher, name: 'Dana Kowalski' },
  { company: /greenline/i, login: DEMO_LOGINS.greenlineDispatcher, name: 'Gary Lim' },
];
type Dispatcher = (typeof DISPATCHERS)[number];

const guest = { firstName: 'Harriet', surname: 'Vane', number: '+447700900321', email: uniqueEmail('console.guest') };
const visitor = { firstName: 'Peter', lastName: 'Wimsey', email: uniqueEmail('console.visitor'), phone: '+44 20 7946 0999' };
const COMMENTS = 'I left a black umbrella on the back seat.\nCould you keep it for me?';
const REPLY = 'Dear Mr Wimsey,\nYour umbrella is safe at our office. Collect it any day after 9 am.';

let booking: BookingJson;
let vehicle: PriceDetailJson;
/** The booking's company's dispatcher, and the dispatcher and name of another company. */
let own: Dispatcher;
let other: Dispatcher;
let otherCompanyName: string;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  // The visitor's booking, made as the website makes it (a real quote, then a guest booking).
  const trip = { kind: 'milleage' as const, form: mileageForm(4) };
  vehicle = await cheapestVehicle(site.url, trip);
  const made = await callApi<{ success: boolean; data: { booking: BookingJson } }>(site.url, 'POST', '/api/v1/booking', {
    selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
    selectedVehicle: 1,
    bookingType: 'milleage',
    bookingForm: trip.form,
    registrationData: { ...guest, additionalInfo: '' },
    payment_method: 'car',
    selected_passenger: 'guest_login',
  });
  expect(made.status).toBe(200);
  booking = made.body.data.booking;
  const found = DISPATCHERS.find((d) => d.company.test(vehicle.company_name));
  if (!found) throw new Error(`No demo dispatcher for ${vehicle.company_name}`);
  own = found;
  other = DISPATCHERS.find((d) => d !== own)!;
  const companies = await callApi<{ data: { company: { company_name: string } }[] }>(site.url, 'GET', '/api/v1/fetch_companies');
  otherCompanyName = companies.body.data.map((c) => c.company.company_name).find((name) => other.company.test(name))!;
  expect(otherCompanyName).toBeDefined();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A control of the website's Contact Us form by the start of its label ('Email' also finds 'Email (required)'). */
const control = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\(required\\))?$`));

/** A visitor sends the Contact Us form; resolves with the stored message's id and company. */
async function sendContactMessage(page: Page, fields: { reason: string; bookingNumber: string; comments: string; email: string }) {
  await openHome(page, site.url);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await page.waitForURL('**/contactus');
  const form = page.getByRole('form', { name: 'Contact form' });
  await control(form, 'First name').fill(visitor.firstName);
  await control(form, 'Last name').fill(visitor.lastName);
  await control(form, 'Email').fill(fields.email);
  await control(form, 'Telephone').fill(visitor.phone);
  await control(form, 'Query reason').selectOption({ label: fields.reason });
  await control(form, 'Booking number').fill(fields.bookingNumber);
  await control(form, 'Comments').fill(fields.comments);
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/contact-us');
  await form.getByRole('button', { name: 'SUBMIT' }).click();
  expect((await sent).status()).toBe(200);
  await form.getByRole('status').filter({ hasText: 'Form Submitted' }).waitFor();
  const [stored] = queryDb<{ id: number; company_id: number | null }>(
    site.dbPath,
    'SELECT id, company_id FROM contact_messages WHERE email = ? ORDER BY id DESC LIMIT 1',
    fields.email,
  );
  return stored!;
}

/** The rows of the list on screen (one per enquiry or mail). */
const rows = (page: Page, list: 'Enquiries' | 'Mail') => page.getByRole('list', { name: list, exact: true }).getByRole('listitem');

/** The console's navigation link to an area. */
const navLink = (page: Page, area: string) => page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: new RegExp(`^${area}`) });

/** The status in words shown by a badge inside `scope`. */
const badgeText = (scope: Locator) => scope.locator('.status-badge').first().innerText();

/** Height of what the locator finds, in CSS pixels. */
const heightOf = async (target: Locator) => (await target.boundingBox())!.height;

describe('Enquiries: a Contact Us message naming a booking reaches its company', () => {
  let visitorPage: Page;
  let dispatcher: Page;
  let messageId: number;

  beforeAll(async () => {
    visitorPage = await newPage(browser, DESKTOP);
    dispatcher = await newPage(browser, DESKTOP);
  });
  afterAll(async () => {
    await visitorPage?.context().close();
    await dispatcher?.context().close();
  });

  it('goes to the company of the booking it names', async () => {
    const stored = await sendContactMessage(visitorPage, { reason: 'Lost Item', bookingNumber: booking.booking_number, comments: COMMENTS, email: visitor.email });
    expect(stored.company_id).toBe(vehicle.company_id);
    messageId = stored.id;
  });

  it('shows in the inbox of that company\'s dispatcher, kind and status in words, with the count of new ones in the navigation', async () => {
    await signInToConsole(dispatcher, site.url, own.login);
    // The navigation counts the new enquiries, in words for a screen reader.
    const enquiriesLink = dispatcher.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: /^Enquiries\W*1 new$/ });
    await enquiriesLink.waitFor();
    expect(await enquiriesLink.locator('.nav-count').evaluate((el) => (el.firstChild?.nextSibling as Text | null)?.textContent)).toBe('1');
    await enquiriesLink.click();
    await dispatcher.waitForURL('**/operator/enquiries');
    await dispatcher.getByRole('heading', { name: 'Enquiries', level: 1 }).waitFor();
    expect(await dispatcher.title()).toBe('Enquiries · Kerbside Console');

    const row = rows(dispatcher, 'Enquiries').filter({ hasText: 'Peter Wimsey' });
    await row.waitFor();
    expect(await rows(dispatcher, 'Enquiries').count()).toBe(1);
    const text = await row.innerText();
    expect(text).toContain('Contact message');
    expect(text).toContain(`C-${messageId}`);
    expect(text).toContain(`Lost Item (${booking.booking_number}): I left a black umbrella on the back seat.`);
    expect(text).toContain('No replies yet');
    expect(await badgeText(row)).toBe('New');
    expect(await dispatcher.getByRole('status').filter({ hasText: 'enquir' }).innerText()).toBe('1 enquiry');
    // A company's dispatcher is not shown whose enquiries they are (they are all theirs).
    expect(text).not.toContain('Unassigned');
    expect(await dispatcher.getByLabel('Company').count()).toBe(0);

    expect(await horizontalOverflow(dispatcher)).toBeLessThanOrEqual(0);
    await expectAxeClean(dispatcher, 'enquiries list at 1280 px');
    await screenshot(dispatcher, 'console-enquiries-list-1280');
  });

  it('filters by status and kind, searches, and says when nothing matches', async () => {
    await dispatcher.getByLabel('Kind').selectOption({ label: 'Quote requests' });
    await dispatcher.getByText('No enquiries match').waitFor();
    expect(new URL(dispatcher.url()).search).toBe('?kind=quote');
    await dispatcher.getByRole('button', { name: 'Show all enquiries' }).click();
    await rows(dispatcher, 'Enquiries').first().waitFor();

    await dispatcher.getByLabel('Status').selectOption({ label: 'New' });
    await expect.poll(() => rows(dispatcher, 'Enquiries').count()).toBe(1);
    const search = dispatcher.getByRole('searchbox', { name: 'Search' });
    await search.fill('umbrella');
    await search.press('Enter');
    // Words typed straight after Enter, before the list has followed, are kept; the box keeps focus.
    await search.pressSequentially(' again');
    await dispatcher.waitForURL(/q=umbrella/);
    await expect.poll(() => dispatcher.getByRole('status').filter({ hasText: 'enquir' }).innerText()).toBe('1 enquiry found');
    expect(await search.inputValue()).toBe('umbrella again');
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill('no such words');
    await dispatcher.getByRole('button', { name: 'Search' }).click();
    await dispatcher.getByText('No enquiries match').waitFor();
    expect(new URL(dispatcher.url()).searchParams.get('q')).toBe('no such words');
    await dispatcher.getByRole('button', { name: 'Show all enquiries' }).click();
    await expect.poll(() => search.inputValue()).toBe('');
    await expect.poll(() => rows(dispatcher, 'Enquiries').count()).toBe(1);

    // A page past the end (an old link) says so and leads back.
    await dispatcher.goto(`${site.url}/operator/enquiries?page=3`);
    await dispatcher.getByText('Nothing on this page').waitFor();
    await dispatcher.getByRole('link', { name: 'Go to the first page' }).click();
    await expect.poll(() => rows(dispatcher, 'Enquiries').count()).toBe(1);
  });

  it('opens by keyboard: the row shows a focus ring, Enter opens the enquiry with every field of the form', async () => {
    const link = rows(dispatcher, 'Enquiries').first().getByRole('link', { name: 'Peter Wimsey' });
    // The last filter, then Tab: the first row's link.
    await dispatcher.getByLabel('Kind').focus();
    await dispatcher.keyboard.press('Tab');
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    const ring = await link.evaluate((el) => {
      const style = getComputedStyle(el.closest('li')!);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    });
    expect(ring, 'the focused row has a visible ring').toBe(true);
    await dispatcher.keyboard.press('Enter');
    await dispatcher.waitForURL(`**/operator/enquiries/contact/${messageId}`);

    const heading = dispatcher.getByRole('heading', { name: 'Peter Wimsey', level: 1 });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dispatcher.title()).toBe(`C-${messageId} Peter Wimsey · Kerbside Console`);
    expect(await dispatcher.getByText(`Contact message · C-${messageId}`).isVisible()).toBe(true);
    expect(await badgeText(dispatcher.locator('.detail-header'))).toBe('New');

    const contact = dispatcher.getByRole('region', { name: 'Contact details' });
    const mail = contact.getByRole('link', { name: visitor.email });
    expect(await mail.getAttribute('href')).toBe(`mailto:${visitor.email}`);
    expect(await contact.getByRole('link', { name: visitor.phone }).getAttribute('href')).toBe('tel:+442079460999');
    expect(await heightOf(mail)).toBeGreaterThanOrEqual(44);

    const message = dispatcher.getByRole('region', { name: 'The message' });
    const facts = await message.locator('dl').evaluate((dl) =>
      Object.fromEntries(Array.from(dl.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])),
    );
    expect(facts).toEqual({ Reason: 'Lost Item', 'Booking number': booking.booking_number });
    expect(await message.locator('.enquiry-message').innerText()).toBe(COMMENTS);
    expect(await dispatcher.getByRole('region', { name: 'Replies' }).innerText()).toContain('No replies yet.');
  });

  it('sends a reply: the thread shows it with its mail, the status becomes Replied, the mail is in the outbox to the visitor', async () => {
    const send = dispatcher.getByRole('button', { name: 'Send reply' });
    expect(await heightOf(send)).toBeGreaterThanOrEqual(44);
    // Nothing written: the form says so and sends nothing.
    await send.click();
    await expect.poll(() => dispatcher.getByRole('alert').filter({ hasText: 'Write a reply' }).count()).toBe(1);
    expect(await readOutbox(site.url, { to: visitor.email, kind: 'enquiry_reply' })).toEqual([]);

    const box = dispatcher.getByRole('textbox', { name: 'Your reply' });
    expect(await box.getAttribute('aria-describedby')).toContain('enquiry-reply-hint');
    await box.fill(REPLY);
    const answered = dispatcher.waitForResponse((r) => r.url().endsWith(`/enquiries/contact/${messageId}/reply`));
    await send.click();
    expect((await answered).status()).toBe(200);
    await dispatcher.getByRole('status').filter({ hasText: `Reply sent to ${visitor.email}.` }).waitFor();
    expect(await box.inputValue()).toBe('');

    const thread = dispatcher.getByRole('region', { name: 'Replies (1)' });
    const item = thread.getByRole('listitem');
    expect(await item.count()).toBe(1);
    expect(await item.locator('.thread__who').innerText()).toBe(own.name);
    expect(await item.locator('.thread__body').innerText()).toBe(REPLY);
    expect(await item.innerText()).toContain(`Mail to ${visitor.email}`);
    expect(await badgeText(dispatcher.locator('.detail-header'))).toBe('Replied');
    expect(await dispatcher.getByRole('button', { name: 'Mark closed' }).isVisible()).toBe(true);

    const mails = await readOutbox(site.url, { to: visitor.email, kind: 'enquiry_reply' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(REPLY.split('\n')[1]);
    expect(mails[0]!.subject).toContain(`C-${messageId}`);
    // The built-in outbox keeps it (no mail server here); the thread follows the mail's status.
    await expect.poll(() => badgeText(item), { timeout: 15_000 }).toBe('Kept, not sent');
    expect(await thread.innerText()).toContain('Kept, not sent: No mail server is set up');
    expect(await item.getByRole('link', { name: /^View mail/ }).getAttribute('href')).toBe(`/operator/mail/${mails[0]!.id}`);
    // No new enquiry left: the navigation's count has gone.
    await expect.poll(() => navLink(dispatcher, 'Enquiries').locator('.nav-count').count()).toBe(0);

    expect(await horizontalOverflow(dispatcher)).toBeLessThanOrEqual(0);
    await expectAxeClean(dispatcher, 'enquiry detail at 1280 px');
    await screenshot(dispatcher, 'console-enquiry-detail-1280');
  });

  it('is marked closed and reopened (Replied again, since it was answered)', async () => {
    const header = dispatcher.locator('.detail-header');
    await dispatcher.getByRole('button', { name: 'Mark closed' }).click();
    await dispatcher.getByRole('status').filter({ hasText: 'Marked closed.' }).waitFor();
    expect(await badgeText(header)).toBe('Closed');
    const reopen = dispatcher.getByRole('button', { name: 'Reopen' });
    expect(await reopen.evaluate((el) => el === document.activeElement)).toBe(true);
    await reopen.click();
    await dispatcher.getByRole('status').filter({ hasText: 'Reopened.' }).waitFor();
    expect(await badgeText(header)).toBe('Replied');
    const [row] = queryDb<{ status: string }>(site.dbPath, 'SELECT status FROM contact_messages WHERE id = ?', messageId);
    expect(row!.status).toBe('replied');

    await dispatcher.getByRole('main').getByRole('link', { name: 'Enquiries', exact: true }).click();
    await dispatcher.waitForURL('**/operator/enquiries');
    const listed = rows(dispatcher, 'Enquiries').filter({ hasText: 'Peter Wimsey' });
    await expect.poll(() => badgeText(listed)).toBe('Replied');
    expect(await listed.innerText()).toContain('1 reply');
  });

  it("is nowhere for another company's dispatcher: not in their list, not found at its address", async () => {
    const stranger = await newPage(browser, DESKTOP);
    try {
      await signInToConsole(stranger, site.url, other.login, '/operator/enquiries');
      await stranger.getByRole('heading', { name: 'Enquiries', level: 1 }).waitFor();
      await stranger.getByText('No enquiries yet').waitFor();
      expect(await stranger.getByText('Peter Wimsey').count()).toBe(0);

      await stranger.goto(`${site.url}/operator/enquiries/contact/${messageId}`);
      await stranger.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
      expect(await stranger.getByText('There is no such enquiry in your inbox.').isVisible()).toBe(true);
      expect(await stranger.getByText(visitor.email).count()).toBe(0);

      await stranger.goto(`${site.url}/operator/mail?q=${encodeURIComponent(guest.email)}`);
      await stranger.getByText('No mail matches').waitFor();
    } finally {
      await stranger.context().close();
    }
  });
});

describe('Mail: the company outbox', () => {
  let dispatcher: Page;
  let confirmationId: number;

  beforeAll(async () => {
    dispatcher = await newPage(browser, DESKTOP);
    await signInToConsole(dispatcher, site.url, own.login);
    const [confirmation] = await readOutbox(site.url, { to: guest.email, kind: 'booking_confirmation' });
    confirmationId = confirmation!.id;
  });
  afterAll(async () => {
    await dispatcher?.context().close();
  });

  it('lists the booking confirmation with its status, recipient and time, and says what "Kept, not sent" means', async () => {
    await navLink(dispatcher, 'Messages').click();
    await dispatcher.waitForURL('**/operator/mail');
    await dispatcher.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    const row = rows(dispatcher, 'Mail').filter({ hasText: guest.email }).filter({ hasText: 'Booking confirmation' });
    await row.waitFor();
    expect(await row.innerText()).toContain(`To ${guest.email}`);
    await expect.poll(() => badgeText(row), { timeout: 15_000 }).toBe('Kept, not sent');
    expect(await dispatcher.getByText('Kept, not sent: No mail server is set up (SMTP_URL)').isVisible()).toBe(true);
    // The reply to the visitor is in the same outbox.
    expect(await rows(dispatcher, 'Mail').filter({ hasText: visitor.email }).filter({ hasText: 'Reply to an enquiry' }).count()).toBe(1);

    await dispatcher.getByLabel('Status').selectOption({ label: 'Failed' });
    await dispatcher.getByText('No mail matches').waitFor();
    await dispatcher.getByRole('button', { name: 'Show all mail' }).click();
    await dispatcher.getByRole('searchbox', { name: 'Search' }).fill(guest.email);
    await dispatcher.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await dispatcher.waitForURL(/\?q=/);
    // Only the guest's mail is left (the reply to the visitor is not).
    await expect.poll(() => rows(dispatcher, 'Mail').filter({ hasText: visitor.email }).count()).toBe(0);
    expect(await rows(dispatcher, 'Mail').filter({ hasText: guest.email }).count()).toBe(await rows(dispatcher, 'Mail').count());
    await dispatcher.getByRole('searchbox', { name: 'Search' }).fill('');
    await dispatcher.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(dispatcher.url()).search).toBe('');

    expect(await horizontalOverflow(dispatcher)).toBeLessThanOrEqual(0);
    await expectAxeClean(dispatcher, 'mail list at 1280 px');
    await screenshot(dispatcher, 'console-mail-list-1280');
  });

  it("opens the mail: its delivery and its text (never the HTML)", async () => {
    await rows(dispatcher, 'Mail').filter({ hasText: guest.email }).filter({ hasText: 'Booking confirmation' }).getByRole('link').click();
    await dispatcher.waitForURL(`**/operator/mail/${confirmationId}`);
    await dispatcher.getByRole('heading', { level: 1 }).filter({ hasText: booking.booking_number }).waitFor();
    const delivery = dispatcher.getByRole('region', { name: 'Delivery' });
    expect(await delivery.innerText()).toContain(guest.email);
    const text = await dispatcher.getByRole('region', { name: 'Text' }).locator('.mail-text').innerText();
    expect(text).toContain(booking.booking_number);
    expect(text).not.toMatch(/<\w+[^>]*>/);
    expect(await dispatcher.getByRole('button', { name: 'Retry' }).count()).toBe(0);
  });

  it('retries a failed mail: the button rests while it goes, and the result shows', async () => {
    // A failed mail, made here by changing the stored row (the test's outbox never fails by itself).
    const db = new Database(site.dbPath, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      db.prepare("UPDATE mail_outbox SET status = 'failed', attempts = 7, sent_at = NULL, last_error = ? WHERE id = ?").run(
        '451 4.3.0 Mailbox temporarily unavailable',
        confirmationId,
      );
    } finally {
      db.close();
    }
    await dispatcher.reload();
    const header = dispatcher.locator('.detail-header');
    await expect.poll(() => badgeText(header).catch(() => '')).toBe('Failed');
    const delivery = dispatcher.getByRole('region', { name: 'Delivery' });
    expect(await delivery.innerText()).toContain('451 4.3.0 Mailbox temporarily unavailable');
    expect(await delivery.innerText()).toMatch(/Tries\s+7/);
    const retry = dispatcher.getByRole('button', { name: 'Retry' });
    expect(await heightOf(retry)).toBeGreaterThanOrEqual(44);

    await dispatcher.setViewportSize(MOBILE);
    expect(await horizontalOverflow(dispatcher)).toBeLessThanOrEqual(0);
    await expectAxeClean(dispatcher, 'failed mail at 390 px');
    await screenshot(dispatcher, 'console-mail-detail-failed-390');
    await dispatcher.setViewportSize(DESKTOP);

    const answered = dispatcher.waitForResponse((r) => r.url().endsWith(`/mail/${confirmationId}/retry`));
    await retry.click();
    expect((await answered).status()).toBe(200);
    // Back in the outbox: the button rests (a second click sends nothing) until the try is over.
    expect(await retry.getAttribute('aria-disabled')).toBe('true');
    await dispatcher.getByRole('status').filter({ hasText: /Back in the outbox|Kept again/ }).first().waitFor();
    await expect.poll(() => badgeText(header), { timeout: 15_000 }).toBe('Kept, not sent');
    expect(await dispatcher.locator('.mail-retry__said').innerText()).toBe('Kept again, not sent: no mail server is set up.');
    const [stored] = queryDb<{ status: string; attempts: number }>(site.dbPath, 'SELECT status, attempts FROM mail_outbox WHERE id = ?', confirmationId);
    expect(stored!.status).toBe('stored');
    const audit = queryDb<{ action: string }>(site.dbPath, "SELECT action FROM audit_log WHERE subject_type = 'mail' AND subject_id = ?", confirmationId);
    expect(audit.map((a) => a.action)).toEqual(['mail.retried']);

    expect(await horizontalOverflow(dispatcher)).toBeLessThanOrEqual(0);
    await expectAxeClean(dispatcher, 'mail detail at 1280 px');
    await screenshot(dispatcher, 'console-mail-detail-1280');
  });
});

describe('a platform admin', () => {
  let admin: Page;
  let messageId: number;
  const quoteDate = londonDate(10);

  beforeAll(async () => {
    admin = await newPage(browser, DESKTOP);
  });
  afterAll(async () => {
    await admin?.context().close();
  });

  /** 'Thu 24 Dec 2026, 07:45': how the console writes a London date and time. */
  function consoleDateTime(date: string, time: string): string {
    const [y, m, d] = date.split('-').map(Number);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
        .formatToParts(new Date(Date.UTC(y!, m! - 1, d)))
        .map((p) => [p.type, p.value]),
    );
    return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${time}`;
  }

  it("sees whose each enquiry is, and every field of a Quote Now request still in the platform's inbox", async () => {
    // No booking named and three active companies: both wait in the platform's inbox.
    const quote = await callApi(site.url, 'POST', '/api/v1/send-instant-email', {
      pickup_address: 'Heathrow Terminal 5, Hounslow TW6 2GA',
      dropoff_address: 'The Savoy, Strand, London WC2R 0EZ',
      pickup_date: quoteDate,
      pickup_time: '07:45',
      passenger_email: uniqueEmail('console.quote'),
      passenger_phone: '07700 900555',
      passenger_name: 'Harriet Vane',
      additional_info: 'Two child seats, please.',
      passengers: 3,
      luggages: 2,
    });
    expect(quote.status).toBe(200);
    const visitorPage = await newPage(browser, DESKTOP);
    const email = uniqueEmail('console.unassigned');
    try {
      const stored = await sendContactMessage(visitorPage, { reason: 'Invoice', bookingNumber: '', comments: 'Please send an invoice for March.', email });
      expect(stored.company_id).toBeNull();
      messageId = stored.id;
    } finally {
      await visitorPage.context().close();
    }

    await signInToConsole(admin, site.url, DEMO_LOGINS.platformAdmin, '/operator/enquiries');
    await expect.poll(() => rows(admin, 'Enquiries').count()).toBe(3);
    const listed = await rows(admin, 'Enquiries').allInnerTexts();
    expect(listed[0]).toContain('Unassigned');
    expect(listed[0]).toContain('Contact message');
    expect(listed[1]).toContain('Unassigned');
    expect(listed[1]).toContain('Quote request');
    expect(listed[2]).toContain(vehicle.company_name);

    await admin.getByLabel('Company').selectOption({ label: 'Unassigned' });
    await admin.waitForURL(/company_id=none/);
    await expect.poll(() => rows(admin, 'Enquiries').count()).toBe(2);
    await admin.getByLabel('Kind').selectOption({ label: 'Quote requests' });
    await expect.poll(() => rows(admin, 'Enquiries').count()).toBe(1);
    await rows(admin, 'Enquiries').first().getByRole('link', { name: 'Harriet Vane' }).click();
    await admin.waitForURL(/\/operator\/enquiries\/quote\/\d+$/);
    const journey = admin.getByRole('region', { name: 'The journey' });
    await journey.waitFor();
    const facts = await journey.locator('dl').evaluate((dl) =>
      Object.fromEntries(Array.from(dl.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])),
    );
    expect(facts).toEqual({
      'Pick-up': 'Heathrow Terminal 5, Hounslow TW6 2GA',
      'Drop-off': 'The Savoy, Strand, London WC2R 0EZ',
      'Date and time (London)': consoleDateTime(quoteDate, '07:45'),
      Passengers: '3',
      Luggage: '2',
    });
    expect(await journey.locator('.enquiry-message').innerText()).toBe('Two child seats, please.');
    expect(await admin.getByRole('region', { name: 'Contact details' }).getByRole('link', { name: '07700 900555' }).getAttribute('href')).toBe('tel:07700900555');
    expect(await admin.getByRole('region', { name: 'Company' }).innerText()).toContain('Unassigned: it waits in the platform’s inbox');
    expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);
    await expectAxeClean(admin, 'quote request of a platform admin at 1280 px');
    await screenshot(admin, 'console-enquiry-quote-admin-1280');
    // On a phone too (the bottom bar counts the new enquiries on its icon).
    await admin.setViewportSize(MOBILE);
    expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);
    await expectAxeClean(admin, 'quote request of a platform admin at 390 px');
    await screenshot(admin, 'console-enquiry-quote-admin-390');
    await admin.setViewportSize(DESKTOP);
  });

  it('gives an unassigned message to a company, whose dispatcher then sees it', async () => {
    await admin.goto(`${site.url}/operator/enquiries/contact/${messageId}`);
    const company = admin.getByRole('region', { name: 'Company' });
    await company.waitFor();
    const choice = admin.getByLabel('Assign to company');
    // The companies to choose from: every demo company, by name.
    expect(await choice.locator('option').allInnerTexts()).toEqual(expect.arrayContaining(['Unassigned (platform inbox)', otherCompanyName, vehicle.company_name]));
    await choice.selectOption({ label: otherCompanyName });
    await company.getByRole('button', { name: 'Assign' }).click();
    await admin.getByRole('status').filter({ hasText: `Assigned to ${otherCompanyName}.` }).waitFor();
    expect(await company.innerText()).toContain(`${otherCompanyName} answers this enquiry.`);
    expect(await admin.locator('.detail-header').innerText()).toContain(otherCompanyName);
    const [row] = queryDb<{ company_id: number }>(site.dbPath, 'SELECT company_id FROM contact_messages WHERE id = ?', messageId);
    expect(row!.company_id).not.toBeNull();
    await expectAxeClean(admin, 'enquiry detail of a platform admin');

    const theirs = await newPage(browser, DESKTOP);
    try {
      await signInToConsole(theirs, site.url, other.login, '/operator/enquiries');
      await rows(theirs, 'Enquiries').filter({ hasText: 'Please send an invoice for March.' }).waitFor();
      // Beside it only the Quote Now request no company has taken yet: offered to every company whose tariff prices its journey (issue 24 §3).
      expect(await rows(theirs, 'Enquiries').count()).toBe(2);
      expect(await rows(theirs, 'Enquiries').filter({ hasText: 'Quote request' }).count()).toBe(1);
    } finally {
      await theirs.context().close();
    }
  });
});

describe('on a 390 px phone', () => {
  let phone: Page;

  beforeAll(async () => {
    phone = await newPage(browser, MOBILE);
    await signInToConsole(phone, site.url, own.login);
  });
  afterAll(async () => {
    await phone?.context().close();
  });

  it('goes from the list to an enquiry and back, without sideways scrolling, axe-clean', async () => {
    await navLink(phone, 'Enquiries').click();
    const row = rows(phone, 'Enquiries').filter({ hasText: 'Peter Wimsey' });
    await row.waitFor();
    expect(await heightOf(row)).toBeGreaterThanOrEqual(44);
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await expectAxeClean(phone, 'enquiries list at 390 px');
    await screenshot(phone, 'console-enquiries-list-390');

    await row.getByRole('link').click();
    await phone.getByRole('heading', { name: 'Peter Wimsey', level: 1 }).waitFor();
    await phone.getByRole('region', { name: 'Replies (1)' }).waitFor();
    for (const name of ['Send reply', 'Mark closed']) expect(await heightOf(phone.getByRole('button', { name })), name).toBeGreaterThanOrEqual(44);
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await expectAxeClean(phone, 'enquiry detail at 390 px');
    await screenshot(phone, 'console-enquiry-detail-390');

    await phone.getByRole('main').getByRole('link', { name: 'Enquiries', exact: true }).click();
    await phone.waitForURL('**/operator/enquiries');
    await row.waitFor();
  });

  it('lists mail and opens one, without sideways scrolling, axe-clean', async () => {
    await navLink(phone, 'Messages').click();
    const row = rows(phone, 'Mail').filter({ hasText: 'Reply to an enquiry' });
    await row.waitFor();
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await expectAxeClean(phone, 'mail list at 390 px');
    await screenshot(phone, 'console-mail-list-390');

    await row.getByRole('link').click();
    await phone.getByRole('region', { name: 'Text' }).waitFor();
    expect(await phone.getByRole('region', { name: 'Text' }).innerText()).toContain('Your umbrella is safe at our office.');
    expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
    await expectAxeClean(phone, 'mail detail at 390 px');
    await screenshot(phone, 'console-mail-detail-390');
  });
});
