/**
 * Issue 25 §2 side by side: the console (1280) and a driver's phone (390 px, a browser context of
 * its own). Staff open a driver, give them an email, press Send sign-in link; the phone opens the
 * mailed link (read from the stored outbox) and shows its home with the driver's name; the console
 * lists the phone; the same link is refused a second time; "Sign out this phone" signs the phone
 * out (seen when the app comes back into view, and after a reload); the driver's own Sign out; and
 * deactivating the driver signs them out too. The console's driver page and the phone's home are
 * checked (axe, targets, no sideways scroll) and photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot, seriousA11yViolations } from '../support/browser';
import { readOutbox, uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';
import { expectSoundConsoleScreen, signInToConsole } from '../support/console';
import { smallDriverTargets } from '../support/driver-phone';

const DISPATCHER = 'dispatch@riverside-cars.example';
const COMPANY = 'Riverside Executive Cars';
const DRIVER = 'Sam Okafor';
const SIGNED_OUT = 'You were signed out. Ask the office for a new sign-in link.';
const LINK_REFUSED = 'This sign-in link has expired or was used already. Ask the office for a new one.';

const env = siteAndBrowser();

/** Every sign-in link mailed to `email`, newest first, as a URL on this test's site. */
async function signInLinks(email: string): Promise<string[]> {
  const mails = await readOutbox(env.site.url, { to: email, kind: 'driver_sign_in' });
  return mails.map((mail) => {
    const link = /https?:\/\/\S+?(\/driver\/sign-in#[\w-]+)/.exec(mail.text)?.[1];
    if (!link) throw new Error(`No sign-in link in: ${mail.text}`);
    return `${env.site.url}${link}`;
  });
}

async function newPhone(browser: Browser): Promise<Page> {
  return newPage(browser, MOBILE);
}

/** The phone, signed in by `link`: its home shows the driver's name and company. */
async function openLink(phone: Page, link: string): Promise<void> {
  await phone.goto(link);
  await phone.getByRole('heading', { name: DRIVER, level: 1 }).waitFor();
  expect(new URL(phone.url()).pathname).toMatch(/^\/driver\/?$/);
  expect(new URL(phone.url()).hash).toBe('');
}

describe('a driver signed in from the console, side by side', () => {
  let office: Page;
  let phone: Page;
  const email = uniqueEmail('sam');
  let driverPath = '';

  const notice = () => office.locator('.notice-region');
  const phones = () => office.getByRole('list', { name: 'Signed-in phones' }).getByRole('listitem');
  const sendButton = () => office.getByRole('button', { name: 'Send sign-in link' });

  async function sendLink(): Promise<string> {
    const before = (await signInLinks(email)).length;
    await sendButton().click();
    await expect.poll(() => notice().innerText()).toContain(`Sign-in link sent to ${email}. It works once, for 15 minutes.`);
    const links = await signInLinks(email);
    expect(links).toHaveLength(before + 1);
    return links[0]!;
  }

  beforeAll(async () => {
    office = await newPage(env.browser, DESKTOP);
    phone = await newPhone(env.browser);
  });

  afterAll(async () => {
    await office?.context().close();
    await phone?.context().close();
  });

  it('staff add a driver without an email: their page says the link needs one, with the button disabled', async () => {
    await signInToConsole(office, env.site.url, DISPATCHER);
    await office.goto(`${env.site.url}/operator/drivers`);
    await office.getByRole('button', { name: 'Add driver' }).first().click();
    const dialog = office.getByRole('dialog', { name: 'Add driver' });
    await dialog.getByLabel('Name').fill(DRIVER);
    await dialog.getByLabel('Mobile').fill('07700 900321');
    await dialog.getByLabel('Private-hire licence number').fill('PH 4242');
    await dialog.getByRole('textbox', { name: 'Licence expiry' }).fill('2030-06-30');
    await dialog.getByLabel('Vehicle registration').fill('LB21 XYZ');
    await dialog.getByLabel('Vehicle category').selectOption('Saloon');
    await dialog.getByRole('button', { name: 'Add driver' }).click();
    await expect.poll(() => notice().innerText()).toContain(`${DRIVER} is added.`);

    await office.getByRole('link', { name: `Open ${DRIVER}` }).click();
    await office.getByRole('heading', { name: DRIVER, level: 1 }).waitFor();
    driverPath = new URL(office.url()).pathname;
    expect(driverPath).toMatch(/^\/operator\/drivers\/\d+$/);
    expect(await sendButton().isDisabled()).toBe(true);
    const reason = 'The driver has no email address. Add one with Edit, then send the link.';
    expect(await office.getByText(reason).isVisible()).toBe(true);
    expect(await sendButton().getAttribute('aria-describedby')).toBe(await office.getByText(reason).getAttribute('id'));
    await office.getByText('No phone is signed in.').waitFor();
  });

  it('staff set the email and send the link: "Sign-in link sent to … It works once, for 15 minutes."', async () => {
    await office.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = office.getByRole('dialog', { name: `Edit ${DRIVER}` });
    await dialog.getByLabel('Email (optional)').fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => notice().innerText()).toContain(`${DRIVER} is saved.`);
    await expect.poll(() => office.locator('.facts').first().innerText()).toContain(email);
    expect(await sendButton().isEnabled()).toBe(true);

    await sendLink();
    await expectSoundConsoleScreen(office, 'the driver page at 1280');
    await screenshot(office, 'console-driver-page-1280');
  });

  it('the phone opens the link and shows its home: the driver, the company, no jobs yet, Sign out', async () => {
    const [link] = await signInLinks(email);
    await openLink(phone, link!);
    expect(await phone.getByRole('banner').innerText()).toContain(COMPANY);
    await expect.poll(() => phone.locator('main').innerText()).toMatch(/LB21 XYZ[\s\S]*Jobs[\s\S]*No jobs yet\./);
    expect(await phone.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    expect(await seriousA11yViolations(phone)).toEqual([]);
    expect(await smallDriverTargets(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'driver-home-390');
    await phone.setViewportSize(DESKTOP);
    await screenshot(phone, 'driver-home-1280');
    await phone.setViewportSize(MOBILE);
  });

  it("the console lists the phone, with when it signed in and was last used; at 390 px too", async () => {
    await office.reload();
    await expect.poll(() => phones().count()).toBe(1);
    expect(await phones().first().innerText()).toMatch(/Signed in [\s\S]+Last used /);
    await office.setViewportSize(MOBILE);
    await expectSoundConsoleScreen(office, 'the driver page at 390');
    await screenshot(office, 'console-driver-page-390');
    await office.setViewportSize(DESKTOP);
  });

  it('the same link opened again, on another phone, is refused', async () => {
    const [link] = await signInLinks(email);
    const other = await newPhone(env.browser);
    try {
      const answer = other.waitForResponse((res) => res.url().endsWith('/api/driver/v1/session'));
      await other.goto(link!);
      expect((await answer).status()).toBe(400);
      await other.getByRole('alert').filter({ hasText: LINK_REFUSED }).waitFor();
    } finally {
      await other.context().close();
    }
    await office.reload();
    await expect.poll(() => phones().count()).toBe(1);
  });

  it('"Sign out this phone" signs it out: the phone says so when it comes back into view, and after a reload', async () => {
    await phones().first().getByRole('button', { name: /^Sign out this phone/ }).click();
    await expect.poll(() => notice().innerText()).toMatch(/The phone \(.+\) is signed out\./);
    await office.getByText('No phone is signed in.').waitFor();

    // Still on its home: nothing has told it yet. Back into view, it asks the server.
    expect(await phone.getByRole('heading', { name: DRIVER, level: 1 }).isVisible()).toBe(true);
    const asked = phone.waitForResponse((res) => res.url().endsWith('/api/driver/v1/me'));
    await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect((await asked).status()).toBe(401);
    await phone.getByRole('alert').filter({ hasText: SIGNED_OUT }).waitFor();
    await phone.getByRole('heading', { name: 'Signed out', level: 1 }).waitFor();

    await phone.reload();
    await phone.getByRole('alert').filter({ hasText: SIGNED_OUT }).waitFor();
    expect(await seriousA11yViolations(phone)).toEqual([]);
    await screenshot(phone, 'driver-signed-out-by-office-390');
  });

  it("the driver's own Sign out: back to the first-time screen, without the office's message", async () => {
    const link = await sendLink();
    await openLink(phone, link);
    await phone.getByRole('button', { name: 'Sign out' }).click();
    await phone.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(await phone.getByText(SIGNED_OUT).count()).toBe(0);
    await phone.reload();
    await phone.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await office.reload();
    await office.getByText('No phone is signed in.').waitFor();
  });

  it('deactivating the driver signs the phone out, and the link button says why it is disabled', async () => {
    const link = await sendLink();
    await openLink(phone, link);
    await office.reload();
    await expect.poll(() => phones().count()).toBe(1);

    await office.getByRole('button', { name: 'Deactivate' }).click();
    await office.getByRole('dialog', { name: `Deactivate ${DRIVER}?` }).getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => notice().innerText()).toContain(`${DRIVER} is deactivated, and signed out of the driver app.`);
    await office.getByText('No phone is signed in.').waitFor();
    expect(await sendButton().isDisabled()).toBe(true);
    expect(await office.getByText('The driver is deactivated. Reactivate them to send a sign-in link.').isVisible()).toBe(true);

    const asked = phone.waitForResponse((res) => res.url().endsWith('/api/driver/v1/me'));
    await phone.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect((await asked).status()).toBe(401);
    await phone.getByRole('alert').filter({ hasText: SIGNED_OUT }).waitFor();
  });
});
