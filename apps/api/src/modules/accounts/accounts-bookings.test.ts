import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { bookingListResponseSchema, bookingResponseSchema, type Booking } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { bookingBody, cheapest, NOW, oneWay, openTestDb } from '../bookings/bookings-test-kit.js';
import { createBookingsRepository } from '../bookings/bookings.repository.js';
import type { BookingRows } from '../bookings/booking-record.js';
import { createAccountsRepository } from './accounts.repository.js';
import { NOT_YOUR_BOOKINGS } from './accounts.service.js';
import { bearer, createClient, signIn, type TestClient } from './accounts-test-kit.js';

let api: TestApp;
let db: Db;
let grace: TestClient & { token: string; booked: Booking };
let ada: TestClient & { token: string };
const EXTRA = 45;

const withStops = {
  ...oneWay,
  stops: [
    { street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' },
    { street_name: 'Abbey Road', number: '3', postcode: 'NW8 9AY' },
  ],
};

/** `count` more bookings for the passenger, copied from one booked through the API, inserted through the repository. */
async function copyBookings(passengerId: number, from: Booking, count: number): Promise<void> {
  const { id, booking_number: _n, passenger_id: _p, ...booking } = await db.kysely
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', from.id)
    .executeTakeFirstOrThrow();
  const { booking_id: _b, ...detail } = await db.kysely.selectFrom('booking_details').selectAll().where('booking_id', '=', id).executeTakeFirstOrThrow();
  const { booking_id: _c, passenger_id: _d, ...passengerDetail } = await db.kysely
    .selectFrom('passenger_details')
    .selectAll()
    .where('booking_id', '=', id)
    .executeTakeFirstOrThrow();
  const repo = createBookingsRepository(db.kysely);
  for (let i = 0; i < count; i++) {
    // Pairs of bookings share an instant, so the id decides their order.
    const createdAt = new Date(NOW.getTime() - 3600_000 + Math.floor(i / 2) * 60_000).toISOString();
    const rows: BookingRows = {
      booking: { ...booking, idempotency_key: null, payment_id: null, created_at: createdAt, pick_up_address: `Copy ${i}` },
      detail,
      stops: i % 10 === 0 ? [{ position: 0, stop_address: `Stop of ${i}`, stop_post_code: 'SW1A 1AA', stop_street_number: String(i) }] : [],
      passengerDetail,
    };
    await db.kysely.transaction().execute((trx) => repo.insertBooking(trx, rows, passengerId, `KB-COPY-${passengerId}-${i}`));
  }
}

beforeAll(async () => {
  api = await startTestApp({ now: () => NOW, env: { TRUST_PROXY: 'true' } });
  db = openTestDb(api);
  const vehicle = await cheapest(api, withStops);
  const registration = {
    firstName: 'Grace',
    surname: 'Hopper',
    number: '+447700900789',
    email: 'grace@example.com',
    password: 'cobol-1959!',
    privacyAccepted: true,
    termsAccepted: true,
  };
  const res = await api.call('POST', '/api/v1/booking', bookingBody(vehicle, withStops, { selected_passenger: 'new_client', registrationData: registration }));
  if (res.status !== 200) throw new Error(`Booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  const booked = bookingResponseSchema.parse(res.body).data.booking;
  const graceClient = { id: booked.passenger_detail.passenger_id, email: registration.email, password: registration.password };
  grace = { ...graceClient, booked, token: await signIn(api, graceClient) };
  await copyBookings(grace.id, booked, EXTRA);

  const adaClient = await createClient(db, { email: 'ada@example.com', firstName: 'Ada', surname: 'Lovelace' });
  ada = { ...adaClient, token: await signIn(api, adaClient) };
  await copyBookings(ada.id, booked, 3);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});

const list = (passengerId: number, token: string, query = '') =>
  api.call('GET', `/api/v1/get_booking/${passengerId}${query}`, undefined, bearer(token));

describe('GET /api/v1/get_booking/:passenger_id', () => {
  it('lists the passenger’s bookings newest first, 20 to a page by default', async () => {
    const res = await list(grace.id, grace.token);
    expect(res.status).toBe(200);
    const body = bookingListResponseSchema.parse(res.body);
    expect(body.pagination).toEqual({ page: 1, per_page: 20, total: EXTRA + 1, pages: 3 });
    expect(body.data).toHaveLength(20);
    // The booking made through the API is the newest; it comes back as it was answered.
    expect(body.data[0]).toEqual(grace.booked);
    expect(body.data[0]!.booking_stops).toHaveLength(2);
    expect(body.data.every((b) => b.passenger_detail.passenger_id === grace.id)).toBe(true);
  });

  it('pages through every booking once, in (created_at, id) descending order', async () => {
    const seen: Booking[] = [];
    for (let page = 1; page <= 5; page++) {
      const body = bookingListResponseSchema.parse((await list(grace.id, grace.token, `?page=${page}&per_page=10`)).body);
      expect(body.pagination).toEqual({ page, per_page: 10, total: EXTRA + 1, pages: 5 });
      expect(body.data).toHaveLength(page < 5 ? 10 : (EXTRA + 1) % 10);
      seen.push(...body.data);
    }
    expect(new Set(seen.map((b) => b.id)).size).toBe(EXTRA + 1);
    const expected = [...seen].sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
    expect(seen.map((b) => b.id)).toEqual(expected.map((b) => b.id));
    // The copies, oldest last: 'Copy 44' … 'Copy 0'.
    expect(seen.slice(1).map((b) => b.pick_up_address)).toEqual(Array.from({ length: EXTRA }, (_, i) => `Copy ${EXTRA - 1 - i}`));
    // Each booking carries its own stops.
    for (const booking of seen.slice(1)) {
      const i = Number(booking.pick_up_address.slice('Copy '.length));
      expect(booking.booking_stops).toEqual(i % 10 === 0 ? [{ stop_address: `Stop of ${i}`, stop_post_code: 'SW1A 1AA', stop_street_number: String(i) }] : []);
    }
  });

  it('answers an empty page past the end, with the totals', async () => {
    const body = bookingListResponseSchema.parse((await list(grace.id, grace.token, '?page=9&per_page=20')).body);
    expect(body).toEqual({ success: true, data: [], pagination: { page: 9, per_page: 20, total: EXTRA + 1, pages: 3 } });
  });

  it('refuses another passenger’s bookings with 403 and shows nothing of theirs', async () => {
    const res = await list(grace.id, ada.token);
    expect(res).toEqual({ status: 403, body: { success: false, message: NOT_YOUR_BOOKINGS } });
    const own = bookingListResponseSchema.parse((await list(ada.id, ada.token)).body);
    expect(own.pagination.total).toBe(3);
    expect(own.data.every((b) => b.passenger_detail.passenger_id === ada.id)).toBe(true);
  });

  it('needs a token', async () => {
    const res = await api.call('GET', `/api/v1/get_booking/${grace.id}`);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('answers 400 to a bad page or passenger id', async () => {
    for (const query of ['?page=0', '?per_page=101', '?page=abc', '?per_page=0']) {
      const res = await list(grace.id, grace.token, query);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await list(0, grace.token)).status).toBe(400);
    expect((await api.call('GET', '/api/v1/get_booking/abc', undefined, bearer(grace.token))).status).toBe(400);
  });
});

describe('the page query', () => {
  it('reads a page in two queries whatever its size (no query per booking), plus one count', async () => {
    const statements: string[] = [];
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements.push(args.queryId.queryId);
        return args.result;
      },
    };
    const repo = createAccountsRepository(db.kysely.withPlugin(counting));
    const page = await repo.pageOfBookings(grace.id, 40, 0);
    expect(page).toHaveLength(40);
    expect(statements).toHaveLength(2);
    expect(await repo.countBookings(grace.id)).toBe(EXTRA + 1);
    expect(statements).toHaveLength(3);
  });
});
