/**
 * The console's Staff, Drivers and set-password screens (issue 10), on the built site with its demo
 * logins (this machine only): an owner invites a dispatcher, who opens the mailed link in another
 * browser, sets a password and lands signed in on Bookings without Staff in the menu; a dispatcher
 * on a phone adds a driver with an expired licence, edits and deactivates them; a platform admin
 * sees every company and the server's refusal to leave a company without an owner. Each screen is
 * checked with axe and photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import path from 'node:path';
import { ARTIFACTS, DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { londonDate } from '../support/booking';
import { readOutbox, uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';
import { consoleNav, DEMO_PASSWORD, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';

const OWNER = 'owner@riverside-cars.example';
const DISPATCHER = 'dispatch@riverside-cars.example';
const ADMIN = 'admin@kerbside.example';
const COMPANY = 'Riverside Executive Cars';

const env = siteAndBrowser();

async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await signInToConsole(page, env.site.url, email, '/operator', password);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
}

/** The card of one driver or staff member, found by its heading. */
const record = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });

const notice = (page: Page) => page.locator('.notice-region');

/** axe-clean, nothing past the right edge, every button at least 44 px high (expectSoundConsoleScreen); then the screenshot. */
async function lookAt(page: Page, name: string): Promise<void> {
  await expectSoundConsoleScreen(page, name);
  // A modal is seen in the window: a full-page picture would draw the page behind it out of place.
  if (await page.locator('dialog[open]').count()) await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  else await screenshot(page, name);
}

/** `/operator/set-password#token=…` of the newest invitation mailed to `email` (newest first), on this test's site. */
async function inviteLinks(email: string): Promise<string[]> {
  const mails = await readOutbox(env.site.url, { to: email, kind: 'staff_invite' });
  return mails.map((mail) => {
    const link = /https?:\/\/\S+?(\/operator\/set-password#token=[\w-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`No set-password link in: ${mail.text}`);
    return `${env.site.url}${link}`;
  });
}

async function inviteStaff(page: Page, name: string, email: string, role: 'Dispatcher' | 'Owner' = 'Dispatcher'): Promise<void> {
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('radio', { name: role }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect.poll(() => notice(page).innerText()).toContain(`Invitation sent to ${email}`);
  expect(await dialog.count()).toBe(0);
}

describe('an owner invites a dispatcher who sets a password and signs in', () => {
  let owner: Page;
  let invitee: Page;
  const name = 'Dana Reyes';
  const email = uniqueEmail('dana');
  const password = 'correct horse battery staple';

  beforeAll(async () => {
    owner = await newPage(env.browser, DESKTOP);
  });

  afterAll(async () => {
    await owner?.context().close();
    await invitee?.context().close();
  });

  it('shows the owner their staff: role, status, last sign-in, and no buttons on their own row', async () => {
    await signIn(owner, OWNER);
    await openConsoleArea(owner, 'Staff');
    const me = record(owner, 'Rita Owens');
    expect(await me.innerText()).toMatch(/You[\s\S]*Owner[\s\S]*Active/);
    expect(await me.getByRole('button').count()).toBe(0);
    const dev = record(owner, 'Dev Patel');
    expect(await dev.innerText()).toMatch(/Dispatcher[\s\S]*Active[\s\S]*Last sign-in/);
    expect(await dev.getByRole('button', { name: 'Deactivate Dev Patel' }).isVisible()).toBe(true);
    await lookAt(owner, 'console-staff-1280');
  });

  it('refuses an incomplete invitation in the form, then one for an email already on the staff, in the server’s words', async () => {
    await owner.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite staff' });
    expect(await dialog.getByRole('radio', { name: 'Dispatcher' }).isChecked()).toBe(true);
    expect(await dialog.getByLabel('Name', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await lookAt(owner, 'console-staff-invite-1280');

    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Check the 2 fields marked below.');
    expect(await dialog.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.innerText()).toContain('Enter their name');

    await dialog.getByLabel('Name', { exact: true }).fill('Dev Again');
    await dialog.getByLabel('Email', { exact: true }).fill(DISPATCHER);
    const answer = owner.waitForResponse((res) => res.url().endsWith('/api/operator/v1/staff/invites'));
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    expect((await answer).status()).toBe(409);
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('This email already has a console login, with your company or another. If they are not in your staff list, invite them with another email address.');
    await lookAt(owner, 'console-staff-invite-refused-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
  });

  it('invites a dispatcher, who is listed as invited, and sends a new link that replaces the first', async () => {
    await inviteStaff(owner, name, email);
    const row = record(owner, name);
    await expect.poll(() => row.innerText()).toMatch(/Dispatcher[\s\S]*Invited[\s\S]*Has not set a password yet[\s\S]*Never/);
    expect(await inviteLinks(email)).toHaveLength(1);

    await row.getByRole('button', { name: `Resend invite ${name}` }).click();
    await expect.poll(() => notice(owner).innerText()).toContain(`A new link is on its way to ${email}`);
    expect(await inviteLinks(email)).toHaveLength(2);
    await lookAt(owner, 'console-staff-invited-1280');
  });

  it('tells whoever opens the replaced link that it no longer works, and what to do', async () => {
    const [, firstLink] = await inviteLinks(email);
    const stranger = await newPage(env.browser, MOBILE);
    try {
      await stranger.goto(firstLink!);
      await stranger.getByRole('heading', { name: 'This link does not work', level: 1 }).waitFor();
      expect(await stranger.getByRole('alert').innerText()).toBe('This link has expired or was already used.');
      expect(await stranger.locator('main').innerText()).toContain('Ask your owner to send a new invitation.');
      expect(new URL(stranger.url()).hash).toBe('');
      await lookAt(stranger, 'console-set-password-expired-390');
    } finally {
      await stranger.context().close();
    }
  });

  it('opens the new link signed out, names the person and the company, and takes the token off the address bar', async () => {
    const [link] = await inviteLinks(email);
    invitee = await newPage(env.browser, DESKTOP);
    const described = invitee.waitForResponse((res) => res.url().includes('/api/operator/v1/invites/'));
    await invitee.goto(link!);
    expect((await described).status()).toBe(200);
    await invitee.getByRole('heading', { name: 'Set your password', level: 1 }).waitFor();
    expect(await invitee.locator('main').innerText()).toContain(`Set a password for ${name} (${email}) at ${COMPANY}, as a dispatcher.`);
    await expect.poll(() => invitee.url()).toBe(`${env.site.url}/operator/set-password`);
    expect(await invitee.getByText('At least 12 characters').isVisible()).toBe(true);
    expect(await invitee.title()).toBe('Set your password · Kerbside Console');
    await lookAt(invitee, 'console-set-password-1280');
  });

  it('asks for 12 characters and the same password twice before sending anything', async () => {
    const alert = invitee.getByRole('alert');
    await invitee.getByLabel('New password').fill('too short');
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect.poll(() => invitee.locator('#new-password-error').innerText()).toBe('Use at least 12 characters');
    expect(await alert.innerText()).toBe('Check the password below.');

    await invitee.getByLabel('New password').fill(password);
    await invitee.getByLabel('Type it again').fill(`${password}!`);
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect.poll(() => invitee.locator('#new-password-again-error').innerText()).toContain('not the same');
    await invitee.getByLabel('Show the passwords').check();
    expect(await invitee.getByLabel('New password').getAttribute('type')).toBe('text');
    await lookAt(invitee, 'console-set-password-errors-1280');
  });

  it('sets the password and lands on Bookings signed in as the dispatcher, without Staff in the menu', async () => {
    await invitee.getByLabel('Type it again').fill(password);
    const accepted = invitee.waitForResponse((res) => res.url().endsWith('/api/operator/v1/invites/accept'));
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    expect((await accepted).status()).toBe(200);
    await invitee.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    expect(new URL(invitee.url()).pathname).toBe('/operator/bookings');
    expect(await invitee.locator('.console-header__who').innerText()).toContain(`${name} (Dispatcher)`);
    // Each link's first line: its name (New booking's key, N, and a badge's count come after it).
    const names = (await consoleNav(invitee).getByRole('link').allInnerTexts()).map((text) => text.split('\n')[0]);
    expect(names).toEqual(['New booking', 'Bookings', 'Drivers', 'Map', 'Enquiries', 'Messages', 'Prices', 'Fleet', 'Company', 'Settings', 'Places', 'Complaints', 'Lost property']);

    await invitee.goto(`${env.site.url}/operator/staff`);
    await invitee.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
  });

  it('lets the dispatcher sign in again with the new password', async () => {
    await invitee.getByRole('button', { name: 'Sign out' }).click();
    await invitee.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await signIn(invitee, email, password);
    expect(await invitee.locator('.console-header__who').innerText()).toContain(name);
  });

  it('shows the owner the dispatcher as active; deactivating (after a confirm) signs them out, reactivating lets them back', async () => {
    await owner.reload();
    await owner.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    const row = record(owner, name);
    await expect.poll(() => row.innerText()).toMatch(/Active[\s\S]*Last sign-in\s*\d/);
    expect(await row.getByRole('button', { name: /Resend invite/ }).count()).toBe(0);

    await row.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = owner.getByRole('dialog', { name: `Deactivate ${name}?` });
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => notice(owner).innerText()).toContain(`${name} is deactivated and signed out.`);
    await expect.poll(() => row.innerText()).toContain('Deactivated');

    await invitee.reload();
    await invitee.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();

    await row.getByRole('button', { name: `Reactivate ${name}` }).click();
    await owner.getByRole('dialog', { name: `Reactivate ${name}?` }).getByRole('button', { name: 'Reactivate' }).click();
    await expect.poll(() => notice(owner).innerText()).toContain(`${name} is active again.`);
    await signIn(invitee, email, password);
  });
});

describe('a dispatcher on a phone keeps the drivers', () => {
  let page: Page;
  const driver = 'Sam Carter';

  beforeAll(async () => {
    page = await newPage(env.browser, MOBILE);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('starts with no drivers and a way to add one', async () => {
    await signIn(page, DISPATCHER);
    await openConsoleArea(page, 'Drivers');
    await page.getByText('No drivers yet').waitFor();
    await lookAt(page, 'console-drivers-empty-390');
  });

  it('opens the driver form full screen, with the fleet’s categories, and names each field’s problem', async () => {
    await page.getByRole('button', { name: 'Add driver' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add driver' });
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBe(MOBILE.width);
    expect(await dialog.getByLabel('Vehicle category').locator('option').allInnerTexts()).toEqual([
      'Choose…',
      'Saloon',
      'Estate',
      'Executive',
      'MPV',
      '8-Seat Minibus',
      'Wheelchair Accessible',
    ]);
    await lookAt(page, 'console-driver-form-390');

    await dialog.getByLabel('Mobile').fill('12345');
    await dialog.getByRole('button', { name: 'Add driver' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Check the 6 fields marked below.');
    expect(await dialog.innerText()).toContain('Enter a UK mobile number, e.g. 07700 900123');
    expect(await dialog.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(true);
    await lookAt(page, 'console-driver-form-errors-390');
  });

  it('adds a driver whose licence has expired, shown with an Expired badge and a number to call', async () => {
    const dialog = page.getByRole('dialog', { name: 'Add driver' });
    await dialog.getByLabel('Name').fill(driver);
    await dialog.getByLabel('Mobile').fill('07700 900123');
    await dialog.getByLabel('Private-hire licence number').fill('ph 12345');
    await dialog.getByRole('textbox', { name: 'Licence expiry' }).fill('2024-01-31');
    await dialog.getByLabel('Vehicle registration').fill('ab12cde');
    await dialog.getByLabel('Vehicle category').selectOption('Saloon');
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/operator/v1/drivers') && res.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Add driver' }).click();
    expect((await saved).status()).toBe(201);
    await expect.poll(() => notice(page).innerText()).toContain(`${driver} is added.`);

    const row = record(page, driver);
    expect(await row.innerText()).toMatch(/07700 900123[\s\S]*PH 12345[\s\S]*31 Jan 2024[\s\S]*Expired[\s\S]*AB12 CDE[\s\S]*Saloon/);
    expect(await row.getByRole('link', { name: /07700 900123/ }).getAttribute('href')).toBe('tel:+447700900123');
    await lookAt(page, 'console-drivers-390');
  });

  it('adds a second driver whose licence expires within 30 days: Expires soon', async () => {
    await page.getByRole('button', { name: 'Add driver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add driver' });
    await dialog.getByLabel('Name').fill('Priya Shah');
    await dialog.getByLabel('Mobile').fill('+44 7700 900456');
    await dialog.getByLabel('Private-hire licence number').fill('PH 777');
    await dialog.getByRole('textbox', { name: 'Licence expiry' }).fill(londonDate(10));
    await dialog.getByLabel('Vehicle registration').fill('XY70 ZZZ');
    await dialog.getByLabel('Vehicle category').selectOption('MPV');
    await dialog.getByRole('button', { name: 'Add driver' }).click();
    await expect.poll(() => record(page, 'Priya Shah').innerText()).toContain('Expires soon');
    expect(await page.getByRole('status').filter({ hasText: /^2 drivers$/ }).count()).toBe(1);
  });

  it('edits the driver: a renewed licence is Valid', async () => {
    await record(page, driver).getByRole('button', { name: `Edit ${driver}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${driver}` });
    expect(await dialog.getByLabel('Mobile').inputValue()).toBe('07700 900123');
    expect(await dialog.getByLabel('Vehicle category').inputValue()).toBe('Saloon');
    await dialog.getByRole('textbox', { name: 'Licence expiry' }).fill('2030-06-30');
    await dialog.getByLabel('Vehicle category').selectOption('Estate');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => notice(page).innerText()).toContain(`${driver} is saved.`);
    await expect.poll(() => record(page, driver).innerText()).toMatch(/30 Jun 2030[\s\S]*Valid[\s\S]*Estate/);
  });

  it('finds a driver by part of the registration', async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill('xy70');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Priya Shah']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-at-all');
    await page.getByText('No drivers match').waitFor();
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBe(2);
  });

  it('deactivates the driver after a confirm; the Active filter leaves them out, and they can be reactivated', async () => {
    await record(page, driver).getByRole('button', { name: `Deactivate ${driver}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${driver}?` });
    expect(await confirm.innerText()).toContain('cannot be given new jobs');
    await lookAt(page, 'console-driver-deactivate-390');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => notice(page).innerText()).toContain(`${driver} is deactivated.`);
    await expect.poll(() => record(page, driver).innerText()).toContain('Inactive');

    await page.getByLabel('Show').selectOption('Active');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Priya Shah']);
    await page.getByLabel('Show').selectOption('Inactive');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([expect.stringContaining(driver)]);

    await record(page, driver).getByRole('button', { name: `Reactivate ${driver}` }).click();
    await page.getByRole('dialog', { name: `Reactivate ${driver}?` }).getByRole('button', { name: 'Reactivate' }).click();
    await expect.poll(() => notice(page).innerText()).toContain(`${driver} is active again.`);
  });
});

describe('the other widths', () => {
  it('writes a date day first in a US-locale browser too, and says how when it cannot read one', async () => {
    const page = await newPage(env.browser, DESKTOP, { locale: 'en-US' });
    try {
      await signIn(page, DISPATCHER);
      await openConsoleArea(page, 'Drivers');
      await record(page, 'Sam Carter').getByRole('button', { name: 'Edit Sam Carter' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Sam Carter' });
      const expiry = dialog.getByRole('textbox', { name: 'Licence expiry' });
      expect(await expiry.inputValue()).toBe('30/06/2030');
      await expiry.fill('06/30/2031');
      await expiry.blur();
      expect(await dialog.innerText()).toContain('Enter the date as DD/MM/YYYY, for example 28/11/2026.');
      expect(await expiry.getAttribute('aria-invalid')).toBe('true');
      await expiry.fill('1.7.31');
      await expiry.blur();
      expect(await expiry.inputValue()).toBe('01/07/2031');
      expect(await dialog.innerText()).not.toContain('Enter the date as DD/MM/YYYY');
      // A day picked from the calendar (the browser's own date input under the button) is written day first too.
      await dialog.locator('.date-field__native').fill('2031-08-15', { force: true });
      expect(await expiry.inputValue()).toBe('15/08/2031');
      await expiry.fill('1.7.31');
      await expiry.blur();
      await lookAt(page, 'console-date-field-us-locale-1280');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => record(page, 'Sam Carter').innerText()).toMatch(/1 Jul 2031[\s\S]*Valid/);
    } finally {
      await page.context().close();
    }
  });

  it('shows the drivers list and form at 1280 px', async () => {
    const page = await newPage(env.browser, DESKTOP);
    try {
      await signIn(page, DISPATCHER);
      await openConsoleArea(page, 'Drivers');
      await record(page, 'Sam Carter').waitFor();
      await lookAt(page, 'console-drivers-1280');
      await record(page, 'Priya Shah').getByRole('button', { name: 'Edit Priya Shah' }).click();
      await page.getByRole('dialog', { name: 'Edit Priya Shah' }).waitFor();
      await lookAt(page, 'console-driver-form-1280');
    } finally {
      await page.context().close();
    }
  });

  it('shows the staff list, the invite form and the set-password page at 390 px', async () => {
    const page = await newPage(env.browser, MOBILE);
    const visitor = await newPage(env.browser, MOBILE);
    try {
      await signIn(page, OWNER);
      await openConsoleArea(page, 'Staff');
      await lookAt(page, 'console-staff-390');
      await page.getByRole('button', { name: 'Invite staff' }).click();
      expect((await page.getByRole('dialog', { name: 'Invite staff' }).boundingBox())!.width).toBe(MOBILE.width);
      await lookAt(page, 'console-staff-invite-390');
      // Escape closes the dialog and gives focus back to the button that opened it.
      await page.keyboard.press('Escape');
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Invite staff' }).evaluate((el) => el === document.activeElement)).toBe(true);

      const email = uniqueEmail('omar');
      await inviteStaff(page, 'Omar Farouk', email, 'Owner');
      const [link] = await inviteLinks(email);
      await visitor.goto(link!);
      await visitor.getByRole('heading', { name: 'Set your password', level: 1 }).waitFor();
      await expect.poll(() => visitor.locator('main').innerText()).toContain('as an owner');
      await lookAt(visitor, 'console-set-password-390');
    } finally {
      await page.context().close();
      await visitor.context().close();
    }
  });
});

describe('a platform admin', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(env.browser, DESKTOP);
    await signIn(page, ADMIN);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it("sees every company's drivers, with each driver's company, and narrows to one", async () => {
    await openConsoleArea(page, 'Drivers');
    await expect.poll(() => record(page, 'Sam Carter').innerText()).toContain(COMPANY);
    await page.getByLabel('Company').selectOption({ label: 'Capital Skyline Transfers' });
    await page.getByText('No drivers match').waitFor();
  });

  it('adds a driver to a company it chooses', async () => {
    await page.getByLabel('Company').selectOption('');
    await page.getByRole('button', { name: 'Add driver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add driver' });
    await dialog.getByLabel('Name').fill('Lee Wong');
    await dialog.getByLabel('Mobile').fill('07700 900789');
    await dialog.getByLabel('Private-hire licence number').fill('PH 9');
    await dialog.getByRole('textbox', { name: 'Licence expiry' }).fill('2031-01-01');
    await dialog.getByLabel('Vehicle registration').fill('LW21 AAA');
    await dialog.getByRole('button', { name: 'Add driver' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Check the 2 fields marked below.');
    expect(await dialog.innerText()).toContain('Choose the company of the driver.');
    await dialog.getByLabel('Company').selectOption({ label: 'Capital Skyline Transfers' });
    await dialog.getByLabel('Vehicle category').selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Add driver' }).click();
    await expect.poll(() => record(page, 'Lee Wong').innerText()).toContain('Capital Skyline Transfers');
  });

  it("shows the server's refusal to leave a company without an owner", async () => {
    await openConsoleArea(page, 'Staff');
    await page.getByLabel('Company').selectOption({ label: COMPANY });
    const owner = record(page, 'Rita Owens');
    await owner.getByRole('button', { name: 'Change role Rita Owens' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the role of Rita Owens' });
    await dialog.getByRole('radio', { name: 'Dispatcher' }).check();
    const answer = page.waitForResponse((res) => res.url().endsWith('/role'));
    await dialog.getByRole('button', { name: 'Save role' }).click();
    expect((await answer).status()).toBe(409);
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe(
      'A company needs at least one active owner who has set a password. Make someone else an owner first.',
    );
    await lookAt(page, 'console-staff-role-refused-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await owner.innerText()).toContain('Owner');
  });
});
