/** Debian's Chromium driven by playwright-core; never downloads a browser. */
import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export const BROWSER_LAUNCH = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * The run's Chromium (support/global-setup.ts), else one of this file's own. Closing what this
 * returns closes the contexts opened through it; the run's Chromium stays up for the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('e2eRun')?.browserEndpoint;
  return endpoint ? chromium.connect(endpoint) : chromium.launch(BROWSER_LAUNCH);
}

/** A page in a context of its own: a UK visitor's browser unless `locale` says otherwise. */
export async function newPage(browser: Browser, viewport = DESKTOP, { locale = 'en-GB' } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale,
    timezoneId: 'Europe/London',
    geolocation: { latitude: 51.5074, longitude: -0.1278 },
    permissions: ['geolocation'],
  });
  // Map tiles come from the internet, which this machine does not reach: fail them at once.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** The whole page, or only what is in view (`fullPage: false`, e.g. for a modal dialog over it). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // evaluate() runs through the DevTools protocol, so the site's CSP (no inline scripts) still holds.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
