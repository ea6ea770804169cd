/**
 * Availability and positions from the driver's phone against a real server (issue 25 §5-6): the
 * driver goes on shift, on a break, off; positions are taken only on shift, each point checked
 * (range, type, time, NUL, size) with nothing stored on a refusal; a phone flooding is refused per
 * session with Retry-After; positions older than the retention are deleted by the scheduler.
 */
import { describe, expect, it } from 'vitest';
import { DRIVER_MESSAGES, OPERATIONS, pathOf, POSITION_MESSAGES } from '@kerbside/contract';
import { DRIVER_POSITION_LIMITS } from '../../http/limits.js';
import { dispatchTestApp, START } from '../dispatch/dispatch-test-kit.js';
import { createDriverPositionsRepository } from './driver-positions.repository.js';
import { positionRetentionTask } from './position-retention.js';
import { goOnShift, point, sendPositions, signInPhone } from './driver-positions-test-kit.js';

const kit = dispatchTestApp();
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

const positionsOf = (driverId: number) =>
  kit.db.kysely.selectFrom('driver_positions').select(['company_id', 'driver_id', 'job_id', 'at', 'received_at', 'lat', 'lng', 'accuracy_m']).where('driver_id', '=', driverId).orderBy('at').execute();

describe('availability', () => {
  it('is off until set, then on shift, on a break and off, each kept with when it changed', async () => {
    kit.clock.now = START;
    const phone = await signInPhone(kit, 'riverside');
    expect((await phone.call('GET', OPERATIONS.driverAvailability.path)).body).toEqual({ success: true, data: { status: 'off', changed_at: null } });

    const set = await goOnShift(phone);
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ status: 'on_shift', changed_at: START.toISOString() });
    // The same status again keeps the time it was first set.
    kit.clock.now = minutes(5);
    expect((await goOnShift(phone)).body.data).toEqual({ status: 'on_shift', changed_at: START.toISOString() });
    expect((await goOnShift(phone, 'on_break')).body.data).toEqual({ status: 'on_break', changed_at: minutes(5).toISOString() });
    expect((await phone.call('GET', OPERATIONS.driverAvailability.path)).body.data).toEqual({ status: 'on_break', changed_at: minutes(5).toISOString() });
    expect((await goOnShift(phone, 'off')).body.data.status).toBe('off');
  });

  it('refuses an unknown status, a call without the CSRF header, and a call without a driver session', async () => {
    kit.clock.now = START;
    const phone = await signInPhone(kit, 'riverside');
    const bad = await phone.call('PUT', OPERATIONS.driverSetAvailability.path, { status: 'asleep' });
    expect(bad.status).toBe(400);
    expect((await phone.call('PUT', OPERATIONS.driverSetAvailability.path, { status: 'on_shift\u0000' })).status).toBe(400);
    expect((await phone.call('PUT', OPERATIONS.driverSetAvailability.path, { status: 'on_shift' }, { 'x-csrf-token': 'forged' })).status).toBe(403);
    const staff = await kit.staff.riversideDispatcher.call('PUT', OPERATIONS.driverSetAvailability.path, { status: 'on_shift' });
    expect(staff).toMatchObject({ status: 401, body: { message: DRIVER_MESSAGES.sessionEnded } });
    expect((await phone.call('GET', OPERATIONS.driverAvailability.path)).body.data.status).toBe('off');
    expect(await kit.db.kysely.selectFrom('driver_availability').selectAll().where('driver_id', '=', phone.driverId).execute()).toEqual([]);
  });
});

describe('availability when the phones are signed out', () => {
  const statusOf = async (driverId: number) => (await kit.db.kysely.selectFrom('driver_availability').select('status').where('driver_id', '=', driverId).executeTakeFirst())?.status;

  it('stays while another phone is signed in, and is off once the last phone is signed out (its own sign-out, or staff ending it)', async () => {
    kit.clock.now = START;
    const phone = await signInPhone(kit, 'riverside');
    const second = await signInPhone(kit, 'riverside', { driverId: phone.driverId });
    await goOnShift(phone);
    expect((await phone.call('POST', OPERATIONS.driverSignOut.path)).status).toBe(200);
    expect(await statusOf(phone.driverId)).toBe('on_shift');
    const ended = await kit.staff.riversideOwner.call('DELETE', pathOf(OPERATIONS.operatorRevokeDriverSession, { id: phone.driverId, sessionId: second.sessionId }));
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(await statusOf(phone.driverId)).toBe('off');
  });

  it('is off when the driver is deactivated', async () => {
    kit.clock.now = START;
    const phone = await signInPhone(kit, 'greenline');
    await goOnShift(phone, 'on_break');
    expect((await kit.staff.greenlineOwner.call('POST', pathOf(OPERATIONS.operatorDeactivateDriver, { id: phone.driverId }))).status).toBe(200);
    expect(await statusOf(phone.driverId)).toBe('off');
  });
});

describe('positions', () => {
  it('are refused off shift and on a break with nothing stored, and stored on shift with the job under way', async () => {
    kit.clock.now = START;
    const phone = await signInPhone(kit, 'riverside');
    const off = await sendPositions(phone, [point(START)]);
    expect(off).toMatchObject({ status: 409, body: { success: false, message: POSITION_MESSAGES.offShift } });
    expect(POSITION_MESSAGES.offShift).toBe('You are off shift: no position is taken.');
    await goOnShift(phone, 'on_break');
    expect((await sendPositions(phone, [point(START)])).body.message).toBe(POSITION_MESSAGES.onBreak);
    expect(await positionsOf(phone.driverId)).toEqual([]);

    await goOnShift(phone);
    // A phone back in signal sends what it queued: the earlier points with their own times.
    kit.clock.now = minutes(10);
    const queued = [point(minutes(9)), point(minutes(2), { lat: 51.47, lng: -0.4543, accuracy_m: 0 }), point(minutes(10), { at: '2026-12-01T09:10:00+00:00' })];
    const sent = await sendPositions(phone, queued);
    expect(sent).toMatchObject({ status: 200, body: { success: true, data: { stored: 3 } } });
    const stored = await positionsOf(phone.driverId);
    expect(stored).toEqual([
      { company_id: kit.companyId.riverside, driver_id: phone.driverId, job_id: null, at: minutes(2).toISOString(), received_at: minutes(10).toISOString(), lat: 51.47, lng: -0.4543, accuracy_m: 0 },
      expect.objectContaining({ at: minutes(9).toISOString(), lat: 51.5033, lng: -0.1276, accuracy_m: 12 }),
      expect.objectContaining({ at: minutes(10).toISOString() }),
    ]);
    // The same batch resent (its answer was lost) is kept once.
    expect((await sendPositions(phone, queued)).body.data).toEqual({ stored: 0 });
    expect(await positionsOf(phone.driverId)).toHaveLength(3);

    // On a job under way, each point names it.
    const booked = await kit.book('riverside');
    const jobId = booked.jobIds[0]!;
    await kit.db.kysely.updateTable('booking_jobs').set({ driver_id: phone.driverId, status: 'on_the_way' }).where('id', '=', jobId).execute();
    await sendPositions(phone, [point(minutes(10), { at: minutes(10).toISOString().replace('.000Z', '.500Z') })]);
    expect((await positionsOf(phone.driverId)).at(-1)).toMatchObject({ job_id: jobId, at: '2026-12-01T09:10:00.500Z' });
  });

  it('refuses a bad point or batch with a 400 (413 for a huge body) and stores nothing of it', async () => {
    kit.clock.now = START;
    // Three phones in turn, so that the per-session limit is not what answers.
    const phones = [await signInPhone(kit, 'riverside'), await signInPhone(kit, 'riverside'), await signInPhone(kit, 'riverside')];
    for (const each of phones) await goOnShift(each);
    const phone = phones[0]!;
    let turn = 0;
    const next = () => phones[turn++ % phones.length]!;
    const good = point(START);
    const bad: Array<[string, unknown]> = [
      ['latitude above 90', [good, { ...good, lat: 90.0001 }]],
      ['latitude below -90', [{ ...good, lat: -91 }]],
      ['longitude out of range', [{ ...good, lng: -180.5 }]],
      ['longitude as text', [{ ...good, lng: '-0.12' }]],
      ['latitude null', [{ ...good, lat: null }]],
      ['negative accuracy', [{ ...good, accuracy_m: -1 }]],
      ['accuracy above 10 km', [{ ...good, accuracy_m: 10_000.5 }]],
      ['no time', [{ lat: 51.5, lng: -0.1, accuracy_m: 5 }]],
      ['time not ISO', [{ ...good, at: '1 December 2026 09:00' }]],
      ['time with NUL', [{ ...good, at: `${START.toISOString()}\u0000` }]],
      ['time of ten thousand characters', [{ ...good, at: 'x'.repeat(10_000) }]],
      ['time ahead by more than 2 minutes', [{ ...good, at: minutes(2.1).toISOString() }]],
      ['time older than 24 hours', [{ ...good, at: minutes(-24 * 60 - 1).toISOString() }]],
      ['no points', []],
      ['21 points', Array.from({ length: 21 }, (_, i) => ({ ...good, at: minutes(-i).toISOString() }))],
      ['points not a list', { lat: 51.5 }],
    ];
    for (const [what, points] of bad) {
      const res = await sendPositions(next(), points as unknown[]);
      expect(res.status, what).toBe(400);
      expect(res.body.success, what).toBe(false);
    }
    // Within the limit, a point 2 minutes ahead (a phone's clock a little fast) is still taken.
    expect((await sendPositions(phone, [{ ...good, at: minutes(2).toISOString() }])).status).toBe(200);
    await kit.db.kysely.deleteFrom('driver_positions').where('driver_id', '=', phone.driverId).execute();

    const notJson = await next().call('POST', OPERATIONS.driverPostPositions.path, '{"points": [', { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    const huge = await next().call('POST', OPERATIONS.driverPostPositions.path, { points: [good], padding: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    for (const each of phones) expect(await positionsOf(each.driverId)).toEqual([]);
  });

  it('limits a session to 12 batches a minute, with Retry-After, whatever the batches hold; another phone is not affected', async () => {
    kit.clock.now = START;
    const flooding = await signInPhone(kit, 'riverside');
    const other = await signInPhone(kit, 'riverside');
    await goOnShift(flooding);
    await goOnShift(other);
    const { limit } = DRIVER_POSITION_LIMITS.perSession;
    expect(limit).toBe(12);
    // Bad batches count as good ones do.
    for (let i = 0; i < limit; i++) {
      const res = i % 2 === 0 ? await sendPositions(flooding, [point(minutes(-i))]) : await sendPositions(flooding, [{ lat: 'x' }]);
      expect(res.status).toBe(i % 2 === 0 ? 200 : 400);
    }
    const refused = await sendPositions(flooding, [point(minutes(-30))]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many position updates from this phone\./);
    expect((await sendPositions(other, [point(START)])).status).toBe(200);
    const stored = await positionsOf(flooding.driverId);
    expect(stored.map((row) => row.at)).not.toContain(minutes(-30).toISOString());
    expect(stored).toHaveLength(limit / 2);
  });
});

describe('position retention', () => {
  it('deletes positions received more than seven days ago, in batches, on the scheduler', async () => {
    kit.clock.now = START;
    const phone = await signInPhone(kit, 'greenline');
    await goOnShift(phone);
    expect((await sendPositions(phone, [point(minutes(-1)), point(START)])).status).toBe(200);
    // Eleven more received at the same time, straight into the table, to see batches at work.
    await kit.db.kysely
      .insertInto('driver_positions')
      .values(Array.from({ length: 11 }, (_, i) => ({ company_id: kit.companyId.greenline, driver_id: phone.driverId, job_id: null, at: minutes(-10 - i).toISOString(), received_at: START.toISOString(), lat: 51.5, lng: -0.1, accuracy_m: 5 })))
      .execute();
    kit.clock.now = minutes(7 * 24 * 60 - 1);
    expect(await kit.api.scheduler!.runNow('driver positions retention')).toBe('ran');
    expect(await positionsOf(phone.driverId)).toHaveLength(13);

    // A week and a minute later, a batch of 4 at a time: every one goes.
    kit.clock.now = minutes(7 * 24 * 60 + 1);
    const recent = { company_id: kit.companyId.greenline, driver_id: phone.driverId, job_id: null, at: kit.clock.now.toISOString(), received_at: kit.clock.now.toISOString(), lat: 51.5, lng: -0.1, accuracy_m: 5 };
    await kit.db.kysely.insertInto('driver_positions').values(recent).execute();
    const repo = createDriverPositionsRepository(kit.db.kysely);
    const deleted: number[] = [];
    const task = positionRetentionTask({ repo: { deleteReceivedBefore: async (before, batch) => (deleted.push(await repo.deleteReceivedBefore(before, batch)), deleted.at(-1)!) }, days: 7, batch: 4 });
    await task.run(kit.clock.now);
    // Other tests' positions of the same morning go too: full batches, then a last short one.
    expect(deleted.slice(0, -1).every((n) => n === 4)).toBe(true);
    expect(deleted.at(-1)).toBeLessThan(4);
    expect(deleted.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(13);
    expect(await positionsOf(phone.driverId)).toEqual([recent]);
  });

  it('is what the app runs on its scheduler, with the retention of POSITION_RETENTION_DAYS', async () => {
    kit.clock.now = START;
    const phone = await signInPhone(kit, 'greenline');
    await goOnShift(phone);
    await sendPositions(phone, [point(START)]);
    kit.clock.now = minutes(8 * 24 * 60);
    // The lease the previous test's run took lapses within the hour; a run now takes it again.
    expect(await kit.api.scheduler!.runNow('driver positions retention')).toBe('ran');
    expect(await positionsOf(phone.driverId)).toEqual([]);
  });
});
