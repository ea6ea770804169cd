/**
 * The console's bookings board (issue 10), on the built site with its demo logins: a visitor books
 * in one browser and the job appears on the open board of the company's dispatcher in another
 * within 2 s, without a reload, highlighted, announced and with a chime; the dispatcher gives it a
 * driver straight away (which accepts it; the passenger's mail names them), then takes it on the
 * way, arrived, passenger on board and completed, each step early for a pick-up three days ahead
 * confirmed in a dialog with a reason, and each step's time shown on the job page. A card
 * booking is cancelled with a full refund; a board that loses its stream says so and catches up
 * when it returns; a dispatcher of another company sees none of it. Each screen is checked with axe
 * and photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import path from 'node:path';
import { OPERATOR_MESSAGES } from '@kerbside/contract';
import { ARTIFACTS, DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import {
  expectedOptions,
  fillPaddingtonToSavoyViaBakerStreet,
  londonDate,
  londonNow,
  nextPriceResponse,
  openHome,
  wholePounds,
  type DistancePriceJson,
  type PriceDetailJson,
} from '../support/booking';
import { bookVehicle, chooseMode, detailsForm, fillDetails, nextBookingResponse, readOutbox, requestHourlyQuote, uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';
import { callAsSignedIn, consoleNav, DEMO_DISPATCHERS, DEMO_OWNERS, expectSoundConsoleScreen, lookAtBothWidths, signInToConsole } from '../support/console';

const env = siteAndBrowser();

/**
 * A page whose Web Audio notes are counted (the chime of a new booking is two), set before any of
 * the console's code runs.
 */
async function consolePage(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(env.browser, viewport);
  await page.addInitScript(() => {
    const counted = window as unknown as { chimeNotes: number };
    counted.chimeNotes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<OscillatorNode['start']>) {
      counted.chimeNotes += 1;
      return start.apply(this, args);
    };
  });
  return page;
}

async function signIn(page: Page, email: string): Promise<void> {
  await signInToConsole(page, env.site.url, email);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
}

/** The board's tab, then its stream open. */
async function showView(page: Page, name: 'Today' | 'Upcoming' | 'Past' | 'All'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
  await page.locator('.live-status').getByText('Live', { exact: true }).waitFor();
}

/** The board's row (card on a phone) of a booking. */
const row = (page: Page, bookingNumber: string): Locator => page.getByRole('list', { name: 'Jobs' }).getByRole('listitem').filter({ hasText: bookingNumber });

const notice = (page: Page) => page.locator('.notice-region');
const announcer = (page: Page) => page.locator('.board-announcer');
const chimeNotes = (page: Page) => page.evaluate(() => (window as unknown as { chimeNotes: number }).chimeNotes);


/** Adds a driver through the Drivers page (a category of the company's fleet). */
async function addDriver(page: Page, driver: { name: string; mobile: string; licence: string; expiry: string; registration: string }): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Drivers' }).click();
  await page.getByRole('heading', { name: 'Drivers', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Add driver' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add driver' });
  await dialog.getByLabel('Name').fill(driver.name);
  await dialog.getByLabel('Mobile').fill(driver.mobile);
  await dialog.getByLabel('Private-hire licence number').fill(driver.licence);
  await dialog.getByRole('textbox', { name: 'Licence expiry' }).fill(driver.expiry);
  await dialog.getByLabel('Vehicle registration').fill(driver.registration);
  await dialog.getByLabel('Vehicle category').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add driver' }).click();
  await expect.poll(() => notice(page).innerText()).toContain(`${driver.name} is added.`);
  // The vehicle's PHV plate (the Documents card's field): the booking record needs it before the driver sets off.
  const listed = (await callAsSignedIn(page, 'GET', '/api/operator/v1/drivers')).body as unknown as { data: Array<{ id: number; name: string }> };
  const id = listed.data.find((d) => d.name === driver.name)!.id;
  expect((await callAsSignedIn(page, 'PATCH', `/api/operator/v1/drivers/${id}`, { vehicle_plate_number: `PHV ${driver.licence.replace(/\D/g, '')}` })).status).toBe(200);
}

describe('a booking made on the website, dispatched from the live board', () => {
  let visitor: Page;
  let dispatcher: Page;
  let chosen: PriceDetailJson;
  let bookingNumber = '';
  const pickupDate = londonDate(3);
  const booker = { firstName: 'Maya', surname: 'Brooks', email: uniqueEmail('maya.brooks'), number: '+447700900222', additionalInfo: 'Two large cases' };

  beforeAll(async () => {
    visitor = await newPage(env.browser, DESKTOP);
    dispatcher = await consolePage(DESKTOP);
  });

  afterAll(async () => {
    await visitor?.context().close();
    await dispatcher?.context().close();
  });

  it('takes the visitor to the Payment step; the dispatcher of the chosen company has drivers and the board open', async () => {
    await openHome(visitor, env.site.url);
    await fillPaddingtonToSavoyViaBakerStreet(visitor, pickupDate);
    const answer = nextPriceResponse<DistancePriceJson>(visitor, 'distance');
    await visitor.getByRole('button', { name: 'Get prices' }).click();
    const { body } = await answer;
    await visitor.waitForURL('**/quotationview', { timeout: 20_000 });
    chosen = expectedOptions(body.data.price_details, 1)[0]!;
    expect(DEMO_DISPATCHERS[chosen.company_name], chosen.company_name).toBeDefined();
    await bookVehicle(visitor, chosen);
    await chooseMode(visitor, 'Guest Login');
    await fillDetails(visitor, booker);
    await detailsForm(visitor).getByRole('button', { name: 'Next step' }).click();
    await visitor.waitForURL('**/paymentview');

    await signIn(dispatcher, DEMO_DISPATCHERS[chosen.company_name]!);
    await addDriver(dispatcher, { name: 'Sam Carter', mobile: '07700 900123', licence: 'PH 12345', expiry: '2031-06-30', registration: 'AB12 CDE' });
    await addDriver(dispatcher, { name: 'Eddie Old', mobile: '07700 900124', licence: 'PH 999', expiry: '2024-01-31', registration: 'OL05 OLD' });
    await dispatcher.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Bookings' }).click();
    await dispatcher.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    await showView(dispatcher, 'Upcoming');
    // The sign-in click already let the page make sound: the switch is on and nothing is blocked.
    expect(await dispatcher.getByRole('switch', { name: 'Sound' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => dispatcher.locator('.sound-hint').count()).toBe(0);
  });

  it('shows the new job on the open board within 2 s of the booking, without a reload: highlighted, announced, with a chime', async () => {
    await dispatcher.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const notesBefore = await chimeNotes(dispatcher);
    const saved = nextBookingResponse(visitor);
    await visitor.getByRole('button', { name: 'Pay in Car' }).click();
    const { body } = await saved;
    const bookedAt = Date.now();
    bookingNumber = body.data!.booking.booking_number;

    const job = row(dispatcher, bookingNumber);
    await job.waitFor({ timeout: 2_000 });
    expect(Date.now() - bookedAt, 'ms from the booking to the row on the board').toBeLessThan(2_000);
    expect(await dispatcher.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    expect(await job.getAttribute('class')).toContain('job-row--fresh');
    expect(await job.innerText()).toMatch(/10:30[\s\S]*New[\s\S]*New booking[\s\S]*Paddington[\s\S]*Savoy[\s\S]*Maya Brooks[\s\S]*Pay in Car[\s\S]*No driver/);
    expect(await job.innerText()).toContain('+1 stop');
    await expect.poll(() => announcer(dispatcher).innerText()).toMatch(new RegExp(`^New booking ${bookingNumber} on .+ at 10:30$`));
    expect(await announcer(dispatcher).getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => chimeNotes(dispatcher)).toBe(notesBefore + 2);
    await lookAtBothWidths(dispatcher, 'console-board-new');

    // The highlight fades after a few seconds; the job stays.
    await expect.poll(() => job.getAttribute('class'), { timeout: 12_000 }).not.toContain('job-row--fresh');
    await lookAtBothWidths(dispatcher, 'console-board');
  });

  it('opens the job: the whole booking, and Accept, Assign driver and Cancel as what can be done', async () => {
    await row(dispatcher, bookingNumber).getByRole('link', { name: bookingNumber }).click();
    await dispatcher.getByRole('heading', { name: bookingNumber, level: 1 }).waitFor();
    // A job belongs to Bookings: the navigation says so.
    expect(await consoleNav(dispatcher).getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe('page');
    const page = dispatcher.locator('main');
    await expect.poll(() => page.innerText()).toMatch(/Journey[\s\S]*Paddington[\s\S]*221B[\s\S]*Baker Street[\s\S]*Savoy/);
    expect(await page.innerText()).toMatch(/Passenger[\s\S]*Maya Brooks[\s\S]*\+447700900222/);
    expect(await page.innerText()).toContain('Two large cases');
    expect(await page.innerText()).toMatch(/Payment\s*Pay in Car/);
    // Assigning a driver accepts the job too: it is the primary step; Accept stays for "seen, no driver yet"; beside it, offering it to a driver's phone.
    expect(await dispatcher.getByRole('group', { name: 'Actions' }).getByRole('button').allInnerTexts()).toEqual(['Accept', 'Assign driver', 'Offer to driver', 'Cancel job']);
    expect(await dispatcher.getByRole('button', { name: 'Assign driver' }).getAttribute('class')).toContain('button--primary');
    expect(await dispatcher.getByRole('heading', { name: 'Progress' }).count()).toBe(0);
    await lookAtBothWidths(dispatcher, 'console-job');
  });

  it('assigns a driver to the new job: one with an expired licence cannot be chosen; the passenger is mailed the name and registration', async () => {
    await dispatcher.getByRole('button', { name: 'Assign driver' }).click();
    const dialog = dispatcher.getByRole('dialog', { name: 'Assign a driver' });
    const select = dialog.getByLabel('Driver');
    await expect.poll(() => select.locator('option').count()).toBe(3);
    // Sam is listed first (he can drive it); Eddie after him, disabled, saying why.
    expect(await select.locator('option:disabled').allInnerTexts()).toEqual([expect.stringMatching(/^Eddie Old · OL05 OLD · .+ \(licence expired 31 Jan 2024\)$/)]);
    expect(await select.locator('option').nth(1).innerText()).toMatch(/^Sam Carter · AB12 CDE · /);
    await select.selectOption((await select.locator('option', { hasText: 'Sam Carter' }).getAttribute('value')) ?? '');
    await expect.poll(() => dialog.innerText()).toMatch(/Licence\s*✓?\s*Valid\s*until 30 Jun 2031/);
    await lookAtBothWidths(dispatcher, 'console-assign');
    await dialog.getByRole('button', { name: 'Assign driver' }).click();
    await expect.poll(() => notice(dispatcher).innerText()).toContain(`${bookingNumber} is given the driver: Sam Carter (AB12 CDE).`);
    expect(await dialog.count()).toBe(0);

    const mails = await readOutbox(env.site.url, { to: booker.email, kind: 'job_update' });
    const driverMail = mails.find((mail) => mail.subject === `Your driver: ${bookingNumber}`);
    expect(driverMail, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(driverMail!.text).toContain('Sam Carter');
    expect(driverMail!.text).toContain('AB12 CDE');
    // The driver's mail says it all: no separate acceptance.
    expect(mails.some((mail) => mail.subject === `Booking accepted: ${bookingNumber}`)).toBe(false);
    expect(await dispatcher.locator('.job-page__lead').innerText()).toContain('Driver assigned');
    await expect.poll(() => dispatcher.locator('.job-history').innerText()).toContain('Accepted and driver assigned: Sam Carter (AB12 CDE)');
    // When each step happened: today, days before the pick-up, so with the date.
    await expect.poll(() => dispatcher.getByRole('region', { name: 'Progress' }).innerText()).toMatch(/Accepted\s*\d+ \w{3}, \d\d:\d\d[\s\S]*Driver assigned\s*\d+ \w{3}, \d\d:\d\d/);
  });

  it('takes the job on the way, arrived, passenger on board and completed, each early step confirmed with a reason; the board shows it completed', async () => {
    const early = dispatcher.getByRole('dialog', { name: `Early for ${bookingNumber}` });
    /** Presses the step's button; the server finds it early for a pick-up 3 days away and the dialog asks why. */
    const stepEarly = async (button: string, confirm: string, reason: string, done: string, look?: string) => {
      await dispatcher.getByRole('group', { name: 'Actions' }).getByRole('button', { name: button, exact: true }).click();
      await early.waitFor();
      expect(await early.innerText()).toMatch(/The pick-up on \d+ \w+ \d{4} at 10:30 (is more than 2 hours away|has not come yet)\./);
      // Too short a reason is refused here, as the server would.
      await early.getByRole('button', { name: confirm }).click();
      await expect.poll(() => early.innerText()).toContain('Give a reason of at least 3 characters');
      await early.getByRole('textbox', { name: 'Reason' }).fill(reason);
      if (look) await lookAtBothWidths(dispatcher, look);
      await early.getByRole('button', { name: confirm }).click();
      await expect.poll(() => notice(dispatcher).innerText()).toContain(`${bookingNumber} is ${done}.`);
      expect(await early.count()).toBe(0);
    };
    await stepEarly('On the way', 'Mark on the way', 'Long drive in from Luton', 'marked on the way', 'console-job-early');
    await stepEarly('Arrived', 'Mark arrived', 'Trying the console out', 'marked arrived');
    await stepEarly('Passenger on board', 'Mark passenger on board', 'Trying the console out', 'marked passenger on board');
    await stepEarly('Complete', 'Complete the job', 'Trying the console out', 'completed');
    // A completed job still takes what happened at the kerb (waiting, parking…): console-after-journey.test.ts.
    await dispatcher.getByText('This job is completed. Add waiting time, parking, extra stops, tolls or the cash taken under After the journey.').waitFor();
    await expect
      .poll(() => dispatcher.locator('.job-history').innerText())
      .toMatch(
        /Completed, \d+ (days|hours) before the pick-up time: Trying the console out[\s\S]*Passenger on board, [\s\S]*Driver arrived, [\s\S]*Marked on the way, \d+ (days|hours) before the pick-up time: Long drive in from Luton[\s\S]*Accepted and driver assigned: Sam Carter \(AB12 CDE\)/,
      );
    // Each step's time on the job page (taken today, days before the pick-up: with today's date).
    const progress = await dispatcher.getByRole('region', { name: 'Progress' }).innerText();
    expect(progress).toMatch(/Accepted[\s\S]*Driver assigned[\s\S]*On the way[\s\S]*Arrived[\s\S]*Passenger on board[\s\S]*Completed\s*\d+ \w{3}, \d\d:\d\d/);
    await lookAtBothWidths(dispatcher, 'console-job-completed');

    await dispatcher.getByRole('link', { name: 'Bookings' }).first().click();
    // Left as it was: the Upcoming view.
    await expect.poll(() => dispatcher.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => row(dispatcher, bookingNumber).innerText()).toMatch(/Completed[\s\S]*Sam Carter · AB12 CDE/);
  });

  it('moves between the views with the arrow keys', async () => {
    await dispatcher.getByRole('tab', { name: 'Upcoming' }).focus();
    await dispatcher.keyboard.press('ArrowRight');
    await expect.poll(() => dispatcher.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    expect(await dispatcher.getByRole('tab', { name: 'Past' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await dispatcher.keyboard.press('ArrowLeft');
    await expect.poll(() => dispatcher.getByRole('tab', { name: 'Upcoming' }).getAttribute('aria-selected')).toBe('true');
    await row(dispatcher, bookingNumber).waitFor();
  });

  it('finds the job by name, by phone and by booking number; a status filter leaves it out', async () => {
    const search = dispatcher.getByRole('searchbox', { name: 'Search' });
    // Two characters over every upcoming day are not searched: the field says why, the list stays.
    await search.fill('ma');
    await dispatcher.locator('#board-search-hint').getByText(OPERATOR_MESSAGES.searchTooShort).waitFor();
    await row(dispatcher, bookingNumber).waitFor();
    for (const text of ['maya bro', '900222', bookingNumber.toLowerCase()]) {
      await search.fill(text);
      await expect.poll(() => dispatcher.getByRole('list', { name: 'Jobs' }).getByRole('listitem').count()).toBe(1);
      expect(await row(dispatcher, bookingNumber).count()).toBe(1);
    }
    await dispatcher.locator('.status-filter summary').click();
    await dispatcher.getByRole('checkbox', { name: 'New' }).check();
    await dispatcher.getByText('No jobs match').waitFor();
    await dispatcher.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => search.inputValue()).toBe('');
    await row(dispatcher, bookingNumber).waitFor();
  });

  it('downloads the CSV of the days and opens the day’s run sheet', async () => {
    await dispatcher.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = dispatcher.getByRole('dialog', { name: 'Export bookings as CSV' });
    await dialog.getByRole('textbox', { name: 'First day' }).fill(londonDate(0));
    await dialog.getByRole('textbox', { name: 'Last day' }).fill(londonDate(7));
    const download = dispatcher.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download CSV' }).click();
    // A copy, not path(): the run's Chromium is reached over a connection (support/global-setup.ts).
    const file = path.join(ARTIFACTS, 'console-board-export.csv');
    await (await download).saveAs(file);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file, 'utf8')).toContain(bookingNumber);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await dispatcher.getByRole('button', { name: 'Run sheet' }).click();
    const sheetDialog = dispatcher.getByRole('dialog', { name: 'Print a run sheet' });
    await sheetDialog.getByRole('textbox', { name: 'Day', exact: true }).fill(pickupDate);
    const popup = dispatcher.waitForEvent('popup');
    await sheetDialog.getByRole('link', { name: /Open run sheet/ }).click();
    const sheet = await popup;
    await sheet.waitForLoadState();
    expect(await sheet.locator('body').innerText()).toContain(bookingNumber);
    await sheet.close();
    await sheetDialog.getByRole('button', { name: 'Done' }).click();
  });

  it('lets the dispatcher of another company see none of it', async () => {
    const otherCompany = Object.keys(DEMO_DISPATCHERS).find((name) => name !== chosen.company_name)!;
    const other = await consolePage(DESKTOP);
    try {
      await signIn(other, DEMO_DISPATCHERS[otherCompany]!);
      await showView(other, 'All');
      await other.getByRole('searchbox', { name: 'Search' }).fill(bookingNumber);
      await other.getByText('No jobs match').waitFor();
      const jobId = await dispatcherJobId(dispatcher, bookingNumber);
      await other.goto(`${env.site.url}/operator/jobs/${jobId}`);
      await other.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
      expect(await other.locator('main').innerText()).not.toContain(bookingNumber);
    } finally {
      await other.context().close();
    }
  });
});

/** The job id of a booking's row on a board (its link's address). */
async function dispatcherJobId(page: Page, bookingNumber: string): Promise<number> {
  const href = await row(page, bookingNumber).getByRole('link', { name: bookingNumber }).getAttribute('href');
  return Number(/\/jobs\/(\d+)$/.exec(href ?? '')?.[1]);
}

describe('a card booking cancelled with a full refund, and a board that loses its stream', () => {
  let visitor: Page;
  let dispatcher: Page;
  let chosen: PriceDetailJson;
  let bookingNumber = '';
  let jobId = 0;
  const booker = { firstName: 'Leo', surname: 'Grant', email: uniqueEmail('leo.grant'), number: '+447700900333' };
  const futureExpiry = () => `12${String((Number(londonNow().date.slice(0, 4)) + 1) % 100).padStart(2, '0')}`;

  beforeAll(async () => {
    visitor = await newPage(env.browser, DESKTOP);
    dispatcher = await consolePage(DESKTOP);
  });

  afterAll(async () => {
    await visitor?.context().close();
    await dispatcher?.context().close();
  });

  it('pays by card with 4242 4242 4242 4242; the job appears on the company’s board', async () => {
    const quote = await requestHourlyQuote(visitor, env.site.url, { date: londonDate(4), hour: '2 pm', minute: '15', duration: '4 hours' });
    chosen = quote.options[0]!;
    await signIn(dispatcher, DEMO_DISPATCHERS[chosen.company_name]!);
    await showView(dispatcher, 'Upcoming');

    await bookVehicle(visitor, chosen);
    await chooseMode(visitor, 'Guest Login');
    await fillDetails(visitor, booker);
    await detailsForm(visitor).getByRole('button', { name: 'Next step' }).click();
    await visitor.waitForURL('**/paymentview');
    await visitor.getByRole('button', { name: 'Pay By Card' }).click();
    const form = visitor.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number', { exact: true }).fill('4242424242424242');
    await form.getByLabel('Expiry (MM / YY)', { exact: true }).pressSequentially(futureExpiry());
    await form.getByLabel('CVC', { exact: true }).fill('123');
    const saved = nextBookingResponse(visitor);
    await form.getByRole('button', { name: 'Pay Now' }).click();
    bookingNumber = (await saved).body.data!.booking.booking_number;

    await row(dispatcher, bookingNumber).waitFor({ timeout: 2_000 });
    expect(await row(dispatcher, bookingNumber).innerText()).toMatch(/14:15[\s\S]*Hourly hire, 4 hours[\s\S]*Leo Grant[\s\S]*Pay by Card/);
    jobId = await dispatcherJobId(dispatcher, bookingNumber);
  });

  it('says when the stream is lost, and catches up with what changed meanwhile when it returns', async () => {
    await dispatcher.context().setOffline(true);
    try {
      await lostAndBack();
    } finally {
      await dispatcher.context().setOffline(false);
    }
    await dispatcher.locator('.live-status').getByText('Live', { exact: true }).waitFor();
    expect(await dispatcher.locator('.connection-banner').count()).toBe(0);
    await expect.poll(() => row(dispatcher, bookingNumber).locator('.badge').innerText()).toMatch(/Accepted$/);
  });

  /** Offline: the banner; meanwhile the company's owner accepts the job in another browser, which this board cannot hear. */
  async function lostAndBack(): Promise<void> {
    const banner = dispatcher.locator('.connection-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Connection lost — the board will catch up when it returns.');
    expect(await dispatcher.locator('.live-status').innerText()).toBe('Reconnecting…');
    await lookAtBothWidths(dispatcher, 'console-board-connection-lost');

    const owner = await consolePage(DESKTOP);
    try {
      await signIn(owner, DEMO_OWNERS[chosen.company_name]!);
      await owner.goto(`${env.site.url}/operator/jobs/${jobId}`);
      await owner.getByRole('button', { name: 'Accept' }).click();
      await expect.poll(() => notice(owner).innerText()).toContain('is accepted.');
    } finally {
      await owner.context().close();
    }
    expect(await row(dispatcher, bookingNumber).locator('.badge').innerText()).toMatch(/^\W*New$/);
  }

  it('cancels the job with a reason and a full refund: the detail shows the refund, the passenger is mailed', async () => {
    await row(dispatcher, bookingNumber).getByRole('link', { name: bookingNumber }).click();
    await dispatcher.getByRole('heading', { name: bookingNumber, level: 1 }).waitFor();
    const paid = `£${wholePounds(chosen.price)}.00`;
    await expect.poll(() => dispatcher.locator('main').innerText()).toMatch(new RegExp(`Paid by card\\s*${paid.replace('.', '\\.')}`));

    await dispatcher.getByRole('button', { name: 'Cancel job' }).click();
    const dialog = dispatcher.getByRole('dialog', { name: `Cancel ${bookingNumber}?` });
    await dialog.getByRole('button', { name: 'Cancel the job' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Check the 2 fields marked below.');
    expect(await dialog.innerText()).toContain('Give a reason for cancelling');
    await dialog.getByLabel('Reason').fill('The passenger’s flight was cancelled');
    await dialog.getByRole('radio', { name: 'Part refund' }).check();
    await dialog.getByLabel(/Amount to refund/).fill('100000');
    await dialog.getByRole('button', { name: 'Cancel the job' }).click();
    await expect.poll(() => dialog.innerText()).toContain(`At most ${paid} can be refunded.`);
    await dialog.getByRole('radio', { name: 'Full refund' }).check();
    expect(await dialog.innerText()).toContain(`${paid} back to the card`);
    await lookAtBothWidths(dispatcher, 'console-cancel');

    await dialog.getByRole('button', { name: 'Cancel the job' }).click();
    await expect.poll(() => notice(dispatcher).innerText(), { timeout: 20_000 }).toContain(`${bookingNumber} is cancelled. ${paid} refunded to the card.`);
    const main = dispatcher.locator('main');
    await expect.poll(() => main.innerText()).toMatch(new RegExp(`Refunded so far\\s*${paid.replace('.', '\\.')}[\\s\\S]*Can still be refunded\\s*£0\\.00`));
    expect(await main.innerText()).toMatch(new RegExp(`${paid.replace('.', '\\.')} refunded on .+: The passenger’s flight was cancelled`));
    expect(await main.innerText()).toContain('Nothing more can be done to this job.');
    expect(await dispatcher.locator('.job-history').innerText()).toMatch(/Cancelled: The passenger’s flight was cancelled\. Refunded/);

    await lookAtBothWidths(dispatcher, 'console-job-refunded');

    const mails = await readOutbox(env.site.url, { to: booker.email, kind: 'job_update' });
    const cancelled = mails.find((mail) => mail.subject === `Booking cancelled: ${bookingNumber}`);
    expect(cancelled, JSON.stringify(mails.map((m) => m.subject))).toBeDefined();
    expect(cancelled!.text).toContain('The passenger’s flight was cancelled');
    expect(cancelled!.text).toContain(paid);
  });

  it('lets the dispatcher of another company open none of it', async () => {
    const otherCompany = Object.keys(DEMO_DISPATCHERS).find((name) => name !== chosen.company_name)!;
    const other = await consolePage(MOBILE);
    try {
      await signIn(other, DEMO_DISPATCHERS[otherCompany]!);
      // On a phone the filters open under the search; the status list opens over the page.
      const toggle = other.locator('.board-filters__toggle');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await other.locator('.status-filter summary').click();
      await other.getByRole('checkbox', { name: 'Cancelled' }).check();
      await expect.poll(() => toggle.innerText()).toBe('Filters (1)');
      await expectSoundConsoleScreen(other, 'console-board-filters-390');
      await other.screenshot({ path: path.join(ARTIFACTS, 'console-board-filters-390.png') });
      await other.keyboard.press('Escape');
      expect(await other.locator('.status-filter details').getAttribute('open')).toBeNull();

      await other.goto(`${env.site.url}/operator/jobs/${jobId}`);
      await other.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
      const answer = await other.evaluate(async (id) => (await fetch(`/api/operator/v1/jobs/${id}`)).status, jobId);
      expect(answer).toBe(404);
    } finally {
      await other.context().close();
    }
  });
});

describe('the new-booking sound', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(env.browser, DESKTOP);
    // Headless Chromium lets every page play sound (and counts a scripted navigation as
    // activation). A desktop browser keeps a page's audio suspended until the page has been
    // clicked or typed in: that policy, in each page, counting only real clicks and keys.
    await page.context().addInitScript(() => {
      let touched = false;
      const touch = (event: Event) => {
        if (event.isTrusted) touched = true;
      };
      window.addEventListener('pointerdown', touch, true);
      window.addEventListener('keydown', touch, true);
      const Native = window.AudioContext;
      window.AudioContext = class extends Native {
        constructor(options?: AudioContextOptions) {
          super(options);
          if (!touched) void this.suspend();
        }
        override resume(): Promise<void> {
          return touched ? super.resume() : Promise.resolve();
        }
      };
    });
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('is remembered when switched off', async () => {
    await signIn(page, DEMO_DISPATCHERS['Riverside Executive Cars']!);
    const sound = page.getByRole('switch', { name: 'Sound' });
    expect(await sound.getAttribute('aria-checked')).toBe('true');
    await sound.click();
    expect(await sound.getAttribute('aria-checked')).toBe('false');
    await page.reload();
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    expect(await page.getByRole('switch', { name: 'Sound' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('.sound-hint').count()).toBe(0);
  });

  it('says when the browser holds it back, until the page is clicked', async () => {
    await page.getByRole('switch', { name: 'Sound' }).click();
    // A new tab, signed in by its cookie, that has had no click or key press yet.
    const tab = await page.context().newPage();
    await tab.goto(`${env.site.url}/operator/bookings`);
    await tab.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    expect(await tab.getByRole('switch', { name: 'Sound' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => tab.locator('.sound-hint').innerText()).toBe('Your browser holds sound back until you click or press a key on this page.');
    await expectSoundConsoleScreen(tab, 'console-board-sound-blocked');
    await screenshot(tab, 'console-board-sound-blocked-1280');
    await tab.locator('h1').click();
    await expect.poll(() => tab.locator('.sound-hint').count()).toBe(0);
  });
});
