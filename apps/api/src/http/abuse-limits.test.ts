/**
 * What a stranger can repeat is limited: a baseline on every /api route, tighter limits on paid
 * lookups, messages, bookings and payments; mail to a typed address is limited per recipient; the
 * "is this email a client?" oracle of the booking call is closed or limited. Every 429 carries
 * Retry-After and says how long to wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '@kerbside/contract';
import { startTestApp, TEST_KEYS, type TestApp } from '../test/test-app.js';
import { createClient } from '../modules/accounts/accounts-test-kit.js';
import { bookingBody, bookingTestApp, oneWay } from '../modules/bookings/bookings-test-kit.js';
import { ADDRESS_LIMITS, RECIPIENT_LIMITS } from './limits.js';

// Behind a proxy (as in production): each test call names its client address in X-Forwarded-For.
const kit = bookingTestApp();

let subnet = 0;
/** A /24 of its own for each test, so the tests' counts never meet. */
const addresses = () => {
  subnet += 1;
  return (host: number) => `198.18.${subnet}.${host}`;
};

async function call(method: string, path: string, address: string, body?: unknown): Promise<{ status: number; retryAfter: string | null; body: any }> {
  const res = await fetch(`${kit.api.url}${path}`, {
    method,
    headers: {
      'api-public-key': TEST_KEYS.public,
      'api-secret-key': TEST_KEYS.secret,
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

const quoteRequest = (email: string) => ({
  pickup_address: 'Heathrow Terminal 5',
  dropoff_address: 'Oxford',
  pickup_date: '2026-12-24',
  pickup_time: '07:45',
  passenger_email: email,
  passenger_phone: '07700 900456',
  passenger_name: 'Spammer',
  additional_info: 'Buy cheap watches at example.com',
  passengers: 1,
  luggages: 0,
});
const contactMessage = { firstName: 'A', email: 'a@example.com', comments: 'hello' };

async function mailsTo(address: string, kind: string): Promise<number> {
  const row = await kit.db.kysely
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', address)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectRefusal(res: { status: number; retryAfter: string | null; body: any }, message: string) {
  expect(res.status).toBe(429);
  expect(Number(res.retryAfter)).toBeGreaterThan(0);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toMatch(new RegExp(`^${message.replace(/[.?]/g, '\\$&')} Please try again in (a minute|\\d+ minutes|\\d+ hours)\\.$`));
}

describe('per-address limits', () => {
  it(`a baseline of ${ADDRESS_LIMITS.api.limit} calls a minute on every /api route, per address`, async () => {
    const from = addresses();
    const answers = await Promise.all(Array.from({ length: ADDRESS_LIMITS.api.limit }, () => call('GET', '/api/v1/fetch_companies', from(1))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expectRefusal(await call('GET', '/api/v1/setting', from(1)), LIMIT_MESSAGES.requests);
    // Outside /api/v1 too, and before the API keys are even looked at.
    expect((await call('GET', '/api/health', from(1))).status).toBe(429);
    // Another address is not affected.
    expect((await call('GET', '/api/v1/setting', from(2))).status).toBe(200);
  });

  it(`routes a provider calls with a signature count apart, up to ${ADDRESS_LIMITS.signedCallbacks.limit} a minute: a wave of texts' delivery reports is not refused`, async () => {
    const from = addresses();
    const report = () =>
      fetch(`${kit.api.url}/api/twilio/sms-status`, { method: 'POST', headers: { 'x-forwarded-for': from(1), 'content-type': 'application/x-www-form-urlencoded' }, body: 'MessageSid=SM1&MessageStatus=delivered' });
    // No Twilio here: each is answered 404, and none 429.
    const statuses = await Promise.all(Array.from({ length: ADDRESS_LIMITS.api.limit + 20 }, async () => (await report()).status));
    expect(new Set(statuses)).toEqual(new Set([404]));
    // The address's baseline for everything else is untouched.
    expect((await call('GET', '/api/v1/setting', from(1))).status).toBe(200);
  });

  it('an IPv6 visitor is counted by the /64 they can rotate through', async () => {
    const calls = Array.from({ length: ADDRESS_LIMITS.placeSearch.limit }, (_, i) => call('GET', '/api/v1/places/autocomplete?q=oxford', `2001:db8:1:2::${(i + 1).toString(16)}`));
    expect((await Promise.all(calls)).every((a) => a.status === 200)).toBe(true);
    expectRefusal(await call('GET', '/api/v1/places/autocomplete?q=oxford', '2001:db8:1:2:ffff::1'), LIMIT_MESSAGES.placeSearch);
    expect((await call('GET', '/api/v1/places/autocomplete?q=oxford', '2001:db8:1:3::1')).status).toBe(200);
  });

  it(`${ADDRESS_LIMITS.prices.limit} price calls a minute per address (each a paid route with a maps key)`, async () => {
    const from = addresses();
    for (let i = 0; i < ADDRESS_LIMITS.prices.limit; i++) expect((await call('POST', '/api/v1/calculate-distance-price', from(1), oneWay)).status).toBe(200);
    expectRefusal(await call('POST', '/api/v1/calculate-distance-price', from(1), oneWay), LIMIT_MESSAGES.prices);
    expectRefusal(await call('POST', '/api/v1/calculate-distance', from(1), oneWay), LIMIT_MESSAGES.prices);
  });

  it(`Quote Now and Contact Us together: ${ADDRESS_LIMITS.messages.limit} messages per address, then 429 for all of 60`, async () => {
    const from = addresses();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res = i % 2 ? await call('POST', '/api/v1/contact-us', from(1), contactMessage) : await call('POST', '/api/v1/send-instant-email', from(1), quoteRequest(`someone-${i}@example.com`));
      statuses.push(res.status);
      if (i === 59) expectRefusal(res, LIMIT_MESSAGES.messages);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(ADDRESS_LIMITS.messages.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - ADDRESS_LIMITS.messages.limit);
    // Contact Us keeps the spec's error field on a refusal too.
    const contact = await call('POST', '/api/v1/contact-us', from(1), contactMessage);
    expect(contact.body.error).toBe(contact.body.message);
  });

  it(`${ADDRESS_LIMITS.bookings.limit} bookings an hour per address`, async () => {
    const from = addresses();
    for (let i = 0; i < ADDRESS_LIMITS.bookings.limit; i++) {
      const body = bookingBody(kit.vehicle, oneWay, { registrationData: { firstName: 'Ada', surname: 'L', number: '+447700900123', email: `guest-${subnet}-${i}@example.com` } });
      expect((await call('POST', '/api/v1/booking', from(1), body)).status).toBe(200);
    }
    expectRefusal(await call('POST', '/api/v1/booking', from(1), bookingBody(kit.vehicle, oneWay)), LIMIT_MESSAGES.bookings);
  });

  it(`${ADDRESS_LIMITS.payments.limit} card payments started an hour per address (card testing; the steps after are counted per payment: card-limits.test.ts)`, async () => {
    const from = addresses();
    // Counted before the body is read: even a payment that could not start is a try.
    for (let i = 0; i < ADDRESS_LIMITS.payments.limit; i++) expect((await call('POST', '/api/v1/create-payment-intent', from(1), {})).status).not.toBe(429);
    expectRefusal(await call('POST', '/api/v1/create-payment-intent', from(1), {}), LIMIT_MESSAGES.payments);
    expect((await call('POST', '/api/v1/create-payment-intent', from(2), {})).status).not.toBe(429);
  });
});

describe('mail to an address a visitor typed', () => {
  it(`a recipient gets at most ${RECIPIENT_LIMITS.enquiryCopy.limit} quote acknowledgements a day, whoever sends the requests`, async () => {
    const from = addresses();
    const victim = `victim-${subnet}@example.com`;
    for (let i = 0; i < 8; i++) expect((await call('POST', '/api/v1/send-instant-email', from(i + 1), quoteRequest(victim))).status).toBe(200);
    expect(await mailsTo(victim, 'quote_acknowledgement')).toBe(RECIPIENT_LIMITS.enquiryCopy.limit);
    // The operator still hears of every request.
    const stored = await kit.db.kysely.selectFrom('quote_requests').select('id').where('passenger_email', '=', victim).execute();
    expect(stored).toHaveLength(8);
  });

  it(`a recipient gets at most ${RECIPIENT_LIMITS.bookingConfirmation.limit} guest booking confirmations a day; the bookings still stand`, async () => {
    const from = addresses();
    const victim = `booked-${subnet}@example.com`;
    const traveller = `traveller-${subnet}@example.com`;
    const total = RECIPIENT_LIMITS.bookingConfirmation.limit + 3;
    for (let i = 0; i < total; i++) {
      const body = bookingBody(kit.vehicle, oneWay, {
        registrationData: { firstName: 'Ada', surname: 'L', number: '+447700900123', email: victim, passengerDetails: 'yes', passengerName: 'T', passengerEmail: traveller, passengerPhone: '+447700900124' },
      });
      expect((await call('POST', '/api/v1/booking', from(i + 1), body)).status).toBe(200);
    }
    expect(await mailsTo(victim, 'booking_confirmation')).toBe(RECIPIENT_LIMITS.bookingConfirmation.limit);
    expect(await mailsTo(traveller, 'booking_confirmation')).toBe(RECIPIENT_LIMITS.bookingConfirmation.limit);
  });

  it('a client who gave their password gets every confirmation of their own bookings', async () => {
    const from = addresses();
    const client = await createClient(kit.db, { email: `client-${subnet}@example.com` });
    const total = RECIPIENT_LIMITS.bookingConfirmation.limit + 2;
    for (let i = 0; i < total; i++) {
      const body = bookingBody(kit.vehicle, oneWay, { selected_passenger: 'existing_client', registrationData: { email: client.email, password: client.password, firstName: '', surname: '', number: '' } });
      expect((await call('POST', '/api/v1/booking', from(i + 1), body)).status).toBe(200);
    }
    expect(await mailsTo(client.email, 'booking_confirmation')).toBe(total);
  });
});

describe('which emails have an account', () => {
  it('a forged card payment gets the same 402 for a client’s email and an unknown one', async () => {
    const from = addresses();
    const client = await createClient(kit.db, { email: `known-${subnet}@example.com` });
    const forged = (email: string) =>
      bookingBody(kit.vehicle, oneWay, {
        selected_passenger: 'new_client',
        payment_method: 'card',
        paymentId: 'pi_forged_000000000000',
        registrationData: { firstName: 'P', surname: 'Q', number: '+447700900123', email, password: 'probe-password', privacyAccepted: true, termsAccepted: true },
      });
    const known = await call('POST', '/api/v1/booking', from(1), forged(client.email));
    const unknown = await call('POST', '/api/v1/booking', from(2), forged(`unknown-${subnet}@example.com`));
    expect(known.status).toBe(402);
    expect(unknown).toEqual({ ...known, retryAfter: null });
  });

  it(`registrations refused for a taken email: ${ADDRESS_LIMITS.accountProbes.limit} an hour per address, then 429 instead of the answer`, async () => {
    const from = addresses();
    const register = (email: string) =>
      call(
        'POST',
        '/api/v1/booking',
        from(1),
        bookingBody(kit.vehicle, oneWay, {
          selected_passenger: 'new_client',
          registrationData: { firstName: 'P', surname: 'Q', number: '+447700900123', email, password: 'probe-password', privacyAccepted: true, termsAccepted: true },
        }),
      );
    for (let i = 0; i < ADDRESS_LIMITS.accountProbes.limit; i++) {
      const client = await createClient(kit.db, { email: `taken-${subnet}-${i}@example.com` });
      expect((await register(client.email)).status).toBe(409);
    }
    const next = await createClient(kit.db, { email: `taken-${subnet}-last@example.com` });
    expectRefusal(await register(next.email), LIMIT_MESSAGES.accountChecks);
  });
});

describe('API keys are checked by the matched route', () => {
  const spellings = ['/%61pi/v1/setting', '/ap%69/v1/setting', '/api/%761/setting', '/api/v1/%73etting', '/%61%70%69/v1/fetch_companies', '/API/v1/setting', '//api/v1/setting', '/api/v1/setting/'];
  it.each(spellings)('%s without the keys is never answered with data', async (path) => {
    const res = await fetch(`${kit.api.url}${path}`, { headers: { 'x-forwarded-for': '198.18.250.1' } });
    expect([401, 404]).toContain(res.status);
    const body = (await res.json()) as { success: boolean; data?: unknown };
    expect(body.success).toBe(false);
    expect(body.data).toBeUndefined();
  });

  it('every /api/v1 route asks for the keys, whatever the spelling', async () => {
    for (const path of ['/%61pi/v1/booking', '/ap%69/v1/check-passenger-login', '/api/v1/get_booking/1', '/ap%69/v1/get_booking/1', '/%61pi/v1/places/autocomplete?q=oxford']) {
      const method = path.includes('booking') && !path.includes('get_') ? 'POST' : path.includes('login') ? 'POST' : 'GET';
      const res = await fetch(`${kit.api.url}${path}`, { method, headers: { 'x-forwarded-for': '198.18.250.2', 'content-type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
      expect(res.status, path).toBe(401);
    }
  });
});

const REDIS_URL = process.env.REDIS_TEST_URL;
describe.skipIf(!REDIS_URL)('limits shared by two instances through Redis', () => {
  let other: TestApp;
  let first: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ env: { TRUST_PROXY: 'true', REDIS_URL } });
    other = await startTestApp({ env: { TRUST_PROXY: 'true', REDIS_URL } });
  });
  afterAll(async () => {
    await first?.close();
    await other?.close();
  });

  it('messages sent to either instance count against one allowance per address', async () => {
    // An address of its own on every run: Redis keeps counts between runs.
    const address = `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const send = (instance: TestApp) => instance.call('POST', '/api/v1/contact-us', contactMessage, { 'x-forwarded-for': address });
    for (let i = 0; i < ADDRESS_LIMITS.messages.limit; i++) expect((await send(i % 2 ? other : first)).status).toBe(200);
    expect((await send(first)).status).toBe(429);
    expect((await send(other)).status).toBe(429);
  });
});
