/**
 * A fifth console tab of one sign-in (issue 24 §4): the API serves each sign-in at most 4 live
 * streams and refuses the fifth with 429 and its reason. That tab says why and what to do
 * (close another tab) on every page, instead of "Reconnecting…" for ever, and does not ask again
 * by itself; it asks when the user presses Try again or comes back to the tab, and is live once
 * another tab has closed. Photographed at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage, screenshot } from '../support/browser';
import { DEMO_LOGINS, expectSoundConsoleScreen, openConsoleArea, signInToConsole } from '../support/console';
import { siteAndBrowser } from '../support/server';

const env = siteAndBrowser();
const REASON = 'The console is open in 4 tabs or windows with this sign-in already. Close one of them to get live updates here.';
const EVENTS_PATH = '/api/operator/v1/events';

const liveStatus = (page: Page) => page.locator('.live-status');
const refusedNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Live updates are off in this tab.' });

/** The requests for the live stream a page sends from now on (the EventSource's and the console's own asking why). */
function streamRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === EVENTS_PATH) sent.push(request.method());
  });
  return sent;
}

async function openBoard(page: Page): Promise<void> {
  await page.goto(`${env.site.url}/operator/bookings`);
  await page.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
}

describe('a fifth console tab of one sign-in', () => {
  let tabs: Page[];
  let fifth: Page;
  let fifthRequests: string[];

  beforeAll(async () => {
    const first = await newPage(env.browser, DESKTOP);
    await signInToConsole(first, env.site.url, DEMO_LOGINS.riversideDispatcher);
    tabs = [first];
    for (let i = 0; i < 3; i += 1) {
      const tab = await first.context().newPage();
      await openBoard(tab);
      tabs.push(tab);
    }
    for (const tab of tabs) await liveStatus(tab).getByText('Live', { exact: true }).waitFor();
  });

  afterAll(async () => {
    await tabs?.[0]?.context().close();
  });

  it('says why it has no live updates and what to do, instead of reconnecting for ever', async () => {
    fifth = await tabs[0]!.context().newPage();
    fifthRequests = streamRequests(fifth);
    await openBoard(fifth);
    await refusedNotice(fifth).waitFor();
    expect(await refusedNotice(fifth).innerText()).toContain(REASON);
    expect(await liveStatus(fifth).innerText()).toBe('Not live in this tab');
    await fifth.getByRole('button', { name: 'Try again' }).waitFor();
    // The four others stay live.
    for (const tab of tabs) expect(await liveStatus(tab).innerText()).toBe('Live');
  });

  it('does not ask again by itself: no request for the stream in the next 4 seconds', async () => {
    const before = fifthRequests.length;
    // The EventSource's refused GET, then one GET asking why.
    expect(before).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(fifthRequests.length).toBe(before);
    expect(await liveStatus(fifth).innerText()).toBe('Not live in this tab');
  });

  it('shows the reason on every page, at 1280 and 390 px', async () => {
    for (const [label, size] of [
      ['1280', DESKTOP],
      ['390', MOBILE],
    ] as const) {
      await fifth.setViewportSize(size);
      await openConsoleArea(fifth, 'Bookings');
      await expectSoundConsoleScreen(fifth, `console-live-refused-board-${label}`);
      await screenshot(fifth, `console-live-refused-board-${label}`, { fullPage: false });
      await openConsoleArea(fifth, 'Drivers');
      expect(await refusedNotice(fifth).innerText()).toContain(REASON);
      await expectSoundConsoleScreen(fifth, `console-live-refused-drivers-${label}`);
      await screenshot(fifth, `console-live-refused-drivers-${label}`, { fullPage: false });
    }
    await fifth.setViewportSize(DESKTOP);
    await openConsoleArea(fifth, 'Bookings');
  });

  it('asks once when Try again is pressed, and still says why while four tabs are open', async () => {
    const before = fifthRequests.length;
    await fifth.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => fifthRequests.length).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(fifthRequests.length).toBe(before + 1);
    expect(await refusedNotice(fifth).innerText()).toContain(REASON);
  });

  it('is live once another tab has closed and the user comes back to it', async () => {
    await tabs.shift()!.close();
    // Coming back to the window: the browser's focus event (again, until the server has seen the other tab go).
    await expect
      .poll(
        async () => {
          await fifth.evaluate(() => window.dispatchEvent(new Event('focus')));
          return liveStatus(fifth).getByText('Live', { exact: true }).isVisible();
        },
        { timeout: 10_000, interval: 1_000 },
      )
      .toBe(true);
    expect(await refusedNotice(fifth).count()).toBe(0);
  });
});
