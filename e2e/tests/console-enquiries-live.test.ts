/**
 * The Enquiries count in the console's navigation follows the tab's live stream (issue 24 §3, §4):
 * a Contact Us message reaches an open console page at once through its `enquiry.changed` event,
 * and while the stream is open the count is not polled every minute any more, only every 5 minutes
 * as a fallback for a stream that died silently; without a stream it is asked for every minute.
 * The page's clock is Playwright's, so minutes pass in an instant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newPage } from '../support/browser';
import { consoleNav, DEMO_LOGINS, openConsoleArea, signInToConsole } from '../support/console';
import { callApi } from '../support/corporate';
import { uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();

/** The GETs of the new enquiries' count (the navigation's badge) a page sends from now on. */
function countRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/api/operator/v1/enquiries' && url.searchParams.get('status') === 'new') sent.push(url.search);
  });
  return sent;
}

const enquiriesCount = (page: Page) => consoleNav(page).getByRole('link', { name: /^Enquiries/ });
const countShown = async (page: Page) => Number((await enquiriesCount(page).innerText()).replace(/\D/g, '') || 0);

describe('the Enquiries count on an open console page', () => {
  let page: Page;
  let requests: string[];

  beforeAll(async () => {
    page = await newPage(env.browser, DESKTOP);
    await page.clock.install();
    // The platform admin: a message that names no booking lands in the platform's inbox.
    await signInToConsole(page, env.site.url, DEMO_LOGINS.platformAdmin);
    await page.locator('.live-status').getByText('Live', { exact: true }).waitFor();
    await openConsoleArea(page, 'Drivers');
    requests = countRequests(page);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('counts a Contact Us message at once, from the live event', async () => {
    const before = await countShown(page);
    const sent = await callApi(env.site.url, 'POST', '/api/v1/contact-us', {
      firstName: 'Nora',
      lastName: 'Quinn',
      email: uniqueEmail('enquiries.live'),
      telephone: '+44 20 7946 0432',
      queryReason: 'Other',
      comments: 'Do you take dogs?',
    });
    expect(sent.status).toBe(200);
    await expect.poll(() => countShown(page), { timeout: 2_000 }).toBe(before + 1);
    expect(requests).toHaveLength(1);
  });

  it('does not poll the count every minute while the stream is open: once after 5 minutes', async () => {
    const before = requests.length;
    await page.clock.fastForward('02:00');
    await page.clock.fastForward('02:00');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.length, 'requests in 4 minutes').toBe(before);
    await page.clock.fastForward('01:30');
    await expect.poll(() => requests.length).toBe(before + 1);
  });

  it('polls it every minute once the stream is lost', async () => {
    // The stream cannot come back: the device drops it (offline, online again) and every new try fails.
    await page.route('**/api/operator/v1/events', (route) => route.abort());
    await page.evaluate(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = requests.length;
    await page.clock.fastForward('01:05');
    await expect.poll(() => requests.length).toBeGreaterThan(before);
  });
});
