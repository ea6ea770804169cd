/**
 * The pickup follows the landing (SQLite, or PostgreSQL with DATABASE_URL): website bookings at
 * Heathrow on a delayed, an early, a diverted and a cancelled flight of the fake AeroAPI, the app's
 * own scheduler task driven through the day by a controlled clock. The pickups move within the
 * company's limits (money unchanged), each move audited with the provider's times; beyond the
 * limits, diverted or cancelled: not moved, and the job's flight status says why.
 */
import { attentionListSchema, OPERATIONS } from '@kerbside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondApp, type TestApp } from '../../test/test-app.js';
import type { StaffClient } from '../staff/operator-test-kit.js';
import { dispatchTestApp, mileage, START } from '../dispatch/dispatch-test-kit.js';
import { AIRPORTS, departed, fakeFlight, landed, startFakeFlightAware } from './flightaware-fake.js';
import { driveClock, FLIGHT_DAY, FLIGHT_DUE, flightAwareEnv, fourFlightsDay } from './flights-test-kit.js';
import { FLIGHT_WATCH_TASK } from './index.js';

const fake = await startFakeFlightAware();
const kit = dispatchTestApp(flightAwareEnv(fake));
afterAll(() => fake.close());

const DAY = FLIGHT_DAY;
const DUE = FLIGHT_DUE;

/** A pickup at Heathrow at 15:00, an hour after the flight is due (the international default). */
const fromHeathrow = (flight: string, extra: Record<string, unknown> = {}) =>
  mileage({ pickup: 'London Heathrow Airport Terminal 5', dropoff: '10 Downing Street, London SW1A 2AA', pickup_date: DAY, pickup_hour: '3pm', pickup_min: '00', pickup_fight_number: flight, ...extra });

const jobOf = (id: number) => kit.db.kysely.selectFrom('booking_jobs').select(['pick_up_at', 'pick_up_date', 'pick_up_time']).where('id', '=', id).executeTakeFirstOrThrow();
const statusOf = (id: number) => kit.db.kysely.selectFrom('job_flight_status').select(['status_text', 'attention']).where('job_id', '=', id).executeTakeFirst();
const movesOf = (id: number) =>
  kit.db.kysely.selectFrom('audit_log').select(['detail', 'staff_id']).where('action', '=', 'job.pickup_moved_by_flight').where('subject_id', '=', id).orderBy('id').execute()
    .then((rows) => rows.map((row) => ({ staff_id: row.staff_id, ...(JSON.parse(row.detail) as { summary?: string }) })));
const moneyOf = (bookingId: number) => kit.db.kysely.selectFrom('bookings').select(['amount_pence', 'total_pence', 'price_breakdown']).where('id', '=', bookingId).executeTakeFirstOrThrow();

describe('the pickup follows the landing', () => {
  it('moves with a delayed and an early flight within the limits, audited; beyond them, diverted or cancelled it stays and says why', async () => {
    await kit.moveClock(START);
    const { flights, script } = fourFlightsDay();
    fake.flights = Object.values(flights);
    const delayed = await kit.book('riverside', { form: fromHeathrow('BA283') });
    const greeted = await kit.book('riverside', { form: fromHeathrow('BA 283', { meet_and_greet: 'yes' }) });
    const early = await kit.book('skyline', { form: fromHeathrow('BA117') });
    const diverted = await kit.book('riverside', { form: fromHeathrow('BA175') });
    const cancelled = await kit.book('greenline', { form: fromHeathrow('BA179') });
    const money = await Promise.all([delayed, greeted, early].map((b) => moneyOf(b.id)));

    await driveClock(
      kit.clock,
      `${DAY}T06:00:00.000Z`,
      `${DAY}T16:00:00.000Z`,
      60_000,
      script,
      () => kit.api.scheduler!.runNow(FLIGHT_WATCH_TASK),
    );

    // Delayed 40 minutes: 14:40 + 60 = 15:40; with meet and greet + 15 = 15:55. The landing (14:40 by the fake) changes nothing more.
    expect(await jobOf(delayed.jobIds[0]!)).toEqual({ pick_up_at: `${DAY}T15:40:00.000Z`, pick_up_date: DAY, pick_up_time: '15:40' });
    expect(await jobOf(greeted.jobIds[0]!)).toEqual({ pick_up_at: `${DAY}T15:55:00.000Z`, pick_up_date: DAY, pick_up_time: '15:55' });
    expect(await movesOf(delayed.jobIds[0]!)).toEqual([
      expect.objectContaining({
        staff_id: null,
        booking_number: delayed.number,
        summary: 'flight BA283 estimated 14:40 (was 14:00); pickup 15:40 (was 15:00)',
        scheduled_arrival: DUE,
        estimated_arrival: `${DAY}T14:40:00.000Z`,
        previous_estimated_arrival: DUE,
        pick_up_from: `${DAY}T15:00:00.000Z`,
        pick_up_to: `${DAY}T15:40:00.000Z`,
      }),
    ]);
    expect(await statusOf(delayed.jobIds[0]!)).toEqual({ status_text: 'landed 14:40', attention: null });

    // Early: estimated 13:40, pickup 14:40 (20 earlier, within 30); it landed 13:29: 14:29 is 31 before the booked 15:00, beyond the limit.
    expect(await jobOf(early.jobIds[0]!)).toMatchObject({ pick_up_at: `${DAY}T14:40:00.000Z`, pick_up_time: '14:40' });
    expect((await movesOf(early.jobIds[0]!)).map((m) => m.summary)).toEqual(['flight BA117 estimated 13:40 (was 14:00); pickup 14:40 (was 15:00)']);
    expect(await statusOf(early.jobIds[0]!)).toEqual({ status_text: 'landed 13:29', attention: 'Flight BA117 landed 13:29: a pickup at 14:29 is beyond the limits (booked 15:00); not moved' });

    // Diverted and cancelled: never moved, the office decides.
    for (const [booked, text] of [[diverted, 'diverted'], [cancelled, 'cancelled']] as const) {
      expect(await jobOf(booked.jobIds[0]!)).toMatchObject({ pick_up_at: `${DAY}T15:00:00.000Z`, pick_up_time: '15:00' });
      expect(await movesOf(booked.jobIds[0]!)).toEqual([]);
      expect(await statusOf(booked.jobIds[0]!)).toEqual({ status_text: text, attention: `Flight ${booked === diverted ? 'BA175' : 'BA179'} ${text}: the pickup was not moved` });
    }
    // The money never moves with the pickup.
    expect(await Promise.all([delayed, greeted, early].map((b) => moneyOf(b.id)))).toEqual(money);

    // The console's job page shows the flight; Needs attention lists the flights to decide, each company its own.
    await kit.moveClock(new Date(`${DAY}T16:00:00.000Z`));
    const page = await kit.job(kit.staff.riversideDispatcher, delayed.jobIds[0]!);
    expect(page.status).toBe(200);
    expect(page.body.data.flight).toEqual({ ident: 'BA283', status_text: 'landed 14:40', attention: null, moved_from: `${DAY}T15:00:00.000Z` });
    expect(page.body.data.job).toMatchObject({ pick_up_time: '15:40' });
    const attention = async (client: StaffClient) => {
      const res = await client.call('GET', OPERATIONS.operatorJobsNeedingAttention.path);
      expect(res.status).toBe(200);
      return attentionListSchema.parse(res.body.data).flights.map((f) => [f.job.booking_number, f.flight.ident, f.flight.status_text]);
    };
    expect(await attention(kit.staff.riversideDispatcher)).toEqual([[diverted.number, 'BA175', 'diverted']]);
    expect(await attention(kit.staff.skylineOwner)).toEqual([[early.number, 'BA117', 'landed 13:29']]);
  });
});

// Two API instances on one PostgreSQL database (SQLite has one instance per file): one move, one audit entry.
describe.skipIf(!process.env.DATABASE_URL)('the pickup follows the landing on two instances', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await startSecondApp(kit.api, { now: () => kit.clock.now });
  });
  afterAll(() => second?.close());

  it('moves the pickup once, with one audit entry, whichever instance hears the change', async () => {
    await kit.moveClock(START);
    const day = '2026-12-04';
    const flight = fakeFlight({ iata: 'VS3', icao: 'VIR3' }, AIRPORTS.JFK, AIRPORTS.LHR, `${day}T14:00:00.000Z`, 420);
    fake.flights = [flight];
    const booked = await kit.book('riverside', { form: fromHeathrow('VS3', { pickup_date: day }) });
    const instances = [kit.api.scheduler!, second.scheduler!];
    await driveClock(
      kit.clock,
      `${day}T07:55:00.000Z`,
      `${day}T15:00:00.000Z`,
      60_000,
      [
        { at: `${day}T09:00:00.000Z`, change: () => departed(flight, `${day}T14:50:00.000Z`) },
        { at: `${day}T14:45:00.000Z`, change: () => landed(flight, `${day}T14:45:00.000Z`) },
      ],
      () => Promise.all(instances.map((scheduler) => scheduler.runNow(FLIGHT_WATCH_TASK))),
    );
    const moves = await movesOf(booked.jobIds[0]!);
    // Each change moved it once (the fake's landing is 14:53), not once per instance.
    expect(moves.map((m) => m.summary)).toEqual(['flight VS3 estimated 14:50 (was 14:00); pickup 15:50 (was 15:00)', 'flight VS3 landed 14:53; pickup 15:53 (was 15:50)']);
    expect(await jobOf(booked.jobIds[0]!)).toMatchObject({ pick_up_at: `${day}T15:53:00.000Z`, pick_up_time: '15:53' });
  });
});
