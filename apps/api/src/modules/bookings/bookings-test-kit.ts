/** Shared pieces of the booking tests: a fixed clock, journeys, a priced request, and a look at the tables. */
import { beforeAll } from 'vitest';
import type { BookingRequestInput, PriceDetail } from '@kerbside/contract';
import { openDatabase, type Db } from '../../db/database.js';
import { testAppWithDb, type TestApp } from '../../test/test-app.js';

// A fixed clock: Tuesday 1 December 2026, 09:00 in London.
export const NOW = new Date('2026-12-01T09:00:00Z');

export const oneWay = {
  stops: [],
  pickup: '10 Downing Street, London SW1A 2AA',
  dropoff: 'Manchester Piccadilly',
  pickup_date: '2026-12-03',
  pickup_hour: '10am',
  pickup_min: '30',
  select_option: 'one_way',
  passengers: 2,
  luggages: 1,
  hand_luggages: 1,
  meet_and_greet: 'no',
  baby_seats: 0,
  booster_seats: 0,
  wheel_chair: 'no',
  special_luggage: 0,
  waiting_min: 0,
} as const;

export const hourly = {
  pickup: '10 Downing Street, London SW1A 2AA',
  pickup_date: '2026-12-03',
  pickup_duration: '4hour',
  pickup_hour: '2pm',
  pickup_min: '15',
  main_destination: 'As directed — central London',
} as const;

export const guest = {
  firstName: 'Ada',
  surname: 'Lovelace',
  number: '+447700900123',
  email: 'ada@example.com',
  additionalInfo: 'Hotel Room 12',
};

type Form = Record<string, unknown>;

/** The cheapest vehicle the API quotes for this form. */
export async function cheapest(api: TestApp, form: Form, kind: 'milleage' | 'hourly' = 'milleage'): Promise<PriceDetail> {
  const path = kind === 'milleage' ? '/api/v1/calculate-distance-price' : '/api/v1/calculate-hourly-price';
  const res = await api.call('POST', path, form);
  if (res.status !== 200) throw new Error(`Quote failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.data.price_details as PriceDetail[])[0]!;
}

/** A pay-in-car guest booking of `vehicle`, quantity 1, for `form` (mileage unless hourly). */
export function bookingBody(vehicle: PriceDetail, form: Form, changes: Partial<BookingRequestInput> = {}, kind: 'milleage' | 'hourly' = 'milleage') {
  return {
    selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
    selectedVehicle: 1,
    bookingType: kind,
    ...(kind === 'milleage' ? { bookingForm: form } : { hourlyRateForm: form }),
    registrationData: { ...guest },
    payment_method: 'car',
    selected_passenger: 'guest_login',
    ...changes,
  };
}

/**
 * The setup of most booking tests, as hooks of the calling file: a test app on the fixed clock
 * behind a trusted proxy (each call may name its client address in X-Forwarded-For), a second
 * connection to its database, and the cheapest vehicle for `oneWay`. Read the fields in tests.
 */
export function bookingTestApp(env: Record<string, string | undefined> = {}) {
  const kit = testAppWithDb({ now: () => NOW, env: { TRUST_PROXY: 'true', ...env } }) as ReturnType<typeof testAppWithDb> & { vehicle: PriceDetail };
  beforeAll(async () => {
    kit.vehicle = await cheapest(kit.api, oneWay);
  });
  return kit;
}

/** A second connection to the test app's database, to look at what was stored. */
export function openTestDb(api: TestApp): Db {
  return openDatabase({ databaseUrl: api.config.DATABASE_URL, sqlitePath: api.config.SQLITE_PATH });
}

export type StoredTable = 'bookings' | 'passengers' | 'booking_details' | 'booking_stops' | 'passenger_details' | 'mail_outbox';

export async function countRows(db: Db, table: StoredTable): Promise<number> {
  const row = await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countAll(db: Db): Promise<Record<StoredTable, number>> {
  const tables: StoredTable[] = ['bookings', 'passengers', 'booking_details', 'booking_stops', 'passenger_details', 'mail_outbox'];
  const counts = await Promise.all(tables.map((t) => countRows(db, t)));
  return Object.fromEntries(tables.map((t, i) => [t, counts[i]!])) as Record<StoredTable, number>;
}
