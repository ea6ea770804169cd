/**
 * The passenger's tracking link (issue 26 §3) on a real server: it opens only from "on the way"
 * until 15 minutes after the drop-off, shows the car, the driver and the office's phone and nothing
 * else, answers one 404 to every other link (forged, changed, expired, another purpose's, too soon,
 * too late, nonsense), and its stream brings the phone's new positions and the job's steps.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { TRACKING_NOT_FOUND, TRACKING_STREAM_EVENTS } from '@kerbside/contract';
import { createBookingLinks } from '../manage-booking/index.js';
import { estimateRoute } from '../places/index.js';
import { waitUntil } from '../../platform/live-events/live-events-test-kit.js';
import { dispatchTestApp, mileage, nextAddress, START } from '../dispatch/dispatch-test-kit.js';
import { goOnShift, point, sendPositions, signInPhone } from '../driver-positions/driver-positions-test-kit.js';
import { listenToTracking, stepTo, streamPath, trackPath, trackToken, type TrackingListener } from './tracking-test-kit.js';

const kit = dispatchTestApp();
const listeners: TrackingListener[] = [];
afterAll(() => listeners.forEach((l) => l.stop()));
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);
const DAY_AFTER = minutes(24 * 60);
const get = (path: string) => kit.api.call('GET', path, undefined, { 'x-forwarded-for': nextAddress() });

/** A riverside job for today at 11:00 (London), its driver's phone on shift near Trafalgar Square, and its link. */
async function ride(driver: { name?: string; vehicle_make?: string; vehicle_colour?: string; vehicle_registration?: string } = {}) {
  await kit.moveClock(START);
  const booked = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-01', pickup_hour: '11am', pickup_min: '00' }) });
  const jobId = booked.jobIds[0]!;
  const phone = await signInPhone(kit, 'riverside', { driverId: await kit.addDriver('riverside', driver) });
  await goOnShift(phone);
  return { booked, jobId, phone, token: await trackToken(kit, jobId, DAY_AFTER) };
}

const expectNotFound = async (path: string) => {
  const res = await get(path);
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ success: false, message: TRACKING_NOT_FOUND });
};

describe('a tracking link', () => {
  it('shows the car, its ETA, the driver, the car and the office phone, and nothing else', async () => {
    const { jobId, phone, token } = await ride({ name: 'Samira Okafor-Jones', vehicle_make: 'Toyota Prius', vehicle_colour: 'Silver', vehicle_registration: 'LT21 XYZ' });
    await stepTo(kit, jobId, phone.driverId, ['on_the_way']);
    expect((await sendPositions(phone, [point(minutes(-1), { lat: 51.508, lng: -0.128 })])).status).toBe(200);

    const res = await get(trackPath(token));
    expect(res.status).toBe(200);
    // Kept out of caches: a position is stale in seconds and the link is a credential.
    expect((await fetch(kit.api.url + trackPath(token), { headers: { 'x-forwarded-for': nextAddress() } })).headers.get('cache-control')).toBe('no-store');
    const data = res.body.data;
    // The exact key sets: nothing of the booking leaks (no names, addresses, price or number).
    expect(Object.keys(res.body).sort()).toEqual(['data', 'success']);
    expect(Object.keys(data).sort()).toEqual(['car', 'driver', 'eta_minutes', 'office_phone', 'pickup', 'stage', 'vehicle']);
    expect(Object.keys(data.driver).sort()).toEqual(['first_name', 'photo_url']);
    expect(Object.keys(data.vehicle).sort()).toEqual(['colour', 'make', 'registration']);
    expect(Object.keys(data.car).sort()).toEqual(['at', 'lat', 'lng']);
    expect(Object.keys(data.pickup).sort()).toEqual(['lat', 'lng']);
    const company = await kit.db.kysely.selectFrom('companies').select('phone').where('id', '=', kit.companyId.riverside).executeTakeFirstOrThrow();
    expect(data).toMatchObject({
      stage: 'on_the_way',
      car: { lat: 51.508, lng: -0.128, at: minutes(-1).toISOString() },
      driver: { first_name: 'Samira', photo_url: null },
      vehicle: { make: 'Toyota Prius', colour: 'Silver', registration: 'LT21 XYZ' },
      office_phone: company.phone,
    });
    // The distance provider's estimate from the car to the pickup, in whole minutes.
    const route = estimateRoute([{ lat: 51.508, lon: -0.128 }, { lat: data.pickup.lat, lon: data.pickup.lng }])!;
    expect(data.eta_minutes).toBe(Math.max(1, Math.round(route.seconds / 60)));
    expect(JSON.stringify(res.body)).not.toMatch(/Downing|Heathrow|Okafor|guest|@|£|KB-/i);

    // Outside: no ETA; on board: no pickup either.
    await stepTo(kit, jobId, phone.driverId, ['arrived']);
    expect((await get(trackPath(token))).body.data).toMatchObject({ stage: 'arrived', eta_minutes: null, pickup: { lat: data.pickup.lat } });
    await stepTo(kit, jobId, phone.driverId, ['passenger_on_board']);
    expect((await get(trackPath(token))).body.data).toMatchObject({ stage: 'passenger_on_board', eta_minutes: null, pickup: null });
  });

  it('is a 404 before "on the way", and from 15 minutes after the drop-off (14 minutes: still open)', async () => {
    const { jobId, phone, token } = await ride();
    await expectNotFound(trackPath(token));
    await stepTo(kit, jobId, phone.driverId, []);
    await expectNotFound(trackPath(token));
    await stepTo(kit, jobId, phone.driverId, ['on_the_way', 'arrived', 'passenger_on_board', 'completed']);
    expect((await get(trackPath(token))).body.data.stage).toBe('completed');
    kit.clock.now = minutes(14);
    expect((await get(trackPath(token))).status).toBe(200);
    kit.clock.now = minutes(15);
    await expectNotFound(trackPath(token));
    kit.clock.now = START;
  });

  it("answers the same 404 to a forged, changed, expired, other-purpose, unknown, NUL or over-long token (414 past the router's parameter length)", async () => {
    const { jobId, phone, token } = await ride();
    await stepTo(kit, jobId, phone.driverId, ['on_the_way']);
    expect((await get(trackPath(token))).status).toBe(200);
    const changed = token.slice(0, 5) + (token[5] === 'A' ? 'B' : 'A') + token.slice(6);
    await expectNotFound(trackPath(changed));
    // Signed with another key: forged.
    await expectNotFound(trackPath(createBookingLinks('not-the-server-key', () => kit.clock.now, 'track').sign(jobId, DAY_AFTER)));
    await expectNotFound(trackPath(await trackToken(kit, jobId, minutes(-1))));
    // A manage-booking link of the same id opens no tracking page.
    await expectNotFound(trackPath(await trackToken(kit, jobId, DAY_AFTER, 'manage')));
    await expectNotFound(trackPath(await trackToken(kit, 999_999, DAY_AFTER)));
    await expectNotFound(trackPath('not-a-token'));
    await expectNotFound(trackPath('a\u0000b'));
    await expectNotFound(trackPath('x'.repeat(100)));
    // Past the router's 100 characters for any path parameter, every route answers 414, never 500; it says nothing of a link.
    expect((await get(trackPath('x'.repeat(5_000)))).status).toBe(414);
    await expectNotFound(streamPath(changed));
    await expectNotFound(streamPath('a\u0000b'));
  });

  it("reaches only the job its token names: each company's link shows its own driver and office, never another's", async () => {
    const { jobId, phone, token } = await ride({ vehicle_registration: 'RIV 1' });
    await stepTo(kit, jobId, phone.driverId, ['on_the_way']);
    const skyline = await kit.book('skyline', { form: mileage({ pickup_date: '2026-12-01', pickup_hour: '11am', pickup_min: '00' }) });
    const skylineDriver = await kit.addDriver('skyline', { vehicle_registration: 'SKY 1' });
    await kit.db.kysely.updateTable('companies').set({ phone: '020 7946 0001' }).where('id', '=', kit.companyId.skyline).execute();
    const skylineToken = await trackToken(kit, skyline.jobIds[0]!, DAY_AFTER);
    await expectNotFound(trackPath(skylineToken));
    await stepTo(kit, skyline.jobIds[0]!, skylineDriver, ['on_the_way'], kit.staff.skylineDispatcher);
    const [mine, theirs] = [(await get(trackPath(token))).body.data, (await get(trackPath(skylineToken))).body.data];
    expect(theirs).toMatchObject({ vehicle: { registration: 'SKY 1' }, office_phone: '020 7946 0001' });
    expect(mine.vehicle.registration).toBe('RIV 1');
    expect(mine.office_phone).not.toBe('020 7946 0001');
  });
});

describe("a tracking link's stream", () => {
  it('sends the snapshot on connect, then each new position and step, and closes after the drop-off', async () => {
    const { jobId, phone, token } = await ride();
    await stepTo(kit, jobId, phone.driverId, ['on_the_way']);
    const stream = await listenToTracking(kit.api.url, token, nextAddress());
    listeners.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.type).toBe('text/event-stream; charset=utf-8');
    await waitUntil(() => stream.events.length === 1, 'the snapshot on connect');
    expect(stream.events[0]).toMatchObject({ event: TRACKING_STREAM_EVENTS.snapshot, data: { stage: 'on_the_way', car: null } });

    expect((await sendPositions(phone, [point(minutes(-1), { lat: 51.51, lng: -0.13 })])).status).toBe(200);
    await waitUntil(() => stream.events.length === 2, 'the new position');
    expect(stream.events[1]!.data).toMatchObject({ stage: 'on_the_way', car: { lat: 51.51, lng: -0.13 } });
    expect(stream.events[1]!.data.eta_minutes).toEqual(expect.any(Number));

    await stepTo(kit, jobId, phone.driverId, ['arrived']);
    await waitUntil(() => stream.events.length === 3, 'the step');
    expect(stream.events[2]!.data).toMatchObject({ stage: 'arrived' });

    await stepTo(kit, jobId, phone.driverId, ['passenger_on_board', 'completed']);
    await waitUntil(() => stream.ended, 'the stream to close after the drop-off');
    expect(stream.events.at(-1)).toMatchObject({ event: TRACKING_STREAM_EVENTS.snapshot, data: { stage: 'completed' } });
  });

  it("says `ended` and closes when the link stops being valid (the job cancelled); another driver's positions are not sent", async () => {
    const { jobId, phone, token } = await ride();
    await stepTo(kit, jobId, phone.driverId, ['on_the_way']);
    const other = await ride();
    await stepTo(kit, other.jobId, other.phone.driverId, ['on_the_way']);
    const stream = await listenToTracking(kit.api.url, token, nextAddress());
    listeners.push(stream);
    await waitUntil(() => stream.events.length === 1, 'the snapshot on connect');
    expect((await sendPositions(other.phone, [point(minutes(-1))])).status).toBe(200);
    expect((await sendPositions(phone, [point(minutes(-1), { lat: 51.6 })])).status).toBe(200);
    await waitUntil(() => stream.events.length === 2, 'its own driver’s position');
    expect(stream.events[1]!.data.car.lat).toBe(51.6);

    await kit.act(kit.staff.riversideDispatcher, { path: '/api/operator/v1/jobs/{id}/no-show' }, jobId, { confirm: true, reason: 'Test ride' });
    await waitUntil(() => stream.ended, 'the stream to end');
    expect(stream.events.at(-1)).toEqual({ event: TRACKING_STREAM_EVENTS.ended, data: {} });
  });

  it('caps the streams of one link', async () => {
    const { jobId, phone, token } = await ride();
    await stepTo(kit, jobId, phone.driverId, ['on_the_way']);
    const open = await Promise.all([1, 2, 3].map(() => listenToTracking(kit.api.url, token, nextAddress())));
    listeners.push(...open);
    expect(open.map((s) => s.status)).toEqual([200, 200, 200]);
    const fourth = await listenToTracking(kit.api.url, token, nextAddress());
    expect(fourth.status).toBe(429);
    expect(fourth.refusal.message).toMatch(/tracking page is open 3 times/);
  });

  it('caps the streams from one address across links', async () => {
    const address = nextAddress();
    const opened: TrackingListener[] = [];
    for (let i = 0; i < 7; i += 1) {
      const { jobId, phone, token } = await ride();
      await stepTo(kit, jobId, phone.driverId, ['on_the_way']);
      for (let j = 0; j < 3 && opened.length < 20; j += 1) opened.push(await listenToTracking(kit.api.url, token, address));
      if (opened.length === 20) {
        listeners.push(...opened);
        expect(opened.every((s) => s.status === 200)).toBe(true);
        const refused = await listenToTracking(kit.api.url, token, address);
        expect(refused.status).toBe(429);
        expect(refused.refusal.message).toMatch(/20 live connections/);
        return;
      }
    }
    throw new Error('did not reach 20 streams');
  });
});
