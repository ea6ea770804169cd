/**
 * Alerts everywhere in the console (issue 24 §4, §6): a booking made on the website while the
 * dispatcher is on Drivers raises the Bookings badge, chimes and shows a desktop notice (opted in
 * on the board, the browser's permission asked on that click only); the board open in another tab
 * of the same sign-in shows the new row from the event itself, without asking for the list again,
 * and so does the board when opened; Needs attention lists the job, which has no driver inside the
 * company's lead. A dispatcher of another company hears none of it. Photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage } from '../support/browser';
import { firstBookableSlot, hour12Text, londonNow, pad2, type PriceDetailJson } from '../support/booking';
import { callAsSignedIn, consoleNav, DEMO_DISPATCHERS, DEMO_OWNERS, lookAtBothWidths, openConsoleArea, signInToConsole } from '../support/console';
import { callApi, cheapestVehicle, mileageForm } from '../support/corporate';
import { uniqueEmail, type BookingJson } from '../support/journey';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();

interface Counted {
  chimeNotes: number;
  notices: { requested: number; shown: Array<{ title: string; body: string }> };
}

/** Counts the chime's notes and stands in for the Notification API (permission 'default' until asked). */
function countAlerts() {
  const counted = window as unknown as Counted;
  counted.chimeNotes = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
    counted.chimeNotes += 1;
    return start.apply(this, args);
  };
  counted.notices = { requested: 0, shown: [] };
  const stored = localStorage.getItem('kerbside-test-notice-permission');
  class FakeNotification {
    static permission: NotificationPermission = (stored as NotificationPermission | null) ?? 'default';
    static requestPermission(): Promise<NotificationPermission> {
      counted.notices.requested += 1;
      FakeNotification.permission = 'granted';
      localStorage.setItem('kerbside-test-notice-permission', 'granted');
      return Promise.resolve('granted');
    }
    onclick: (() => void) | null = null;
    constructor(title: string, options?: { body?: string }) {
      counted.notices.shown.push({ title, body: options?.body ?? '' });
    }
    close() {}
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
}

const alerts = (page: Page) => page.evaluate(() => ({ chimes: (window as unknown as Counted).chimeNotes, notices: (window as unknown as Counted).notices }));

/** GETs of the board's list (GET /api/operator/v1/jobs) a page has sent since `since`. */
function listRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/operator/v1/jobs') sent.push(url.search);
  });
  return sent;
}

async function consoleTab(page: Page, email: string): Promise<void> {
  await signInToConsole(page, env.site.url, email);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
}

const bookingsBadge = (page: Page) => consoleNav(page).getByRole('link', { name: /^Bookings/ }).locator('.nav-count');
const attentionLink = (page: Page) => page.getByRole('link', { name: /^Needs attention/ });


describe('alerts on every page of the console', () => {
  let vehicle: PriceDetailJson;
  let dispatcher: Page;
  let board: Page;
  let rival: Page;
  let boardRequests: string[];
  let dispatcherRequests: string[];
  let booking: BookingJson;
  // The first pick-up the website takes (2 hours ahead), so inside a lead of 3 hours.
  const slot = firstBookableSlot(125);
  const form = mileageForm(0, { pickup_date: slot.date, pickup_hour: hour12Text(slot.hour), pickup_min: pad2(slot.minute) });

  beforeAll(async () => {
    vehicle = await cheapestVehicle(env.site.url, { kind: 'milleage', form });
    const ownLogin = DEMO_DISPATCHERS[vehicle.company_name]!;
    const rivalLogin = Object.values(DEMO_DISPATCHERS).find((login) => login !== ownLogin)!;

    // The company's owner sets its Needs attention lead to 3 hours.
    const owner = await newPage(env.browser, DESKTOP);
    await consoleTab(owner, DEMO_OWNERS[vehicle.company_name]!);
    const companyPath = `/api/operator/v1/companies/${vehicle.company_id}`;
    const profile = (await owner.evaluate(async (path) => (await (await fetch(path)).json()) as { data: Record<string, unknown> }, companyPath)).data;
    const { id: _id, active: _active, ...fields } = profile;
    expect((await callAsSignedIn(owner, 'PUT', companyPath, { ...fields, attention_minutes: 180 })).status).toBe(200);
    await owner.context().close();

    dispatcher = await newPage(env.browser, DESKTOP);
    await dispatcher.addInitScript(countAlerts);
    await consoleTab(dispatcher, ownLogin);
    rival = await newPage(env.browser, DESKTOP);
    await rival.addInitScript(countAlerts);
    await consoleTab(rival, rivalLogin);
  });

  afterAll(async () => {
    await dispatcher?.context().close();
    await rival?.context().close();
  });

  it('turns desktop notices on from the board: the browser asks only on that click', async () => {
    const toggle = dispatcher.getByRole('switch', { name: 'Desktop notices' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect((await alerts(dispatcher)).notices.requested).toBe(0);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect((await alerts(dispatcher)).notices.requested).toBe(1);
  });

  it('hears a website booking on the Drivers page: the Bookings badge, the chime, a desktop notice; the board in another tab shows it without asking for its list', async () => {
    // A second tab of the same sign-in keeps the board open on the pick-up's day.
    board = await dispatcher.context().newPage();
    await board.addInitScript(countAlerts);
    await board.goto(`${env.site.url}/operator/bookings`);
    await board.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    if (slot.date !== londonNow().date) await board.getByRole('tab', { name: 'Upcoming' }).click();
    await board.locator('.live-status').getByText('Live', { exact: true }).waitFor();
    await board.getByRole('list', { name: 'Jobs' }).or(board.getByText(/^No (upcoming )?jobs/)).first().waitFor();

    await openConsoleArea(dispatcher, 'Drivers');
    await openConsoleArea(rival, 'Drivers');
    const before = { dispatcher: await alerts(dispatcher), rival: await alerts(rival) };
    expect(await bookingsBadge(dispatcher).count()).toBe(0);
    boardRequests = listRequests(board);
    dispatcherRequests = listRequests(dispatcher);

    const made = await callApi<{ success: boolean; data: { booking: BookingJson } }>(env.site.url, 'POST', '/api/v1/booking', {
      selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
      selectedVehicle: 1,
      bookingType: 'milleage',
      bookingForm: form,
      registrationData: { firstName: 'Nora', surname: 'Quinn', number: '+447700900432', email: uniqueEmail('alerts.guest'), additionalInfo: '' },
      payment_method: 'car',
      selected_passenger: 'guest_login',
    });
    expect(made.status).toBe(200);
    booking = made.body.data.booking;
    const bookedAt = Date.now();

    await expect.poll(() => bookingsBadge(dispatcher).innerText(), { timeout: 2_000 }).toMatch(/^\W*1\W*new$/);
    expect(Date.now() - bookedAt, 'ms from the booking to the badge').toBeLessThan(2_000);
    await expect.poll(async () => (await alerts(dispatcher)).chimes).toBe(before.dispatcher.chimes + 2);
    const notices = (await alerts(dispatcher)).notices.shown;
    expect(notices).toEqual([{ title: `New booking ${booking.booking_number}`, body: expect.stringMatching(/at \d\d:\d\d from 10 Downing Street/) }]);

    const row = board.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: booking.booking_number });
    await row.waitFor({ timeout: 2_000 });
    expect(await row.innerText()).toMatch(/Nora Quinn[\s\S]*No driver/);
    // The header counts it under Needs attention: no driver, inside the 3 hours.
    await dispatcher.getByRole('link', { name: /^Needs attention\s*:\s*[1-9]\d*\s*jobs?$/ }).waitFor();

    // Given time to ask, neither tab asked for the board's list: the row came with the event.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(boardRequests).toEqual([]);
    expect(dispatcherRequests).toEqual([]);

    // Another company's dispatcher heard nothing.
    expect(await bookingsBadge(rival).count()).toBe(0);
    expect(await alerts(rival)).toEqual(before.rival);
    await lookAtBothWidths(dispatcher, 'console-alerts-drivers-badge');
  });

  it('opens the board: the new row is there from the event, the badge goes, and the list is not asked for again', async () => {
    await consoleNav(dispatcher).getByRole('link', { name: /^Bookings/ }).click();
    await dispatcher.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    if (slot.date !== londonNow().date) await dispatcher.getByRole('tab', { name: 'Upcoming' }).click();
    await dispatcher.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: booking.booking_number }).waitFor({ timeout: 2_000 });
    expect(await bookingsBadge(dispatcher).count()).toBe(0);
    await lookAtBothWidths(dispatcher, 'console-alerts-board');
    // The Today list was loaded at sign-in and kept up to date by the stream since.
    expect(dispatcherRequests.filter((search) => !search.includes('upcoming'))).toEqual([]);
  });

  it('lists the job under Needs attention: no driver, close to its pick-up; never on another company’s list', async () => {
    await attentionLink(dispatcher).click();
    await dispatcher.getByRole('heading', { name: 'Needs attention', level: 1 }).waitFor();
    const item = dispatcher.getByRole('list', { name: 'Jobs that need attention' }).getByRole('listitem').filter({ hasText: booking.booking_number });
    await item.waitFor();
    expect(await item.innerText()).toMatch(/No driver[\s\S]*Pick-up in (1 h \d+ min|2 h( \d+ min)?)[\s\S]*10 Downing Street/);
    await lookAtBothWidths(dispatcher, 'console-alerts-attention');

    await rival.goto(`${env.site.url}/operator/attention`);
    await rival.getByRole('heading', { name: 'Needs attention', level: 1 }).waitFor();
    await rival.getByRole('list', { name: 'Jobs that need attention' }).or(rival.getByText('Nothing needs attention').first()).first().waitFor();
    expect(await rival.locator('main').innerText()).not.toContain(booking.booking_number);
  });

  it('on a phone, counts a Contact Us message about the booking on Enquiries at once, and the next booking on the bottom bar', async () => {
    const phone = await newPage(env.browser, MOBILE);
    try {
      await phone.addInitScript(countAlerts);
      await consoleTab(phone, DEMO_DISPATCHERS[vehicle.company_name]!);
      await openConsoleArea(phone, 'Enquiries');
      const enquiriesCount = () => consoleNav(phone).getByRole('link', { name: /^Enquiries/ }).locator('.nav-count');
      const before = Number((await enquiriesCount().count()) ? (await enquiriesCount().innerText()).replace(/\D/g, '') : 0);

      const sent = await callApi(env.site.url, 'POST', '/api/v1/contact-us', {
        firstName: 'Nora',
        lastName: 'Quinn',
        email: uniqueEmail('alerts.contact'),
        telephone: '+44 20 7946 0432',
        queryReason: 'Lost Item',
        bookingNumber: booking.booking_number,
        comments: 'I left my scarf in the car.',
      });
      expect(sent.status).toBe(200);
      // Live, not the minute's poll.
      await expect.poll(async () => (await enquiriesCount().innerText()).replace(/\D/g, ''), { timeout: 2_000 }).toBe(String(before + 1));

      const made = await callApi<{ data: { booking: BookingJson } }>(env.site.url, 'POST', '/api/v1/booking', {
        selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
        selectedVehicle: 1,
        bookingType: 'milleage',
        bookingForm: form,
        registrationData: { firstName: 'Omar', surname: 'Reed', number: '+447700900433', email: uniqueEmail('alerts.second'), additionalInfo: '' },
        payment_method: 'car',
        selected_passenger: 'guest_login',
      });
      expect(made.status).toBe(200);
      await expect.poll(() => bookingsBadge(phone).innerText(), { timeout: 2_000 }).toMatch(/^\W*1\W*new$/);
      await lookAtBothWidths(phone, 'console-alerts-enquiries-badge');
    } finally {
      await phone.context().close();
    }
  });
});
