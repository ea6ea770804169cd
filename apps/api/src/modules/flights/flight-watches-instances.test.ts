/**
 * Two API instances on one PostgreSQL database poll the same watches at the same due times: each
 * watch is asked of the provider once per due time (the claim on next_poll_at), each change is
 * stored once and told once on the bus both instances share. SQLite has one instance per file, so
 * this runs on PostgreSQL only.
 */
import type { BusEvent, FlightChanged } from '@kerbside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveEvents, type LiveEvents } from '../../platform/live-events/index.js';
import { captureLog, waitUntil } from '../../platform/live-events/live-events-test-kit.js';
import { startSecondApp, type TestApp } from '../../test/test-app.js';
import { dispatchTestApp } from '../dispatch/dispatch-test-kit.js';
import { AIRPORTS, departed, fakeFlight, landed, startFakeFlightAware } from './flightaware-fake.js';
import { driveClock, flightAwareEnv } from './flights-test-kit.js';
import { FLIGHT_WATCH_TASK, watchFlightForJob } from './index.js';

const DAY = '2026-12-03';
const DUE = `${DAY}T14:00:00.000Z`;

describe.skipIf(!process.env.DATABASE_URL)('flight watches polled by two instances', async () => {
  const fake = await startFakeFlightAware();
  const kit = dispatchTestApp(flightAwareEnv(fake));
  let second: TestApp;
  let bus: LiveEvents;
  const heard: FlightChanged[] = [];
  beforeAll(async () => {
    // The second instance reads the same clock object.
    second = await startSecondApp(kit.api, { now: () => kit.clock.now });
    bus = createLiveEvents(kit.api.config, captureLog().log);
    bus.subscribe((event: BusEvent) => {
      if (event.type === 'flight.changed') heard.push(event);
    });
    await bus.ready();
  });
  afterAll(async () => {
    await bus?.close();
    await second?.close();
    await fake.close();
  });

  it('asks once per watch per due time, stores each change once and tells it once', async () => {
    const idents = ['BA283', 'BA117', 'VS3', 'AA100', 'DL1'];
    const flights = idents.map((iata) => fakeFlight({ iata, icao: `X${iata}` }, AIRPORTS.JFK, AIRPORTS.LHR, DUE, 420));
    fake.flights = flights;
    kit.clock.now = new Date(`${DAY}T06:00:00.000Z`);
    const watchIds: number[] = [];
    for (const ident of idents) {
      const booked = await kit.book('riverside');
      watchIds.push((await watchFlightForJob(kit.db.kysely, { jobId: booked.jobIds[0]!, companyId: kit.companyId.riverside, flightNo: ident, airportCode: 'LHR', date: DAY, pickUpAt: new Date(DUE) }, kit.clock.now))!);
    }
    const instances = [kit.api.scheduler!, second.scheduler!];
    await driveClock(
      kit.clock,
      `${DAY}T07:55:00.000Z`,
      `${DAY}T15:00:00.000Z`,
      60_000,
      [
        ...flights.map((flight) => ({ at: `${DAY}T09:00:00.000Z`, change: () => departed(flight, `${DAY}T14:20:00.000Z`) })),
        ...flights.map((flight) => ({ at: `${DAY}T14:12:00.000Z`, change: () => landed(flight, `${DAY}T14:12:00.000Z`) })),
      ],
      // Both instances' passes at the same moment, as two timers firing together.
      () => Promise.all(instances.map((scheduler) => scheduler.runNow(FLIGHT_WATCH_TASK))),
    );

    // Due (est. 14:20): 08:00…13:00 every 30 (11), then 13:20…14:15 every 5 (12) = 23 per watch.
    for (const ident of idents) expect(fake.requests.filter((r) => r.ident === ident), ident).toHaveLength(23);
    const rows = await kit.db.kysely.selectFrom('flight_watches').select(['id', 'polls', 'stopped_reason']).where('id', 'in', watchIds).execute();
    expect(rows.map((r) => [r.polls, r.stopped_reason])).toEqual(idents.map(() => [23, 'landed']));
    const history = await kit.db.kysely.selectFrom('flight_watch_history').select(['watch_id', 'state']).where('watch_id', 'in', watchIds).orderBy('id').execute();
    expect(history).toHaveLength(15);
    for (const id of watchIds) expect(history.filter((h) => h.watch_id === id).map((h) => h.state)).toEqual(['scheduled', 'en_route', 'landed']);
    await waitUntil(() => heard.length >= 15, 'the events of both instances');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toHaveLength(15);
    for (const id of watchIds) expect(heard.filter((e) => e.watch_id === id).map((e) => e.state)).toEqual(['scheduled', 'en_route', 'landed']);
  });
});
