/**
 * A NUL character (U+0000) in any text the API takes is bad input: 400 with the usual
 * 'Invalid request. <path>: <message>', and nothing stored. PostgreSQL cannot hold U+0000 in text
 * (it answered 500); SQLite stored it. For every /api/v1 route that takes text, each string leaf of
 * a valid sample is replaced by 'a\u0000b' in turn; then the sample itself must still succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { type AddressSuggestion, OPERATIONS, pathOf } from '@kerbside/contract';
import type { Db } from '../db/database.js';
import { contact, quote } from '../modules/enquiries/enquiries-test-kit.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { bookingBody, cheapest, guest, hourly, NOW, oneWay, openTestDb } from '../modules/bookings/bookings-test-kit.js';
import { bearer, createClient, signIn, type TestClient } from '../modules/accounts/accounts-test-kit.js';
import { mailedCode } from '../modules/password-reset/password-reset-test-kit.js';
import { idempotencyKey } from '../modules/bookings/request-identity.js';

/** Extra configuration for the app under test (e.g. looser rate limits). Clients are told apart by X-Forwarded-For. */
const TEST_ENV: Record<string, string> = { TRUST_PROXY: 'true' };

const NUL_TEXT = 'a\u0000b';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];
type Reply = { status: number; body: any };

/** Every string in a JSON value, by its path. */
function stringLeaves(value: Json, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
function withLeaf<T extends Json>(value: T, path: Path, replacement: Json): T {
  const copy = structuredClone(value) as Json;
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path.at(-1)!] = replacement;
  return copy as T;
}

let api: TestApp;
let db: Db;
/** NUL cases sent, by route, for the summary printed at the end. */
const covered = new Map<string, number>();
const count = (route: string, n = 1) => covered.set(route, (covered.get(route) ?? 0) + n);

let addresses = 0;
/** A client address of its own for every call, so per-address rate limits stay out of the way. */
const freshAddress = () => {
  addresses += 1;
  return { 'x-forwarded-for': `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}` };
};

const post = (path: string, body: Json, headers: Record<string, string> = {}) => api.call('POST', path, body, { ...freshAddress(), ...headers });
const patch = (path: string, body: Json, headers: Record<string, string> = {}) => api.call('PATCH', path, body, { ...freshAddress(), ...headers });
const get = (path: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
  api.call('GET', `${path}?${new URLSearchParams(query).toString()}`, undefined, { ...freshAddress(), ...headers });

/** Rows in every table, to show a refused request stored nothing. */
async function storedRows(): Promise<Record<string, number>> {
  const tables = (await db.kysely.introspection.getTables()).filter((t) => !t.isView).map((t) => t.name).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely);
    counts[table] = Number(rows[0]!.n);
  }
  return counts;
}

function expectRefused(res: Reply, path: Path, what: string) {
  // Soft: one run lists every field that gets through, not only the first.
  expect.soft(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
  expect.soft(res.body.success, what).toBe(false);
  expect.soft(res.body.message, what).toMatch(new RegExp(`^Invalid request\\. ${path.join('\\.')}: `));
}

/** Sends `sample` with each of its string leaves in turn set to NUL_TEXT: all refused, nothing stored. */
async function expectEveryLeafRefused<T extends Json>(route: string, sample: T, send: (payload: T) => Promise<Reply>) {
  const leaves = stringLeaves(sample);
  expect(leaves.length, `${route} has text to test`).toBeGreaterThan(0);
  const before = await storedRows();
  for (const path of leaves) {
    expectRefused(await send(withLeaf(sample, path, NUL_TEXT)), path, `${route} ${path.join('.')}`);
    count(route);
  }
  expect(await storedRows(), `${route}: nothing stored`).toEqual(before);
}

function expectOk(res: Reply, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
}

/** The id of the first place the address search suggests for `q`. */
async function placeId(q: string): Promise<string> {
  const res = await get(OPERATIONS.autocompleteAddress.path, { q });
  expectOk(res, `autocomplete ${q}`);
  return (res.body.data as AddressSuggestion[])[0]!.id;
}

let heathrowId: string;
let downingId: string;
let client: TestClient & { token: string };

beforeAll(async () => {
  api = await startTestApp({ now: () => NOW, env: TEST_ENV });
  db = openTestDb(api);
  heathrowId = await placeId('Heathrow Terminal 5');
  downingId = await placeId('SW1A 2AA');
  const c = await createClient(db, { email: 'grace@example.com', password: 'cobol-1959!' });
  client = { ...c, token: await signIn(api, c) };
});
afterAll(async () => {
  const total = [...covered.values()].reduce((a, b) => a + b, 0);
  console.info(`NUL bytes: ${total} cases over ${covered.size} routes`, Object.fromEntries(covered));
  await db?.close();
  await api?.close();
});

/** A return journey with stops, flight numbers and place ids: every text field of the mileage form. */
const mileageForm = () => ({
  ...oneWay,
  pickup: 'Heathrow Airport Terminal 5',
  pickup_place_id: heathrowId,
  dropoff: '10 Downing Street, London SW1A 2AA',
  dropoff_place_id: downingId,
  pickup_fight_number: 'BA117',
  stops: [{ street_name: 'Euston Road', number: '1', postcode: 'NW1 2RT' }],
  select_option: 'return',
  return_date: '2026-12-05',
  return_hour: '6pm',
  return_min: '05',
  return_fight_number: 'BA118',
});
const hourlyForm = () => ({ ...hourly, pickup: 'Heathrow Airport Terminal 5', pickup_place_id: heathrowId });

describe('quotes and places', () => {
  it('refuses NUL in calculate-distance', async () => {
    const sample = { pickup: 'Heathrow Airport Terminal 5', pickup_place_id: heathrowId, dropoff: '10 Downing Street, London SW1A 2AA', dropoff_place_id: downingId };
    await expectEveryLeafRefused('calculate-distance', sample, (body) => post(OPERATIONS.calculateDistance.path, body));
    expectOk(await post(OPERATIONS.calculateDistance.path, sample), 'calculate-distance');
  });

  it('refuses NUL in calculate-distance-price', async () => {
    const sample = mileageForm();
    await expectEveryLeafRefused('calculate-distance-price', sample, (body) => post(OPERATIONS.calculateDistancePrice.path, body));
    expectOk(await post(OPERATIONS.calculateDistancePrice.path, sample), 'calculate-distance-price');
  });

  it('refuses NUL in calculate-hourly-price', async () => {
    const sample = hourlyForm();
    await expectEveryLeafRefused('calculate-hourly-price', sample, (body) => post(OPERATIONS.calculateHourlyPrice.path, body));
    expectOk(await post(OPERATIONS.calculateHourlyPrice.path, sample), 'calculate-hourly-price');
  });

  it('refuses NUL in the address search query strings', async () => {
    const search = { q: 'Heathrow', lat: '51.47', lon: '-0.45', limit: '5' };
    await expectEveryLeafRefused('places/autocomplete', search, (query) => get(OPERATIONS.autocompleteAddress.path, query));
    expectOk(await get(OPERATIONS.autocompleteAddress.path, search), 'places/autocomplete');

    await expectEveryLeafRefused('places/details', { id: heathrowId }, (query) => get(OPERATIONS.getPlaceDetails.path, query));
    expectOk(await get(OPERATIONS.getPlaceDetails.path, { id: heathrowId }), 'places/details');
  });

  it('ignores NUL in the query of routes that take no input', async () => {
    for (const path of [OPERATIONS.getSettings.path, OPERATIONS.getVehicles.path, OPERATIONS.getCompanies.path, OPERATIONS.getSavedAddresses.path, OPERATIONS.getPaymentConfig.path]) {
      expectOk(await get(path, { x: NUL_TEXT }), path);
    }
  });
});

describe('bookings', () => {
  it('refuses NUL in a new client’s mileage booking, in every form and registration field', async () => {
    const form = mileageForm();
    const vehicle = await cheapest(api, form);
    const registrationData = {
      ...guest,
      email: 'babbage@example.com',
      username: 'babbage',
      passengerDetails: 'yes',
      passengerName: 'Charles Babbage',
      passengerEmail: 'charles@example.com',
      passengerPhone: '+447700900456',
      password: 'difference-engine',
      privacyAccepted: true,
      termsAccepted: true,
    };
    const sample = bookingBody(vehicle, form, { selected_passenger: 'new_client', registrationData, idempotency_key: 'nul-bytes-mileage-1' } as never) as Json;
    await expectEveryLeafRefused('booking (mileage, new client)', sample, (body) => post(OPERATIONS.createBooking.path, body));
    expectOk(await post(OPERATIONS.createBooking.path, sample), 'booking (mileage, new client)');
  });

  it('refuses NUL in the card payment calls and in an hourly card booking', async () => {
    const form = hourlyForm();
    const vehicle = await cheapest(api, form, 'hourly');
    const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
    await expectEveryLeafRefused('sandbox/payment-methods', card, (body) => post(OPERATIONS.createSandboxPaymentMethod.path, body));
    const method = await post(OPERATIONS.createSandboxPaymentMethod.path, card);
    expectOk(method, 'sandbox/payment-methods');

    const { payment_method: _method, ...booking } = bookingBody(vehicle, form, { idempotency_key: 'nul-bytes-hourly-1' }, 'hourly') as Record<string, Json>;
    const intentSample = {
      paymentMethodId: method.body.data.paymentMethodId as string,
      amount: Math.round(Math.round(vehicle.price * 100) / 100) * 100,
      booking: booking as Json,
    };
    await expectEveryLeafRefused('create-payment-intent', intentSample, (body) => post(OPERATIONS.createPaymentIntent.path, body));
    const intent = await post(OPERATIONS.createPaymentIntent.path, intentSample);
    expectOk(intent, 'create-payment-intent');

    const confirmSample = { paymentIntentId: intent.body.data.paymentIntentId as string };
    await expectEveryLeafRefused('confirm-payment-intent', confirmSample, (body) => post(OPERATIONS.confirmPaymentIntent.path, body));
    const confirmed = await post(OPERATIONS.confirmPaymentIntent.path, confirmSample);
    expectOk(confirmed, 'confirm-payment-intent');
    const { paymentId, sessionId } = confirmed.body.data as { paymentId: string; sessionId: string };

    const changes = { payment_method: 'card', paymentId, stripe_session_id: sessionId, idempotency_key: 'nul-bytes-hourly-1' } as const;
    const sample = bookingBody(vehicle, form, changes, 'hourly') as Json;
    await expectEveryLeafRefused('booking (hourly, card)', sample, (body) => post(OPERATIONS.createBooking.path, body));
    expectOk(await post(OPERATIONS.createBooking.path, sample), 'booking (hourly, card)');
  });

  it('refuses NUL in check-passenger-email', async () => {
    const sample = { email: client.email, password: client.password };
    await expectEveryLeafRefused('check-passenger-email', sample, (body) => post(OPERATIONS.checkPassengerEmail.path, body));
    expectOk(await post(OPERATIONS.checkPassengerEmail.path, sample), 'check-passenger-email');
  });

  it('keeps refusing an Idempotency-Key header with a NUL (HTTP clients cannot even send one)', () => {
    expect(idempotencyKey(undefined, `abcdefgh${NUL_TEXT}`)).toMatchObject({ ok: false, status: 400 });
  });
});

describe('corporate accounts and password reset', () => {
  it('refuses NUL in check-passenger-login', async () => {
    const sample = { email: client.email, password: client.password };
    await expectEveryLeafRefused('check-passenger-login', sample, (body) => post(OPERATIONS.signIn.path, body));
    expectOk(await post(OPERATIONS.signIn.path, sample), 'check-passenger-login');
  });

  it('refuses NUL in update-passenger', async () => {
    const sample = {
      passenger_id: client.id,
      name: 'Grace Brewster Hopper',
      email: 'grace.hopper@example.com',
      phone: '+44 7700 900111',
      current_password: client.password,
    };
    const send = (body: Json) => patch(OPERATIONS.updatePassenger.path, body, bearer(client.token));
    await expectEveryLeafRefused('update-passenger', sample, send);
    expectOk(await send(sample), 'update-passenger');
  });

  it('refuses NUL in change-password', async () => {
    // The same password again: the account stays as it is for the tests after this one.
    const sample = { current_password: client.password, new_password: client.password };
    const send = (body: Json) => post(OPERATIONS.changePassword.path, body, bearer(client.token));
    await expectEveryLeafRefused('change-password', sample, send);
    expectOk(await send(sample), 'change-password');
  });

  it('refuses NUL in the path and query of get_booking', async () => {
    const auth = bearer(client.token);
    const paging = { page: '1', per_page: '20' };
    await expectEveryLeafRefused('get_booking', paging, (query) => get(pathOf(OPERATIONS.listPassengerBookings, { passenger_id: client.id }), query, auth));
    expectRefused(await api.call('GET', `${pathOf(OPERATIONS.listPassengerBookings, { passenger_id: client.id })}%00`, undefined, auth), ['passenger_id'], 'get_booking/<id>%00');
    expectRefused(await api.call('GET', `/api/v1/get_booking/${client.id}%00x?page=1`, undefined, auth), ['passenger_id'], 'get_booking/<id>%00x');
    count('get_booking/:passenger_id', 2);
    expectOk(await get(pathOf(OPERATIONS.listPassengerBookings, { passenger_id: client.id }), paging, auth), 'get_booking');
  });

  it('refuses NUL in forgot-password, verify-code and reset-password', async () => {
    const email = 'ada@example.com';
    await createClient(db, { email, password: 'analytical-engine' });
    const forgot = { email, type: 'website' };
    await expectEveryLeafRefused('auth/forgot-password', forgot, (body) => post(OPERATIONS.forgotPassword.path, body));
    expectOk(await post(OPERATIONS.forgotPassword.path, forgot), 'auth/forgot-password');

    const verify = { email, code: await mailedCode(db, email) };
    await expectEveryLeafRefused('auth/verify-code', verify, (body) => post(OPERATIONS.verifyResetCode.path, body));
    expectOk(await post(OPERATIONS.verifyResetCode.path, verify), 'auth/verify-code');

    const reset = { ...verify, new_password: 'new-analytical-engine', type: 'website' };
    await expectEveryLeafRefused('auth/reset-password', reset, (body) => post(OPERATIONS.resetPassword.path, body));
    expectOk(await post(OPERATIONS.resetPassword.path, reset), 'auth/reset-password');
  });
});

describe('enquiries', () => {
  it('refuses NUL in the Quote Now form', async () => {
    const sample = { ...quote };
    await expectEveryLeafRefused('send-instant-email', sample, (body) => post(OPERATIONS.sendQuoteRequest.path, body));
    expectOk(await post(OPERATIONS.sendQuoteRequest.path, sample), 'send-instant-email');
  });

  it('refuses NUL in the contact form', async () => {
    const sample = { ...contact, comments: 'I left an umbrella in the car.\r\nThank you.' };
    await expectEveryLeafRefused('contact-us', sample, (body) => post(OPERATIONS.sendContactMessage.path, body));
    expectOk(await post(OPERATIONS.sendContactMessage.path, sample), 'contact-us');
  });
});

describe('development outbox (outside /api/v1, never in production)', () => {
  it('refuses NUL in its query', async () => {
    // Answered only to this machine: no X-Forwarded-For.
    const outbox = (query: Record<string, string>) => api.call('GET', `${OPERATIONS.listOutbox.path}?${new URLSearchParams(query).toString()}`);
    const sample = { to: 'ada@example.com', kind: 'reset_code' };
    await expectEveryLeafRefused('dev outbox', sample, outbox);
    expectOk(await outbox(sample), 'dev outbox');
  });
});
