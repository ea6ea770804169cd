/**
 * The operator console's shell at /operator, signed out (issue 10): the session check answers
 * "signed out" and the sign-in form shows, at any console address, axe-clean and usable by
 * keyboard at 1280 and 390 px; what the server refuses shows in the form's alert; and the website's
 * first load fetches nothing of the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import { openHome } from '../support/booking';
import { expectAxeClean, horizontalOverflow } from '../support/console';

const env = siteAndBrowser();

/** Opens a console address and waits for the session check to settle on the sign-in form. */
async function openSignedOut(page: Page, path: string): Promise<void> {
  const sessionChecked = page.waitForResponse((res) => res.url().endsWith('/api/operator/v1/session') && res.request().method() === 'GET');
  const response = await page.goto(`${env.site.url}${path}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  expect((await sessionChecked).ok()).toBe(false);
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
}

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['390', MOBILE],
] as const) {
  describe(`the console signed out at ${label} px`, () => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage(env.browser, viewport);
    });

    afterAll(async () => {
      await page?.context().close();
    });

    it('shows the sign-in form at /operator, named for search engines to skip, axe-clean', async () => {
      await openSignedOut(page, '/operator');
      expect(await page.title()).toBe('Sign in · Kerbside Console');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await expect.poll(() => page.getByLabel('Email').isVisible()).toBe(true);
      expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
      const button = page.getByRole('button', { name: 'Sign in' });
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectAxeClean(page, `sign-in at ${label} px`);
      await screenshot(page, `console-sign-in-${label}`);
    });

    it('asks for sign-in at a deep console address too, which stays in the address bar', async () => {
      await openSignedOut(page, '/operator/bookings');
      expect(new URL(page.url()).pathname).toBe('/operator/bookings');
    });

    it('is usable by keyboard: email, password, Sign in in order, each with a visible focus ring', async () => {
      await openSignedOut(page, '/operator');
      await page.locator('body').focus();
      const reached: string[] = [];
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press('Tab');
        reached.push(
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement;
            const style = getComputedStyle(el);
            const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
            return `${el.getAttribute('name') ?? el.textContent?.trim() ?? el.tagName}${ring ? '' : ' (no focus ring)'}`;
          }),
        );
      }
      expect(reached).toEqual(['email', 'password', 'Sign in']);
    });

    it('explains what is missing in the alert, and shows the server refusing a sign-in there too', async () => {
      await openSignedOut(page, '/operator');
      const alert = page.getByRole('alert');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => alert.innerText()).toContain('Enter a valid email address');
      expect(await alert.innerText()).toContain('Enter your password');

      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password').fill('not-a-password');
      const answer = page.waitForResponse((res) => res.url().endsWith('/api/operator/v1/session') && res.request().method() === 'POST');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const refused = await answer;
      expect(refused.ok()).toBe(false);
      const { message } = (await refused.json()) as { message: string };
      await expect.poll(() => alert.innerText()).toBe(message);
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      await expectAxeClean(page, `sign-in error at ${label} px`);
      await screenshot(page, `console-sign-in-error-${label}`);
    });
  });
}

describe('the website and the console are separate builds', () => {
  it('loads nothing of the console on the website home page', async () => {
    const page = await newPage(env.browser, DESKTOP);
    try {
      const requested: string[] = [];
      const scripts: Promise<string>[] = [];
      page.on('request', (req) => requested.push(new URL(req.url()).pathname));
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') scripts.push(res.text());
      });
      await openHome(page, env.site.url);
      await page.waitForLoadState('networkidle');
      expect(requested.length).toBeGreaterThan(0);
      expect(requested.filter((p) => p.startsWith('/operator'))).toEqual([]);
      const html = await (await fetch(`${env.site.url}/`)).text();
      expect(html).not.toContain('/operator');
      const bodies = await Promise.all(scripts);
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies.filter((body) => body.includes('Kerbside Console'))).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('answers 404 for a console file that does not exist', async () => {
    const res = await fetch(`${env.site.url}/operator/assets/x.js`);
    expect(res.status).toBe(404);
  });
});
