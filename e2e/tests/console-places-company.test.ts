/**
 * The console's Places and Company screens (issue 11) on the built site with its demo logins: the
 * platform admin adds a saved place and a visitor's pickup field suggests it at once; an owner
 * edits the company profile (a bad email is shown on its field, then the profile saves); a
 * dispatcher reads the profile and the places without a way to change them. Each screen is checked
 * with axe and photographed at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { chooseTab, openHome, pickAddressWithClick } from '../support/booking';
import { siteAndBrowser } from '../support/server';
import { DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';

const SHARD = 'The Shard, 32 London Bridge Street, London SE1 9SY';

const env = siteAndBrowser();

async function signIn(page: Page, email: string): Promise<void> {
  await signInToConsole(page, env.site.url, email);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
}

const notice = (page: Page) => page.locator('.notice-region');

/** The card of one record, found by its heading. */
const record = (page: Page, name: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });

async function lookAt(page: Page, name: string): Promise<void> {
  await expectSoundConsoleScreen(page, name);
  if (await page.locator('dialog[open]').count()) await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  else await screenshot(page, name);
}

describe('Places', () => {
  it('the platform admin adds a saved place, and the website suggests it for pickup at once', async () => {
    const page = await newPage(env.browser, DESKTOP);
    await signIn(page, DEMO_LOGINS.platformAdmin);
    await openConsoleArea(page, 'Places');
    await record(page, 'Heathrow Airport Terminal 2, Hounslow TW6 1EW').waitFor();
    await lookAt(page, 'console-places-admin-1280');

    await page.getByRole('button', { name: 'Add a place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a saved place' });
    // Nothing typed: the fields say what they need, and nothing is sent.
    await dialog.getByRole('button', { name: 'Add place' }).click();
    await expect.poll(() => dialog.locator('#saved-place-address-error').innerText()).toContain('Enter the address');
    expect(await dialog.locator('#saved-place-kind-error').innerText()).toBe('Choose the kind of place');
    await dialog.getByLabel('Address', { exact: true }).fill('Qwxyzzy Nowhere Lane');
    await dialog.getByLabel('Kind', { exact: true }).selectOption({ label: 'Other place' });
    await dialog.getByRole('button', { name: 'Add place' }).click();
    // The server's answer shows on the field.
    await expect.poll(() => dialog.locator('#saved-place-address-error').innerText()).toContain('We could not find this address');
    await lookAt(page, 'console-places-dialog-1280');
    await dialog.getByLabel('Address', { exact: true }).fill(SHARD);
    await dialog.getByRole('button', { name: 'Add place' }).click();
    await expect.poll(() => notice(page).innerText()).toContain(`Added ${SHARD} (SE1 9SY)`);
    expect(await dialog.count()).toBe(0);
    const added = record(page, SHARD);
    await added.waitFor();
    expect(await added.innerText()).toContain('Other place');

    // Moved up one: the order is stored.
    await added.getByRole('button', { name: `Move ${SHARD} up` }).click();
    await expect.poll(() => notice(page).innerText()).toContain(`${SHARD} moved up`);
    const titles = await page.getByRole('list', { name: 'Saved places' }).getByRole('heading', { level: 2 }).allInnerTexts();
    expect(titles.at(-2)).toMatch(new RegExp(`^${SHARD}\\s+Other place$`));

    // A visitor's next page: the pickup field suggests it, as a saved place.
    const visitor = await newPage(env.browser, DESKTOP);
    await openHome(visitor, env.site.url);
    await chooseTab(visitor, 'Transfer');
    const picked = await pickAddressWithClick(visitor, 'Pickup address', 'shard', /The Shard/);
    expect(picked).toBe(SHARD);
    await visitor.close();

    // Banned addresses: the second tab.
    await page.getByRole('tab', { name: 'Banned addresses' }).click();
    await record(page, 'HMP Belmarsh').waitFor();
    await page.getByRole('button', { name: 'Ban an address' }).click();
    const ban = page.getByRole('dialog', { name: 'Ban an address' });
    await ban.getByLabel('Text to ban', { exact: true }).fill('a');
    await ban.getByRole('button', { name: 'Ban address' }).click();
    await expect.poll(() => ban.locator('#banned-pattern-error').innerText()).toContain('at least 3 letters or digits');
    await ban.getByLabel('Text to ban', { exact: true }).fill('Abbey Road');
    await ban.getByLabel('Reason (optional)', { exact: true }).fill('Crowds of visitors');
    await ban.getByRole('button', { name: 'Ban address' }).click();
    await expect.poll(() => notice(page).innerText()).toContain('“Abbey Road” is banned');
    await record(page, 'Abbey Road').waitFor();
    await lookAt(page, 'console-places-banned-1280');

    await record(page, 'Abbey Road').getByRole('button', { name: 'Delete Abbey Road' }).click();
    const confirm = page.getByRole('dialog', { name: 'Lift this ban?' });
    await confirm.getByRole('button', { name: 'Lift the ban' }).click();
    await expect.poll(() => notice(page).innerText()).toContain('“Abbey Road” is no longer banned.');
    expect(await record(page, 'Abbey Road').count()).toBe(0);
    await page.close();
  });

  it('a dispatcher on a phone reads the places without a way to change them', async () => {
    const page = await newPage(env.browser, MOBILE);
    await signIn(page, DEMO_LOGINS.riversideDispatcher);
    await openConsoleArea(page, 'Places');
    await expect.poll(() => page.locator('.page-header').innerText()).toContain('Only the website’s platform admin can change these.');
    await record(page, SHARD).waitFor();
    expect(await page.getByRole('button', { name: /Add a place|Edit|Delete|Move/ }).count()).toBe(0);
    await lookAt(page, 'console-places-dispatcher-390');
    await page.getByRole('tab', { name: 'Banned addresses' }).click();
    await record(page, 'HMP Belmarsh').waitFor();
    expect(await page.getByRole('button', { name: /Ban an address|Edit|Delete/ }).count()).toBe(0);
    await page.close();
  });
});

describe('Company', () => {
  it('an owner edits the profile: a bad email is shown on its field, then the profile saves', async () => {
    const page = await newPage(env.browser, DESKTOP);
    await signIn(page, DEMO_LOGINS.riversideOwner);
    await openConsoleArea(page, 'Company');
    const name = page.getByLabel('Company name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('Riverside Executive Cars');
    await lookAt(page, 'console-company-owner-1280');

    await page.getByLabel('Email', { exact: true }).fill('bookings at riverside');
    await page.getByLabel('Phone', { exact: true }).fill('020 7946 0199');
    await page.getByLabel('Cancellation policy (optional)', { exact: true }).fill('Free cancellation until 6 pm the day before.\nAfter that, the full fare.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const emailError = page.locator('#company-email-error');
    await expect.poll(() => emailError.innerText()).toBe('Enter a valid email address');
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('company-email');
    // The focus scrolled the page: back to the top, so the sticky header is drawn in its place.
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAt(page, 'console-company-error-1280');

    await page.getByLabel('Email', { exact: true }).fill('bookings@riverside-cars.example');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => notice(page).innerText()).toContain('Saved.');
    expect(await emailError.count()).toBe(0);
    // What was stored: the phone number in its one written form.
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('+44 20 7946 0199');

    // Still there after a reload.
    await page.reload();
    await expect.poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe('bookings@riverside-cars.example');
    expect(await page.getByLabel('Cancellation policy (optional)', { exact: true }).inputValue()).toBe('Free cancellation until 6 pm the day before.\nAfter that, the full fare.');
    await page.close();

    const phone = await newPage(env.browser, MOBILE);
    await signIn(phone, DEMO_LOGINS.riversideOwner);
    await openConsoleArea(phone, 'Company');
    await expect.poll(() => phone.getByLabel('Company name', { exact: true }).inputValue()).toBe('Riverside Executive Cars');
    await lookAt(phone, 'console-company-owner-390');
    await phone.close();
  });

  it('a dispatcher sees the profile read-only', async () => {
    for (const [viewport, width] of [[DESKTOP, 1280], [MOBILE, 390]] as const) {
      const page = await newPage(env.browser, viewport);
      await signIn(page, DEMO_LOGINS.riversideDispatcher);
      await openConsoleArea(page, 'Company');
      const facts = page.getByRole('region', { name: 'Profile' });
      await expect.poll(() => facts.innerText()).toContain('bookings@riverside-cars.example');
      expect(await facts.innerText()).toContain('Free cancellation until 6 pm the day before.');
      expect(await page.locator('.page-header').innerText()).toContain('Only an owner can change the company’s profile.');
      expect(await page.getByRole('textbox').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
      await lookAt(page, `console-company-dispatcher-${width}`);
      await page.close();
    }
  });

  it('the platform admin picks the company', async () => {
    const page = await newPage(env.browser, DESKTOP);
    await signIn(page, DEMO_LOGINS.platformAdmin);
    await openConsoleArea(page, 'Company');
    const name = page.getByLabel('Company name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('Capital Skyline Transfers');
    await page.getByRole('search', { name: 'Company' }).getByLabel('Company').selectOption({ label: 'Greenline Private Hire' });
    await expect.poll(() => name.inputValue()).toBe('Greenline Private Hire');
    await lookAt(page, 'console-company-admin-1280');
    await page.close();
  });
});
