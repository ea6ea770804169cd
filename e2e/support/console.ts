/**
 * Operator console steps: signing in with a demo login (README "Operator console"; demo logins
 * work from a browser on this machine), and what every console screen is checked for.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ARTIFACTS, DESKTOP, MOBILE, screenshot, seriousA11yViolations } from './browser';

export const DEMO_PASSWORD = 'kerbside-demo';

export const DEMO_LOGINS = {
  riversideOwner: 'owner@riverside-cars.example',
  riversideDispatcher: 'dispatch@riverside-cars.example',
  skylineOwner: 'owner@skyline-transfers.example',
  skylineDispatcher: 'dispatch@skyline-transfers.example',
  greenlineOwner: 'owner@greenline-hire.example',
  greenlineDispatcher: 'dispatch@greenline-hire.example',
  platformAdmin: 'admin@kerbside.example',
} as const;

/** The demo companies' dispatchers and owners (README "Operator console"), by company name. */
export const DEMO_DISPATCHERS: Readonly<Record<string, string>> = {
  'Riverside Executive Cars': DEMO_LOGINS.riversideDispatcher,
  'Capital Skyline Transfers': DEMO_LOGINS.skylineDispatcher,
  'Greenline Private Hire': DEMO_LOGINS.greenlineDispatcher,
};
export const DEMO_OWNERS: Readonly<Record<string, string>> = {
  'Riverside Executive Cars': DEMO_LOGINS.riversideOwner,
  'Capital Skyline Transfers': DEMO_LOGINS.skylineOwner,
  'Greenline Private Hire': DEMO_LOGINS.greenlineOwner,
};

/** Signs in at /operator (the page must be signed out) and waits for the console's navigation. */
export async function signInToConsole(page: Page, baseUrl: string, email: string, path = '/operator', password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console' }).waitFor();
}

/** The console's navigation: a sidebar on a wide screen, a bottom bar with "More" on a phone. */
export const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

/** On a phone the setup areas (Staff, Fleet, Settings…) sit behind "More": opens it unless it is open. */
export async function openMoreAreas(page: Page): Promise<void> {
  const more = consoleNav(page).getByRole('button', { name: 'More' });
  if ((await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
}

/** Goes to an area from the console's navigation (through "More" on a phone) and waits for its heading. */
export async function openConsoleArea(page: Page, name: string): Promise<void> {
  const link = consoleNav(page).getByRole('link', { name });
  if (!(await link.isVisible())) await openMoreAreas(page);
  await link.click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations, `axe on ${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** How far the page reaches past the right edge of the window (0 or less: no sideways scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** axe-clean, nothing past the right edge, every button and field on screen (in the open dialog when there is one) at least 44 px high. */
export async function expectSoundConsoleScreen(page: Page, name: string): Promise<void> {
  await expectAxeClean(page, name);
  expect(await horizontalOverflow(page), `${name} is wider than the window`).toBeLessThanOrEqual(0);
  const short = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, .button, input:not([type=checkbox]):not([type=radio]), select, summary'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const scope = document.querySelector('dialog[open]');
        return box.width > 0 && (!scope || scope.contains(el)) && box.height < 44;
      })
      .map((el) => `${el.tagName} ${el.textContent?.trim() || el.getAttribute('name') || el.id}`),
  );
  expect(short, `${name}: targets under 44 px`).toEqual([]);
}

/** A call of the operator API from the page, with the session's cookie and its CSRF token. */
export async function callAsSignedIn(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: { success: boolean; message?: string } }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = (await (await fetch('/api/operator/v1/session')).json()) as { data: { csrf_token: string } };
      const res = await fetch(path, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'x-csrf-token': session.data.csrf_token },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { success: boolean; message?: string } };
    },
    { method, path, body },
  );
}

/** Checks (expectSoundConsoleScreen) and photographs the screen at 1280 px, then at 390 px, and goes back to the page's own width. */
export async function lookAtBothWidths(page: Page, name: string): Promise<void> {
  const own = page.viewportSize()!;
  for (const [label, size] of [
    ['1280', DESKTOP],
    ['390', MOBILE],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expectSoundConsoleScreen(page, `${name}-${label}`);
    // A modal, and a highlight that lasts seconds, are photographed as seen in the window.
    if (await page.locator('dialog[open], .job-row--fresh, .connection-banner').count()) {
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${label}.png`) });
    } else {
      await screenshot(page, `${name}-${label}`);
    }
  }
  await page.setViewportSize(own);
}
