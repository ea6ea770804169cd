/** The booking use case with a fake card provider, a fake price and a recording outbox, over a real database. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingFormSchema, bookingRequestSchema, bookingSchema } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { fail, ok, type Result } from '../../http/result.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFleetRepository } from '../fleet/fleet.repository.js';
import type { OutgoingMail } from '../../platform/outbox/index.js';
import { createPassengersRepository } from '../passengers/passengers.repository.js';
import { createPassengersService } from '../passengers/passengers.service.js';
import { createPasswordChecks } from '../passengers/password-checks.js';
import { createMemoryRateLimiter } from '../../platform/limiter/index.js';
import type { PaymentsService } from '../payments/payments.types.js';
import type { ChosenVehiclePrice } from '../quotes/chosen-vehicle.js';
import { createSettingsRepository } from '../settings/settings.repository.js';
import { createSettingsService } from '../settings/settings.service.js';
import { createBookingsRepository } from './bookings.repository.js';
import { createBookingsService, PAYMENT_USED, type BookingsService } from './bookings.service.js';
import { countAll, guest, NOW, oneWay, openTestDb } from './bookings-test-kit.js';

const ADDRESS = '192.0.2.10';
const limiter = createMemoryRateLimiter();

const numbers = vi.hoisted(() => ({ next: [] as string[] }));
vi.mock('./booking-number.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./booking-number.js')>();
  return { ...actual, newBookingNumber: () => numbers.next.shift() ?? actual.newBookingNumber() };
});

let api: TestApp;
let db: Db;
let price: ChosenVehiclePrice;
let service: BookingsService;
const mails: Array<{ mail: OutgoingMail; inTransaction: boolean }> = [];
let outboxFails = false;
let verify: ReturnType<typeof vi.fn<PaymentsService['verifySucceeded']>>;

beforeAll(async () => {
  api = await startTestApp({ now: () => NOW });
  db = openTestDb(api);
  const [vehicle] = await createFleetRepository(db.kysely).listActiveVehicles();
  price = {
    vehicle: vehicle!,
    detail: { vehicle_id: vehicle!.id, company_id: vehicle!.companyId, price: 123.45, final_price: 123.45, breakdown: { lines: [], final_price: 123.45 } } as never,
    quantity: 1,
    unitPence: 12_345,
    totalPence: 12_345,
    chargePence: 12_300,
    currencyCode: 'gbp',
    currencySymbol: '£',
    bookingType: 'milleage',
    bookingForm: bookingFormSchema.parse(oneWay),
    hourlyRateForm: null,
    tariffVersionId: null,
    journeySeconds: 1500,
  };
  const settings = createSettingsService(createSettingsRepository(db.kysely), { mapsProvider: 'test', wheelchairAccessibleFleet: () => Promise.resolve(false) });
  service = createBookingsService({
    db: db.kysely,
    repo: createBookingsRepository(db.kysely),
    passengers: createPassengersService({ repo: createPassengersRepository(db.kysely), settings, passwords: createPasswordChecks(limiter), limiter, now: () => NOW }),
    quotes: { priceChosenVehicle: async () => ok(price) },
    settings,
    outbox: {
      async enqueue(handle, batch) {
        if (outboxFails) throw new Error('outbox down');
        for (const mail of batch) mails.push({ mail, inTransaction: handle.isTransaction });
      },
    },
    payments: { verifySucceeded: (...args) => verify(...args) },
    now: () => NOW,
  });
});
afterAll(async () => {
  await db?.close();
  await api?.close();
});
beforeEach(() => {
  mails.length = 0;
  outboxFails = false;
  verify = vi.fn(async (paymentId: string): Promise<Result<{ paymentId: string; sessionId: string }>> => ok({ paymentId, sessionId: `ch_${paymentId}` }));
});

const requestBody = (paymentId: string | undefined, email = guest.email) => ({
  selectedVehicleData: { vehicle_id: price.vehicle.id, company_id: price.vehicle.companyId, final_price: 123.45 },
  selectedVehicle: 1,
  bookingType: 'milleage',
  bookingForm: oneWay,
  registrationData: { ...guest, email },
  payment_method: paymentId === undefined ? 'car' : 'card',
  selected_passenger: 'guest_login',
  paymentId,
});
/** The service takes the request as the route's schema parsed it. */
const cardRequest = (paymentId: string, email = guest.email) => bookingRequestSchema.parse(requestBody(paymentId, email));
const carRequest = () => bookingRequestSchema.parse(requestBody(undefined));

describe('card bookings', () => {
  it('books once the provider confirms the charged amount and currency', async () => {
    const result = await service.book(cardRequest('pi_one'), undefined, ADDRESS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(verify).toHaveBeenCalledWith('pi_one', { amountPence: 12_300, currencyCode: 'gbp' });
    expect(bookingSchema.parse(result.value.booking)).toMatchObject({ payment_method: 'card', total_booking_amount: 123 });
    const row = await db.kysely.selectFrom('bookings').selectAll().where('id', '=', result.value.booking.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_id: 'pi_one', payment_session_id: 'ch_pi_one', amount_pence: 12_300, total_pence: 12_345 });
    // Mail goes through the booking's own transaction.
    expect(mails.map((m) => [m.mail.kind, m.inTransaction])).toEqual([
      ['booking_confirmation', true],
      ['booking_notification', true],
    ]);
    expect(mails[0]!.mail.text).toContain('Pay by Card');
    expect(mails[0]!.mail.text).toContain('£123');
  });

  it('stores nothing when the payment did not succeed', async () => {
    verify = vi.fn(async () => fail(402, 'Payment not completed'));
    const before = await countAll(db);
    const result = await service.book(cardRequest('pi_unpaid'), undefined, ADDRESS);
    expect(result).toEqual({ ok: false, status: 402, message: 'Payment not completed' });
    expect(await countAll(db)).toEqual(before);
    expect(mails).toHaveLength(0);
  });

  it('returns the booking a payment already paid for, without asking the provider again', async () => {
    const first = await service.book(cardRequest('pi_twice'), undefined, ADDRESS);
    verify.mockClear();
    const second = await service.book(cardRequest('pi_twice'), undefined, ADDRESS);
    expect(second.ok && first.ok && second.value.booking.id === first.value.booking.id).toBe(true);
    expect(second.ok && second.value.replayed).toBe(true);
    expect(verify).not.toHaveBeenCalled();
  });

  it('refuses a payment that paid for someone else’s booking', async () => {
    await service.book(cardRequest('pi_theirs'), undefined, ADDRESS);
    const result = await service.book(cardRequest('pi_theirs', 'mallory@example.com'), undefined, ADDRESS);
    expect(result).toEqual({ ok: false, status: 409, message: PAYMENT_USED });
  });

  it('makes one booking of concurrent requests with one payment', async () => {
    const before = await countAll(db);
    const results = await Promise.all(Array.from({ length: 10 }, () => service.book(cardRequest('pi_race'), undefined, ADDRESS)));
    const ids = new Set(results.map((r) => (r.ok ? r.value.booking.id : r.message)));
    expect(ids.size).toBe(1);
    expect((await countAll(db)).bookings - before.bookings).toBe(1);
  });
});

describe('the booking transaction', () => {
  it('stores nothing when the outbox fails', async () => {
    outboxFails = true;
    const before = await countAll(db);
    await expect(service.book(carRequest(), undefined, ADDRESS)).rejects.toThrow('outbox down');
    expect(await countAll(db)).toEqual(before);
  });

  it('draws another booking number when one is taken', async () => {
    const car = carRequest();
    numbers.next = ['KB-TEST-0001'];
    const first = await service.book(car, undefined, ADDRESS);
    numbers.next = ['KB-TEST-0001', 'KB-TEST-0001'];
    const second = await service.book(car, undefined, ADDRESS);
    expect(first.ok && first.value.booking.booking_number).toBe('KB-TEST-0001');
    expect(second.ok && second.value.booking.booking_number).toMatch(/^KB-(?!TEST)/);
    expect(numbers.next).toEqual([]);
  });
});
