/**
 * The console's Fleet page (issue 11) on the built site with its demo logins: an owner adds a
 * vehicle category (the form's own and the server's field messages first), uploads a picture for
 * it after a preview (an SVG and a text file named as a picture are refused clearly), and a visitor
 * of the website's Our Fleet page sees that picture load; the owner disables and enables it again;
 * a dispatcher sees the fleet read-only. Each screen is checked (axe, 44 px targets, no sideways
 * scrolling) and photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { API_HEADERS } from '../support/corporate';
import { siteAndBrowser } from '../support/server';
import { DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';

const NEW_CATEGORY = 'Executive Estate';
const NO_PRICE = 'No price yet — set it on the Prices page.';
const UPLOADED = /^\/media\/vehicles\/upload-\d+-[0-9a-f]{8}\.webp$/;

const env = siteAndBrowser();

async function openFleet(page: Page, email: string): Promise<void> {
  await signInToConsole(page, env.site.url, email);
  await openConsoleArea(page, 'Fleet');
  await page.getByRole('list', { name: 'Vehicle categories' }).waitFor();
}

/** The card of one category, found by its heading. */
const category = (page: Page, name: string): Locator =>
  page.getByRole('list', { name: 'Vehicle categories' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });

const notice = (page: Page) => page.locator('.notice-region');

/** axe-clean, nothing past the right edge, 44 px targets (expectSoundConsoleScreen); then the screenshot. */
async function lookAt(page: Page, name: string): Promise<void> {
  await expectSoundConsoleScreen(page, name);
  if (await page.locator('dialog[open]').count()) await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  else await screenshot(page, name);
}

/** A landscape JPEG drawn on a canvas in the page (a real file, the browser's own encoder). */
async function drawnJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 675;
    const g = canvas.getContext('2d')!;
    const sky = g.createLinearGradient(0, 0, 0, 675);
    sky.addColorStop(0, '#9fc5e8');
    sky.addColorStop(1, '#f4f7f9');
    g.fillStyle = sky;
    g.fillRect(0, 0, 1200, 675);
    g.fillStyle = '#30343a';
    g.fillRect(0, 560, 1200, 115);
    g.fillStyle = '#8b1e2d';
    g.beginPath();
    g.roundRect(180, 330, 840, 200, 60);
    g.fill();
    g.fillStyle = '#cfe0ea';
    g.fillRect(330, 270, 460, 90);
    g.fillStyle = '#111';
    for (const x of [330, 870]) {
      g.beginPath();
      g.arc(x, 540, 70, 0, Math.PI * 2);
      g.fill();
    }
    return canvas.toDataURL('image/jpeg', 0.85);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate((img) => (img as HTMLImageElement).naturalWidth);
}

describe('an owner puts a new category with its own picture on the website', () => {
  let owner: Page;
  let pictureUrl = '';

  beforeAll(async () => {
    owner = await newPage(env.browser, DESKTOP);
    await openFleet(owner, DEMO_LOGINS.riversideOwner);
  });

  afterAll(async () => {
    await owner?.context().close();
  });

  it('lists the fleet in the website order with pictures, state and capacities', async () => {
    const cards = owner.getByRole('list', { name: 'Vehicle categories' }).getByRole('heading', { level: 2 });
    expect(await cards.allInnerTexts()).toEqual(['Saloon', 'Estate', 'Executive', 'MPV', '8-Seat Minibus', 'Wheelchair Accessible']);
    const saloon = category(owner, 'Saloon');
    expect(await saloon.locator('img').getAttribute('src')).toBe('/media/vehicles/saloon.svg');
    await expect.poll(() => naturalWidth(saloon.locator('img'))).toBeGreaterThan(0);
    expect(await saloon.innerText()).toMatch(/Enabled[\s\S]*Seats\s*4[\s\S]*Suitcases\s*2[\s\S]*Hand luggage\s*2/);
    await lookAt(owner, 'console-fleet-1280');
  });

  it('adds a category: the form marks what is missing, the server’s clash shows on the name field', async () => {
    await owner.getByRole('button', { name: 'Add category' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add vehicle category' });
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Check the 4 fields marked below.');
    expect(await dialog.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Name', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await lookAt(owner, 'console-fleet-dialog-1280');

    await dialog.getByLabel('Name', { exact: true }).fill('estate');
    await dialog.getByLabel('Passenger seats').fill('4');
    await dialog.getByLabel('Large suitcases').fill('4');
    await dialog.getByLabel('Hand luggage').fill('3');
    await dialog.getByLabel('Description').fill('A long boot and a suited driver.');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect.poll(() => dialog.locator('#category-name-error').innerText()).toBe('The fleet already has a category with this name');

    await dialog.getByLabel('Name', { exact: true }).fill(NEW_CATEGORY);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect.poll(() => notice(owner).innerText()).toContain(`${NEW_CATEGORY} is added. ${NO_PRICE}`);
    expect(await dialog.count()).toBe(0);
    const card = category(owner, NEW_CATEGORY);
    expect(await card.innerText()).toContain(NO_PRICE);
    expect(await card.locator('img').getAttribute('src')).toBe('/media/vehicles/vehicle.svg');
  });

  it('refuses an SVG in the form and a text file named .png in the server’s words, then uploads a JPEG after a preview', async () => {
    await category(owner, NEW_CATEGORY).getByRole('button', { name: `Picture of ${NEW_CATEGORY}` }).click();
    const dialog = owner.getByRole('dialog', { name: `Picture of ${NEW_CATEGORY}` });
    const file = dialog.getByLabel('Choose a picture');

    await file.setInputFiles({ name: 'car.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect.poll(() => dialog.locator('#picture-file-error').innerText()).toBe('Upload a JPEG, PNG or WebP picture. Other files (SVG among them) are not accepted.');

    await file.setInputFiles({ name: 'car.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await dialog.getByRole('button', { name: 'Upload picture' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Upload a JPEG, PNG or WebP picture. Other files (SVG among them) are not accepted.');

    await file.setInputFiles({ name: 'estate.jpg', mimeType: 'image/jpeg', buffer: await drawnJpeg(owner) });
    const preview = dialog.getByRole('img', { name: 'The picture you chose' });
    await expect.poll(() => naturalWidth(preview)).toBe(1200);
    await lookAt(owner, 'console-fleet-picture-1280');

    await dialog.getByRole('button', { name: 'Upload picture' }).click();
    await expect.poll(() => notice(owner).innerText()).toContain(`The new picture of ${NEW_CATEGORY} is on the website.`);
    const thumbnail = category(owner, NEW_CATEGORY).locator('img');
    pictureUrl = (await thumbnail.getAttribute('src')) ?? '';
    expect(pictureUrl).toMatch(UPLOADED);
    await expect.poll(() => naturalWidth(thumbnail)).toBe(800);
  });

  it('shows the uploaded picture on the website’s Our Fleet page', async () => {
    const visitor = await newPage(env.browser, DESKTOP);
    try {
      await visitor.goto(`${env.site.url}/ourfleet`);
      const card = visitor.locator('article').filter({ has: visitor.getByRole('heading', { name: NEW_CATEGORY }) });
      await card.waitFor();
      const image = card.locator('img');
      expect(await image.getAttribute('src')).toBe(pictureUrl);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => naturalWidth(image)).toBe(800);
      await screenshot(visitor, 'website-fleet-uploaded-1280');
    } finally {
      await visitor.context().close();
    }
  });

  it('disables the category (off the website) and enables it again', async () => {
    await category(owner, NEW_CATEGORY).getByRole('button', { name: `Disable ${NEW_CATEGORY}` }).click();
    await owner.getByRole('dialog', { name: `Disable ${NEW_CATEGORY}?` }).getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => notice(owner).innerText()).toContain(`${NEW_CATEGORY} is disabled: it is off the website.`);
    expect(await category(owner, NEW_CATEGORY).innerText()).toContain('Disabled');
    const vehicles = async () => ((await (await fetch(`${env.site.url}/api/v1/fetch_vehicles`, { headers: API_HEADERS })).json()) as { data: { category_name: string }[] }).data;
    expect((await vehicles()).some((v) => v.category_name === NEW_CATEGORY)).toBe(false);

    await category(owner, NEW_CATEGORY).getByRole('button', { name: `Enable ${NEW_CATEGORY}` }).click();
    await owner.getByRole('dialog', { name: `Enable ${NEW_CATEGORY}?` }).getByRole('button', { name: 'Enable' }).click();
    await expect.poll(() => notice(owner).innerText()).toContain(`${NEW_CATEGORY} is on the website again.`);
    expect((await vehicles()).some((v) => v.category_name === NEW_CATEGORY)).toBe(true);
  });
});

describe('on a phone', () => {
  it('the owner’s Fleet page and its dialogs fit 390 px', async () => {
    const page = await newPage(env.browser, MOBILE);
    try {
      await openFleet(page, DEMO_LOGINS.skylineOwner);
      await lookAt(page, 'console-fleet-390');
      await category(page, 'Saloon').getByRole('button', { name: 'Edit Saloon' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Saloon' });
      expect(await dialog.getByLabel('Passenger seats').inputValue()).toBe('4');
      await lookAt(page, 'console-fleet-dialog-390');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await category(page, 'Saloon').getByRole('button', { name: 'Picture of Saloon' }).click();
      await page.getByRole('dialog', { name: 'Picture of Saloon' }).waitFor();
      await lookAt(page, 'console-fleet-picture-390');
    } finally {
      await page.context().close();
    }
  });
});

describe('a dispatcher', () => {
  it('sees the fleet read-only: no way to add, edit, picture or disable', async () => {
    const page = await newPage(env.browser, MOBILE);
    try {
      await openFleet(page, DEMO_LOGINS.riversideDispatcher);
      expect(await page.locator('.page-header').innerText()).toContain('Only an owner can change them.');
      expect(await category(page, 'Saloon').count()).toBe(1);
      expect(await page.getByRole('main').getByRole('button').count()).toBe(0);
      await lookAt(page, 'console-fleet-dispatcher-390');
    } finally {
      await page.context().close();
    }
  });
});
