/**
 * Corporate-area steps shared by the sign-in, bookings, profile and password-reset tests: client
 * accounts and their bookings made straight through the API (a real quote first, then POST
 * /api/v1/booking as New Client / Existing Client), signing in at /login, the stored session, a
 * reset code read from the mail outbox, and the two rows the tests age on purpose
 * (passenger_tokens, password_reset_codes) through a read-write handle on the test database.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { londonDate, readStored, type PriceDetailJson } from './booking';
import { readOutbox, uniqueEmail, type BookingJson } from './journey';

export const API_HEADERS = { 'api-public-key': 'kerbside-web-public', 'api-secret-key': 'kerbside-web-secret' };

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** One call of the operator API as the website makes it (key headers, JSON, optional bearer token). */
export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  token?: string,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...API_HEADERS };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

export const SAVOY = 'The Savoy, Strand, London WC2R 0EZ';
export const DOWNING_STREET = '10 Downing Street, London SW1A 2AA';

export interface MileageForm {
  stops: { street_name: string; number: string; postcode: string }[];
  pickup: string;
  dropoff: string;
  pickup_date: string;
  pickup_hour: string;
  pickup_min: string;
  select_option: 'one_way';
  passengers: number;
  luggages: number;
  hand_luggages: number;
  meet_and_greet: 'yes' | 'no';
  baby_seats: number;
  booster_seats: number;
  wheel_chair: 'yes' | 'no';
  special_luggage: number;
  waiting_min: number;
  pickup_fight_number?: string;
}

/** A one-way mileage form (ride type Q, 'Transfer'): Downing Street to The Savoy at 10:30. */
export function mileageForm(daysAhead: number, changes: Partial<MileageForm> = {}): MileageForm {
  return {
    stops: [],
    pickup: DOWNING_STREET,
    dropoff: SAVOY,
    pickup_date: londonDate(daysAhead),
    pickup_hour: '10am',
    pickup_min: '30',
    select_option: 'one_way',
    passengers: 2,
    luggages: 1,
    hand_luggages: 1,
    meet_and_greet: 'no',
    baby_seats: 0,
    booster_seats: 0,
    wheel_chair: 'no',
    special_luggage: 0,
    waiting_min: 0,
    ...changes,
  };
}

/** A 4-hour hire from The Savoy at 2:15 pm (ride type H, 'Hourly hire'). */
export function hourlyForm(daysAhead: number) {
  return { pickup: SAVOY, pickup_date: londonDate(daysAhead), pickup_duration: '4hour', pickup_hour: '2pm', pickup_min: '15', main_destination: 'As directed — central London' };
}

export type Trip = { kind: 'milleage'; form: MileageForm } | { kind: 'hourly'; form: ReturnType<typeof hourlyForm> };

/** The cheapest priced vehicle the API quotes for a trip, as the website would have shown it. */
export async function cheapestVehicle(baseUrl: string, trip: Trip): Promise<PriceDetailJson> {
  const path = trip.kind === 'milleage' ? '/api/v1/calculate-distance-price' : '/api/v1/calculate-hourly-price';
  const quote = await callApi<{ success: boolean; data: { price_details: PriceDetailJson[] } }>(baseUrl, 'POST', path, trip.form);
  if (quote.status !== 200) throw new Error(`Quote failed: ${quote.status} ${JSON.stringify(quote.body)}`);
  const priced = quote.body.data.price_details.filter((d) => d.price > 0);
  if (priced.length === 0) throw new Error('The quote priced no vehicle');
  return priced.reduce((a, b) => (b.price < a.price ? b : a));
}

/** A booking as POST /api/v1/booking and the corporate list answer it. */
export type CorporateBooking = BookingJson & {
  id: number;
  currency: string;
  flight_no: string | null;
  return_flight_no: string | null;
  fleet_category: { category_name: string };
  booking_details: {
    meet_and_greet: string;
    baby_seat: number;
    booster_seat: number;
    wheel_chair: string;
    special_luggages: number;
    waiting_minutes: number;
    luggages: number;
    vehicle_qty: number;
  };
  passenger_detail: BookingJson['passenger_detail'] & { passenger_id: number };
};

export interface ClientAccount {
  firstName: string;
  surname: string;
  email: string;
  number: string;
  password: string;
  /** passengers.id, also the passenger_id of the corporate calls. */
  passengerId: number;
  /** Every booking made for the account so far, oldest first. */
  bookings: CorporateBooking[];
}

/** POST /api/v1/booking, pay in car, one vehicle; fails the test on any other answer than 200. */
async function book(
  baseUrl: string,
  trip: Trip,
  vehicle: PriceDetailJson,
  mode: 'new_client' | 'existing_client',
  registrationData: Record<string, unknown>,
): Promise<CorporateBooking> {
  const res = await callApi<{ success: boolean; message?: string; data: { booking: CorporateBooking } }>(baseUrl, 'POST', '/api/v1/booking', {
    selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
    selectedVehicle: 1,
    bookingType: trip.kind,
    ...(trip.kind === 'milleage' ? { bookingForm: trip.form } : { hourlyRateForm: trip.form }),
    registrationData,
    payment_method: 'car',
    selected_passenger: mode,
  });
  if (res.status !== 200 || !res.body.success) throw new Error(`Booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.booking;
}

/**
 * A client account made the way the website makes one: a New Client booking of `first` (default:
 * a mileage trip three days ahead). Returns the account with its one booking.
 */
export async function createClient(
  baseUrl: string,
  who: { firstName: string; surname: string; tag: string; password?: string },
  first: Trip = { kind: 'milleage', form: mileageForm(3) },
): Promise<ClientAccount> {
  const account = {
    firstName: who.firstName,
    surname: who.surname,
    email: uniqueEmail(who.tag),
    number: '+447700900' + String(100 + Math.floor(Math.random() * 900)),
    password: who.password ?? 'Corporate-Pass-2026',
  };
  const booking = await book(baseUrl, first, await cheapestVehicle(baseUrl, first), 'new_client', {
    ...account,
    additionalInfo: 'First booking',
    privacyAccepted: true,
    termsAccepted: true,
  });
  expect(booking.passenger_detail.passenger_email).toBe(account.email);
  return { ...account, passengerId: booking.passenger_detail.passenger_id, bookings: [booking] };
}

/**
 * More bookings for an existing client (Existing Client: email and password), one per trip, in
 * order. Each kind of trip is quoted once; the bookings are pushed onto `client.bookings`.
 */
export async function addBookings(baseUrl: string, client: ClientAccount, trips: Trip[]): Promise<CorporateBooking[]> {
  const vehicles = new Map<string, PriceDetailJson>();
  const made: CorporateBooking[] = [];
  for (const trip of trips) {
    const key = JSON.stringify(trip);
    let vehicle = vehicles.get(key);
    if (!vehicle) {
      vehicle = await cheapestVehicle(baseUrl, trip);
      vehicles.set(key, vehicle);
    }
    const booking = await book(baseUrl, trip, vehicle, 'existing_client', {
      email: client.email,
      password: client.password,
      additionalInfo: `Booking ${client.bookings.length + 1}`,
    });
    client.bookings.push(booking);
    made.push(booking);
  }
  return made;
}

/** A session straight from POST /api/v1/check-passenger-login (for calls the test makes itself). */
export async function apiSignIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await callApi<{ success: boolean; access_token: string }>(baseUrl, 'POST', '/api/v1/check-passenger-login', { email, password });
  if (res.status !== 200) throw new Error(`Sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token;
}

/** The sign-in form of /login, found by its heading. */
export const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign In' });

/** Opens /login (optionally with a redirect query already in `path`) and waits for the form. */
export async function openLogin(page: Page, baseUrl: string, path = '/login'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await signInForm(page).waitFor();
}

/** Types the credentials into the open /login form and presses Sign In. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = signInForm(page);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in at the open /login form, checks 'Login Successfully', and waits until the page has
 * moved on to `landing` (default /bookings).
 */
export async function signInAtLogin(page: Page, email: string, password: string, landing = '/bookings'): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/check-passenger-login');
  await submitSignIn(page, email, password);
  expect((await answered).status()).toBe(200);
  const toast = page.getByRole('status').filter({ hasText: 'Login Successfully' });
  await toast.waitFor();
  expect((await toast.innerText()).trim()).toBe('Login Successfully');
  await page.waitForURL((url) => `${url.pathname}${url.search}` === landing);
}

/** The corporate session as the website stored it (decoded), or nulls when it is gone. */
export async function storedSession(page: Page): Promise<{ token: string | null; passenger: { passenger_id: number; passenger_name: string } | null; expiresAt: string | null }> {
  return {
    token: (await readStored<string>(page, 'accessToken')).value,
    passenger: (await readStored<{ passenger_id: number; passenger_name: string }>(page, 'passenger')).value,
    expiresAt: (await readStored<string>(page, 'accessTokenExpiresAt')).value,
  };
}

/** The six-digit code of the newest reset mail sent to `email`. */
export async function latestResetCode(baseUrl: string, email: string): Promise<string> {
  const mails = (await readOutbox(baseUrl, { to: email, kind: 'password_reset' })).filter((m) => /reset code/i.test(m.subject));
  if (mails.length === 0) throw new Error(`No reset code was mailed to ${email}`);
  const newest = mails.reduce((a, b) => (b.id > a.id ? b : a));
  const code = /^\s+(\d{6})\s*$/m.exec(newest.text)?.[1];
  if (!code) throw new Error(`No code in the reset mail: ${newest.text}`);
  return code;
}

/** A write on the test database, for the few rows a test must age on purpose. */
export function writeDb(dbPath: string, sql: string, ...params: unknown[]): number {
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return db.prepare(sql).run(...params).changes;
  } finally {
    db.close();
  }
}

/** SHA-256 hex of a session token, as passenger_tokens.token_hash keeps it. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A moment well in the past, as ISO text (the server compares instants as ISO 8601 text). */
export const LONG_AGO = '2000-01-01T00:00:00.000Z';
