/**
 * The card checkout as a visitor drives it with the built-in sandbox: a new client's hourly hire up
 * to the Payment step, Pay By Card, typing a test card, and reading a refused payment.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { londonDate, londonNow, type PriceDetailJson } from './booking';
import { bookVehicle, chooseMode, detailsForm, fillDetails, requestHourlyQuote, type PersonalDetails } from './journey';

export const GOOD_CARD = '4242 4242 4242 4242';

/** The checkout's form. */
export const cardForm = (page: Page) => page.getByRole('form', { name: 'Card payment' });

/** December of next year, as typed on the card: '12 / YY'. */
export const futureExpiry = () => `12 / ${String((Number(londonNow().date.slice(0, 4)) + 1) % 100).padStart(2, '0')}`;

/** An hourly quote, Book Now and New Client details, up to the Payment step. */
export async function newClientAtPayment(page: Page, baseUrl: string, details: PersonalDetails, daysAhead: number): Promise<PriceDetailJson> {
  const { options } = await requestHourlyQuote(page, baseUrl, { date: londonDate(daysAhead), hour: '2 pm', minute: '15', duration: '6 hours' });
  expect(options.length).toBeGreaterThan(0);
  const chosen = options[0]!;
  await bookVehicle(page, chosen);
  await chooseMode(page, 'New Client');
  await fillDetails(page, details);
  await detailsForm(page).getByRole('button', { name: 'Next step' }).click();
  await page.waitForURL('**/paymentview');
  await page.getByRole('table', { name: 'Your details' }).waitFor();
  return chosen;
}

export async function openCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay By Card' }).click();
  await page.waitForURL('**/stripecheckout?**');
  await cardForm(page).waitFor();
}

/** Types the card number (and, the first time, expiry and CVC). */
export async function enterCard(page: Page, number: string): Promise<void> {
  const form = cardForm(page);
  const card = form.getByLabel('Card number', { exact: true });
  await card.fill(number.replace(/\s/g, ''));
  expect(await card.inputValue()).toBe(number); // grouped in fours as typed
  const expiry = form.getByLabel('Expiry (MM / YY)', { exact: true });
  if ((await expiry.inputValue()) === '') {
    await expiry.pressSequentially(futureExpiry().replace(/\D/g, ''));
    expect(await expiry.inputValue()).toBe(futureExpiry());
    await form.getByLabel('CVC', { exact: true }).fill('123');
  }
}

/** The error the checkout shows once the payment has been refused, after the form is usable again. */
export async function refusal(page: Page): Promise<string> {
  const form = cardForm(page);
  const alert = form.getByRole('alert');
  await alert.waitFor();
  // The form is usable again for another card.
  await form.getByRole('button', { name: 'Pay Now' }).waitFor();
  return (await alert.locator('.inline-alert__text').innerText()).replace(/\s+/g, ' ').trim();
}

/** Pay Now, then the error the checkout shows. */
export async function payNowFails(page: Page): Promise<string> {
  await cardForm(page).getByRole('button', { name: 'Pay Now' }).click();
  return refusal(page);
}
