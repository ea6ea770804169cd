/**
 * The board's tests: a real server on a movable clock, bookings made through the website's API for
 * a chosen company (paid in the car or by card), drivers, and staff signed in.
 */
import { afterAll, beforeAll } from 'vitest';
import { OPERATIONS, pathOf, type PriceDetail } from '@kerbside/contract';
import { amountCharged, poundsToPence } from '@kerbside/domain';
import type { Db } from '../../db/database.js';
import { testAppWithDb, type TestApp } from '../../test/test-app.js';
import { bookingBody, guest } from '../bookings/bookings-test-kit.js';
import { startFakeStripe, type FakeStripe } from '../payments/__fixtures__/fake-stripe-server.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';

/** Tuesday 1 December 2026, 09:00 in London: the clock the tests start on. */
export const START = new Date('2026-12-01T09:00:00Z');

export const COMPANIES = { riverside: 'Riverside Executive Cars', skyline: 'Capital Skyline Transfers', greenline: 'Greenline Private Hire' } as const;
export type CompanyKey = keyof typeof COMPANIES;

export interface Clock {
  now: Date;
}

let address = 0;
/** A client address of its own for each call, so the per-address limits of bookings and payments never count. */
export const nextAddress = () => {
  address += 1;
  return `198.51.${(address >> 8) & 255}.${address & 255}`;
};

export function mileage(changes: Record<string, unknown> = {}) {
  return {
    stops: [],
    pickup: '10 Downing Street, London SW1A 2AA',
    dropoff: 'London Heathrow Airport Terminal 5',
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
    ...changes,
  };
}

export function hourlyHire(changes: Record<string, unknown> = {}) {
  return { pickup: '10 Downing Street, London SW1A 2AA', pickup_date: '2026-12-03', pickup_duration: '4hour', pickup_hour: '2pm', pickup_min: '15', main_destination: 'As directed — central London', ...changes };
}

export interface Booked {
  id: number;
  number: string;
  jobIds: number[];
  amountPence: number;
  vehicle: PriceDetail;
}

export interface BookingOptions {
  form?: Record<string, unknown>;
  kind?: 'milleage' | 'hourly';
  /** Changes to the request (registrationData, payment…). */
  changes?: Record<string, unknown>;
  /** Pay by card first (the sandbox's test card, or Stripe's pm_card_visa when Stripe is configured). */
  card?: boolean;
  /** Which of the company's quoted vehicles to book; the first (cheapest) when left out. */
  vehicle?: (option: PriceDetail) => boolean;
}

export interface DispatchKit {
  api: TestApp;
  db: Db;
  clock: Clock;
  staff: Record<keyof typeof DEMO_LOGINS, StaffClient>;
  companyId: Record<CompanyKey, number>;
  book(company: CompanyKey, options?: BookingOptions): Promise<Booked>;
  addDriver(company: CompanyKey, changes?: Partial<DriverRow>): Promise<number>;
  mailsTo(email: string): Promise<Array<{ subject: string; text_body: string; html_body: string; company_id: number | null; kind: string }>>;
  job(client: StaffClient, id: number): Promise<{ status: number; body: any }>;
  /** Moves the clock and signs everyone in again (console sessions last 12 hours). */
  moveClock(to: Date): Promise<void>;
  act(client: StaffClient, operation: { path: string }, id: number, body?: unknown): Promise<{ status: number; body: any }>;
}

interface DriverRow {
  name: string;
  mobile: string;
  licence_number: string;
  licence_expiry: string;
  vehicle_registration: string;
  vehicle_category: string;
  is_active: number;
  /** Documents (migration 0043). */
  vehicle_plate_number: string;
  dvla_licence_expiry: string | null;
  vehicle_plate_expiry: string | null;
  mot_expiry: string | null;
  insurance_expiry: string | null;
  dbs_check_date: string | null;
}

/** The test app and its helpers, started by hooks of the calling file; read the fields inside tests. */
export function dispatchTestApp(env: Record<string, string | undefined> = {}, options: { stripePaymentMethod?: string } = {}): DispatchKit {
  const clock: Clock = { now: START };
  const base = testAppWithDb({ now: () => clock.now, env: { TRUST_PROXY: 'true', ...env } });
  const kit = { clock } as DispatchKit;
  Object.defineProperty(kit, 'api', { get: () => base.api });
  Object.defineProperty(kit, 'db', { get: () => base.db });

  async function signInAll() {
    const entries = await Promise.all(Object.entries(DEMO_LOGINS).map(async ([key, email]) => [key, await signInStaff(base.api, email)] as const));
    kit.staff = Object.fromEntries(entries) as DispatchKit['staff'];
  }
  beforeAll(async () => {
    const companies = await base.db.kysely.selectFrom('companies').select(['id', 'company_name']).execute();
    const idOf = (name: string) => companies.find((c) => c.company_name === name)!.id;
    kit.companyId = { riverside: idOf(COMPANIES.riverside), skyline: idOf(COMPANIES.skyline), greenline: idOf(COMPANIES.greenline) };
    await signInAll();
  });
  kit.moveClock = async (to) => {
    clock.now = to;
    await signInAll();
  };

  const call = (method: string, path: string, body?: unknown) => base.api.call(method, path, body, { 'x-forwarded-for': nextAddress() });

  async function quoteFor(company: CompanyKey, form: Record<string, unknown>, kind: 'milleage' | 'hourly', pick: (option: PriceDetail) => boolean = () => true): Promise<PriceDetail> {
    const res = await call('POST', kind === 'milleage' ? '/api/v1/calculate-distance-price' : '/api/v1/calculate-hourly-price', form);
    if (res.status !== 200) throw new Error(`quote: ${res.status} ${JSON.stringify(res.body)}`);
    const vehicle = (res.body.data.price_details as PriceDetail[]).find((p) => p.company_id === kit.companyId[company] && pick(p));
    if (!vehicle) throw new Error(`no vehicle of ${company}`);
    return vehicle;
  }

  async function pay(vehicle: PriceDetail, body: Record<string, unknown>): Promise<{ paymentId: string; sessionId: string }> {
    // What the website charges (ROUND_OFF is 'yes' in the demo data).
    const amount = amountCharged({ unitPence: poundsToPence(vehicle.price), quantity: 1 }, true).chargedPence;
    // The booking request without its payment fields: the payment books exactly this.
    const { payment_method: _method, ...payable } = body;
    let paymentMethodId = options.stripePaymentMethod;
    if (!paymentMethodId) {
      const method = await call('POST', '/api/v1/sandbox/payment-methods', { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
      paymentMethodId = method.body.data.paymentMethodId as string;
    }
    const intent = await call('POST', '/api/v1/create-payment-intent', { paymentMethodId, amount, booking: payable });
    if (intent.status !== 200) throw new Error(`intent: ${intent.status} ${JSON.stringify(intent.body)}`);
    const confirmed = await call('POST', '/api/v1/confirm-payment-intent', { paymentIntentId: intent.body.data.paymentIntentId });
    if (confirmed.body.data?.status !== 'succeeded') throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
    return confirmed.body.data as { paymentId: string; sessionId: string };
  }

  kit.book = async (company, opts = {}) => {
    const kind = opts.kind ?? 'milleage';
    const form = opts.form ?? (kind === 'milleage' ? mileage() : hourlyHire());
    const vehicle = await quoteFor(company, form, kind, opts.vehicle);
    let body = bookingBody(vehicle, form, opts.changes ?? {}, kind) as Record<string, unknown>;
    if (opts.card) {
      const payment = await pay(vehicle, body);
      body = { ...body, payment_method: 'card', paymentId: payment.paymentId, stripe_session_id: payment.sessionId };
    }
    const res = await call('POST', '/api/v1/booking', body);
    if (res.status !== 200) throw new Error(`booking: ${res.status} ${JSON.stringify(res.body)}`);
    const booking = res.body.data.booking as { id: number; booking_number: string; total_booking_amount: number };
    const jobs = await base.db.kysely.selectFrom('booking_jobs').select('id').where('booking_id', '=', booking.id).orderBy('id').execute();
    return { id: booking.id, number: booking.booking_number, jobIds: jobs.map((j) => j.id), amountPence: Math.round(booking.total_booking_amount * 100), vehicle };
  };

  let drivers = 0;
  kit.addDriver = async (company, changes = {}) => {
    drivers += 1;
    const row = await base.db.kysely
      .insertInto('drivers')
      .values({
        company_id: kit.companyId[company],
        name: `Driver ${drivers}`,
        mobile: '+447700900999',
        licence_number: `PHD-${drivers}`,
        licence_expiry: '2027-12-31',
        vehicle_registration: `AB${drivers}2 CDE`,
        vehicle_plate_number: `PHV ${100000 + drivers}`,
        vehicle_category: 'Saloon',
        is_active: 1,
        created_at: START.toISOString(),
        ...changes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  kit.mailsTo = (email) =>
    base.db.kysely.selectFrom('mail_outbox').select(['subject', 'text_body', 'html_body', 'company_id', 'kind']).where('to_address', '=', email).orderBy('id').execute();
  kit.job = (client, id) => client.call('GET', pathOf(OPERATIONS.operatorJob, { id }));
  kit.act = (client, operation, id, body) => client.call('POST', pathOf(operation, { id }), body ?? {});
  return kit;
}

export { guest };

/**
 * The kit on the Stripe adapter against the in-repo fake Stripe, paying with pm_card_visa. The fake
 * starts first (the app's environment names its address) and is closed when the file's tests end.
 */
export async function stripeDispatchTestApp(secretKey: string): Promise<{ stripe: FakeStripe; kit: DispatchKit }> {
  const stripe = await startFakeStripe(secretKey);
  const kit = dispatchTestApp(
    { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: 'pk_test_51KerbsideFake', STRIPE_API_URL: stripe.url },
    { stripePaymentMethod: 'pm_card_visa' },
  );
  afterAll(() => stripe.close());
  return { stripe, kit };
}

/** RFC 4180 parsing, to read the file back as a spreadsheet would. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endCell();
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}
