/**
 * The company's logo on the console's Company page (issue 11): an owner sees "No logo yet", is
 * shown the server's refusal of a file that is not a picture, uploads a PNG after a preview and
 * sees the logo the server made of it (re-encoded, resized to fit 400 × 160), still there after a
 * reload; a dispatcher sees the logo without a way to change it (and the API refuses them); the
 * owner removes it after a confirmation. Each screen is checked and photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import path from 'node:path';
import sharp from 'sharp';
import { ARTIFACTS, DESKTOP, MOBILE, launchBrowser, newPage, screenshot } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { callAsSignedIn, DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';

const COMPANY = 'Riverside Executive Cars';
const LOGO_URL = /^\/media\/logos\/logo-\d+-[0-9a-f]+\.webp$/;

let site: RunningSite;
let browser: Browser;
/** A 600 × 200 PNG: a teal block with a lighter band, as a wide logo would be. */
let png: Buffer;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const band = await sharp({ create: { width: 400, height: 60, channels: 3, background: '#e3f1ed' } }).png().toBuffer();
  png = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#0f5c4d' } })
    .composite([{ input: band, top: 70, left: 100 }])
    .png()
    .toBuffer();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function openCompany(page: Page, email: string): Promise<void> {
  await signInToConsole(page, site.url, email);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
  await openConsoleArea(page, 'Company');
}

async function lookAt(page: Page, name: string): Promise<void> {
  await expectSoundConsoleScreen(page, name);
  if (await page.locator('dialog[open]').count()) {
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
    return;
  }
  // From the top: a full-page picture of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const logoSection = (page: Page) => page.getByRole('region', { name: 'Logo' });
const logoImage = (page: Page) => logoSection(page).getByRole('img', { name: `${COMPANY} logo` });
const notice = (page: Page) => page.locator('.notice-region');

describe('an owner uploads the company logo', () => {
  let owner: Page;

  beforeAll(async () => {
    owner = await newPage(browser, DESKTOP);
    await openCompany(owner, DEMO_LOGINS.riversideOwner);
  });

  afterAll(async () => {
    await owner?.context().close();
  });

  it('shows that there is no logo yet, with a way to upload one', async () => {
    await logoSection(owner).getByText('No logo yet').waitFor();
    expect(await logoSection(owner).getByRole('button', { name: 'Upload logo' }).count()).toBe(1);
    expect(await logoSection(owner).getByRole('button', { name: 'Remove logo' }).count()).toBe(0);
  });

  it('shows the server’s refusal of a file that is not a picture, then uploads a PNG after its preview', async () => {
    await logoSection(owner).getByRole('button', { name: 'Upload logo' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Upload a logo' });
    const file = dialog.getByLabel('Choose a logo');

    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    const refusal = owner.waitForResponse((res) => res.url().endsWith('/logo') && res.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Upload logo' }).click();
    const refused = await refusal;
    expect(refused.status()).toBe(415);
    const { message } = (await refused.json()) as { message: string };
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe(message);

    await file.setInputFiles({ name: 'riverside-logo.png', mimeType: 'image/png', buffer: png });
    // Choosing again clears the last refusal.
    await expect.poll(() => dialog.locator('#picture-problem').textContent()).toBe('');
    const preview = dialog.getByRole('img', { name: 'The logo you chose' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    await lookAt(owner, 'console-company-logo-upload-1280');

    await dialog.getByRole('button', { name: 'Upload logo' }).click();
    await expect.poll(() => notice(owner).innerText()).toContain('The logo is saved.');
    expect(await dialog.count()).toBe(0);
    // What the server made of it: a WebP fitted into 400 × 160, served by the site.
    await expect.poll(() => logoImage(owner).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    expect(await logoImage(owner).getAttribute('src')).toMatch(LOGO_URL);
    expect(await logoImage(owner).evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(133);
    expect(await logoSection(owner).getByRole('button').allInnerTexts()).toEqual(['Replace logo', 'Remove logo']);
    await lookAt(owner, 'console-company-logo-1280');

    await owner.reload();
    await expect.poll(() => logoImage(owner).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  });
});

describe('a dispatcher', () => {
  it('sees the logo, with no way to upload, replace or remove it; the API refuses them too', async () => {
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [MOBILE, 390],
    ] as const) {
      const page = await newPage(browser, viewport);
      try {
        await openCompany(page, DEMO_LOGINS.riversideDispatcher);
        await expect.poll(() => logoImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
        expect(await logoSection(page).getByRole('button').count()).toBe(0);
        await lookAt(page, `console-company-logo-dispatcher-${width}`);
      } finally {
        await page.context().close();
      }
    }
    const page = await newPage(browser, DESKTOP);
    try {
      await openCompany(page, DEMO_LOGINS.riversideDispatcher);
      const companyId = await page.evaluate(async () => ((await (await fetch('/api/operator/v1/session')).json()) as { data: { staff: { company: { id: number } } } }).data.staff.company.id);
      const refused = await callAsSignedIn(page, 'DELETE', `/api/operator/v1/companies/${companyId}/logo`);
      expect(refused.status).toBe(403);
    } finally {
      await page.context().close();
    }
  });
});

describe('an owner on a phone', () => {
  let phone: Page;

  beforeAll(async () => {
    phone = await newPage(browser, MOBILE);
    await openCompany(phone, DEMO_LOGINS.riversideOwner);
  });

  afterAll(async () => {
    await phone?.context().close();
  });

  it('sees the logo and the dialog to replace it', async () => {
    await expect.poll(() => logoImage(phone).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    await lookAt(phone, 'console-company-logo-390');
    await logoSection(phone).getByRole('button', { name: 'Replace logo' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Replace the logo' });
    await dialog.getByRole('img', { name: `${COMPANY} logo now` }).waitFor();
    await lookAt(phone, 'console-company-logo-replace-390');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
  });

  it('removes the logo after confirming; focus goes to Upload logo', async () => {
    await logoSection(phone).getByRole('button', { name: 'Remove logo' }).click();
    const confirm = phone.getByRole('dialog', { name: 'Remove the logo?' });
    await confirm.getByText(`${COMPANY} will have no logo`).waitFor();
    await lookAt(phone, 'console-company-logo-remove-390');
    await confirm.getByRole('button', { name: 'Remove logo' }).click();
    await expect.poll(() => notice(phone).innerText()).toContain('The logo is removed.');
    await logoSection(phone).getByText('No logo yet').waitFor();
    expect(await logoImage(phone).count()).toBe(0);
    await expect.poll(() => phone.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Upload logo');
  });
});
