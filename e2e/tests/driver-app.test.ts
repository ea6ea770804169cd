/**
 * The drivers' app at /driver (issue 25 §1), as a phone opens it: the signed-out screen, one-handed
 * at 360 and 390 px (and on a desktop at 1280), axe-clean, its texts at 7:1 contrast (WCAG AAA, for
 * sunlight), 48 px targets, nothing past the right edge; installable (the manifest, the service
 * worker the production build registers); and a sign-in link whose token the server does not take
 * (the server refuses it: 400) says so, with the token gone from the address bar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot, seriousA11yViolations } from '../support/browser';
import { siteAndBrowser } from '../support/server';
import { smallDriverTargets } from '../support/driver-phone';

const env = siteAndBrowser();
const NARROW = { width: 360, height: 740 };
const SIGN_IN_FAILED = 'This sign-in link has expired or was used already. Ask the office for a new one.';

/** The lowest contrast of any visible text on the page against the first opaque background behind it. */
async function lowestTextContrast(page: Page): Promise<{ ratio: number; text: string }> {
  return page.evaluate(() => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = (el: Element | null): number[] => {
      for (let at = el; at; at = at.parentElement) {
        const colour = rgb(getComputedStyle(at).backgroundColor);
        if (colour.length === 3 || colour[3] === 1) return colour.slice(0, 3);
      }
      return [255, 255, 255];
    };
    let lowest = { ratio: Infinity, text: '' };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || text === '' || el.getBoundingClientRect().width === 0) continue;
      const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(background(el))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < lowest.ratio) lowest = { ratio, text };
    }
    return lowest;
  });
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [label, viewport] of [
  ['360', NARROW],
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  describe(`the drivers' app at ${label} px`, () => {
    let page: Page;

    beforeAll(async () => {
      page = await newPage(env.browser, viewport);
    });

    afterAll(async () => {
      await page?.context().close();
    });

    it('shows the signed-out screen at /driver: the Kerbside Driver brand and the way in, axe-clean, 7:1, one column', async () => {
      const response = await page.goto(`${env.site.url}/driver`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      expect(await page.title()).toBe('Kerbside Driver');
      expect(await page.getByRole('banner').textContent()).toContain('Kerbside Driver');
      await page.getByText('Open the sign-in link the office sent you.').waitFor();

      expect(await seriousA11yViolations(page)).toEqual([]);
      const contrast = await lowestTextContrast(page);
      expect(contrast.ratio, `"${contrast.text}"`).toBeGreaterThanOrEqual(7);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await smallDriverTargets(page)).toEqual([]);
      if (label !== '360') await screenshot(page, `driver-signed-out-${label}`);
    });

    it('is installable: it links its manifest (start and scope /driver/) and registers its service worker for /driver/', async () => {
      await page.goto(`${env.site.url}/driver/`);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/driver/manifest.webmanifest');
      const manifest = await page.evaluate(async (url) => (await fetch(url)).json() as Promise<Record<string, unknown>>, href!);
      expect(manifest).toMatchObject({ name: 'Kerbside Driver', short_name: 'Driver', start_url: '/driver/', scope: '/driver/', display: 'standalone' });
      const icons = manifest.icons as { src: string; sizes: string; type: string }[];
      for (const size of ['192x192', '512x512']) {
        const icon = icons.find((i) => i.sizes === size && i.type === 'image/png');
        expect(icon, size).toBeDefined();
        const res = await page.request.get(`${env.site.url}${icon!.src}`);
        expect(res.status(), size).toBe(200);
        expect(res.headers()['content-type'], size).toBe('image/png');
      }

      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${env.site.url}/driver/`);
    });

    it('starts without signal once opened: the screens come from the shell it kept', async () => {
      await page.goto(`${env.site.url}/driver/`);
      await page.evaluate(async () => navigator.serviceWorker.ready);
      await page.context().setOffline(true);
      try {
        await page.goto(`${env.site.url}/driver/`);
        await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
        await page.getByText('Open the sign-in link the office sent you.').waitFor();
      } finally {
        await page.context().setOffline(false);
      }
    });

    it('says a sign-in link the server does not take has expired or was used, and takes the token out of the address bar', async () => {
      const exchange = page.waitForResponse((res) => res.url().endsWith('/api/driver/v1/session') && res.request().method() === 'POST');
      await page.goto(`${env.site.url}/driver/sign-in#abc`);
      const answer = await exchange;
      // A token no link was ever sent with: the server's one answer for every link it does not take.
      expect(answer.status()).toBe(400);
      expect(answer.request().postDataJSON()).toEqual({ token: 'abc' });
      await page.getByRole('alert').filter({ hasText: SIGN_IN_FAILED }).waitFor();
      expect(new URL(page.url()).hash).toBe('');
      expect(new URL(page.url()).pathname).toBe('/driver/sign-in');
      expect(await page.evaluate(() => window.location.href)).not.toContain('abc');

      expect(await seriousA11yViolations(page)).toEqual([]);
      const contrast = await lowestTextContrast(page);
      expect(contrast.ratio, `"${contrast.text}"`).toBeGreaterThanOrEqual(7);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await smallDriverTargets(page)).toEqual([]);
      if (label !== '360') await screenshot(page, `driver-sign-in-failed-${label}`);
    });
  });
}

describe('a sign-in link while the server answers', () => {
  it('says "Signing you in…" until the answer comes, having sent the token once', async () => {
    const page = await newPage(env.browser, MOBILE);
    try {
      const sent: unknown[] = [];
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/driver/v1/session', async (route) => {
        sent.push(route.request().postDataJSON());
        await answered;
        await route.continue();
      });
      await page.goto(`${env.site.url}/driver/sign-in#token=slow-one`);
      await page.getByRole('heading', { name: 'Signing you in…', level: 1 }).waitFor();
      expect(new URL(page.url()).hash).toBe('');
      answer();
      await page.getByRole('alert').filter({ hasText: SIGN_IN_FAILED }).waitFor();
      expect(sent).toEqual([{ token: 'slow-one' }]);
    } finally {
      await page.context().close();
    }
  });

  it('sends nothing for a link without a token, and says the link is not good', async () => {
    const page = await newPage(env.browser, MOBILE);
    try {
      let calls = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/driver/')) calls++;
      });
      await page.goto(`${env.site.url}/driver/sign-in`);
      await page.getByRole('alert').filter({ hasText: SIGN_IN_FAILED }).waitFor();
      expect(calls).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});

describe("the drivers' app beside the other apps", () => {
  it("leaves the website's and the console's pages without its service worker", async () => {
    const page = await newPage(env.browser, MOBILE);
    try {
      await page.goto(`${env.site.url}/driver/`);
      await page.evaluate(async () => navigator.serviceWorker.ready);
      await page.goto(`${env.site.url}/operator/`);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null)).toBeNull();
      await page.goto(`${env.site.url}/`);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope ?? null)).toBeNull();
    } finally {
      await page.context().close();
    }
  });
});
