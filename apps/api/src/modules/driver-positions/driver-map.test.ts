/**
 * What the office sees (issue 25 §5): the map's drivers on shift or on a break with their latest
 * position and job, today's open jobs with their pickups, and the tiles (here a local URL: no
 * network); the nearest available drivers to a job's pickup by estimated road time. Each company's
 * staff see only their company's drivers and jobs; a platform admin sees every company's.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf, type DriverMap } from '@kerbside/contract';
import { estimateRoute } from '../places/index.js';
import { dispatchTestApp, mileage, START } from '../dispatch/dispatch-test-kit.js';
import { goOnShift, point, sendPositions, signInPhone, type Phone } from './driver-positions-test-kit.js';

const LOCAL_TILES = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
const kit = dispatchTestApp({ MAP_TILE_URL: LOCAL_TILES, MAP_TILE_ATTRIBUTION: 'Test tiles' });
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);
/** Today (1 December, London) at 11:00 and 11:30. */
const today = (hour: string, min = '00') => ({ form: mileage({ pickup_date: '2026-12-01', pickup_hour: hour, pickup_min: min }) });

const mapOf = async (client: { call(method: string, path: string): Promise<{ status: number; body: any }> }): Promise<DriverMap> => {
  const res = await client.call('GET', OPERATIONS.operatorDriverMap.path);
  expect(res.status).toBe(200);
  return res.body.data as DriverMap;
};

/** A signed-in driver of `company` with `status`, whose phone sent `at` (if given) the position `where`. */
async function driverAt(company: 'riverside' | 'skyline', status: 'on_shift' | 'on_break' | 'off', where?: { lat: number; lng: number; at: Date }, driverChanges = {}): Promise<Phone> {
  const phone = await signInPhone(kit, company, Object.keys(driverChanges).length ? { driverId: await kit.addDriver(company, driverChanges) } : {});
  await goOnShift(phone);
  if (where) expect((await sendPositions(phone, [point(where.at, { lat: where.lat, lng: where.lng })])).status).toBe(200);
  if (status !== 'on_shift') await goOnShift(phone, status);
  return phone;
}

describe('the office map', () => {
  it("shows a company's drivers on shift or on a break, their latest position and job, and today's open jobs; only its own", async () => {
    kit.clock.now = START;
    const onShift = await driverAt('riverside', 'on_shift', { lat: 51.51, lng: -0.13, at: minutes(-1) });
    // An older point sent after a newer one: the newer stays the latest.
    await sendPositions(onShift, [point(minutes(-3), { lat: 52, lng: -1 })]);
    const onBreak = await driverAt('riverside', 'on_break', { lat: 51.52, lng: -0.1, at: minutes(-2) });
    const off = await driverAt('riverside', 'off', { lat: 51.53, lng: -0.1, at: minutes(-2) });
    const noPosition = await driverAt('riverside', 'on_shift');
    const skyline = await driverAt('skyline', 'on_shift', { lat: 51.4, lng: -0.2, at: minutes(-1) });
    const booked = await kit.book('riverside', today('11am'));
    const tomorrow = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-02' }) });
    const skylineJob = await kit.book('skyline', today('11am', '30'));
    await kit.db.kysely.updateTable('booking_jobs').set({ driver_id: onShift.driverId, status: 'on_the_way' }).where('id', '=', booked.jobIds[0]!).execute();

    const riverside = await mapOf(kit.staff.riversideDispatcher);
    expect(riverside.tiles).toEqual({ url: LOCAL_TILES, attribution: 'Test tiles' });
    const ids = riverside.drivers.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining([onShift.driverId, onBreak.driverId, noPosition.driverId]));
    expect(ids).not.toContain(off.driverId);
    expect(ids).not.toContain(skyline.driverId);
    expect(riverside.drivers.find((d) => d.id === onShift.driverId)).toMatchObject({
      availability: 'on_shift',
      availability_changed_at: START.toISOString(),
      position: { lat: 51.51, lng: -0.13, accuracy_m: 12, at: minutes(-1).toISOString() },
      job: { id: booked.jobIds[0], booking_number: booked.number, status: 'on_the_way' },
    });
    expect(riverside.drivers.find((d) => d.id === onBreak.driverId)).toMatchObject({ availability: 'on_break', position: { lat: 51.52 }, job: null });
    expect(riverside.drivers.find((d) => d.id === noPosition.driverId)!.position).toBeNull();

    const job = riverside.jobs.find((j) => j.id === booked.jobIds[0]);
    expect(job).toMatchObject({ booking_number: booked.number, status: 'on_the_way', pick_up_time: '11:00', from_address: '10 Downing Street, London SW1A 2AA' });
    expect(job!.pickup!.lat).toBeCloseTo(51.5, 0);
    expect(job!.pickup!.lng).toBeCloseTo(-0.13, 1);
    const jobIds = riverside.jobs.map((j) => j.id);
    expect(jobIds).not.toContain(tomorrow.jobIds[0]);
    expect(jobIds).not.toContain(skylineJob.jobIds[0]);

    const skylineMap = await mapOf(kit.staff.skylineDispatcher);
    expect(skylineMap.drivers.map((d) => d.id)).toEqual([skyline.driverId]);
    expect(skylineMap.jobs.map((j) => j.id)).toEqual([skylineJob.jobIds[0]]);

    const admin = await mapOf(kit.staff.platformAdmin);
    expect(admin.drivers.map((d) => d.id)).toEqual(expect.arrayContaining([onShift.driverId, skyline.driverId]));
    expect(admin.jobs.map((j) => j.id)).toEqual(expect.arrayContaining([booked.jobIds[0], skylineJob.jobIds[0]]));
  });

  it('lists the open jobs with a pick-up from 3 hours ago to 12 hours ahead, across midnight', async () => {
    kit.clock.now = START;
    const lateTonight = await kit.book('riverside', today('11pm', '55'));
    const afterMidnight = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-02', pickup_hour: '12am', pickup_min: '20' }) });
    const tomorrowNoon = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-02', pickup_hour: '12pm', pickup_min: '00' }) });
    const earlier = await kit.book('riverside', today('7pm'));

    await kit.moveClock(new Date('2026-12-01T23:50:00Z'));
    const ids = (await mapOf(kit.staff.riversideDispatcher)).jobs.map((j) => j.id);
    expect(ids).toEqual(expect.arrayContaining([lateTonight.jobIds[0], afterMidnight.jobIds[0]]));
    expect(ids).not.toContain(tomorrowNoon.jobIds[0]);
    expect(ids).not.toContain(earlier.jobIds[0]);
    await kit.moveClock(START);
  });

  it('is for staff only, and the pages allow the tile server for images', async () => {
    const phone = await signInPhone(kit, 'riverside');
    expect((await phone.call('GET', OPERATIONS.operatorDriverMap.path)).status).toBe(401);
    expect((await kit.api.call('GET', OPERATIONS.operatorDriverMap.path)).status).toBe(401);
    const page = await fetch(`${kit.api.url}/operator/map`);
    expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self' data: https:\/\/\*\.tile\.openstreetmap\.org http:\/\/127\.0\.0\.1:9(;|$)/);
  });
});

describe('the nearest available drivers', () => {
  it('ranks the drivers on shift, free and recently placed by estimated road time to the pickup, at most five', async () => {
    kit.clock.now = START;
    const job = await kit.book('riverside', today('12pm'));
    const jobId = job.jobIds[0]!;
    const pickup = (await mapOf(kit.staff.riversideDispatcher)).jobs.find((j) => j.id === jobId)!.pickup!;
    const near = (dLat: number, at = minutes(-1)) => ({ lat: pickup.lat + dLat, lng: pickup.lng, at });

    const far = await driverAt('riverside', 'on_shift', near(0.2));
    const close = await driverAt('riverside', 'on_shift', near(0.01));
    const middle = await driverAt('riverside', 'on_shift', near(0.05));
    await driverAt('riverside', 'on_shift', near(0.001, minutes(-5.5)));
    await driverAt('riverside', 'on_break', near(0.001));
    await driverAt('riverside', 'off', near(0.001));
    await driverAt('skyline', 'on_shift', near(0.001));
    await driverAt('riverside', 'on_shift', near(0.001), { licence_expiry: '2026-11-30' });
    // Issue 27 §5: a vehicle whose MOT has run out, or a driver's driving licence, is not offered either (auto-offer picks from this list).
    await driverAt('riverside', 'on_shift', near(0.001), { mot_expiry: '2026-11-30' });
    await driverAt('riverside', 'on_shift', near(0.001), { dvla_licence_expiry: '2026-11-30' });
    const busy = await driverAt('riverside', 'on_shift', near(0.002));
    const other = await kit.book('riverside', today('12pm', '30'));
    await kit.db.kysely.updateTable('booking_jobs').set({ driver_id: busy.driverId, status: 'driver_assigned' }).where('id', '=', other.jobIds[0]!).execute();
    // Drivers left on shift near this pickup by the previous test are the other side of the list's cut.
    const extra = [await driverAt('riverside', 'on_shift', near(0.3)), await driverAt('riverside', 'on_shift', near(0.4)), await driverAt('riverside', 'on_shift', near(0.5))];

    const res = await kit.staff.riversideDispatcher.call('GET', pathOf(OPERATIONS.operatorNearestDrivers, { id: jobId }));
    expect(res.status).toBe(200);
    expect(res.body.data.pickup_found).toBe(true);
    const drivers = res.body.data.drivers as Array<{ id: number; road_miles: number; road_seconds: number; position_at: string }>;
    expect(drivers.map((d) => d.id)).toEqual([close.driverId, middle.driverId, far.driverId, extra[0]!.driverId, extra[1]!.driverId]);
    const estimate = estimateRoute([{ lat: pickup.lat + 0.01, lon: pickup.lng }, { lat: pickup.lat, lon: pickup.lng }])!;
    expect(drivers[0]).toMatchObject({ road_miles: estimate.miles, road_seconds: estimate.seconds, position_at: minutes(-1).toISOString() });
    expect(drivers[0]!.road_seconds).toBeLessThan(drivers[1]!.road_seconds);
  });

  it('is not found for another company, answers without drivers when the pickup cannot be placed, and refuses a bad id', async () => {
    kit.clock.now = START;
    const job = await kit.book('riverside', today('1pm'));
    const path = pathOf(OPERATIONS.operatorNearestDrivers, { id: job.jobIds[0]! });
    expect((await kit.staff.skylineDispatcher.call('GET', path)).status).toBe(404);
    expect((await kit.staff.platformAdmin.call('GET', path)).status).toBe(200);
    expect((await kit.staff.riversideDispatcher.call('GET', pathOf(OPERATIONS.operatorNearestDrivers, { id: 999_999 }))).status).toBe(404);
    expect((await kit.staff.riversideDispatcher.call('GET', '/api/operator/v1/jobs/abc/nearest-drivers')).status).toBe(400);

    await kit.db.kysely.updateTable('booking_jobs').set({ from_address: 'Qqqzzx Xyyzzq' }).where('id', '=', job.jobIds[0]!).execute();
    const unplaced = await kit.staff.riversideDispatcher.call('GET', path);
    expect(unplaced.body).toEqual({ success: true, data: { pickup_found: false, drivers: [] } });
  });
});
