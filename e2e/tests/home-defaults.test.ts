/**
 * The home form's defaults (issue 9, decision 7): it opens on Transfer, both forms start at the
 * first bookable slot (now + GRACE_TIME, rounded up to 5 minutes), an untouched Hourly hire form
 * prices without the urgent dialog, a form saved on an earlier visit keeps its addresses but not a
 * past pickup, the server's HTML is hydrated as it is (no mismatch, no jump, no layout shift), and
 * the return leg carries the outbound party until the visitor says otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import {
  addDays,
  chooseTab,
  firstBookableSlot,
  freshHome,
  hour12Text,
  londonNow,
  nextPriceResponse,
  openHome,
  pad2,
  pickAddressWithClick,
  readStored,
  type HourlyPriceJson,
  type LondonWallClock,
} from '../support/booking';

let site: RunningSite;
let browser: Browser;
let page: Page;
let grace = 0;

interface ServerPage {
  /** The values of the pickup fields in the HTML as the server sent it (before any script). */
  date: string;
  hour: string;
  minute: string;
  form: Element | null;
  cls: number;
  errors: string[];
}

/**
 * Before any page script runs, records the pickup fields of the server's HTML, a reference to its
 * form element (hydration keeps the element; a re-render on the client replaces it) and every
 * layout shift.
 */
async function watchFirstPaint(target: Page): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __server: Partial<ServerPage> };
    w.__server = { cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__server.cls = (w.__server.cls ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // 'interactive': the HTML is parsed, the deferred module scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
      Object.assign(w.__server, {
        date: value('mileage-out-date'),
        hour: value('mileage-out-hour'),
        minute: value('mileage-out-minute'),
        form: document.querySelector('.booking-form'),
      });
    });
  });
}

/** Console errors and uncaught page errors (a hydration mismatch is reported as one). */
function collectErrors(target: Page): string[] {
  const errors: string[] = [];
  target.on('pageerror', (error) => errors.push(error.message));
  target.on('console', (message) => {
    // Map tiles are aborted on purpose (no internet here): not the page's fault.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

const slotText = (slot: LondonWallClock) => `${slot.date} ${hour12Text(slot.hour)}:${pad2(slot.minute)}`;

/** The pickup of a form as 'YYYY-MM-DD 4pm:05'. */
async function shownPickup(target: Page, prefix: 'mileage-out' | 'hourly-when'): Promise<string> {
  return target.evaluate(
    (p) => ['date', 'hour', 'minute'].map((f) => (document.getElementById(`${p}-${f}`) as HTMLInputElement).value),
    prefix,
  ).then(([date, hour, minute]) => `${date} ${hour}:${minute}`);
}

/**
 * Expects the pickup shown to be the first bookable slot: computed on either side of the read, or
 * when the page rendered it, up to a minute before (an untouched pickup follows the clock when the
 * form renders, not on a timer, so a page rendered just before a 5-minute step still shows the earlier slot).
 */
async function expectFirstSlot(target: Page, prefix: 'mileage-out' | 'hourly-when'): Promise<LondonWallClock> {
  const rendered = firstBookableSlot(grace, new Date(Date.now() - 60_000));
  const before = firstBookableSlot(grace);
  const shown = await shownPickup(target, prefix);
  const after = firstBookableSlot(grace);
  expect([slotText(rendered), slotText(before), slotText(after)], `shown ${shown}`).toContain(shown);
  return [rendered, before, after].find((slot) => slotText(slot) === shown) ?? after;
}

/** Writes a value to local storage encoded as the website does (JSON → UTF-8 → base64). */
async function store(target: Page, key: string, value: unknown): Promise<void> {
  await target.evaluate(
    ([k, v]) => {
      const bytes = new TextEncoder().encode(JSON.stringify(v));
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      window.localStorage.setItem(k, btoa(binary));
    },
    [key, value] as const,
  );
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser, DESKTOP);
  const res = await fetch(`${site.url}/api/v1/setting`, {
    headers: { 'api-public-key': 'kerbside-web-public', 'api-secret-key': 'kerbside-web-secret' },
  });
  const body = (await res.json()) as { data: { setting_name: string; setting_value: string }[] };
  grace = Number.parseInt(body.data.find((s) => s.setting_name === 'GRACE_TIME')?.setting_value ?? '', 10);
  expect(grace).toBe(120); // the demo settings: two hours
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe('home form defaults', () => {
  it('opens on the Transfer tab, labelled in sentence case, with the pickup at the first bookable slot', async () => {
    await freshHome(page, site.url);
    const tabs = page.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Transfer', 'Hourly hire']);
    expect(await page.getByRole('tab', { name: 'Transfer' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Transfer' }).getByRole('combobox', { name: 'Pickup address' }).waitFor();
    const slot = await expectFirstSlot(page, 'mileage-out');
    // The 24-hour selects show it as a visitor reads it.
    expect(await page.locator('#mileage-out-hour option:checked').textContent()).toBe(pad2(slot.hour));
    expect(await page.locator('#mileage-out-minute option:checked').textContent()).toBe(pad2(slot.minute));
  });

  it('starts Hourly hire at the first bookable slot too, and prices it untouched without the urgent dialog', async () => {
    await chooseTab(page, 'Hourly hire');
    const panel = page.getByRole('tabpanel', { name: 'Hourly hire' });
    await panel.waitFor();
    await expectFirstSlot(page, 'hourly-when');
    // The visitor gives an address and a duration, leaves the date and time as they are.
    await pickAddressWithClick(page, 'Pickup address', 'savoy', /The Savoy/);
    await panel.getByLabel('Main destination or area', { exact: true }).fill('Wembley Stadium');
    await panel.getByRole('combobox', { name: 'How long' }).selectOption({ label: '6 hours' });
    const answer = nextPriceResponse<HourlyPriceJson>(page, 'hourly');
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/calculate-hourly-price');
    await panel.getByRole('button', { name: 'Get prices' }).click();
    const { response, body } = await answer;
    expect(response.status(), JSON.stringify(body)).toBe(200);
    const request = (await sent).postDataJSON() as { pickup_date: string; pickup_hour: string; pickup_min: string; pickup_duration: string };
    expect(request.pickup_duration).toBe('6hour');
    const slot = firstBookableSlot(grace);
    expect([slotText(slot), slotText(firstBookableSlot(grace, new Date(Date.now() - 60_000)))]).toContain(
      `${request.pickup_date} ${request.pickup_hour}:${request.pickup_min}`,
    );
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    expect(await page.getByRole('dialog', { name: 'Urgent Booking!' }).count()).toBe(0);
  });

  it('keeps the addresses and party of a form saved on an earlier visit, moving its past pickup to the first slot', async () => {
    // Stored from a page without the forms: a live form could write its own state over these.
    await page.goto(`${site.url}/api/health`);
    const yesterday = addDays(londonNow().date, -1);
    await store(page, 'BookingType', 'milleage');
    await store(page, 'bookingForm', {
      pickup: 'London Paddington Station, Praed Street, London W2 1HQ',
      dropoff: 'The Savoy, Strand, London WC2R 0EZ',
      pickup_date: yesterday,
      pickup_hour: '9am',
      pickup_min: '30',
      select_option: 'return',
      return_date: yesterday,
      return_hour: '6pm',
      return_min: '00',
      passengers: 3,
      return_passengers: 3,
      luggages: 2,
      return_luggages: 2,
      stops: [],
    });
    await store(page, 'hourlyRateForm', {
      pickup: 'The Savoy, Strand, London WC2R 0EZ',
      pickup_date: yesterday,
      pickup_hour: '12am',
      pickup_min: '00',
      pickup_duration: '8hour',
    });
    await openHome(page, site.url);
    const form = page.getByRole('tabpanel', { name: 'Transfer' });
    await expect.poll(() => form.getByRole('combobox', { name: 'Pickup address' }).inputValue()).toMatch(/^London Paddington/);
    expect(await form.getByRole('combobox', { name: 'Drop-off address' }).inputValue()).toMatch(/^The Savoy/);
    expect(await form.getByRole('spinbutton', { name: 'Passengers', exact: true }).inputValue()).toBe('3');
    await expectFirstSlot(page, 'mileage-out');
    // The return, yesterday too, is two hours after the new pickup.
    const back = page.getByRole('region', { name: 'Return journey' });
    const [date, hour, minute] = await Promise.all(
      ['Return date', 'Return hour', 'Return minute'].map((label) => back.getByLabel(label, { exact: true }).inputValue()),
    );
    const pickup = await shownPickup(page, 'mileage-out');
    const [pickupDate, pickupTime] = pickup.split(' ') as [string, string];
    const pickupHour = ((Number.parseInt(pickupTime, 10) % 12) + (pickupTime.includes('pm') ? 12 : 0)) % 24;
    const expectedHour = (pickupHour + 2) % 24;
    expect(`${date} ${hour}:${minute}`).toBe(
      `${pickupHour + 2 >= 24 ? addDays(pickupDate, 1) : pickupDate} ${hour12Text(expectedHour)}:${pickupTime.split(':')[1]}`,
    );

    await chooseTab(page, 'Hourly hire');
    const hourly = page.getByRole('tabpanel', { name: 'Hourly hire' });
    expect(await hourly.getByRole('combobox', { name: 'Pickup address' }).inputValue()).toMatch(/^The Savoy/);
    expect(await hourly.getByRole('combobox', { name: 'How long' }).inputValue()).toBe('8hour');
    await expectFirstSlot(page, 'hourly-when');
  });
});

describe('the server-rendered home page', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`hydrates at ${viewport.width} px without a mismatch, a changed field or a layout shift`, async () => {
      const fresh = await newPage(browser, viewport);
      const errors = collectErrors(fresh);
      await watchFirstPaint(fresh);
      // Slow the home page's code (with the Transfer form) down: until it arrives the server's HTML
      // must stay as it is.
      await fresh.route(/\/assets\/home-route-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      const served = await fresh.goto(`${site.url}/`);
      expect(served?.status()).toBe(200);
      const html = await served!.text();
      expect(html).toContain('id="mileage-out-hour"'); // the Transfer form is in the server's HTML
      // Hydrated: typing into the pickup asks for suggestions.
      const pickup = fresh.getByRole('combobox', { name: 'Pickup address' });
      const asked = fresh.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/places/autocomplete');
      await fresh.waitForLoadState('networkidle');
      const server = await fresh.evaluate(() => {
        const s = (window as unknown as { __server: ServerPage }).__server;
        const sameForm = s.form !== null && s.form === document.querySelector('.booking-form');
        return { date: s.date, hour: s.hour, minute: s.minute, sameForm, cls: s.cls };
      });
      expect(server.sameForm, 'the form element of the server HTML is the one on screen').toBe(true);
      // The server rendered the first bookable slot; the hydrated page shows the same.
      const renderedAt = await fresh.evaluate(
        () => (JSON.parse(document.getElementById('kerbside-boot')!.textContent) as { renderedAt: string }).renderedAt,
      );
      const atRender = slotText(firstBookableSlot(grace, new Date(renderedAt)));
      expect(`${server.date} ${server.hour}:${server.minute}`).toBe(atRender);
      const now = slotText(firstBookableSlot(grace));
      const shown = await shownPickup(fresh, 'mileage-out');
      // The page is kept up to 5 minutes, within one 5-minute step of the clock: the browser's slot
      // is the server's unless that step has just ended.
      if (now === atRender) expect(shown).toBe(atRender);
      else expect(shown).toBe(now);
      await pickup.fill('pad');
      await asked;
      // Nothing moves as the page hydrates. When the clock's 5-minute step ended between the server's
      // render and hydration, the browser puts the new slot in the fields (another day or hour, other
      // words): a visible change the passenger should see, and then a shift of the width of a word is
      // the change itself, not a jump. (A CI run at 23:15 saw a shift of 0.005 here, once in four runs;
      // if it comes back with the slot unchanged, the cause is elsewhere.)
      const tolerated = now === atRender ? 0 : 0.01;
      expect(server.cls).toBeLessThanOrEqual(tolerated);
      expect(await fresh.evaluate(() => (window as unknown as { __server: ServerPage }).__server.cls)).toBeLessThanOrEqual(tolerated);
      expect(errors).toEqual([]);
      await screenshot(fresh, `home-defaults-${viewport.width}`);
      await fresh.context().close();
    });
  }
});

describe('the return leg', () => {
  it('carries the outbound party, follows it, and opens its own counts when unticked (390 px)', async () => {
    const phone = await newPage(browser, MOBILE);
    await freshHome(phone, site.url);
    const form = phone.locator('.quote-form');
    const oneWayHeight = await form.evaluate((el) => el.getBoundingClientRect().height);
    await phone.getByRole('radio', { name: 'Return' }).check();
    const back = phone.getByRole('region', { name: 'Return journey' });
    const same = back.getByRole('checkbox', { name: 'Same passengers and luggage as the outward journey' });
    expect(await same.isChecked()).toBe(true);
    const summary = back.locator('.return-leg__summary');
    expect(await summary.textContent()).toBe('Passengers 1, luggage 0, hand luggage 0');
    const folded = await form.evaluate((el) => el.getBoundingClientRect().height);

    // Return was chosen first; the outbound party grows afterwards: the return follows.
    await phone.getByRole('button', { name: 'Increase Passengers', exact: true }).click();
    await phone.getByRole('button', { name: 'Increase Luggage', exact: true }).click();
    expect(await summary.textContent()).toBe('Passengers 2, luggage 1, hand luggage 0');
    await expect
      .poll(async () => (await readStored<Record<string, unknown>>(phone, 'bookingForm')).value)
      .toMatchObject({ passengers: 2, return_passengers: 2, luggages: 1, return_luggages: 1 });
    await screenshot(phone, 'home-return-390');
    await form.screenshot({ path: 'e2e/artifacts/home-return-form-390.png' });

    // Unticked: the return's own counts, starting from the outbound's.
    await same.uncheck();
    const returnPassengers = back.getByRole('spinbutton', { name: 'Return passengers', exact: true });
    expect(await returnPassengers.inputValue()).toBe('2');
    await back.getByRole('button', { name: 'Decrease Return passengers', exact: true }).click();
    expect(await returnPassengers.inputValue()).toBe('1');
    const unfolded = await form.evaluate((el) => el.getBoundingClientRect().height);
    await form.screenshot({ path: 'e2e/artifacts/home-return-form-unticked-390.png' });
    // The outbound no longer drives the return.
    await phone.getByRole('button', { name: 'Increase Passengers', exact: true }).click();
    expect(await returnPassengers.inputValue()).toBe('1');
    await expect
      .poll(async () => (await readStored<Record<string, unknown>>(phone, 'bookingForm')).value)
      .toMatchObject({ passengers: 3, return_passengers: 1 });

    // After a reload the different return party shows unticked, as the visitor left it.
    await openHome(phone, site.url);
    await expect.poll(() => back.getByRole('spinbutton', { name: 'Return passengers', exact: true }).inputValue()).toBe('1');
    expect(await same.isChecked()).toBe(false);
    // Ticking it again copies the outbound party back.
    await same.check();
    expect(await summary.textContent()).toBe('Passengers 3, luggage 1, hand luggage 0');
    await expect
      .poll(async () => (await readStored<Record<string, unknown>>(phone, 'bookingForm')).value)
      .toMatchObject({ passengers: 3, return_passengers: 3, return_luggages: 1 });

    console.log(`Transfer form at 390 px: one way ${oneWayHeight} px, return folded ${folded} px, return unticked ${unfolded} px`);
    expect(folded).toBeLessThan(unfolded);
    await phone.context().close();
  });
});
