/**
 * A card pay link paid on the manage page, on the built site (issue 24 §1): a guest books an hourly
 * hire paid in the car; the company's dispatcher sends a pay link (the operator API with the signed-in
 * session: the console's button is not built yet); the passenger opens the link of the mail and sees
 * "Pay £x by card" with the company's words, pays with the sandbox's 3-D Secure card (approved in the
 * challenge) and the page shows the booking paid by card. At 1280 and 390 px, each with a booking of
 * its own; on the phone the first keep is answered "being recorded" (503) and Try again keeps the same
 * payment. A link the company withdrew while the page was open takes no payment, and the page says why.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MANAGE_BOOKING_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { DESKTOP, MOBILE, newPage } from '../support/browser';
import { londonDate } from '../support/booking';
import { futureExpiry } from '../support/card-checkout';
import { DEMO_DISPATCHERS, callAsSignedIn, signInToConsole } from '../support/console';
import { lookAt } from '../support/look';
import { bookVehicle, chooseMode, detailsForm, fillDetails, manageLinkOf, nextBookingResponse, queryDb, readOutbox, requestHourlyQuote, uniqueEmail } from '../support/journey';
import { siteAndBrowser } from '../support/server';
import { escaped, pounds } from '../support/text';

const env = siteAndBrowser();

const CHALLENGE = '3-D Secure check (test mode)';
const section = (on: Page, name: string) => on.getByRole('region', { name });

interface Booked {
  id: number;
  number: string;
  amountPence: number;
  email: string;
  company: string;
}

/** A guest's hourly hire, paid in the car (booked on a wide page: the quotation's list is the same at any width). */
async function bookInCar(on: Page, tag: string, daysAhead: number): Promise<Booked> {
  const email = uniqueEmail(tag);
  const { options } = await requestHourlyQuote(on, env.site.url, { date: londonDate(daysAhead), hour: '2 pm', minute: '15', duration: '6 hours' });
  const chosen = options[0]!;
  await bookVehicle(on, chosen);
  await chooseMode(on, 'Guest Login');
  await fillDetails(on, { firstName: 'Priya', surname: 'Shah', email, number: '+447700900733' });
  await detailsForm(on).getByRole('button', { name: 'Next step' }).click();
  await on.waitForURL('**/paymentview');
  const saved = nextBookingResponse(on);
  await on.getByRole('button', { name: 'Pay in Car' }).click();
  const { body } = await saved;
  expect(body.success, JSON.stringify(body)).toBe(true);
  const number = body.data!.booking.booking_number;
  await on.waitForURL('**/paymentSuccessView');
  const [row] = queryDb<{ id: number; amount_pence: number; payment_method: string }>(env.site.dbPath, 'SELECT id, amount_pence, payment_method FROM bookings WHERE booking_number = ?', number);
  expect(row!.payment_method).toBe('car');
  return { id: row!.id, number, amountPence: row!.amount_pence, email, company: chosen.company_name };
}

/** The company's dispatcher sends the pay link; the manage page's path from the mail the passenger gets. */
async function sendPayLink(booked: Booked): Promise<string> {
  const staff = await newPage(env.browser, DESKTOP);
  await signInToConsole(staff, env.site.url, DEMO_DISPATCHERS[booked.company]!);
  const sent = await callAsSignedIn(staff, 'POST', pathOf(OPERATIONS.operatorSendPayLink, { id: booked.id }), {});
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await staff.close();
  const [mail] = await readOutbox(env.site.url, { to: booked.email, kind: 'booking_pay_link' });
  expect(mail!.subject).toContain(`Pay ${pounds(booked.amountPence)} by card`);
  const link = /https?:\/\/\S+(\/manage-booking\/[A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(mail!.text);
  expect(link, mail!.text).not.toBeNull();
  return link![1]!;
}

/** Types the sandbox's card that always asks for 3-D Secure into the pay section. */
async function enterChallengedCard(pay: ReturnType<typeof section>): Promise<void> {
  await pay.getByLabel('Card number', { exact: true }).fill('4000002760003184');
  await pay.getByLabel('Expiry (MM / YY)', { exact: true }).pressSequentially(futureExpiry().replace(/\D/g, ''));
  await pay.getByLabel('CVC', { exact: true }).fill('123');
}

describe('a passenger pays a card pay link on the manage page', () => {
  for (const [viewport, width] of [[DESKTOP, 1280], [MOBILE, 390]] as const) {
    it(`at ${width} px: sees what the company asked, pays it with 3-D Secure, and the booking shows paid by card`, async () => {
      const booker = await newPage(env.browser, DESKTOP);
      const booked = await bookInCar(booker, `pay-link-${width}`, width === 1280 ? 5 : 6);
      const amount = pounds(booked.amountPence);
      const on = await newPage(env.browser, viewport);

      // Before the link: paid in the car, no pay section and no card form.
      await on.goto(`${env.site.url}${await manageLinkOf(env.site.url, booked.email)}`);
      await on.getByRole('heading', { name: booked.number, level: 1 }).waitFor();
      expect(await section(on, 'Payment').innerText()).toMatch(new RegExp(`To pay in the car\\s+${escaped(amount)}`));
      expect(await on.getByLabel('Card number', { exact: true }).count()).toBe(0);

      const managePath = await sendPayLink(booked);
      await on.goto(`${env.site.url}${managePath}`);
      const pay = section(on, `Pay ${amount} by card`);
      await pay.waitFor();
      const words = await pay.innerText();
      expect(words).toContain(`${booked.company} has asked you to pay ${amount} by card for this booking. Once it is paid, there is nothing to pay in the car.`);
      expect(words).toMatch(/Asked on \w{3} \d{1,2} \w{3}, \d{2}:\d{2}\./);
      // Near the top: straight after the booking's title, before the journey.
      const order = await on.locator('main section.card, main header.card').evaluateAll((cards) => cards.map((card) => card.querySelector('h1, h2')?.textContent ?? ''));
      expect(order.slice(0, 3)).toEqual([booked.number, `Pay ${amount} by card`, 'Journey']);
      expect(await section(on, 'Payment').innerText()).toMatch(new RegExp(`Asked to pay by card\\s+${escaped(amount)}`));
      await pay.getByLabel('Card number', { exact: true }).waitFor();
      await enterChallengedCard(pay);
      await lookAt(on, `manage-booking-pay-link-awaiting-${width}`);

      // On the phone the first keep is answered as the server does while the booking's money is busy
      // (503, being recorded): the paid intent stays on the page and Try again keeps it, charging nothing more.
      const recording = width === 390;
      if (recording) {
        await on.route('**/api/v1/manage-booking/pay', (route) => route.fulfill({ status: 503, json: { success: false, message: MANAGE_BOOKING_MESSAGES.payRecording } }), { times: 1 });
      }
      const kept = on.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/manage-booking/pay' && r.request().method() === 'POST' && r.status() !== 503, { timeout: 20_000 });
      await pay.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
      const challenge = on.getByRole('dialog', { name: CHALLENGE });
      await challenge.waitFor();
      expect(await challenge.innerText()).toContain(amount);
      await challenge.getByRole('button', { name: 'Approve', exact: true }).click();
      if (recording) {
        const alert = pay.getByRole('alert');
        await alert.waitFor();
        expect((await alert.innerText()).trim()).toContain(MANAGE_BOOKING_MESSAGES.payRecording);
        expect(await pay.getByRole('status').innerText()).toContain(`Your payment of ${amount} went through. Press Try again to record it; your card will not be charged again.`);
        expect(await pay.getByLabel('Card number', { exact: true }).count()).toBe(0);
        await lookAt(on, `manage-booking-pay-link-recording-${width}`);
        await pay.getByRole('button', { name: 'Try again', exact: true }).click();
      }
      expect((await kept).status()).toBe(200);

      const notice = on.getByRole('status').filter({ hasText: 'Payment received' });
      await notice.waitFor();
      expect((await notice.locator('.inline-alert__text').innerText()).trim()).toBe(`Payment received: ${amount} by card. Thank you. There is nothing to pay in the car. We have sent you an email to confirm.`);
      // The notice has the focus: the button that was pressed is gone with the paid request.
      expect(await on.evaluate(() => document.activeElement?.id)).toBe('manage-booking-notice');
      expect(await pay.count()).toBe(0);
      expect(await section(on, 'Payment').innerText()).toMatch(new RegExp(`Paid by card\\s+${escaped(amount)}`));
      await lookAt(on, `manage-booking-pay-link-paid-${width}`);

      // Stored as the booking's own card payment of the sandbox, once; the passenger mailed.
      const [row] = queryDb<{ payment_method: string; paid: number }>(
        env.site.dbPath,
        'SELECT b.payment_method, i.amount_pence AS paid FROM bookings b JOIN sandbox_payment_intents i ON i.id = b.payment_id WHERE b.id = ?',
        booked.id,
      );
      expect(row).toEqual({ payment_method: 'card', paid: booked.amountPence });
      const charged = queryDb<{ n: number }>(env.site.dbPath, "SELECT COUNT(*) AS n FROM sandbox_payment_intents WHERE status = 'succeeded' AND amount_pence = ? AND id IN (SELECT provider_intent_id FROM checkouts WHERE booking_id = ?)", booked.amountPence, booked.id);
      expect(charged).toEqual([{ n: 1 }]);
      expect(await readOutbox(env.site.url, { to: booked.email, kind: 'booking_pay_link_paid' })).toHaveLength(1);

      // Opened again, the link shows the booking paid, with nothing to pay.
      await on.reload();
      await on.getByRole('heading', { name: booked.number, level: 1 }).waitFor();
      expect(await section(on, 'Payment').innerText()).toMatch(new RegExp(`Paid by card\\s+${escaped(amount)}`));
      expect(await on.getByRole('heading', { name: `Pay ${amount} by card` }).count()).toBe(0);
      await booker.close();
      await on.close();
    });
  }

  it('a link the company withdrew while the page was open takes no payment, and the page says so', async () => {
    const booker = await newPage(env.browser, DESKTOP);
    const booked = await bookInCar(booker, 'pay-link-withdrawn', 7);
    const amount = pounds(booked.amountPence);
    const managePath = await sendPayLink(booked);
    await booker.goto(`${env.site.url}${managePath}`);
    const pay = section(booker, `Pay ${amount} by card`);
    await pay.getByLabel('Card number', { exact: true }).waitFor();

    const staff = await newPage(env.browser, DESKTOP);
    await signInToConsole(staff, env.site.url, DEMO_DISPATCHERS[booked.company]!);
    const withdrawn = await callAsSignedIn(staff, 'DELETE', pathOf(OPERATIONS.operatorWithdrawPayLink, { id: booked.id }));
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    await staff.close();

    await enterChallengedCard(pay);
    await pay.getByRole('button', { name: `Pay ${amount}`, exact: true }).click();
    const alert = booker.locator('#manage-booking-notice').getByRole('alert');
    await alert.waitFor();
    expect((await alert.innerText()).trim()).toContain(MANAGE_BOOKING_MESSAGES.payNothingAwaited);
    // The page shows the booking as it is now: paid in the car, nothing asked by card.
    expect(await pay.count()).toBe(0);
    expect(await section(booker, 'Payment').innerText()).toMatch(new RegExp(`To pay in the car\\s+${escaped(amount)}`));
    expect(await booker.getByRole('dialog', { name: CHALLENGE }).count()).toBe(0);
    const intents = queryDb<{ n: number }>(env.site.dbPath, 'SELECT COUNT(*) AS n FROM checkouts WHERE booking_id = ?', booked.id);
    expect(intents).toEqual([{ n: 0 }]);
    await lookAt(booker, 'manage-booking-pay-link-withdrawn-1280');
    await booker.close();
  });
});
