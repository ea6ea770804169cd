/** Looking at a website screen as a person would, before its screenshot. */
import type { Page } from 'playwright-core';
import path from 'node:path';
import { expect } from 'vitest';
import { ARTIFACTS, screenshot, seriousA11yViolations } from './browser';

/**
 * The page is sound to look at: axe-clean, nothing past the right edge, every target in its main
 * part (or in the open dialog) at least 44 px high; then photographed.
 */
export async function lookAt(on: Page, name: string): Promise<void> {
  await on.evaluate(() => document.fonts.ready.then(() => undefined));
  const violations = await seriousA11yViolations(on);
  expect(violations, `axe on ${name}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  expect(await on.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  const short = await on.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main button, main .button, main input:not([type=checkbox]), main select, dialog[open] button'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const dialog = document.querySelector('dialog[open]');
        return box.width > 0 && (!dialog || dialog.contains(el)) && box.height < 44;
      })
      .map((el) => el.textContent?.trim() || el.id),
  );
  expect(short, `${name}: targets under 44 px`).toEqual([]);
  await shoot(on, name);
}

/** The whole page, or with a dialog open the window (the dialog's backdrop covers the window only). */
export async function shoot(on: Page, name: string): Promise<void> {
  if (await on.locator('dialog[open]').count()) await on.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
  else {
    // A fixed header or bar stays in its place in a full-page shot only from the top.
    await on.evaluate(() => window.scrollTo(0, 0));
    await screenshot(on, name);
  }
}
