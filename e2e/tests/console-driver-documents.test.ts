/**
 * Drivers' and vehicles' documents in the console (issue 27 §5), on the built site: a dispatcher
 * records a driver's documents and the photo of their licence card on the driver's page, sees which
 * expire soon or have expired, and finds the same warnings on Needs attention. The licence card is
 * opened with the staff session only. Each screen is checked and photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, newPage } from '../support/browser';
import { londonDate } from '../support/booking';
import { DEMO_LOGINS, lookAtBothWidths, signInToConsole } from '../support/console';
import { addDriver } from '../support/dispatch';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const spoken = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

describe("a driver's documents", () => {
  let page: Page;
  let driverId: number;
  const name = 'Kerb Driver docs';
  const motExpiry = londonDate(10);
  const insuranceExpiry = londonDate(-2);

  beforeAll(async () => {
    page = await newPage(env.browser, DESKTOP);
    await signInToConsole(page, env.site.url, DEMO_LOGINS.riversideDispatcher, '/operator');
    await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    driverId = await addDriver(page, 'docs', 'DC12 DOC');
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('are recorded on the driver page, with the licence card seen only through the staff session', async () => {
    await page.goto(`${env.site.url}/operator/drivers/${driverId}`);
    const card = page.getByRole('region', { name: 'Documents' });
    await card.getByRole('button', { name: 'Edit documents' }).click();
    const dialog = page.getByRole('dialog', { name: `${name}’s documents` });
    await dialog.getByLabel('PHV licence issued by').fill('Transport for London');
    await dialog.getByLabel('Driving licence number').fill('DOCSX907012DP9AB');
    await dialog.getByRole('textbox', { name: 'MOT expiry' }).fill(motExpiry);
    await dialog.getByRole('textbox', { name: 'Hire and reward insurance expiry' }).fill('1999-01-01');
    await dialog.getByRole('button', { name: 'Save documents' }).click();
    // The contract's rule, shown beside the field before anything is sent.
    await expect.poll(() => dialog.getByText('Enter a real date between 2000 and 2099').count()).toBeGreaterThan(0);
    await dialog.getByRole('textbox', { name: 'Hire and reward insurance expiry' }).fill(insuranceExpiry);
    await lookAtBothWidths(page, 'console-driver-documents-dialog');
    await dialog.getByRole('button', { name: 'Save documents' }).click();
    await expect.poll(() => page.locator('.notice-region').innerText()).toContain('The documents are saved.');

    const flags = card.getByRole('list', { name: 'Documents to renew' });
    await expect.poll(() => flags.innerText()).toContain(`${name}’s MOT expires on ${spoken(motExpiry)}`);
    expect(await flags.innerText()).toContain(`${name}’s hire and reward insurance expired on ${spoken(insuranceExpiry)}`);

    await card.getByRole('button', { name: 'Upload licence photo' }).click();
    const upload = page.getByRole('dialog', { name: `${name}’s PHV licence card` });
    const png = await sharp({ create: { width: 1200, height: 760, channels: 3, background: '#d8e4f0' } }).png().toBuffer();
    await upload.getByLabel('Choose a photo').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
    await upload.getByRole('button', { name: /Upload/ }).click();
    await expect.poll(() => page.locator('.notice-region').innerText()).toContain('The photo of the licence card is saved.');
    const image = card.getByRole('img', { name: `${name}’s PHV licence card` });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    const src = (await image.getAttribute('src'))!;
    expect(src).toMatch(new RegExp(`^/api/operator/v1/drivers/${driverId}/licence-photo\\?v=[0-9a-f]{8}$`));
    // Without the console's session the same address is refused.
    expect((await fetch(env.site.url + src)).status).toBe(401);
    await lookAtBothWidths(page, 'console-driver-documents');
  });

  it('are listed on Needs attention, said in words, and counted by its link in the header', async () => {
    await page.goto(`${env.site.url}/operator/attention`);
    // The header's link counts what the page lists: these two documents (and any job due).
    const link = page.getByRole('link', { name: /^Needs attention\s*:\s*(\d+ jobs? and )?2 documents$/ });
    await link.waitFor();
    expect(await link.getAttribute('aria-current')).toBe('page');
    const list = page.getByRole('list', { name: 'Documents that need attention' });
    await expect.poll(() => list.innerText()).toContain(`${name}’s MOT expires on ${spoken(motExpiry)}`);
    expect(await list.innerText()).toContain(`${name}’s hire and reward insurance expired on ${spoken(insuranceExpiry)}`);
    await lookAtBothWidths(page, 'console-attention-documents');
  });
});
