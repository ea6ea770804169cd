/** The driver app's checks in the browser tests: its touch targets are 48 px (the console's and the website's 44). */
import type { Page } from 'playwright-core';

/** Links, buttons and inputs under 48 px high or wide, by their text. */
export async function smallDriverTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [role=button]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.height < 48 || box.width < 48);
      })
      .map((el) => el.textContent?.trim() || el.outerHTML.slice(0, 60)),
  );
}
