/**
 * How the booking and enquiry screens look at 1280 and 390 px (screenshots in e2e/artifacts/) and
 * whether axe-core finds serious or critical problems on them: Personal Detail, Payment, the card
 * checkout, the thank-you screen, Quote Now, Contact Us and Our Fleet. At 390 px nothing may be
 * wider than the phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, MOBILE, launchBrowser, newPage, screenshot, seriousA11yViolations, type AxeViolation } from '../support/browser';
import { startSite, type RunningSite } from '../support/server';
import { londonDate } from '../support/booking';
import { bookVehicle, chooseMode, detailsForm, fillDetails, requestHourlyQuote, uniqueEmail } from '../support/journey';

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

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
    .join('\n');
}

/** Loads lazy pictures, so a full-page screenshot shows them. */
async function loadImages(): Promise<void> {
  const images = page.locator('main img');
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded().catch(() => undefined);
  await expect
    .poll(() => images.evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).complete).length))
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Screenshots `name` at 1280 and 390 px, runs axe at both widths, and checks nothing is wider than
 * the phone. Ends at 1280 px.
 */
async function lookAt(name: string): Promise<void> {
  const problems: string[] = [];
  for (const [width, viewport] of [
    [1280, DESKTOP],
    [390, MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    await loadImages();
    await screenshot(page, `${name}-${width}`);
    const violations = await seriousA11yViolations(page);
    if (violations.length > 0) problems.push(`axe on ${name} at ${width} px:\n${describeViolations(violations)}`);
    if (width === 390) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      if (overflow > MOBILE.width) problems.push(`${name} at 390 px is ${overflow} px wide`);
    }
  }
  await page.setViewportSize(DESKTOP);
  expect(problems, problems.join('\n')).toEqual([]);
}

describe('booking and enquiry screens: look and accessibility', () => {
  it('Personal Detail (New Client, someone else travelling)', async () => {
    const { options } = await requestHourlyQuote(page, site.url, { date: londonDate(3), hour: '10 am', minute: '00', duration: '4 hours' });
    await bookVehicle(page, options[0]!);
    await chooseMode(page, 'New Client');
    await fillDetails(page, {
      firstName: 'Evelyn',
      surname: 'Marsh',
      email: uniqueEmail('evelyn.marsh'),
      number: '+447700900222',
      password: 'Look-Pass-123',
      privacy: true,
      terms: true,
      additionalInfo: 'Hotel Room',
      passenger: { name: 'Arthur Marsh', email: uniqueEmail('arthur.marsh'), phone: '+447700900333' },
    });
    await lookAt('personal-details');
  });

  it('Personal Detail with an error message', async () => {
    await detailsForm(page).getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).uncheck();
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await detailsForm(page).getByRole('alert').waitFor();
    await screenshot(page, 'personal-details-error-1280');
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await detailsForm(page).getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  });

  it('Payment', async () => {
    await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
    await page.waitForURL('**/paymentview');
    await page.getByRole('table', { name: 'Your details' }).waitFor();
    await lookAt('payment');
  });

  it('card checkout, empty and with a declined card', async () => {
    await page.getByRole('button', { name: 'Pay By Card' }).click();
    await page.waitForURL('**/stripecheckout?**');
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number', { exact: true }).waitFor();
    await lookAt('checkout');

    await form.getByLabel('Card number', { exact: true }).fill('4000000000000002');
    await form.getByLabel('Expiry (MM / YY)', { exact: true }).pressSequentially('1240');
    await form.getByLabel('CVC', { exact: true }).fill('123');
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await form.getByRole('alert').waitFor();
    await lookAt('checkout-declined');
  });

  it('thank-you screen', async () => {
    const form = page.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number', { exact: true }).fill('4242424242424242');
    await form.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL('**/paymentSuccessView');
    await page.getByRole('heading', { name: 'Thank You', level: 1 }).waitFor();
    await lookAt('thank-you');
  });

  it('Quote Now, with its field messages', async () => {
    await page.goto(`${site.url}/quoteView`);
    const form = page.getByRole('form', { name: 'Quote request' });
    await form.waitFor();
    await lookAt('quote-now');
    await form.getByRole('button', { name: 'SEND' }).click();
    await form.locator('.field__error').first().waitFor();
    await lookAt('quote-now-errors');
  });

  it('Contact Us', async () => {
    await page.goto(`${site.url}/contactus`);
    await page.getByRole('form', { name: 'Contact form' }).waitFor();
    await lookAt('contact');
  });

  it('Our Fleet', async () => {
    await page.goto(`${site.url}/ourfleet`);
    await page.getByRole('heading', { name: 'Our Fleet', level: 1 }).waitFor();
    await page.locator('.fleet-page-card:not(.fleet-page-card--skeleton)').first().waitFor();
    await lookAt('our-fleet');
  });
});
