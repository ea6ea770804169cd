/**
 * Watches over a real database (SQLite, or PostgreSQL with DATABASE_URL), asking the fake AeroAPI
 * through the real adapter, with a controlled clock through a delayed, an early, a diverted and a
 * cancelled flight: the watch history, the live events, when the provider is asked and when no more.
 */
import type { BusEvent, FlightChanged } from '@kerbside/contract';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createInProcessLiveEvents } from '../../platform/live-events/index.js';
import { captureLog } from '../../platform/live-events/live-events-test-kit.js';
import { dispatchTestApp } from '../dispatch/dispatch-test-kit.js';
import { FAKE_FLIGHTAWARE_KEY, startFakeFlightAware } from './flightaware-fake.js';
import { createFlightAwareProvider } from './flightaware-provider.js';
import { createFlightWatchPoller } from './flight-watch-poller.js';
import { driveClock, FLIGHT_DAY, FLIGHT_DUE, flightAwareEnv, fourFlightsDay, jfkToHeathrow } from './flights-test-kit.js';
import { FLIGHT_WATCH_TASK, unwatchJob, watchFlightForJob } from './index.js';

const fake = await startFakeFlightAware();
const kit = dispatchTestApp(flightAwareEnv(fake));
afterAll(() => fake.close());

const DAY = FLIGHT_DAY;
const DUE = FLIGHT_DUE;
const JFK_LHR = jfkToHeathrow;

function recordingPoller() {
  const bus = createInProcessLiveEvents(captureLog().log);
  const events: FlightChanged[] = [];
  bus.subscribe((event: BusEvent) => {
    if (event.type === 'flight.changed') events.push(event);
  });
  const poller = createFlightWatchPoller({ db: kit.db.kysely, provider: createFlightAwareProvider({ apiKey: FAKE_FLIGHTAWARE_KEY, baseUrl: fake.url }), events: bus, log: { warn: () => {} } });
  return { poller, events };
}

async function watch(jobId: number, companyId: number, flightNo: string, pickUpAt = new Date(DUE)) {
  return (await watchFlightForJob(kit.db.kysely, { jobId, companyId, flightNo, airportCode: 'LHR', date: DAY, pickUpAt }, kit.clock.now))!;
}

const history = (watchId: number) =>
  kit.db.kysely.selectFrom('flight_watch_history').select(['observed_at', 'state', 'estimated_arrival', 'actual_arrival', 'delay_minutes']).where('watch_id', '=', watchId).orderBy('id').execute();
const watchRow = (watchId: number) => kit.db.kysely.selectFrom('flight_watches').selectAll().where('id', '=', watchId).executeTakeFirstOrThrow();
const callsFor = (ident: string) => fake.requests.filter((r) => r.ident === ident).length;

beforeEach(async () => {
  fake.flights = [];
  fake.requests = [];
  fake.next = [];
  await kit.db.kysely.deleteFrom('flight_watches').execute();
  kit.clock.now = new Date(`${DAY}T06:00:00.000Z`);
});

describe('flight watches', () => {
  it('shares one watch between every job on the flight, whatever way its number is written', async () => {
    const [a, b] = [await kit.book('riverside'), await kit.book('skyline')];
    const first = await watch(a.jobIds[0]!, kit.companyId.riverside, 'ba 283');
    const second = await watch(b.jobIds[0]!, kit.companyId.skyline, 'BA0283', new Date(`${DAY}T13:30:00.000Z`));
    expect(second).toBe(first);
    const row = await watchRow(first);
    // The earlier pickup brings the first call forward: 6 hours before 13:30.
    expect(row).toMatchObject({ ident: 'BA283', arrival_date: DAY, airport_code: 'LHR', state: 'pending', next_poll_at: `${DAY}T07:30:00.000Z` });
    expect(await kit.db.kysely.selectFrom('flight_watch_jobs').select(['job_id', 'company_id']).where('watch_id', '=', first).orderBy('job_id').execute()).toEqual([
      { job_id: a.jobIds[0], company_id: kit.companyId.riverside },
      { job_id: b.jobIds[0], company_id: kit.companyId.skyline },
    ]);
    // Another flight moves the job to its own watch; what is not a flight number makes none.
    expect(await watch(a.jobIds[0]!, kit.companyId.riverside, 'EZY 8123')).not.toBe(first);
    expect(await watchFlightForJob(kit.db.kysely, { jobId: a.jobIds[0]!, companyId: kit.companyId.riverside, flightNo: 'train 10:15', airportCode: 'LHR', date: DAY }, kit.clock.now)).toBeNull();
    // A job of another company is a caller's bug: refused, nothing stored.
    const watches = await kit.db.kysely.selectFrom('flight_watches').select('id').execute();
    await expect(watchFlightForJob(kit.db.kysely, { jobId: a.jobIds[0]!, companyId: kit.companyId.skyline, flightNo: 'VS 3', airportCode: 'lhr', date: DAY }, kit.clock.now)).rejects.toThrow(/is not a job of company/);
    expect(await kit.db.kysely.selectFrom('flight_watches').select('id').execute()).toEqual(watches);
    // The airport code is read in capitals.
    expect(await watchFlightForJob(kit.db.kysely, { jobId: a.jobIds[0]!, companyId: kit.companyId.riverside, flightNo: 'VS 3', airportCode: 'lhr', date: DAY }, kit.clock.now)).toEqual(expect.any(Number));
  });

  it('follows a delayed, an early, a diverted and a cancelled flight through the day, with history and events', async () => {
    const { poller, events } = recordingPoller();
    const { flights, script } = fourFlightsDay();
    fake.flights = Object.values(flights);
    const jobs = await Promise.all([kit.book('riverside'), kit.book('riverside'), kit.book('skyline'), kit.book('riverside'), kit.book('greenline')]);
    const ids = {
      delayed: await watch(jobs[0].jobIds[0]!, kit.companyId.riverside, 'BA283'),
      early: await watch(jobs[1].jobIds[0]!, kit.companyId.riverside, 'BA117'),
      diverted: await watch(jobs[3].jobIds[0]!, kit.companyId.riverside, 'BA175'),
      cancelled: await watch(jobs[4].jobIds[0]!, kit.companyId.greenline, 'BA179'),
    };
    // A second company's job on the delayed flight: the same watch, its own event.
    await watch(jobs[2].jobIds[0]!, kit.companyId.skyline, 'BA283');

    await driveClock(
      kit.clock,
      `${DAY}T06:00:00.000Z`,
      `${DAY}T20:00:00.000Z`,
      60_000,
      script,
      (now) => poller.pass(now),
    );

    expect(await history(ids.delayed)).toEqual([
      { observed_at: `${DAY}T08:00:00.000Z`, state: 'scheduled', estimated_arrival: DUE, actual_arrival: null, delay_minutes: 0 },
      { observed_at: `${DAY}T09:30:00.000Z`, state: 'en_route', estimated_arrival: `${DAY}T14:40:00.000Z`, actual_arrival: null, delay_minutes: 40 },
      { observed_at: `${DAY}T14:35:00.000Z`, state: 'landed', estimated_arrival: `${DAY}T14:40:00.000Z`, actual_arrival: `${DAY}T14:40:00.000Z`, delay_minutes: 40 },
    ]);
    expect(await history(ids.early)).toEqual([
      { observed_at: `${DAY}T08:00:00.000Z`, state: 'en_route', estimated_arrival: `${DAY}T13:40:00.000Z`, actual_arrival: null, delay_minutes: -20 },
      { observed_at: `${DAY}T13:25:00.000Z`, state: 'landed', estimated_arrival: `${DAY}T13:29:00.000Z`, actual_arrival: `${DAY}T13:29:00.000Z`, delay_minutes: -31 },
    ]);
    expect((await history(ids.diverted)).map((h) => [h.observed_at, h.state])).toEqual([
      [`${DAY}T08:00:00.000Z`, 'en_route'],
      [`${DAY}T13:50:00.000Z`, 'diverted'],
    ]);
    expect((await history(ids.cancelled)).map((h) => [h.observed_at, h.state])).toEqual([
      [`${DAY}T08:00:00.000Z`, 'scheduled'],
      [`${DAY}T11:30:00.000Z`, 'cancelled'],
    ]);

    // Each change told once per company with that company's jobs.
    const told = (watchId: number) => events.filter((e) => e.watch_id === watchId).map((e) => [e.state, e.company_id, e.job_ids]);
    const riverside = kit.companyId.riverside;
    expect(told(ids.delayed)).toEqual([
      ['scheduled', riverside, [jobs[0].jobIds[0]]],
      ['scheduled', kit.companyId.skyline, [jobs[2].jobIds[0]]],
      ['en_route', riverside, [jobs[0].jobIds[0]]],
      ['en_route', kit.companyId.skyline, [jobs[2].jobIds[0]]],
      ['landed', riverside, [jobs[0].jobIds[0]]],
      ['landed', kit.companyId.skyline, [jobs[2].jobIds[0]]],
    ]);
    expect(told(ids.early).map(([state]) => state)).toEqual(['en_route', 'landed']);
    expect(told(ids.diverted).map(([state]) => state)).toEqual(['en_route', 'diverted']);
    expect(told(ids.cancelled)).toEqual([
      ['scheduled', kit.companyId.greenline, [jobs[4].jobIds[0]]],
      ['cancelled', kit.companyId.greenline, [jobs[4].jobIds[0]]],
    ]);

    // Stopped once landed, diverted or cancelled: no more calls after.
    for (const [name, id] of Object.entries(ids)) {
      expect(await watchRow(id), name).toMatchObject({ next_poll_at: null, stopped_reason: name === 'delayed' || name === 'early' ? 'landed' : name });
    }
    // Calls per watch, one per due time: every 30 minutes from 08:00, every 5 in the last hour.
    // Delayed (due 14:40): 08:00…13:30 (12), 13:40…14:35 (12) = 24. Early (due 13:40): 08:00…12:30 (10), 12:40…13:25 (10) = 20.
    // Diverted (due 14:00): 08:00…12:30 (10), 13:00…13:50 (11) = 21. Cancelled: 08:00…11:30 = 8.
    expect({ delayed: callsFor('BA283'), early: callsFor('BA117'), diverted: callsFor('BA175'), cancelled: callsFor('BA179') }).toEqual({ delayed: 24, early: 20, diverted: 21, cancelled: 8 });
    expect((await watchRow(ids.delayed)).polls).toBe(24);
  });

  it('backs off on a 429 and on errors without touching the history, and stops a watch no job uses without asking', async () => {
    const { poller, events } = recordingPoller();
    fake.flights = [JFK_LHR('BA283')];
    const booked = await kit.book('riverside');
    const id = await watch(booked.jobIds[0]!, kit.companyId.riverside, 'BA283');
    const at = (time: string) => new Date(`${DAY}T${time}:00.000Z`);

    fake.next = ['rateLimited'];
    fake.retryAfterSeconds = 120;
    await poller.pass(at('08:00'));
    expect(await watchRow(id)).toMatchObject({ state: 'pending', failures: 1, next_poll_at: `${DAY}T08:02:00.000Z`, last_error: 'rate limited for 120 s' });
    // Not due yet: nothing asked.
    expect(await poller.pass(at('08:01'))).toEqual({ claimed: 0, calls: 0 });

    fake.next = ['serverError'];
    await poller.pass(at('08:02'));
    expect(await watchRow(id)).toMatchObject({ failures: 2, next_poll_at: `${DAY}T08:04:00.000Z`, last_error: 'FlightAware 500: Internal server error: Something went wrong' });
    fake.next = ['serverError'];
    await poller.pass(at('08:04'));
    expect(await watchRow(id)).toMatchObject({ failures: 3, next_poll_at: `${DAY}T08:08:00.000Z` });
    expect(await history(id)).toEqual([]);
    expect(events).toEqual([]);

    await poller.pass(at('08:08'));
    expect(await watchRow(id)).toMatchObject({ state: 'scheduled', failures: 0, last_error: null, next_poll_at: `${DAY}T08:38:00.000Z` });
    expect(fake.requests).toHaveLength(4);

    await unwatchJob(kit.db.kysely, booked.jobIds[0]!);
    expect(await poller.pass(at('08:38'))).toEqual({ claimed: 1, calls: 0 });
    expect(await watchRow(id)).toMatchObject({ next_poll_at: null, stopped_reason: 'no job uses it' });
    expect(fake.requests).toHaveLength(4);
    // A job joining again starts it again, at once since the 6 hours before the pickup have begun.
    kit.clock.now = at('08:40');
    await watch(booked.jobIds[0]!, kit.companyId.riverside, 'BA283');
    expect(await watchRow(id)).toMatchObject({ stopped_reason: null, next_poll_at: `${DAY}T08:40:00.000Z` });
  });

  it('records a flight the provider does not know as not found, asking hourly until its day is over', async () => {
    const { poller } = recordingPoller();
    const booked = await kit.book('riverside');
    const id = await watch(booked.jobIds[0]!, kit.companyId.riverside, 'ZZ 999');
    await driveClock(kit.clock, `${DAY}T08:00:00.000Z`, `${DAY}T23:59:00.000Z`, 60_000, [], (now) => poller.pass(now));
    expect(await history(id)).toEqual([{ observed_at: `${DAY}T08:00:00.000Z`, state: 'not_found', estimated_arrival: null, actual_arrival: null, delay_minutes: null }]);
    // 08:00 to 23:00 hourly, then 23:59.
    expect(callsFor('ZZ999')).toBe(17);
    expect(await watchRow(id)).toMatchObject({ next_poll_at: null, stopped_reason: 'not found on its arrival date' });
  });

  it('polls every due watch in one pass, however many', async () => {
    const { poller, events } = recordingPoller();
    const idents = Array.from({ length: 45 }, (_, i) => `BA${100 + i}`);
    fake.flights = idents.map(JFK_LHR);
    const booked = await kit.book('riverside');
    // One job may be on one watch only: the first 44 are watched for jobs of their own.
    const others = await Promise.all(idents.slice(1).map(() => kit.book('riverside')));
    const jobIds = [booked.jobIds[0]!, ...others.map((b) => b.jobIds[0]!)];
    for (const [i, ident] of idents.entries()) await watch(jobIds[i]!, kit.companyId.riverside, ident);
    expect(await poller.pass(new Date(`${DAY}T08:00:00.000Z`))).toEqual({ claimed: 45, calls: 45 });
    expect(new Set(fake.requests.map((r) => r.ident))).toEqual(new Set(idents));
    expect(events).toHaveLength(45);
    expect(events.every((e) => e.company_id === kit.companyId.riverside)).toBe(true);
  });

  it("runs as the app's scheduler task, and /api/health names the provider", async () => {
    fake.flights = [JFK_LHR('BA283')];
    const booked = await kit.book('riverside');
    const id = await watch(booked.jobIds[0]!, kit.companyId.riverside, 'BA283');
    kit.clock.now = new Date(`${DAY}T08:00:00.000Z`);
    expect(await kit.api.scheduler!.runNow(FLIGHT_WATCH_TASK)).toBe('ran');
    expect((await history(id)).map((h) => h.state)).toEqual(['scheduled']);
    const health = await kit.api.call('GET', pathOf(OPERATIONS.getHealth, {}));
    expect(health.body.data.flights).toBe('flightaware');
  });
});
