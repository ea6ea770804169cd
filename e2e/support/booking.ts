/**
 * Shared steps of the booking browser tests: London dates from the real clock (the built server
 * prices against the real time), the home form driven by roles and labels, and stored values
 * decoded the way the website encodes them (JSON → UTF-8 → base64).
 */
import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser';

const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface LondonWallClock {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
}

/** The wall-clock time in London at `at` (default: now). */
export function londonNow(at: Date = new Date()): LondonWallClock {
  const parts = Object.fromEntries(LONDON_PARTS.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** A calendar date `days` after `date` (YYYY-MM-DD), with no time-zone arithmetic. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today's date in London plus `days`. */
export function londonDate(days: number): string {
  return addDays(londonNow().date, days);
}

/** Now in London rounded up to the next 5 minutes (23:58 → 00:00 the next day). */
export function londonNowRoundedUp(): LondonWallClock {
  const now = londonNow();
  const total = Math.ceil((now.hour * 60 + now.minute) / 5) * 5;
  if (total >= 1440) return { date: addDays(now.date, 1), hour: 0, minute: total - 1440 };
  return { date: now.date, hour: Math.floor(total / 60), minute: total % 60 };
}

/**
 * The first pickup the price calls accept at `at`: now + GRACE_TIME, rounded up to the next
 * 5 minutes (of UTC, which are London's too), as London's wall clock (decision 7).
 */
export function firstBookableSlot(graceMinutes: number, at: Date = new Date()): LondonWallClock {
  const step = 5 * 60_000;
  return londonNow(new Date(Math.ceil((at.getTime() + graceMinutes * 60_000) / step) * step));
}

/** 15 → '3pm', 0 → '12am': the hour as the forms store it. */
export function hour12Text(hour: number): string {
  if (hour === 0) return '12am';
  if (hour === 12) return '12pm';
  return hour < 12 ? `${hour}am` : `${hour - 12}pm`;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/** Reads and decodes one of the website's local-storage values inside the page. */
export async function readStored<T>(page: Page, key: string): Promise<{ raw: string | null; value: T | null }> {
  return page.evaluate((k) => {
    const raw = window.localStorage.getItem(k);
    if (raw === null) return { raw, value: null };
    const binary = atob(raw);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return { raw, value: JSON.parse(new TextDecoder().decode(bytes)) };
  }, key);
}

/**
 * Waits until the open booking form is live. The server's HTML shows before any script has run and
 * the Transfer form's code arrives in a chunk of its own: what is typed into the form before React
 * has taken it over (hydrated it: its nodes then carry React's own properties) would be lost.
 */
export async function waitForLiveForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const input = document.querySelector('[role="tabpanel"]:not([hidden]) input[role="combobox"]');
    return input !== null && Object.keys(input).some((key) => key.startsWith('__reactFiber'));
  });
  await nextFrames(page); // the visitor's stored form follows hydration in a transition
}

/** Waits until the settings overlay has gone and the booking form shows, live. */
export async function openHome(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  try {
    await page.getByRole('tablist', { name: 'Booking type' }).waitFor();
    await waitForLiveForm(page);
  } catch (error) {
    const shown = (await page.locator('body').innerText().catch(() => '')).slice(0, 300).replace(/\s+/g, ' ');
    await screenshot(page, 'failure-open-home').catch(() => undefined);
    throw new Error(`The booking form did not show at ${page.url()}; the page says: ${shown}`, { cause: error });
  }
}

/**
 * The home page with nothing of an earlier visit stored (as a first visit). Storage is cleared on
 * a page of the same origin that runs none of the website's code (a form still on screen could save
 * itself again after the clear); the home page then loads and its open form saves itself, fresh.
 */
export async function freshHome(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate(() => window.localStorage.clear());
  await openHome(page, baseUrl);
  for (const key of ['bookingForm', 'hourlyRateForm']) {
    const stored = (await readStored<{ pickup?: string }>(page, key)).value;
    expect(stored?.pickup ?? '', key).toBe('');
  }
  expect((await readStored(page, 'BookingType')).value).toBeNull();
}

export async function chooseTab(page: Page, name: 'Transfer' | 'Hourly hire'): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
  await waitForLiveForm(page);
}

/**
 * Types into an address combobox and waits until the autocomplete answer for the whole text has
 * been rendered (saved places show at once; the search results replace the list a moment later,
 * which resets the highlighted row).
 */
async function typeAddress(page: Page, label: string, text: string): Promise<Locator> {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(''); // a restored form may hold an earlier address
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/v1/places/autocomplete' && url.searchParams.get('q') === text.trim();
  });
  await input.pressSequentially(text, { delay: 15 });
  await answered;
  await nextFrames(page);
  return input;
}

/** Resolves after two animation frames, so state set by a finished request has been painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Types into an address combobox and picks the suggestion whose text matches `option` with the
 * keyboard: ArrowDown until it is the active descendant, then Enter.
 */
export async function pickAddressWithKeyboard(page: Page, label: string, text: string, option: RegExp): Promise<string> {
  const input = await typeAddress(page, label, text);
  const list = page.getByRole('listbox', { name: label, exact: true });
  const wanted = list.getByRole('option', { name: option }).first();
  await wanted.waitFor();
  const wantedId = await wanted.getAttribute('id');
  const wantedText = ((await wanted.locator('.combobox__option-label').textContent()) ?? '').trim();
  for (let i = 0; i < 12; i++) {
    await input.press('ArrowDown');
    if ((await input.getAttribute('aria-activedescendant')) === wantedId) break;
  }
  expect(await input.getAttribute('aria-activedescendant')).toBe(wantedId);
  expect(await wanted.getAttribute('aria-selected')).toBe('true');
  await input.press('Enter');
  await list.waitFor({ state: 'hidden' });
  expect(await input.getAttribute('aria-expanded')).toBe('false');
  return wantedText;
}

/** Types into an address combobox and clicks the matching suggestion. */
export async function pickAddressWithClick(page: Page, label: string, text: string, option: RegExp): Promise<string> {
  await typeAddress(page, label, text);
  const list = page.getByRole('listbox', { name: label, exact: true });
  const wanted = list.getByRole('option', { name: option }).first();
  const wantedText = ((await wanted.locator('.combobox__option-label').textContent()) ?? '').trim();
  await wanted.click();
  await list.waitFor({ state: 'hidden' });
  return wantedText;
}

/** Sets a schedule (date input plus hour and minute selects) of the mileage form. */
export async function setMileageSchedule(scope: Page | Locator, prefix: 'Pickup' | 'Return', at: LondonWallClock) {
  await scope.getByLabel(`${prefix} date`, { exact: true }).fill(at.date);
  await scope.getByLabel(`${prefix} hour`, { exact: true }).selectOption({ label: pad2(at.hour) });
  await scope.getByLabel(`${prefix} minute`, { exact: true }).selectOption({ label: pad2(at.minute) });
}

/** Resolves with the next successful response of a price call (the body parsed). */
export function nextPriceResponse<T>(page: Page, kind: 'distance' | 'hourly'): Promise<{ response: Response; body: T }> {
  const path = kind === 'distance' ? '/api/v1/calculate-distance-price' : '/api/v1/calculate-hourly-price';
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST', { timeout: 20_000 })
    .then(async (response) => ({ response, body: (await response.json()) as T }));
}

export interface PriceDetailJson {
  vehicle_id: number;
  company_id: number;
  company_name: string;
  vehicle_type: string;
  max_seat: number;
  luggage: number;
  small_luggage: number;
  price: number;
  final_price: number;
}

export interface DistancePriceJson {
  success: boolean;
  data: {
    price_details: PriceDetailJson[];
    journey: { via_miles: number; time_duration: number; estimated: boolean; stops: unknown[]; route: unknown[] };
  };
}

export interface HourlyPriceJson {
  success: boolean;
  data: { price_details: PriceDetailJson[] };
}

/**
 * What the quotation should list for `passengers`: options with enough seats, then only the
 * cheapest company's (CHEAPEST_COMPANY_PRICE and MULTIPLE_PRICES are on), in the API's order.
 */
export function expectedOptions(details: PriceDetailJson[], passengers: number): PriceDetailJson[] {
  const seated = details.filter((d) => d.max_seat >= passengers);
  const priced = seated.filter((d) => d.price > 0);
  if (priced.length === 0) return seated;
  const cheapest = priced.reduce((a, b) => (b.price < a.price ? b : a));
  return seated.filter((d) => d.company_id === cheapest.company_id);
}

/** Half-up rounding to whole pounds, as the cards show prices. */
export const wholePounds = (pounds: number) => Math.floor(pounds + 0.5 + 1e-9);

/** '3900 s' → '1 h 5 min'; the way the trip summary writes a duration. */
export function durationText(seconds: number): string {
  const total = Math.round(seconds / 60);
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  if (m === 0) return `${h} h`;
  return `${h} h ${m} min`;
}

/** The price line of a vehicle card as announced ('Price £123'), whitespace collapsed. */
export async function cardPrice(card: Locator): Promise<string> {
  return ((await card.locator('.vehicle-card__price').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

export interface QuickQuote {
  /** Outbound passengers (the form starts at 1). */
  passengers?: number;
  /** London date and time of the pickup; default three days ahead at 10:00. */
  pickup?: LondonWallClock;
}

/**
 * A one-way Transfer quote from Paddington to The Savoy, as a visitor fills it, ending with Get
 * prices pressed. Returns the body of the price answer the home page received.
 */
export async function requestMileageQuote(page: Page, baseUrl: string, options: QuickQuote = {}): Promise<DistancePriceJson> {
  await openHome(page, baseUrl);
  await chooseTab(page, 'Transfer');
  await pickAddressWithClick(page, 'Pickup address', 'paddington', /London Paddington Station/);
  await pickAddressWithClick(page, 'Drop-off address', 'savoy', /The Savoy/);
  await setMileageSchedule(page, 'Pickup', options.pickup ?? { date: londonDate(3), hour: 10, minute: 0 });
  if (options.passengers !== undefined) {
    const passengers = page.getByRole('spinbutton', { name: 'Passengers', exact: true });
    await passengers.fill(String(options.passengers));
    expect(await passengers.inputValue()).toBe(String(options.passengers));
  }
  const answer = nextPriceResponse<DistancePriceJson>(page, 'distance');
  await page.getByRole('button', { name: 'Get prices' }).click();
  // A form the client refuses sends nothing: say why instead of waiting for the timeout.
  const fieldError = page.locator('.field__error').first();
  const refused = fieldError.waitFor({ timeout: 20_000 }).then(async () => {
    throw new Error(`The form was not sent: ${await fieldError.textContent()}`);
  });
  refused.catch(() => undefined);
  return (await Promise.race([answer, refused])).body;
}

/**
 * The Transfer form filled in with the journey the booking tests share: London Paddington Station,
 * a typed stop at 221B Baker Street, NW1 6XE, then The Savoy, picked up at 10:30 on `pickupDate`.
 * Returns the pickup and drop-off texts as the form shows them.
 */
export async function fillPaddingtonToSavoyViaBakerStreet(page: Page, pickupDate: string): Promise<{ pickupText: string; dropoffText: string }> {
  await chooseTab(page, 'Transfer');
  const pickupText = await pickAddressWithClick(page, 'Pickup address', 'paddington', /London Paddington Station/);
  await page.getByRole('button', { name: 'Add a stop' }).click();
  const stop = page.getByRole('group', { name: 'Stop 1' });
  const street = stop.getByRole('combobox', { name: 'Street name' });
  await street.fill('Baker Street');
  await street.press('Escape');
  await stop.getByLabel('House number').fill('221B');
  await stop.getByLabel('Postcode').fill('NW1 6XE');
  const dropoffText = await pickAddressWithClick(page, 'Drop-off address', 'savoy', /The Savoy/);
  await setMileageSchedule(page, 'Pickup', { date: pickupDate, hour: 10, minute: 30 });
  return { pickupText, dropoffText };
}
