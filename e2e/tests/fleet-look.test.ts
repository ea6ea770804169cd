/**
 * The capacity labels of the fleet cards (Passengers, Suitcases, Hand luggage) on Our Fleet and in
 * the home page's fleet section are never cut, at any width from a small phone to a wide desktop:
 * each label's and figure's text lies inside its element and inside its card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, DESKTOP, MOBILE, launchBrowser, newPage } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';

let site: RunningSite;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  page = await newPage(browser, DESKTOP);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];

/**
 * Every capacity label and figure in `cardSelector` cards whose text is cut: wider than its own box
 * (scrollWidth > clientWidth) or reaching outside its card (which hides what overflows it).
 */
async function clippedFacts(cardSelector: string): Promise<string[]> {
  return page.locator(cardSelector).evaluateAll((cards) => {
    const out: string[] = [];
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      for (const el of Array.from(card.querySelectorAll('dl dt, dl dd'))) {
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const name = `${card.querySelector('h3')?.textContent ?? '?'} / ${el.textContent}`;
        if (text.width === 0) out.push(`${name}: not shown`);
        if (el.scrollWidth > el.clientWidth) out.push(`${name}: ${el.scrollWidth} px of text in ${el.clientWidth} px`);
        if (text.left < box.left - 0.5 || text.right > box.right + 0.5) {
          out.push(`${name}: text ${Math.round(text.left)}–${Math.round(text.right)} px, card ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }
      }
    }
    return out;
  });
}

async function expectNoClippedFacts(cardSelector: string, where: string): Promise<void> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const cards = await page.locator(cardSelector).count();
    expect(cards, `${where}: cards shown`).toBeGreaterThan(0);
    for (const problem of await clippedFacts(cardSelector)) problems.push(`${where} at ${width} px: ${problem}`);
  }
  await page.setViewportSize(DESKTOP);
  expect(problems, problems.join('\n')).toEqual([]);
}

describe('fleet cards: capacity labels', () => {
  it('are whole on Our Fleet from 320 to 1440 px', async () => {
    await page.goto(`${site.url}/ourfleet`);
    await page.locator('.fleet-page-card:not(.fleet-page-card--skeleton)').first().waitFor();
    expect(await page.locator('.fleet-page-card').first().locator('dt').allInnerTexts()).toEqual(['Passengers', 'Suitcases', 'Hand luggage']);
    await expectNoClippedFacts('.fleet-page-card:not(.fleet-page-card--skeleton)', 'Our Fleet');
  });

  it("are whole in the home page's fleet section from 320 to 1440 px", async () => {
    await page.goto(`${site.url}/`);
    const section = page.getByRole('region', { name: 'Our fleet' });
    await section.scrollIntoViewIfNeeded();
    await section.locator('.fleet-card:not(.fleet-card--skeleton)').first().waitFor();
    expect(await section.locator('.fleet-card').first().locator('dt').allInnerTexts()).toEqual(['Passengers', 'Suitcases', 'Hand luggage']);
    await expectNoClippedFacts('.fleet-card:not(.fleet-card--skeleton)', 'home fleet section');
    mkdirSync(ARTIFACTS, { recursive: true });
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await section.screenshot({ path: path.join(ARTIFACTS, `home-fleet-${viewport.width}.png`) });
    }
  });
});
