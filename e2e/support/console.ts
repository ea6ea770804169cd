/**
 * Operator console steps: signing in with a demo login (README "Operator console"; demo logins
 * work from a browser on this machine), and what every console screen is checked for.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousA11yViolations } from './browser';

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

/** Signs in at /operator (the page must be signed out) and waits for the console's navigation. */
export async function signInToConsole(page: Page, baseUrl: string, email: string, path = '/operator'): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Console' }).waitFor();
}

export async function expectAxeClean(page: Page, where: string): Promise<void> {
  const violations = await seriousA11yViolations(page);
  expect(violations, `axe on ${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

/** How far the page reaches past the right edge of the window (0 or less: no sideways scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
