/**
 * The console's Settings and Audit log (issue 11), on the built site with its demo logins: the
 * platform admin switches "Our Fleet" out of the website's menu and changes an extra's price, and a
 * visitor's next page load has no Our Fleet link; a bad value is refused on its field and nothing
 * unchanged is ever sent; an owner reads the settings without a way to change them, and the API
 * refuses their change with 403 even with their cookie and CSRF token; the owner opens the audit
 * log, sees only their company's entries and filters them. Each screen is checked with axe and
 * photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { fetchSettings } from '../support/journey';
import { siteAndBrowser } from '../support/server';
import { callAsSignedIn, consoleNav, DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, openMoreAreas, signInToConsole } from '../support/console';

const env = siteAndBrowser();

const READ_ONLY_LINE = "Only the website's platform admin can change these.";

async function lookAt(page: Page, name: string): Promise<void> {
  await expectSoundConsoleScreen(page, name);
  // From the top: a full-page picture of a scrolled page draws the sticky header in the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const notice = (page: Page) => page.locator('.notice-region');
const ourFleetLinks = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Fleet' });

describe('the platform admin changes the website’s settings', () => {
  let admin: Page;
  let visitor: Page;
  const puts: string[] = [];

  beforeAll(async () => {
    admin = await newPage(env.browser, DESKTOP);
    visitor = await newPage(env.browser, DESKTOP);
    admin.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
  });

  afterAll(async () => {
    await admin?.context().close();
    await visitor?.context().close();
  });

  it('the website shows Our Fleet in its menu to begin with', async () => {
    await visitor.goto(env.site.url);
    await ourFleetLinks(visitor).waitFor();
  });

  it('shows every group with its controls, and sends nothing while nothing changed', async () => {
    await signInToConsole(admin, env.site.url, DEMO_LOGINS.platformAdmin);
    await openConsoleArea(admin, 'Settings');
    for (const group of ['Website pages', 'Booking options', 'Extras prices', 'Waiting at the pick-up', 'Payments', 'Company details']) {
      await admin.getByRole('heading', { name: group, level: 2 }).waitFor();
    }
    // The terms of waiting staff record after a journey, at their defaults until saved.
    expect(await admin.getByLabel('Free waiting').inputValue()).toBe('10');
    expect(await admin.getByLabel('Price per minute after that').inputValue()).toBe('0.30');
    const fleet = admin.getByRole('switch', { name: /Our Fleet/ });
    expect(await fleet.isChecked()).toBe(true);
    expect(await admin.getByLabel('Meet and greet').inputValue()).toBe('15.00');
    expect(await admin.getByLabel('Booking notice').inputValue()).toBe('120');
    expect(await admin.getByText('No unsaved changes').isVisible()).toBe(true);
    const saveButton = admin.getByRole('button', { name: 'Save changes' });
    expect(await saveButton.isDisabled()).toBe(true);

    // Switching off and on again, or retyping a value the same way, is no change either.
    await fleet.click();
    await fleet.click();
    await admin.getByLabel('Meet and greet').fill('15');
    expect(await admin.getByText('No unsaved changes').isVisible()).toBe(true);
    expect(await saveButton.isDisabled()).toBe(true);
    await admin.getByLabel('Meet and greet').fill('15.00');
    expect(puts).toEqual([]);
    await lookAt(admin, 'console-settings-admin-1280');
  });

  it('refuses a bad value on its field, in the contract’s words, without sending it', async () => {
    await admin.getByLabel('Booking notice').fill('two hours');
    expect(await admin.getByText('1 unsaved change').isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => admin.locator('#settings-problem').innerText()).toBe('Check the setting marked below.');
    const grace = admin.getByLabel('Booking notice');
    expect(await grace.getAttribute('aria-invalid')).toBe('true');
    expect(await grace.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await admin.getByText('Enter whole minutes, e.g. 120 (0: no notice needed).').isVisible()).toBe(true);
    expect(puts).toEqual([]);
    await expectSoundConsoleScreen(admin, 'console-settings-refused');
    await admin.screenshot({ path: `${ARTIFACTS}/console-settings-refused-1280.png` });
    await admin.getByRole('button', { name: 'Discard' }).click();
    expect(await grace.inputValue()).toBe('120');
  });

  it('switches Our Fleet off and changes an extra’s price: saved, said, and on the website at the next page load', async () => {
    await admin.getByRole('switch', { name: /Our Fleet/ }).click();
    await admin.getByLabel('Meet and greet').fill('12.5');
    expect(await admin.getByText('2 unsaved changes').isVisible()).toBe(true);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => notice(admin).innerText())
      .toContain('Saved 2 changes: “Our Fleet” in the menu: on → off; Meet and greet: £15.00 → £12.50.');
    expect(puts).toHaveLength(1);
    expect(await admin.getByLabel('Meet and greet').inputValue()).toBe('12.50');
    expect(await admin.getByText('All changes saved').isVisible()).toBe(true);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await admin.screenshot({ path: `${ARTIFACTS}/console-settings-saved-1280.png` });

    const settings = await fetchSettings(env.site.url);
    expect(settings.NAVBAR_OUR_FLEET_PAGE).toBe('disable');
    expect(settings.MEET_AND_GREET).toBe('12.50');

    await visitor.reload();
    await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).waitFor();
    expect(await ourFleetLinks(visitor).count()).toBe(0);
    await screenshot(visitor, 'console-settings-website-without-our-fleet-1280');
  });

  it('finds its changes in the audit log, under the platform-wide entries', async () => {
    await openConsoleArea(admin, 'Audit log');
    await admin.getByLabel('Company').selectOption({ label: 'Platform-wide' });
    const entries = admin.getByRole('list', { name: 'Audit entries' });
    // The earlier list stays on screen, dimmed and busy, until the filtered one arrives.
    await admin.waitForURL(/company_id=none/);
    await expect.poll(() => entries.getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(2);
    const text = await entries.innerText();
    expect(text).toContain('Meet and greet: £15.00 → £12.50');
    expect(text).toContain('“Our Fleet” in the menu: on → off');
    expect(text).toContain('Pat Admin');
    await lookAt(admin, 'console-audit-admin-1280');
  });

  it('fits a phone', async () => {
    await admin.setViewportSize(MOBILE);
    await openConsoleArea(admin, 'Settings');
    await admin.getByRole('switch', { name: /Our Fleet/ }).waitFor();
    await lookAt(admin, 'console-settings-admin-390');
  });
});

describe('an owner reads the settings and the audit log of their company', () => {
  let owner: Page;
  const company = 'Riverside Executive Cars';

  beforeAll(async () => {
    owner = await newPage(env.browser, DESKTOP);
  });

  afterAll(async () => {
    await owner?.context().close();
  });

  it('sees the settings without controls, and the API refuses their change even with their cookie and CSRF token', async () => {
    await signInToConsole(owner, env.site.url, DEMO_LOGINS.riversideOwner);
    await openConsoleArea(owner, 'Settings');
    await owner.getByRole('heading', { name: 'Extras prices', level: 2 }).waitFor();
    expect(await owner.getByText(READ_ONLY_LINE).isVisible()).toBe(true);
    expect(await owner.getByRole('switch').count()).toBe(0);
    expect(await owner.getByRole('textbox').count()).toBe(0);
    expect(await owner.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    const fleetRow = owner.locator('.setting-value').filter({ hasText: 'Our Fleet' });
    expect(await fleetRow.innerText()).toMatch(/Our Fleet” in the menu\s*Off/);
    expect(await owner.locator('.setting-value').filter({ hasText: 'Meet and greet' }).innerText()).toContain('£12.50');
    await lookAt(owner, 'console-settings-owner-1280');

    const refused = await callAsSignedIn(owner, 'PUT', '/api/operator/v1/settings', { NAVBAR_OUR_FLEET_PAGE: 'enable' });
    expect(refused).toEqual({ status: 403, body: { success: false, message: 'Your role cannot do this.' } });
    expect((await fetchSettings(env.site.url)).NAVBAR_OUR_FLEET_PAGE).toBe('disable');
  });

  it("lists only the company's entries and filters them by action and by words", async () => {
    // Two changes of the owner's own: a driver added, then deactivated.
    const added = await callAsSignedIn(owner, 'POST', '/api/operator/v1/drivers', {
      name: 'Audit Driver',
      mobile: '07700 900555',
      licence_number: 'PHD 555',
      licence_expiry: '2030-01-01',
      vehicle_registration: 'AU12 DIT',
      vehicle_category: 'Saloon',
    });
    expect(added.status).toBe(201);
    const id = (added.body as unknown as { data: { id: number } }).data.id;
    expect((await callAsSignedIn(owner, 'POST', `/api/operator/v1/drivers/${id}/deactivate`)).status).toBe(200);

    await openConsoleArea(owner, 'Audit log');
    expect(await owner.getByText(`Every change made in the console for ${company}, newest first.`).isVisible()).toBe(true);
    const entries = owner.getByRole('list', { name: 'Audit entries' });
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(2);
    const all = await entries.innerText();
    expect(all).toMatch(/Deactivated driver Audit Driver[\s\S]*Added driver Audit Driver/);
    expect(all).toContain('Rita Owens');
    // The platform admin's changes of the website are not the company's.
    expect(all).not.toContain('Our Fleet');
    expect(await owner.getByLabel('Company').count()).toBe(0);
    await lookAt(owner, 'console-audit-owner-1280');

    await owner.getByLabel('About').selectOption({ label: 'Driver' });
    await owner.getByLabel('Action').selectOption({ label: 'Driver deactivated' });
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(1);
    expect(owner.url()).toContain('action=driver.deactivated');
    await owner.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(2);

    await owner.getByLabel('Search').fill('AU12 DIT');
    await owner.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(1);
    const added1 = entries.getByRole('listitem').first();
    await added1.getByText('Details').click();
    expect(await added1.innerText()).toMatch(/Vehicle registration\s*AU12 DIT/);

    await owner.getByLabel('Search').fill('nothing like this');
    await owner.getByRole('button', { name: 'Search' }).click();
    await owner.getByText('No entries match').waitFor();
    await owner.getByRole('button', { name: 'Show every entry' }).click();
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(2);
  });

  it('fits a phone, and a dispatcher has no audit log', async () => {
    await owner.setViewportSize(MOBILE);
    await owner.reload();
    await owner.getByRole('list', { name: 'Audit entries' }).waitFor();
    await lookAt(owner, 'console-audit-owner-390');
    await openConsoleArea(owner, 'Settings');
    await lookAt(owner, 'console-settings-owner-390');

    const dispatcher = await newPage(env.browser, MOBILE);
    try {
      await signInToConsole(dispatcher, env.site.url, DEMO_LOGINS.riversideDispatcher);
      const menu = consoleNav(dispatcher);
      await openMoreAreas(dispatcher);
      expect(await menu.getByRole('link', { name: 'Settings' }).count()).toBe(1);
      expect(await menu.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
      expect((await callAsSignedIn(dispatcher, 'GET', '/api/operator/v1/audit')).status).toBe(403);
    } finally {
      await dispatcher.context().close();
    }
  });
});
