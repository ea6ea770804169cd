/**
 * Statuses from the car over HTTP (issue 25 §4): each step with the phone's time and position,
 * through dispatch's lifecycle and the desk's clock rules; a replay of the same client id changes
 * nothing; steps out of order, in the future, before the assignment or the previous step, early
 * for the pick-up or a no-show before the wait are refused with words that say why.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DRIVER_STATUS_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { dispatchTestApp, mileage, START } from '../dispatch/dispatch-test-kit.js';
import { driverJobs, signInPhone, type Phone } from './driver-jobs-test-kit.js';

const kit = dispatchTestApp();

/** A riverside job on 3 December at `hour`:30 (London, = UTC in December), given to a new driver signed in on a phone. */
async function assignedJob(hour: string) {
  await kit.moveClock(START);
  const booking = await kit.book('riverside', { form: mileage({ pickup_hour: hour }) });
  const jobId = booking.jobIds[0]!;
  const driverId = await kit.addDriver('riverside', { name: 'Sam Driver' });
  expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
  const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);
  const { job } = (await kit.job(kit.staff.riversideDispatcher, jobId)).body.data;
  return { jobId, driverId, phone, passengerEmail: job.passenger_email as string, number: job.booking_number as string };
}

const send = (phone: Phone, jobId: number, body: Record<string, unknown>) => phone.call('POST', pathOf(OPERATIONS.driverJobStatus, { id: jobId }), body);
const step = (status: string, happenedAt: string, more: Record<string, unknown> = {}) => ({ status, happened_at: happenedAt, client_id: randomUUID(), ...more });
const jobOf = (jobId: number) =>
  kit.db.kysely.selectFrom('booking_jobs').select(['status', 'on_the_way_at', 'arrived_at', 'on_board_at', 'completed_at', 'no_show_at']).where('id', '=', jobId).executeTakeFirstOrThrow();
const auditOf = (jobId: number) => kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'detail']).where('subject_type', '=', 'job').where('subject_id', '=', jobId).orderBy('id').execute();

const extrasOf = (jobId: number) =>
  kit.db.kysely.selectFrom('job_extras').select(['kind', 'minutes', 'amount_pence', 'staff_id', 'note']).where('job_id', '=', jobId).orderBy('id').execute();

describe('a status from the car', () => {
  it('Completed carries waiting, parking, stops, tolls and the cash taken, added as after the journey; cash beyond what is due is refused, the rest kept', async () => {
    const { jobId, phone } = await assignedJob('12pm');
    await kit.moveClock(new Date('2026-12-03T12:40:00Z'));
    // Extras belong to Completed only.
    expect((await send(phone, jobId, step('on_the_way', '2026-12-03T12:10:00.000Z', { completion: { parking_pence: 500 } }))).status).toBe(422);
    for (const [status, at] of [['on_the_way', '12:10'], ['arrived', '12:28'], ['passenger_on_board', '12:35']] as const) {
      expect((await send(phone, jobId, step(status, `2026-12-03T${at}:00.000Z`))).status).toBe(200);
    }
    const due = (await kit.job(kit.staff.riversideDispatcher, jobId)).body.data.job.amount_pence as number;
    const completed = await send(phone, jobId, step('completed', '2026-12-03T12:39:00.000Z', { completion: { waiting_minutes: 20, parking_pence: 450, toll_pence: 250, cash_pence: due + 100_000 } }));
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.data).toMatchObject({ status: 'completed', recorded: true, completion_refused: [{ kind: 'cash', message: expect.stringMatching(/^Only £[\d.,]+ is still due on this booking: record at most that in cash\.$/) }] });
    expect((await extrasOf(jobId)).map((e) => [e.kind, e.minutes, e.amount_pence, e.staff_id])).toEqual([
      ['waiting', 20, expect.any(Number), null],
      ['parking', null, 450, null],
      ['toll', null, 250, null],
    ]);
    const added = (await auditOf(jobId)).filter((a) => a.action === 'job.extra_added').map((a) => JSON.parse(a.detail) as Record<string, unknown>);
    expect(added.every((d) => d.actor === 'driver')).toBe(true);
    // Completed again (a new client id): out of order, and nothing is added.
    expect((await send(phone, jobId, step('completed', '2026-12-03T12:39:00.000Z', { completion: { parking_pence: 100 } }))).status).toBe(409);
    expect(await extrasOf(jobId)).toHaveLength(3);
  });

  it('bad completion figures are 400 and record nothing', async () => {
    const { jobId, phone } = await assignedJob('1pm');
    await kit.moveClock(new Date('2026-12-03T13:40:00Z'));
    for (const completion of [{ waiting_minutes: 0 }, { waiting_minutes: 601 }, { parking_pence: 20_001 }, { cash_pence: -1 }, { toll_pence: 1.5 }, { parking_pence: '450' }]) {
      expect((await send(phone, jobId, step('completed', '2026-12-03T13:39:00.000Z', { completion }))).status, JSON.stringify(completion)).toBe(400);
    }
    expect((await jobOf(jobId)).status).toBe('driver_assigned');
  });

  it("records each step at the phone's time with its position, as the desk would, and a replay changes nothing", async () => {
    const { jobId, driverId, phone, passengerEmail, number } = await assignedJob('10am');
    await kit.moveClock(new Date('2026-12-03T09:00:00Z'));
    const onTheWay = step('on_the_way', '2026-12-03T08:58:30.000Z', { position: { lat: 51.5034, lng: -0.1276, accuracy: 12 } });
    expect(await send(phone, jobId, onTheWay)).toEqual({ status: 200, body: { success: true, data: { job_id: jobId, status: 'on_the_way', recorded: true, completion_refused: [] } } });
    expect(await jobOf(jobId)).toMatchObject({ status: 'on_the_way', on_the_way_at: '2026-12-03T08:58:30.000Z' });
    const audited = (await auditOf(jobId)).at(-1)!;
    expect({ action: audited.action, staff: audited.staff_id, detail: JSON.parse(audited.detail) }).toMatchObject({
      action: 'job.on_the_way',
      staff: null,
      detail: { actor: 'driver', actor_driver_id: driverId, client_id: onTheWay.client_id, happened_at: '2026-12-03T08:58:30.000Z', received_at: '2026-12-03T09:00:00.000Z', position: { lat: 51.5034, lng: -0.1276, accuracy: 12 } },
    });
    const kept = await kit.db.kysely.selectFrom('driver_job_steps').selectAll().where('client_id', '=', onTheWay.client_id).execute();
    expect(kept).toMatchObject([{ job_id: jobId, driver_id: driverId, status: 'on_the_way', lat: 51.5034, lng: -0.1276, accuracy: 12 }]);

    // Sent again (the phone lost the answer): 200, nothing more.
    const audits = (await auditOf(jobId)).length;
    expect(await send(phone, jobId, onTheWay)).toEqual({ status: 200, body: { success: true, data: { job_id: jobId, status: 'on_the_way', recorded: false, completion_refused: [] } } });
    expect((await auditOf(jobId)).length).toBe(audits);

    // Arrived a minute ahead of the server's clock (a phone a little fast) is fine; the passenger is told.
    expect((await send(phone, jobId, step('arrived', '2026-12-03T09:01:00.000Z'))).body.data.status).toBe('arrived');
    expect((await kit.mailsTo(passengerEmail)).map((m) => m.subject).filter((s) => /arrived/i.test(s) && s.includes(number))).toHaveLength(1);
    kit.clock.now = new Date('2026-12-03T10:40:00Z');
    expect((await send(phone, jobId, step('passenger_on_board', '2026-12-03T10:35:00.000Z'))).status).toBe(200);
    expect((await send(phone, jobId, step('completed', '2026-12-03T10:39:00.000Z'))).body.data).toEqual({ job_id: jobId, status: 'completed', recorded: true, completion_refused: [] });
    expect(await jobOf(jobId)).toMatchObject({ status: 'completed', arrived_at: '2026-12-03T09:01:00.000Z', on_board_at: '2026-12-03T10:35:00.000Z', completed_at: '2026-12-03T10:39:00.000Z' });
    // Finished: off the phone's list; the replay of its first step still answers.
    expect((await driverJobs(phone)).body.data.jobs).toEqual([]);
    expect((await send(phone, jobId, onTheWay)).body.data).toEqual({ job_id: jobId, status: 'completed', recorded: false, completion_refused: [] });
  });

  it('refuses steps out of order, in the future, before the assignment or the previous step, and a client id of another job', async () => {
    const { jobId, phone } = await assignedJob('11am');
    const other = await kit.book('riverside', { form: mileage({ pickup_hour: '4pm' }) });
    await kit.moveClock(new Date('2026-12-03T10:00:00Z'));
    expect((await send(phone, jobId, step('on_the_way', '2026-12-03T10:05:00.000Z'))).body).toEqual({ success: false, message: DRIVER_STATUS_MESSAGES.future });
    expect((await send(phone, jobId, step('on_the_way', '2026-11-30T10:00:00.000Z'))).body.message).toBe(`${DRIVER_STATUS_MESSAGES.beforeAssignment} (09:00)`);
    const first = step('arrived', '2026-12-03T09:50:00.000Z');
    expect((await send(phone, jobId, first)).status).toBe(200);
    // Behind the job's status: On the way after Arrived, Arrived again.
    expect(await send(phone, jobId, step('on_the_way', '2026-12-03T09:55:00.000Z'))).toEqual({ status: 409, body: { success: false, message: 'This job is already marked Arrived: “On the way” cannot come after it.' } });
    expect((await send(phone, jobId, step('arrived', '2026-12-03T09:56:00.000Z'))).status).toBe(409);
    expect(await send(phone, jobId, step('passenger_on_board', '2026-12-03T09:40:00.000Z'))).toEqual({ status: 422, body: { success: false, message: `${DRIVER_STATUS_MESSAGES.beforePrevious} (09:50)` } });
    // The same client id sent for another job.
    expect(await send(phone, other.jobIds[0]!, first)).toEqual({ status: 409, body: { success: false, message: DRIVER_STATUS_MESSAGES.otherJob } });
    expect((await jobOf(jobId)).status).toBe('arrived');
  });

  it("follows the desk's clock rules without a way to confirm early, and a no-show only after the wait at the pickup", async () => {
    const early = await assignedJob('2pm');
    await kit.moveClock(new Date('2026-12-03T10:00:00Z'));
    const refused = await send(early.phone, early.jobId, step('on_the_way', '2026-12-03T10:00:00.000Z'));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The pick-up on .* is more than 2 hours away\. The office can record it with a reason\.$/);
    expect(refused.body).not.toHaveProperty('confirmation_needed');
    expect((await jobOf(early.jobId)).status).toBe('driver_assigned');

    const wait = await assignedJob('9am');
    await kit.moveClock(new Date('2026-12-03T09:45:00Z'));
    expect((await send(wait.phone, wait.jobId, step('no_show', '2026-12-03T09:45:00.000Z'))).body.message).toBe('Mark Arrived first: a no-show is recorded after waiting at the pickup.');
    expect((await send(wait.phone, wait.jobId, step('arrived', '2026-12-03T09:35:00.000Z'))).status).toBe(200);
    // Arrived 09:35 for 09:30: the passenger has until 09:45.
    expect(await send(wait.phone, wait.jobId, step('no_show', '2026-12-03T09:44:00.000Z'))).toEqual({
      status: 409,
      body: { success: false, message: 'A no-show can be recorded from 09:45: the passenger is given 10 minutes at the pickup.' },
    });
    expect((await send(wait.phone, wait.jobId, step('no_show', '2026-12-03T09:45:00.000Z'))).body.data).toMatchObject({ status: 'no_show', recorded: true });
  });

  it("is the driver's own: another driver's job or another company's is 404, and bad input is 400 and changes nothing", async () => {
    const { jobId, phone } = await assignedJob('3pm');
    const colleague = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, await kit.addDriver('riverside'));
    const stranger = await signInPhone(kit.api, kit.db, kit.staff.skylineDispatcher, await kit.addDriver('skyline'));
    await kit.moveClock(new Date('2026-12-03T14:00:00Z'));
    for (const other of [colleague, stranger]) expect((await send(other, jobId, step('on_the_way', '2026-12-03T14:00:00.000Z'))).status).toBe(404);
    const good = step('on_the_way', '2026-12-03T14:00:00.000Z');
    for (const bad of [
      { ...good, client_id: 'not-a-uuid' },
      { ...good, status: 'teleported' },
      { ...good, happened_at: 'yesterday' },
      { ...good, happened_at: '2026-12-03T14:00:00' },
      { ...good, position: { lat: 91, lng: 0, accuracy: 5 } },
      { ...good, position: { lat: 51.5, lng: 181, accuracy: 5 } },
      { ...good, position: { lat: 51.5, lng: 0, accuracy: -1 } },
      { ...good, client_id: `${good.client_id}\u0000` },
    ]) {
      expect((await send(phone, jobId, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const noCsrf = await kit.api.call('POST', pathOf(OPERATIONS.driverJobStatus, { id: jobId }), good, { cookie: phone.cookie });
    expect(noCsrf.status).toBe(403);
    expect((await jobOf(jobId)).status).toBe('driver_assigned');
    expect((await send(phone, jobId, good)).status).toBe(200);
  });
});
