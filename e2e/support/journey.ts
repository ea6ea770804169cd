/**
 * Shared steps after the quotation: an hourly quote, Book Now, the Personal Detail form, reading
 * the payment table and the thank-you lists, and what the server kept (the dev mail outbox, the
 * SQLite bookings table).
 */
import Database from 'better-sqlite3';
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import {
  chooseTab,
  expectedOptions,
  nextPriceResponse,
  openHome,
  pickAddressWithClick,
  type HourlyPriceJson,
  type PriceDetailJson,
} from './booking';

const API_HEADERS = { 'api-public-key': 'kerbside-web-public', 'api-secret-key': 'kerbside-web-secret' };

/** GET an operator API path as the website does (with its key headers). */
export async function apiGet<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: API_HEADERS });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The operator settings as a name → value map (GET /api/v1/setting). */
export async function fetchSettings(baseUrl: string): Promise<Record<string, string>> {
  const body = await apiGet<{ data: { setting_name: string; setting_value: string }[] }>(baseUrl, '/api/v1/setting');
  return Object.fromEntries(body.data.map((s) => [s.setting_name, s.setting_value]));
}

export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  reply_to: string | null;
  subject: string;
  status: string;
  text: string;
  /** Files sent with it; each one's content at /api/dev/outbox/:id/attachments/:index. */
  attachments: { filename: string; contentType: string; bytes: number }[];
}

/** The manage-booking page's path from the booking confirmation mailed to `email` ('/manage-booking/<token>'): the newest, or the one of `bookingNumber`. */
export async function manageLinkOf(baseUrl: string, email: string, bookingNumber?: string): Promise<string> {
  const mails = await readOutbox(baseUrl, { to: email, kind: 'booking_confirmation' });
  const mail = bookingNumber === undefined ? mails[0] : mails.find((m) => m.text.includes(bookingNumber));
  // Not \b after the token: a token may end in '-', and '-' before a line break is no word boundary (1 link in 64).
  const link = /https?:\/\/\S+(\/manage-booking\/[A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return link![1]!;
}

/** The newest mails of the stored outbox (dev route, no key headers), optionally filtered. */
export async function readOutbox(baseUrl: string, filter: { to?: string; kind?: string } = {}): Promise<OutboxMail[]> {
  const query = new URLSearchParams(filter).toString();
  const res = await fetch(`${baseUrl}/api/dev/outbox${query ? `?${query}` : ''}`);
  if (!res.ok) throw new Error(`GET /api/dev/outbox answered ${res.status}`);
  return ((await res.json()) as { data: OutboxMail[] }).data;
}

/** The HTML body of one outbox mail, as the recipient would see it. */
export async function outboxHtml(baseUrl: string, id: number): Promise<string> {
  const res = await fetch(`${baseUrl}/api/dev/outbox/${id}`);
  if (!res.ok) throw new Error(`GET /api/dev/outbox/${id} answered ${res.status}`);
  return res.text();
}

/** Rows of a read-only query on the site's database (bookings, passengers…). */
export function queryDb<T>(dbPath: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export function countBookings(dbPath: string, where = '1 = 1', ...params: unknown[]): number {
  return queryDb<{ n: number }>(dbPath, `SELECT COUNT(*) AS n FROM bookings WHERE ${where}`, ...params)[0]!.n;
}

export interface HourlyQuote {
  /** YYYY-MM-DD */
  date: string;
  /** Label of the hour option, e.g. '9 am'. */
  hour: string;
  /** Label of the minute option, e.g. '30'. */
  minute: string;
  /** Label of the duration option, e.g. '6 hours'. */
  duration: string;
}

/** What requestHourlyQuote gives as the hire's main destination or area (issue 27 §2's own example). */
export const HOURLY_MAIN_DESTINATION = 'As directed — central London';

/**
 * An Hourly hire quote from The Savoy, as a visitor fills it, ending on the quotation. Returns the
 * price answer and the options the quotation should list.
 */
export async function requestHourlyQuote(
  page: Page,
  baseUrl: string,
  quote: HourlyQuote,
): Promise<{ body: HourlyPriceJson; options: PriceDetailJson[]; pickup: string }> {
  await openHome(page, baseUrl);
  await chooseTab(page, 'Hourly hire');
  const panel = page.getByRole('tabpanel', { name: 'Hourly hire' });
  const pickup = await pickAddressWithClick(page, 'Pickup address', 'savoy', /The Savoy/);
  await panel.getByLabel('Main destination or area', { exact: true }).fill(HOURLY_MAIN_DESTINATION);
  await panel.getByLabel('Pickup date', { exact: true }).fill(quote.date);
  await panel.getByLabel('Pickup hour', { exact: true }).selectOption({ label: quote.hour });
  await panel.getByLabel('Pickup minute', { exact: true }).selectOption({ label: quote.minute });
  await panel.getByRole('combobox', { name: 'How long' }).selectOption({ label: quote.duration });
  const answer = nextPriceResponse<HourlyPriceJson>(page, 'hourly');
  await panel.getByRole('button', { name: 'Get prices' }).click();
  const { body } = await answer;
  expect(body.success).toBe(true);
  await page.waitForURL('**/quotationview', { timeout: 20_000 });
  await page.getByRole('heading', { name: /^Vehicles \(\d+\)$/ }).waitFor();
  return { body, options: expectedOptions(body.data.price_details, 0), pickup };
}

/** The cards of the vehicle list (the cheapest one marked 'Lowest price'). */
export const listCards = (page: Page) => page.locator('ul.vehicle-list').getByRole('article');

/** Book Now on the list card of `option`; waits for Personal Detail. */
export async function bookVehicle(page: Page, option: PriceDetailJson): Promise<void> {
  const card = page
    .locator('ul.vehicle-list')
    .getByRole('article', { name: `${option.vehicle_type} by ${option.company_name}`, exact: true })
    .first();
  await card.getByRole('button', { name: 'Book Now' }).click();
  await page.waitForURL('**/personalDetailView');
  await page.getByRole('heading', { name: 'Personal Detail', level: 1 }).waitFor();
}

export type Mode = 'Guest Login' | 'New Client' | 'Existing Client';

export interface PersonalDetails {
  firstName?: string;
  surname?: string;
  email?: string;
  number?: string;
  password?: string;
  privacy?: boolean;
  terms?: boolean;
  additionalInfo?: string;
  /** Someone else travels: their name, email and phone. */
  passenger?: { name: string; email: string; phone: string };
}

/** The Personal Detail form, found by its heading. */
export const detailsForm = (page: Page) => page.getByRole('form', { name: 'Your details' });

export async function chooseMode(page: Page, mode: Mode): Promise<void> {
  const radio = page.getByRole('group', { name: 'How would you like to book?' }).getByRole('radio', { name: mode, exact: true });
  await radio.check();
  expect(await radio.isChecked()).toBe(true);
}

/** Fills the fields that are given (by their labels), leaving the others as they are. */
export async function fillDetails(page: Page, details: PersonalDetails): Promise<void> {
  const form = detailsForm(page);
  const text = async (label: string, value: string | undefined) => {
    if (value === undefined) return;
    const field = form.getByLabel(label, { exact: true });
    await field.fill(value);
    expect(await field.inputValue()).toBe(value);
  };
  await text('First name', details.firstName);
  await text('Surname', details.surname);
  await text('Email', details.email);
  await text('Number', details.number);
  await text('Password', details.password);
  if (details.privacy !== undefined) await form.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).setChecked(details.privacy);
  if (details.terms !== undefined) await form.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).setChecked(details.terms);
  await text('Additional information', details.additionalInfo);
  const someoneElse = form.getByRole('group', { name: 'Is the passenger someone else?' });
  if (details.passenger) {
    await someoneElse.getByRole('radio', { name: 'Yes' }).check();
    const passenger = form.getByRole('group', { name: 'Passenger', exact: true });
    await passenger.waitFor();
    await text('Passenger name', details.passenger.name);
    await text('Passenger email', details.passenger.email);
    await text('Passenger phone', details.passenger.phone);
  }
}

/** The form's message (error alert or success status) once it says something. */
export function detailsMessage(page: Page): Locator {
  return detailsForm(page).locator('.inline-alert__text');
}

/** Presses Next step and returns the error the form shows (the page stays on Personal Detail). */
export async function nextStepError(page: Page): Promise<string> {
  await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
  const alert = detailsForm(page).getByRole('alert');
  await alert.waitFor();
  expect(page.url()).toMatch(/\/personalDetailView$/);
  return ((await alert.locator('.inline-alert__text').textContent()) ?? '').trim();
}

/** Rows of a two-column read-only table or definition list as label → value. */
export async function tableRows(table: Locator): Promise<Record<string, string>> {
  return table.evaluate((el) => {
    const out: Record<string, string> = {};
    if (el.tagName === 'TABLE') {
      for (const row of Array.from((el as HTMLTableElement).rows)) {
        out[(row.cells[0]?.textContent ?? '').trim()] = (row.cells[1]?.textContent ?? '').trim();
      }
    } else {
      for (const dt of Array.from(el.querySelectorAll('dt'))) {
        out[(dt.textContent ?? '').trim()] = (dt.nextElementSibling?.textContent ?? '').trim();
      }
    }
    return out;
  });
}

export interface BookingJson {
  booking_number: string;
  ride_type: string;
  pick_up_address: string;
  drop_off_address: string | null;
  pick_up_date: string;
  pick_up_time: string;
  hourly_duration: string | null;
  payment_method: 'car' | 'card';
  total_booking_amount: number;
  passenger_detail: {
    passenger_name: string;
    passenger_email: string;
    passenger_contact_no: string;
    total_passengers: number;
    additional_info: string;
  };
  booking_stops: { stop_address: string; stop_post_code: string; stop_street_number: string }[];
}

/** Resolves with the next answer of POST /api/v1/booking (status and parsed body). */
export function nextBookingResponse(page: Page): Promise<{ response: Response; body: { success: boolean; message?: string; data?: { booking: BookingJson } } }> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/booking' && r.request().method() === 'POST', { timeout: 20_000 })
    .then(async (response) => ({ response, body: await response.json() }));
}

/** The keys left in local storage. */
export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage).sort());
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY'. */
export function dmy(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}`;
}

/** A unique address per run, so mails and passengers of one test never match another's. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}
