/**
 * Receipts over HTTP on a real database: a signed-in client's own (never another's), and the
 * receipt by a booking's signed link, served by the route handler with a stand-in for the
 * manage-booking link signer (HMAC over booking id and expiry, as the real one is specified).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponseSchema, OPERATIONS, pathOf, type Booking, type PriceDetail } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { bearer, signIn } from '../accounts/accounts-test-kit.js';
import { bookingBody, cheapest, NOW, oneWay, openTestDb } from '../bookings/bookings-test-kit.js';
import { createPaymentRefundsRepository } from '../payments/payment-refunds.repository.js';
import { provideOperationGuards } from '../../http/serve-operation.js';
import { LINK_NOT_VALID, receiptRoutes, receiptUrl } from './receipt.routes.js';
import { createReceiptsRepository } from './receipts.repository.js';
import { createReceiptsService } from './receipts.service.js';

let api: TestApp;
let db: Db;
let vehicle: PriceDetail;
let grace: { booking: Booking; token: string };
let ada: { booking: Booking; token: string };

const registration = (first: string, email: string) => ({
  firstName: first,
  surname: 'Tester',
  number: '+447700900789',
  email,
  password: 'cobol-1959!',
  privacyAccepted: true,
  termsAccepted: true,
});

/** The website's card steps with the sandbox for a new client's booking: payment method, intent (the booking kept), confirm. */
async function pay(first: string, email: string): Promise<{ paymentId: string; sessionId: string }> {
  const method = await api.call('POST', '/api/v1/sandbox/payment-methods', { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
  const { payment_method: _method, ...booking } = bookingBody(vehicle, oneWay, { selected_passenger: 'new_client', registrationData: registration(first, email) });
  const intent = await api.call('POST', '/api/v1/create-payment-intent', {
    paymentMethodId: method.body.data.paymentMethodId,
    amount: Math.round(vehicle.price) * 100,
    booking,
  });
  const confirmed = await api.call('POST', '/api/v1/confirm-payment-intent', { paymentIntentId: intent.body.data.paymentIntentId });
  if (confirmed.body.data?.status !== 'succeeded') throw new Error(`Payment failed: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.data;
}

async function newClientBooking(first: string, email: string, changes: Record<string, unknown> = {}): Promise<{ booking: Booking; token: string }> {
  const res = await api.call('POST', OPERATIONS.createBooking.path, bookingBody(vehicle, oneWay, { selected_passenger: 'new_client', registrationData: registration(first, email), ...changes }));
  if (res.status !== 200) throw new Error(`Booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  const booking = bookingResponseSchema.parse(res.body).data.booking;
  return { booking, token: await signIn(api, { email, password: 'cobol-1959!' }) };
}

beforeAll(async () => {
  api = await startTestApp({ now: () => NOW, env: { TRUST_PROXY: 'true' } });
  db = openTestDb(api);
  vehicle = await cheapest(api, oneWay);
  const payment = await pay('Grace', 'grace@example.com');
  grace = await newClientBooking('Grace', 'grace@example.com', { payment_method: 'card', paymentId: payment.paymentId, stripe_session_id: payment.sessionId });
  ada = await newClientBooking('Ada', 'ada@example.com');
  // A partial refund, as the console records one after the card provider made it.
  const refunds = createPaymentRefundsRepository(db.kysely);
  const claim = await refunds.claim(db.kysely, {
    bookingId: grace.booking.id,
    provider: 'sandbox',
    intentId: payment.paymentId,
    amountPence: 1000,
    idempotencyKey: 'receipt-test-refund',
    reason: 'Late pickup',
    staffId: null,
    at: '2026-12-04T12:00:00.000Z',
  });
  await refunds.settleClaim(db.kysely, claim.id, { providerRefundId: 're_sbx_test_1', amountPence: 1000, status: 'succeeded' });
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

const receiptOf = (bookingId: number | string, token?: string) => api.call('GET', `/api/v1/passenger/bookings/${bookingId}/receipt`, undefined, token ? bearer(token) : {});

describe('GET /api/v1/passenger/bookings/:booking_id/receipt', () => {
  it("answers the signed-in client's own receipt: a page that runs nothing, with the card and the refund", async () => {
    const res = await fetch(`${api.url}${pathOf(OPERATIONS.getPassengerBookingReceipt, { booking_id: grace.booking.id })}`, {
      headers: { 'api-public-key': 'test-public-key', 'api-secret-key': 'test-secret-key', ...bearer(grace.token) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain(`Booking ${grace.booking.booking_number}`);
    expect(html).toContain('Grace Tester');
    expect(html).toContain('Visa card ending 4242');
    const paid = `£${grace.booking.total_booking_amount.toFixed(2)}`;
    expect(html).toContain(`<th scope="row">Paid</th><td class="amount">${paid}</td>`);
    expect(html).toContain('<th scope="row">Refund, Fri 4 December 2026</th><td class="amount">-£10.00</td>');
    expect(html).toContain(`Total after refunds</th><td class="amount">£${(grace.booking.total_booking_amount - 10).toFixed(2)}</td>`);
    // The demo company has no VAT number yet: no VAT lines.
    expect(html).not.toContain('VAT');
  });

  it("shows a pay-in-car booking's own price lines adding up to its total", async () => {
    const res = await receiptOf(ada.booking.id, ada.token);
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toContain('Pay in car (paid to the driver)');
    const row = await db.kysely.selectFrom('bookings').select(['price_breakdown', 'amount_pence']).where('id', '=', ada.booking.id).executeTakeFirstOrThrow();
    const lines = (JSON.parse(row.price_breakdown) as { lines: Array<{ label: string }> }).lines;
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(html).toContain(`<th scope="row">${line.label}</th>`);
    expect(html).toContain(`<tr class="total"><th scope="row">Total</th><td class="amount">£${(row.amount_pence / 100).toFixed(2)}</td>`);
  });

  it("answers another client's booking exactly as one that does not exist", async () => {
    const other = await receiptOf(ada.booking.id, grace.token);
    const none = await receiptOf(2_000_000, grace.token);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, message: 'No such booking.' });
    expect(none).toEqual(other);
  });

  it('needs a valid token and a booking id', async () => {
    expect((await receiptOf(grace.booking.id)).status).toBe(401);
    expect((await receiptOf(grace.booking.id, 'not-a-token')).status).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) expect((await receiptOf(bad, grace.token)).status, bad).toBe(400);
    // Without the website's key headers, like every /api/v1 call.
    expect((await fetch(`${api.url}${pathOf(OPERATIONS.getPassengerBookingReceipt, { booking_id: grace.booking.id })}`, { headers: bearer(grace.token) })).status).toBe(401);
  });
});

/** A stand-in for the manage-booking link signer: base64url(id.expiry).HMAC, verified in constant time. */
function linkSigner(now: () => Date) {
  const key = randomBytes(32);
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(bookingId: number, expiresAt: Date) {
      const body = Buffer.from(`${bookingId}.${expiresAt.getTime()}`).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    verify(token: string): number | null {
      const [body = '', signature = ''] = token.split('.');
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [id, expiry] = Buffer.from(body, 'base64url').toString().split('.').map(Number);
      return id && expiry && expiry > now().getTime() ? id : null;
    },
  };
}

describe('GET /api/v1/manage-booking/receipt?token= (the handler, with a stand-in signer)', () => {
  const links = linkSigner(() => NOW);
  let app: FastifyInstance;
  let url = '';
  beforeAll(async () => {
    app = Fastify();
    // The link-token route has no guard of its own: its handler checks the token.
    provideOperationGuards(app, { checkAnswers: true, of: (operation) => (operation.auth === 'link-token' ? {} : undefined) });
    receiptRoutes(app, { verify: (token) => links.verify(token), receipts: createReceiptsService({ repo: createReceiptsRepository(db.kysely) }) });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => app?.close());

  const open = (token: string | null, accept = 'application/json') =>
    fetch(token === null ? `${url}${OPERATIONS.getBookingReceipt.path}` : receiptUrl(url, token), { headers: { accept } });

  it("answers the receipt of the link's booking, under the receipt's CSP", async () => {
    const res = await open(links.sign(grace.booking.id, new Date(NOW.getTime() + 86_400_000)), 'text/html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain(`Booking ${grace.booking.booking_number}`);
    expect(html).not.toContain(ada.booking.booking_number);
  });

  it('refuses a forged, expired or malformed link with the same 404, as a page to a browser', async () => {
    const good = links.sign(grace.booking.id, new Date(NOW.getTime() + 86_400_000));
    const [body] = good.split('.');
    const forged = `${Buffer.from(`${ada.booking.id}.${NOW.getTime() + 86_400_000}`).toString('base64url')}.${good.split('.')[1]}`;
    const expired = links.sign(grace.booking.id, new Date(NOW.getTime() - 1));
    const gone = links.sign(2_000_000, new Date(NOW.getTime() + 86_400_000));
    for (const token of [forged, expired, gone, `${body}.`, 'x', '...']) {
      const res = await open(token);
      expect(res.status, token).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: LINK_NOT_VALID });
    }
    const page = await open(forged, 'text/html,application/xhtml+xml');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('This receipt link is not valid or has expired.');
  });

  it('answers 400 for a missing or oversized token', async () => {
    expect((await open(null)).status).toBe(400);
    expect((await open('')).status).toBe(400);
    expect((await open('t'.repeat(201))).status).toBe(400);
    // A browser is answered with a page, as for a link that is not valid.
    const page = await open('', 'text/html');
    expect([page.status, page.headers.get('content-type')]).toEqual([400, 'text/html; charset=utf-8']);
    expect(await page.text()).toContain('<h1>Receipt not found</h1><p>Invalid request. token: ');
  });

  it('builds the link from the site address', () => {
    expect(receiptUrl('https://book.example.com/', 'a.b-c_d')).toBe('https://book.example.com/api/v1/manage-booking/receipt?token=a.b-c_d');
  });
});

describe('the receipt link route of the app', () => {
  it('needs no key headers (a browser opens it from the mail) and refuses every token until links are signed', async () => {
    const res = await fetch(`${api.url}${OPERATIONS.getBookingReceipt.path}?token=anything`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Receipt not found');
  });
});

describe("the confirmation mail's receipt link (the app's own link signer)", () => {
  /** The receipt address in the booker's confirmation of `booking`. */
  async function linkInMail(booking: Booking): Promise<string> {
    const mails = await db.kysely.selectFrom('mail_outbox').select(['text_body']).where('text_body', 'like', `%${booking.booking_number}%`).execute();
    const link = mails.map((m) => /View and print your receipt: (\S+)/.exec(m.text_body)?.[1]).find(Boolean);
    if (!link) throw new Error('No receipt link in the confirmation mail');
    return link;
  }

  it('opens the receipt without the website keys, and shows VAT lines once the company has a VAT number', async () => {
    const link = new URL(await linkInMail(ada.booking));
    const open = () => fetch(`${api.url}${link.pathname}${link.search}`, { headers: { accept: 'text/html' } });
    const before = await open();
    expect(before.status).toBe(200);
    expect(await before.text()).not.toContain('VAT number');

    const company = await db.kysely.selectFrom('bookings').select('company_id').where('id', '=', ada.booking.id).executeTakeFirstOrThrow();
    await db.kysely.updateTable('companies').set({ vat_number: 'GB123456789', vat_rate_percent: 20 }).where('id', '=', company.company_id).execute();
    try {
      const html = await (await open()).text();
      expect(html).toContain('GB123456789');
      expect(html).toContain('VAT at 20%');
    } finally {
      await db.kysely.updateTable('companies').set({ vat_number: '' }).where('id', '=', company.company_id).execute();
    }
    // One character changed: not a link any more.
    const forged = link.search.replace(/token=(.)/, (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
    expect((await fetch(`${api.url}${link.pathname}${forged}`)).status).toBe(404);
    // A receipt link someone was forwarded does not open the booking's manage page (which cancels).
    const token = link.searchParams.get('token')!;
    expect((await api.call('GET', `${OPERATIONS.getManagedBooking.path}?token=${token}`)).status).toBe(404);
  });
});
