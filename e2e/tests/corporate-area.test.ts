/**
 * The corporate area for a signed-in client (spec §2 Corporate area, §6, §8): two clients made
 * through the API — A with 25 bookings (two pages of 20), B with one. A signs in at /login, sees
 * only their own bookings with the list's wording ('Pay in Car', 'Transfer' / 'Hourly
 * hire', as on the thank-you screen and in the mails), pages through them, opens a booking's details, edits the profile (and cannot take B's
 * email), cannot read B's bookings with their own token, and logs out. A wrong password is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { queryDb, storageKeys, tableRows, dmy } from '../support/journey';
import {
  addBookings,
  callApi,
  createClient,
  hourlyForm,
  mileageForm,
  openLogin,
  signInAtLogin,
  signInForm,
  storedSession,
  submitSignIn,
  tokenHash,
  type ClientAccount,
  type CorporateBooking,
  type Trip,
} from '../support/corporate';

let site: RunningSite;
let browser: Browser;
let page: Page;
let clientA: ClientAccount;
let clientB: ClientAccount;
/** A's token as the website stored it after signing in. */
let tokenA = '';

beforeAll(async () => {
  // The fixtures book dozens of rides through the API from this one address: raise the per-address limits.
  site = await startSite({ RATE_LIMIT_FACTOR: '10' });
  browser = await launchBrowser();
  page = await newPage(browser);

  clientA = await createClient(site.url, { firstName: 'Amelia', surname: 'Hart', tag: 'amelia.hart' });
  // 23 more, hourly and mileage by turns, then a newest one with a stop, extras and a flight number.
  const trips: Trip[] = Array.from({ length: 23 }, (_, i): Trip =>
    i % 2 === 0 ? { kind: 'hourly', form: hourlyForm(5) } : { kind: 'milleage', form: mileageForm(4) },
  );
  trips.push({
    kind: 'milleage',
    form: mileageForm(6, {
      stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }],
      meet_and_greet: 'yes',
      baby_seats: 1,
      pickup_fight_number: 'BA123',
    }),
  });
  await addBookings(site.url, clientA, trips);
  clientB = await createClient(site.url, { firstName: 'Bruno', surname: 'Costa', tag: 'bruno.costa' }, { kind: 'hourly', form: hourlyForm(7) });
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const table = () => page.getByRole('table');
const lead = () => page.locator('.corporate-page__lead');
const pager = () => page.getByRole('navigation', { name: 'Bookings pages' });

/** Booking numbers of the list's rows, top to bottom. */
async function listedNumbers(): Promise<string[]> {
  return (await table().locator('tbody th[scope="row"]').allInnerTexts()).map((t) => t.trim());
}

/** Each row of the list as column → text; the cells' buttons (Receipt under the amount) are left out. */
async function listedRows(): Promise<Record<string, string>[]> {
  return table().evaluate((el) => {
    const t = el as HTMLTableElement;
    const heads = Array.from(t.tHead?.rows[0]?.cells ?? []).map((c) => (c.textContent ?? '').trim());
    const textOf = (cell: HTMLTableCellElement) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('button').forEach((b) => b.remove());
      return (copy.textContent ?? '').trim();
    };
    return Array.from(t.tBodies[0]?.rows ?? []).map((row) => Object.fromEntries(Array.from(row.cells).map((cell, i) => [heads[i] || `#${i}`, textOf(cell)])));
  });
}

async function waitForPage(n: number, of: number): Promise<void> {
  await pager().getByText(`Page ${n} of ${of}`, { exact: true }).waitFor();
  await table().waitFor();
}

/** '£43' for whole pounds, '£42.58' otherwise (the list's amount). */
const amountText = (b: CorporateBooking) =>
  Number.isInteger(b.total_booking_amount) ? `£${b.total_booking_amount}` : `£${b.total_booking_amount.toFixed(2)}`;
const typeText = (b: CorporateBooking) => (b.ride_type === 'Q' ? 'Transfer' : 'Hourly hire');

describe('corporate area, signed in as client A', () => {
  it('made the accounts: A with 25 bookings, B with 1', () => {
    expect(clientA.bookings).toHaveLength(25);
    expect(clientB.bookings).toHaveLength(1);
    const ids = queryDb<{ id: number; email: string }>(
      site.dbPath,
      "SELECT id, email FROM passengers WHERE kind = 'client' AND email IN (?, ?) ORDER BY id",
      clientA.email,
      clientB.email,
    );
    expect(ids).toEqual([
      { id: clientA.passengerId, email: clientA.email },
      { id: clientB.passengerId, email: clientB.email },
    ]);
  });

  it("/login: 'Sign In' 'To Corporate Account', no site navbar; signing in says 'Login Successfully' and opens /bookings", async () => {
    await openLogin(page, site.url);
    expect(await page.title()).toBe('Sign In | Corporate Account');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign In');
    expect(await signInForm(page).getByText('To Corporate Account', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await signInForm(page).getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await signInForm(page).getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');

    await signInAtLogin(page, clientA.email, clientA.password, '/bookings');
    const session = await storedSession(page);
    expect(session.token).toMatch(/^kbs_[A-Za-z0-9_-]{43}$/);
    expect(session.passenger).toMatchObject({ passenger_id: clientA.passengerId, passenger_name: 'Amelia Hart' });
    expect(Date.parse(session.expiresAt ?? '')).toBeGreaterThan(Date.now());
    tokenA = session.token!;
    // The screen shows once the server has called the token valid.
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    // The sidebar names the passenger and offers the spec's links.
    const sidebar = page.getByRole('complementary', { name: 'Corporate Account' });
    expect(await sidebar.getByText('Amelia Hart', { exact: true }).isVisible()).toBe(true);
    const menu = sidebar.getByRole('navigation', { name: 'Corporate Account menu' });
    expect((await menu.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual(['Book Now', 'Bookings', 'My Account']);
    expect(await sidebar.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
  });

  it("/bookings lists A's 20 newest bookings on page 1, none of B's", async () => {
    await waitForPage(1, 2);
    expect(await page.getByRole('heading', { name: 'Bookings', level: 1 }).isVisible()).toBe(true);
    expect((await lead().innerText()).trim()).toBe('Showing 1–20 of 25 bookings');
    const newestFirst = [...clientA.bookings].reverse().map((b) => b.booking_number);
    const numbers = await listedNumbers();
    expect(numbers).toEqual(newestFirst.slice(0, 20));
    expect(numbers).not.toContain(clientB.bookings[0]!.booking_number);
    expect(await page.getByText(clientB.bookings[0]!.booking_number).count()).toBe(0);
  });

  it("writes the payment as 'Pay in Car' and the type as 'Transfer' (mileage) or 'Hourly hire'", async () => {
    const byNumber = new Map(clientA.bookings.map((b) => [b.booking_number, b]));
    const rows = await listedRows();
    expect(Object.keys(rows[0]!)).toEqual(['Booking no.', 'Pickup', 'Destination', 'Pickup date', 'Time', 'Vehicle', 'Payment', 'Amount', 'Type', 'Actions']);
    for (const row of rows) {
      const booking = byNumber.get(row['Booking no.']!)!;
      expect(row).toMatchObject({
        Pickup: booking.pick_up_address,
        Destination: booking.drop_off_address ?? '—',
        'Pickup date': dmy(booking.pick_up_date),
        Time: booking.ride_type === 'Q' ? '10:30 AM' : '02:15 PM',
        Vehicle: booking.fleet_category.category_name,
        Payment: 'Pay in Car',
        Amount: amountText(booking),
        Type: typeText(booking),
      });
    }
    const types = new Set(rows.map((r) => r.Type));
    expect(types).toEqual(new Set(['Transfer', 'Hourly hire']));
    // Hourly bookings have no destination.
    expect(rows.filter((r) => r.Type === 'Hourly hire').every((r) => r.Destination === '—')).toBe(true);
    expect(await table().getByText('Pay by Card').count()).toBe(0);
  });

  it('page 2 holds the 5 oldest; Next and Previous move between the pages', async () => {
    const previous = pager().getByRole('button', { name: 'Previous' });
    const next = pager().getByRole('button', { name: 'Next' });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await next.getAttribute('aria-disabled')).toBeNull();

    await next.click();
    await page.waitForURL(`${site.url}/bookings?page=2`);
    await waitForPage(2, 2);
    expect((await lead().innerText()).trim()).toBe('Showing 21–25 of 25 bookings');
    const oldestFive = clientA.bookings.slice(0, 5).reverse().map((b) => b.booking_number);
    expect(await listedNumbers()).toEqual(oldestFive);
    expect(await listedNumbers()).not.toContain(clientB.bookings[0]!.booking_number);
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    expect(await previous.getAttribute('aria-disabled')).toBeNull();

    // The page survives a reload (it is in the address).
    await page.reload();
    await waitForPage(2, 2);
    expect(await listedNumbers()).toEqual(oldestFive);

    // A page past the end (an old link) shows the last page instead.
    await page.goto(`${site.url}/bookings?page=9`);
    await page.waitForURL(`${site.url}/bookings?page=2`);
    await waitForPage(2, 2);
    expect(await listedNumbers()).toEqual(oldestFive);

    await pager().getByRole('button', { name: 'Previous' }).click();
    await page.waitForURL(`${site.url}/bookings`);
    await waitForPage(1, 2);
    expect((await listedNumbers())[0]).toBe(clientA.bookings[24]!.booking_number);
  });

  it("Details opens a dialog with the booking's fields; Escape closes it", async () => {
    const newest = clientA.bookings[24]!;
    const button = page.getByRole('button', { name: `Details of booking ${newest.booking_number}` });
    await button.click();
    const dialog = page.getByRole('dialog', { name: `Booking ${newest.booking_number}` });
    await dialog.waitFor();
    const rows = await tableRows(dialog.locator('dl').first());
    expect(rows).toEqual({
      'Booking number': newest.booking_number,
      'Booking type': 'Transfer',
      Pickup: newest.pick_up_address,
      Destination: newest.drop_off_address,
      'Pickup date': dmy(newest.pick_up_date),
      Time: '10:30 AM',
      'Return date': '—',
      'Return time': '—',
      'Flight number': 'BA123',
      'Return flight number': '—',
      'Vehicle category': newest.fleet_category.category_name,
      Vehicles: '1',
      Luggage: '1',
      'Payment method': 'Pay in Car',
      Amount: amountText(newest),
    });
    const passenger = dialog.locator('section').filter({ has: page.getByRole('heading', { name: 'Passenger' }) });
    expect(await tableRows(passenger.locator('dl'))).toEqual({
      Name: 'Amelia Hart',
      Email: clientA.email,
      Phone: clientA.number,
      Passengers: '2',
      'Additional information': 'Booking 25',
    });
    const extras = dialog.locator('section').filter({ has: page.getByRole('heading', { name: 'Extras' }) });
    expect((await extras.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Meet and greet', 'Baby seats: 1']);
    const stops = dialog.locator('section').filter({ has: page.getByRole('heading', { name: 'Stops' }) });
    expect((await stops.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(['221B Baker Street, NW1 6XE']);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // Focus goes back to the button that opened it.
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // An hourly booking shows its duration instead of a return.
    const hourly = clientA.bookings.find((b, i) => i >= 5 && b.ride_type === 'H')!;
    await page.getByRole('button', { name: `Details of booking ${hourly.booking_number}` }).click();
    const hourlyDialog = page.getByRole('dialog', { name: `Booking ${hourly.booking_number}` });
    await hourlyDialog.waitFor();
    const hourlyRows = await tableRows(hourlyDialog.locator('dl').first());
    expect(hourlyRows).toMatchObject({ 'Booking type': 'Hourly hire', Destination: '—', Duration: '4 hours', Time: '02:15 PM' });
    expect(hourlyRows).not.toHaveProperty('Return date');
    await page.keyboard.press('Escape');
    await hourlyDialog.waitFor({ state: 'hidden' });
  });

  it('the Details dialog opens at its top: its title and the booking number are in view', async () => {
    const newest = clientA.bookings[24]!;
    await page.getByRole('button', { name: `Details of booking ${newest.booking_number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Booking ${newest.booking_number}` });
    await dialog.waitFor();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const seen = await dialog.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const title = el.querySelector('h2')!.getBoundingClientRect();
      return { scrollTop: el.scrollTop, titleTop: Math.round(title.top), dialogTop: Math.round(box.top) };
    });
    try {
      // The autofocused OK button at the bottom must not scroll the start of a long dialog away.
      expect(seen, 'the dialog opened scrolled down (title above its visible area)').toMatchObject({ scrollTop: 0 });
      expect(seen.titleTop).toBeGreaterThanOrEqual(seen.dialogTop);
    } finally {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  it('the Details dialog shows every section at 1280 × 800, and at 390 px names and reaches the ones further down', async () => {
    const newest = clientA.bookings[24]!;
    const open = async () => {
      await page.getByRole('button', { name: `Details of booking ${newest.booking_number}` }).click();
      const dialog = page.getByRole('dialog', { name: `Booking ${newest.booking_number}` });
      await dialog.waitFor();
      return dialog;
    };
    const content = (dialog: Locator) => dialog.locator('.dialog__content');
    const inView = (dialog: Locator, name: string) =>
      dialog.getByRole('heading', { name, exact: true }).evaluate((h) => {
        const box = h.getBoundingClientRect();
        const area = h.closest('.dialog__content')!.getBoundingClientRect();
        return box.top >= area.top && box.bottom <= area.bottom;
      });
    const jumpLinks = (dialog: Locator) => dialog.getByRole('navigation', { name: 'Further down in this booking' });

    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      const wide = await open();
      // Two columns: nothing to scroll, every section's heading in view, no jump links needed.
      expect(await content(wide).evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
      for (const name of ['Journey', 'Passenger', 'Extras', 'Stops']) expect(await inView(wide, name), name).toBe(true);
      expect(await jumpLinks(wide).isVisible()).toBe(false);
      await page.keyboard.press('Escape');
      await wide.waitFor({ state: 'hidden' });

      await page.setViewportSize({ width: 390, height: 844 });
      const narrow = await open();
      // One column that scrolls: the sections below the fold are named at the top.
      expect(await content(narrow).evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      expect(await inView(narrow, 'Stops')).toBe(false);
      expect((await jumpLinks(narrow).getByRole('button').allInnerTexts()).map((t) => t.replace('↓', '').trim())).toEqual(['Passenger', 'Extras', 'Stops']);
      await jumpLinks(narrow).getByRole('button', { name: 'Stops' }).click();
      const stops = narrow.getByRole('heading', { name: 'Stops', exact: true });
      await expect.poll(() => inView(narrow, 'Stops')).toBe(true);
      expect(await stops.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await narrow.waitFor({ state: 'hidden' });
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it("My Account: changing the name says 'Passenger Details Updated' and is kept", async () => {
    await page.getByRole('complementary', { name: 'Corporate Account' }).getByRole('link', { name: 'My Account' }).click();
    await page.waitForURL(`${site.url}/my-account`);
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await form.waitFor();
    const name = form.getByLabel('Name', { exact: true });
    const email = form.getByLabel('Email', { exact: true });
    const phone = form.getByLabel('Phone', { exact: true });
    expect(await name.inputValue()).toBe('Amelia Hart');
    expect(await email.inputValue()).toBe(clientA.email);
    expect(await phone.inputValue()).toBe(clientA.number);

    await name.fill('Amelia Hart-Jones');
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/update-passenger');
    await form.getByRole('button', { name: 'Save' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().method()).toBe('PATCH');
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({
      passenger_id: clientA.passengerId,
      name: 'Amelia Hart-Jones',
      email: clientA.email,
      phone: clientA.number,
    });
    const status = form.getByRole('status');
    await status.waitFor();
    expect((await status.locator('.inline-alert__text').innerText()).trim()).toBe('Passenger Details Updated');
    // The sidebar, the stored passenger and the database follow.
    await page.getByRole('complementary', { name: 'Corporate Account' }).getByText('Amelia Hart-Jones', { exact: true }).waitFor();
    expect((await storedSession(page)).passenger?.passenger_name).toBe('Amelia Hart-Jones');
    expect(queryDb(site.dbPath, 'SELECT first_name, surname FROM passengers WHERE id = ?', clientA.passengerId)).toEqual([
      { first_name: 'Amelia', surname: 'Hart-Jones' },
    ]);

    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Amelia Hart-Jones');
  });

  it("changing the email to B's shows the server's 'already used' message and keeps A's email", async () => {
    const form = page.getByRole('form', { name: 'Edit Profile' });
    await form.getByLabel('Email', { exact: true }).fill(clientB.email);
    // A new email needs the current password (checked before the server says whether the email is taken).
    await form.getByLabel('Current password', { exact: true }).fill(clientA.password);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/update-passenger');
    await form.getByRole('button', { name: 'Save' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(409);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toBe('That email is already used by another account.');
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect((await alert.locator('.inline-alert__text').innerText()).trim()).toBe(message);
    expect(await form.getByRole('status').count()).toBe(0);
    expect(queryDb(site.dbPath, 'SELECT email FROM passengers WHERE id = ?', clientA.passengerId)).toEqual([{ email: clientA.email }]);
    expect((await storedSession(page)).passenger).toMatchObject({ passenger_id: clientA.passengerId });
    expect(await readStoredEmail()).toBe(clientA.email);
  });

  it("the API refuses A's stored token for B's bookings and B's profile (403), and serves A's own", async () => {
    expect(tokenA).not.toBe('');
    // A direct call with the token the website stored, as anyone holding it could make.
    const theirs = await callApi(site.url, 'GET', `/api/v1/get_booking/${clientB.passengerId}`, undefined, tokenA);
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({ success: false });
    expect(JSON.stringify(theirs.body)).not.toContain(clientB.bookings[0]!.booking_number);

    const profile = await callApi(
      site.url,
      'PATCH',
      '/api/v1/update-passenger',
      { passenger_id: clientB.passengerId, name: 'Taken Over', email: clientB.email, phone: '' },
      tokenA,
    );
    expect(profile.status).toBe(403);
    expect(queryDb(site.dbPath, 'SELECT first_name FROM passengers WHERE id = ?', clientB.passengerId)).toEqual([{ first_name: 'Bruno' }]);

    const own = await callApi<{ data: { booking_number: string }[]; pagination: { total: number } }>(
      site.url,
      'GET',
      `/api/v1/get_booking/${clientA.passengerId}?page=1&per_page=20`,
      undefined,
      tokenA,
    );
    expect(own.status).toBe(200);
    expect(own.body.pagination.total).toBe(25);
  });

  it('Logout goes to / and removes the token from local storage (and ends it on the server)', async () => {
    const logout = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/passenger/logout');
    await page.getByRole('complementary', { name: 'Corporate Account' }).getByRole('button', { name: 'Logout' }).click();
    expect((await logout).status()).toBe(200);
    await page.waitForURL(`${site.url}/`);
    await page.getByRole('tablist', { name: 'Booking type' }).waitFor();
    const keys = await storageKeys(page);
    expect(keys).not.toContain('accessToken');
    expect(keys).not.toContain('accessTokenExpiresAt');
    expect(keys).not.toContain('passenger');
    const row = queryDb<{ revoked_at: string | null }>(site.dbPath, 'SELECT revoked_at FROM passenger_tokens WHERE token_hash = ?', tokenHash(tokenA));
    expect(row).toHaveLength(1);
    expect(row[0]!.revoked_at).not.toBeNull();
    // The old token no longer opens anything.
    expect((await callApi(site.url, 'GET', `/api/v1/get_booking/${clientA.passengerId}`, undefined, tokenA)).status).toBe(401);

    // Back at /bookings the guard sends the visitor to sign in.
    await page.goto(`${site.url}/bookings`);
    await page.waitForURL(`${site.url}/login?redirect=%2Fbookings`);
  });

  it("a wrong password: 'Invalid credentials. Please try again.' and no session", async () => {
    await openLogin(page, site.url);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/check-passenger-login');
    await submitSignIn(page, clientA.email, 'Not-The-Password-1');
    expect((await answered).status()).toBe(401);
    const alert: Locator = signInForm(page).getByRole('alert');
    await alert.waitFor();
    expect((await alert.locator('.inline-alert__text').innerText()).trim()).toBe('Invalid credentials. Please try again.');
    expect(page.url()).toBe(`${site.url}/login`);
    expect(await storageKeys(page)).not.toContain('accessToken');
    expect(await page.getByText('Login Successfully').count()).toBe(0);
  });
});

/** The email of the stored passenger. */
async function readStoredEmail(): Promise<string | undefined> {
  const session = await storedSession(page);
  return (session.passenger as { passenger_email?: string } | null)?.passenger_email;
}
