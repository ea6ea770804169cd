/**
 * Accessible vehicles (issue 27 §1) on the built site. A visitor asks for a wheelchair on a
 * Heathrow → King's Cross transfer: the list holds only vehicles that take a wheelchair, and says
 * so and that it costs nothing. An owner marks their Wheelchair Accessible category as taking none
 * on the console's Fleet page (the other company's too, through the API): the same quote then tells
 * the visitor that no operator has one online and offers Quote Now, whose form comes prefilled with
 * the journey and the wheelchair. A booking with a wheelchair and an assistance dog shows both in
 * plain words on the console's job page. Each screen is photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { chooseTab, londonDate, nextPriceResponse, openHome, pickAddressWithClick, setMileageSchedule, type DistancePriceJson } from '../support/booking';
import { callAsSignedIn, DEMO_DISPATCHERS, DEMO_LOGINS, lookAtBothWidths, openConsoleArea, signInToConsole } from '../support/console';
import { callApi, cheapestVehicle, mileageForm } from '../support/corporate';
import { queryDb, uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();
const SHOWING = 'Showing vehicles that take a wheelchair. There is no charge for the wheelchair.';
const NONE = 'None of our operators has a wheelchair-accessible vehicle for this journey online. Ask for a quote and the office will arrange one.';

interface WheelchairAnswer extends DistancePriceJson {
  data: DistancePriceJson['data'] & { wheelchair?: { only_accessible: boolean; offered: number; message: string } };
}

/** Heathrow Terminal 5 to King's Cross, three days ahead at 10:00, with the wheelchair switch on. */
async function quoteWithWheelchair(page: Page): Promise<WheelchairAnswer> {
  await openHome(page, env.site.url);
  await chooseTab(page, 'Transfer');
  await pickAddressWithClick(page, 'Pickup address', 'heathrow', /Terminal 5/);
  await pickAddressWithClick(page, 'Drop-off address', 'kings cross', /King.s Cross/);
  await setMileageSchedule(page, 'Pickup', { date: londonDate(3), hour: 10, minute: 0 });
  await page.locator('details.extras > summary').first().click();
  await page.getByRole('switch', { name: 'Wheelchair accessible (never charged)' }).check();
  const answer = nextPriceResponse<WheelchairAnswer>(page, 'distance');
  await page.getByRole('button', { name: 'Get prices' }).click();
  const { body } = await answer;
  expect(body.success).toBe(true);
  await page.waitForURL('**/quotationview', { timeout: 20_000 });
  return body;
}

/** A photograph of the window at 1280, then at 390 px (nothing past the right edge there). */
async function bothWidths(page: Page, name: string, focus: () => Promise<void>): Promise<void> {
  await focus();
  await screenshot(page, `${name}-1280`, { fullPage: false });
  await page.setViewportSize(MOBILE);
  await focus();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await screenshot(page, `${name}-390`, { fullPage: false });
  await page.setViewportSize(DESKTOP);
}

describe('a wheelchair asked for on the website', () => {
  let page: Page;
  beforeAll(async () => {
    page = await newPage(env.browser, DESKTOP);
  });
  afterAll(async () => page?.context().close());

  it('lists only vehicles that take a wheelchair, and says so and that it costs nothing, at 1280 and 390 px', async () => {
    const answer = await quoteWithWheelchair(page);
    expect(answer.data.wheelchair).toEqual({ only_accessible: true, offered: 2, message: SHOWING });
    expect(new Set(answer.data.price_details.map((p) => p.vehicle_type))).toEqual(new Set(['Wheelchair Accessible']));
    const sentence = page.getByText(SHOWING, { exact: true });
    await sentence.waitFor();
    const cards = page.locator('.vehicle-list > li');
    await cards.first().waitFor();
    const texts = await cards.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain('Wheelchair Accessible');
    expect(texts.join('\n')).not.toMatch(/Saloon|Estate|Executive|MPV|Minibus/);
    await bothWidths(page, 'wheelchair-vehicles', () => sentence.scrollIntoViewIfNeeded());
  });
});

describe('assistance needs on the console’s job page', () => {
  it('shows a wheelchair user who stays in the chair and an assistance dog, at 1280 and 390 px', async () => {
    const form = { ...mileageForm(3), wheel_chair: 'yes', assistance_dog: 'yes' };
    const vehicle = await cheapestVehicle(env.site.url, { kind: 'milleage', form } as Parameters<typeof cheapestVehicle>[1]);
    expect(vehicle.vehicle_type).toBe('Wheelchair Accessible');
    const made = await callApi<{ data: { booking: { id: number } } }>(env.site.url, 'POST', '/api/v1/booking', {
      selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
      selectedVehicle: 1,
      bookingType: 'milleage',
      bookingForm: form,
      registrationData: { firstName: 'Wren', surname: 'Wheeler', number: '+447700900621', email: uniqueEmail('wheelchair-job'), additionalInfo: '' },
      payment_method: 'car',
      selected_passenger: 'guest_login',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const [job] = queryDb<{ id: number }>(env.site.dbPath, "select id from booking_jobs where booking_id = ? and leg = 'outbound'", made.body.data.booking.id);
    const office = await newPage(env.browser, DESKTOP);
    await signInToConsole(office, env.site.url, DEMO_DISPATCHERS[vehicle.company_name]!);
    await office.goto(`${env.site.url}/operator/jobs/${job!.id}`);
    const facts = office.getByRole('region', { name: 'Vehicle and extras' });
    await facts.waitFor();
    await expect.poll(() => facts.innerText()).toMatch(/Assistance\s*Wheelchair user — stays in the chair, Assistance dog/);
    await facts.scrollIntoViewIfNeeded();
    await lookAtBothWidths(office, 'wheelchair-job-page');
    await office.context().close();
  });
});

describe('no operator with a vehicle that takes a wheelchair', () => {
  let owner: Page;
  let page: Page;
  beforeAll(async () => {
    owner = await newPage(env.browser, DESKTOP);
    page = await newPage(env.browser, DESKTOP);
  });
  afterAll(async () => {
    await owner?.context().close();
    await page?.context().close();
  });

  it('an owner says on the Fleet page what a category takes for a wheelchair, at 1280 and 390 px', async () => {
    await signInToConsole(owner, env.site.url, DEMO_LOGINS.riversideOwner);
    await openConsoleArea(owner, 'Fleet');
    const card = owner.getByRole('list', { name: 'Vehicle categories' }).getByRole('listitem').filter({ has: owner.getByRole('heading', { name: 'Wheelchair Accessible', level: 2 }) });
    expect(await card.innerText()).toMatch(/Wheelchair\s*Stays in the chair/);
    expect(await card.innerText()).toMatch(/Assistance dog\s*Yes/);
    await card.getByRole('button', { name: 'Edit Wheelchair Accessible' }).click();
    const dialog = owner.getByRole('dialog');
    const field = dialog.getByLabel('Wheelchair', { exact: true });
    expect(await field.inputValue()).toBe('in_chair');
    await field.selectOption({ label: 'No wheelchair' });
    await lookAtBothWidths(owner, 'wheelchair-fleet-field');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => card.innerText()).toMatch(/Wheelchair\s*No\b/);
    await card.scrollIntoViewIfNeeded();
    await lookAtBothWidths(owner, 'wheelchair-fleet-card');

    // The other company with one says the same through the API.
    const greenline = await newPage(env.browser, DESKTOP);
    await signInToConsole(greenline, env.site.url, DEMO_LOGINS.greenlineOwner);
    const list = await greenline.evaluate(async () => (await (await fetch('/api/operator/v1/fleet/vehicles')).json()) as { data: { id: number; name: string }[] });
    const wav = list.data.find((c) => c.name === 'Wheelchair Accessible')!;
    expect((await callAsSignedIn(greenline, 'PATCH', `/api/operator/v1/fleet/vehicles/${wav.id}`, { wheelchair: 'none' })).status).toBe(200);
    await greenline.context().close();
  });

  it('tells the visitor and offers Quote Now, prefilled with the journey and the wheelchair, at 1280 and 390 px', async () => {
    const answer = await quoteWithWheelchair(page);
    expect(answer.data).toMatchObject({ price_details: [], wheelchair: { only_accessible: true, offered: 0, message: NONE } });
    const none = page.getByText(NONE, { exact: true });
    await none.waitFor();
    expect(await page.getByText(SHOWING).count()).toBe(0);
    await bothWidths(page, 'wheelchair-none', () => none.scrollIntoViewIfNeeded());

    await page.getByRole('link', { name: 'Quote Now', exact: true }).click();
    await page.waitForURL('**/quoteView');
    const comments = page.getByLabel('Additional comments');
    await comments.waitFor();
    expect(await comments.inputValue()).toBe('Wheelchair user: please send a vehicle that takes a wheelchair.');
    expect(await page.getByLabel('Pick up').inputValue()).toMatch(/Heathrow/);
    expect(await page.getByLabel('Drop off').inputValue()).toMatch(/King.s Cross/);
    await bothWidths(page, 'wheelchair-quote-now', () => comments.scrollIntoViewIfNeeded());
  });
});
