/**
 * A price shown is a price kept: a visitor quoted before the operator publishes higher prices
 * still books at the price they were shown (within the quote's 15 minutes), while a new quote of
 * the same journey has the new price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CSRF_HEADER, OPERATIONS, pathOf, type TariffSheet } from '@kerbside/contract';
import { launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { expectedOptions, fillPaddingtonToSavoyViaBakerStreet, londonDate, nextPriceResponse, openHome, readStored, wholePounds, type DistancePriceJson, type PriceDetailJson } from '../support/booking';
import { bookVehicle, detailsForm, listCards, fillDetails, nextBookingResponse, uniqueEmail } from '../support/journey';
import { DEMO_OWNERS, DEMO_PASSWORD } from '../support/console';
import { API_HEADERS } from '../support/corporate';

let site: RunningSite;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The owner raises every per-mile rate of one vehicle by £1 and publishes, through the console's API. */
async function publishRaise(companyName: string, vehicleId: number): Promise<void> {
  const signIn = await fetch(site.url + OPERATIONS.operatorSignIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_OWNERS[companyName], password: DEMO_PASSWORD }),
  });
  const session = (await signIn.json()) as { data: { csrf_token: string; staff: { company: { id: number } } } };
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
  const companyId = session.data.staff.company.id;
  const headers = { cookie, 'content-type': 'application/json', [CSRF_HEADER]: session.data.csrf_token };
  const sheet = ((await (await fetch(site.url + pathOf(OPERATIONS.operatorTariffs, { id: companyId }), { headers: { cookie } })).json()) as { data: TariffSheet }).data;
  const vehicles = sheet.vehicles.map((v) => ({
    vehicle_id: v.vehicle_id,
    tariff: v.vehicle_id === vehicleId && v.tariff ? { ...v.tariff, distanceBands: v.tariff.distanceBands.map((b) => ({ ...b, perMilePence: b.perMilePence + 100 })) } : v.tariff,
  }));
  const saved = await fetch(site.url + pathOf(OPERATIONS.operatorSaveTariffDraft, { id: companyId }), { method: 'PUT', headers, body: JSON.stringify({ revision: sheet.draft?.revision ?? 0, vehicles }) });
  expect(saved.status).toBe(200);
  const { data } = (await saved.json()) as { data: { revision: number } };
  const published = await fetch(site.url + pathOf(OPERATIONS.operatorPublishTariffs, { id: companyId }), { method: 'POST', headers, body: JSON.stringify({ revision: data.revision, note: 'Per-mile rates up £1' }) });
  expect(published.status).toBe(200);
}

describe('a visitor quoted before a price change', () => {
  let chosen: PriceDetailJson;

  it('is quoted, and the operator then publishes higher prices for that vehicle', async () => {
    await openHome(page, site.url);
    await fillPaddingtonToSavoyViaBakerStreet(page, londonDate(3));
    const answer = nextPriceResponse<DistancePriceJson>(page, 'distance');
    await page.getByRole('button', { name: 'Get prices' }).click();
    const { body } = await answer;
    await page.waitForURL('**/quotationview', { timeout: 20_000 });
    chosen = expectedOptions(body.data.price_details, 1)[0]!;
    expect(chosen.price).toBeGreaterThan(0);
    // The quotation screen asks for prices again; the visitor has seen them once its cards show.
    await listCards(page)
      .filter({ has: page.getByRole('heading', { name: chosen.vehicle_type, exact: true }) })
      .filter({ hasText: chosen.company_name })
      .first()
      .getByRole('button', { name: 'Book Now' })
      .waitFor();

    await publishRaise(chosen.company_name, chosen.vehicle_id);
    // The same journey quoted now costs more.
    const { value: form } = await readStored<Record<string, unknown>>(page, 'bookingForm');
    const fresh = await fetch(`${site.url}/api/v1/calculate-distance-price`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...API_HEADERS },
      body: JSON.stringify(form),
    });
    const freshBody = (await fresh.json()) as DistancePriceJson;
    const now = freshBody.data.price_details.find((p) => p.vehicle_id === chosen.vehicle_id)!;
    expect(now.price).toBeGreaterThan(chosen.price);
  });

  it('still books at the price shown, paying in the car', async () => {
    await bookVehicle(page, chosen);
    await fillDetails(page, { firstName: 'Grace', surname: 'Hopper', email: uniqueEmail('grace.hopper'), number: '+447700900123' });
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    const saved = nextBookingResponse(page);
    await page.getByRole('button', { name: 'Pay in Car' }).click();
    const { response, body } = await saved;
    expect(response.status(), body.message).toBe(200);
    expect(body.data!.booking.total_booking_amount).toBe(wholePounds(chosen.price));
    await page.waitForURL('**/paymentSuccessView');
  });
});
