/**
 * A job's lifecycle over HTTP: each transition and the 409s, the race of two dispatchers, the
 * audit entries, the passenger's mails, the job's detail, and the live event after each change.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, jobActionResponseSchema, jobDetailResponseSchema } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { createBookingMoney } from '../payments/booking-money.js';
import { createPaymentRefundsRepository } from '../payments/payment-refunds.repository.js';
import { createBookingChangeMail } from '../bookings/booking-change-mail.js';
import { createBookingRecords } from './booking-record.js';
import { createJobActionsService, type JobEvents } from './job-actions.service.js';
import { createJobsRepository } from './jobs.repository.js';
import { START, dispatchTestApp, mileage } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

const auditOf = (jobId: number) =>
  kit.db.kysely.selectFrom('audit_log').selectAll().where('subject_type', '=', 'job').where('subject_id', '=', jobId).orderBy('id').execute();
/** Real booking locks on the test database; these tests never refund. */
function unusedRefunds() {
  const records = createPaymentRefundsRepository(kit.db.kysely);
  const unused = () => Promise.reject(new Error('not used'));
  const money = createBookingMoney({ db: kit.db, cards: { provider: 'sandbox', refund: unused, findRefund: unused }, records, now: () => kit.clock.now, log: { error: () => {}, warn: () => {} } });
  return { money, records, provider: 'sandbox' };
}
const statusOf = async (jobId: number) => (await kit.db.kysely.selectFrom('booking_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status;

describe('the lifecycle: new → accepted → driver assigned → on the way → completed', () => {
  it('moves a job through every step, each with its audit entry, and tells the passenger what they should know', async () => {
    const email = 'life@example.com';
    // Picked up today at 11:30: on the way from 09:30, completed from 11:30 without a confirmation (job-steps.test.ts has the guards).
    const booking = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-01', pickup_hour: '11am', pickup_min: '30' }), changes: { registrationData: { ...guest, email, additionalInfo: 'Two cases' } } });
    const jobId = booking.jobIds[0]!;
    const driverId = await kit.addDriver('riverside', { name: 'Dora Driver', vehicle_registration: 'LR71 XYZ', vehicle_category: 'Executive', mobile: '+447700900111' });
    const dispatcher = kit.staff.riversideDispatcher;
    const before = (await kit.mailsTo(email)).length;

    const accepted = await kit.act(dispatcher, OPERATIONS.operatorJobAccept, jobId);
    expect(accepted.status).toBe(200);
    expect(jobActionResponseSchema.parse(accepted.body).data).toMatchObject({ job: { id: jobId, status: 'accepted', driver: null }, refund: null });

    const assigned = await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data.job).toMatchObject({ status: 'driver_assigned', driver: { id: driverId, name: 'Dora Driver', registration: 'LR71 XYZ' } });

    kit.clock.now = new Date('2026-12-01T09:40:00Z');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobOnTheWay, jobId)).body.data.job.status).toBe('on_the_way');
    kit.clock.now = new Date('2026-12-01T11:45:00Z');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobComplete, jobId)).body.data.job.status).toBe('completed');
    kit.clock.now = START;

    const audit = await auditOf(jobId);
    expect(audit.map((a) => a.action)).toEqual(['job.accepted', 'job.driver_assigned', 'job.on_the_way', 'job.completed']);
    expect(audit.every((a) => a.staff_id === dispatcher.staff.id && a.company_id === kit.companyId.riverside)).toBe(true);
    expect(JSON.parse(audit[1]!.detail)).toMatchObject({ from: 'accepted', to: 'driver_assigned', driver_id: driverId, driver_name: 'Dora Driver', registration: 'LR71 XYZ', booking_number: booking.number });

    // Accepted and driver assigned are mailed; on the way and completed are not.
    const mails = (await kit.mailsTo(email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Booking accepted: ${booking.number}`, `Your driver: ${booking.number}`]);
    expect(mails.every((m) => m.kind === 'job_update' && m.company_id === kit.companyId.riverside)).toBe(true);
    expect(mails[0]!.text_body).toContain('Riverside Executive Cars has accepted your journey on 01-12-2026 at 11:30 AM');
    const driverMail = mails[1]!.text_body;
    expect(driverMail).toContain('Driver: Dora Driver');
    expect(driverMail).toContain('Vehicle: Executive');
    expect(driverMail).toContain('Registration: LR71 XYZ');
    expect(driverMail).toContain('Call Riverside Executive Cars on +44 20 7946 0101');
    // The driver's own mobile stays out of the passenger's mail.
    expect(driverMail).not.toContain('900111');
    expect(mails[1]!.html_body).toContain('LR71 XYZ');

    // The detail tells the whole story, newest first, with who did it.
    const detail = jobDetailResponseSchema.parse((await kit.job(dispatcher, jobId)).body).data;
    expect(detail.history.map((h) => h.action)).toEqual(['job.completed', 'job.on_the_way', 'job.driver_assigned', 'job.accepted']);
    expect(detail.history[0]!.staff).toEqual({ id: dispatcher.staff.id, name: 'Dev Patel' });
    expect(detail.job.allowed_actions).toEqual([]);
    expect(detail.booking).toMatchObject({ booking_number: booking.number, notes: 'Two cases', passenger: { email }, booker: { email, name: 'Ada Lovelace' }, status: 'confirmed' });
    expect(detail.booking.price_breakdown.lines.reduce((s, l) => s + l.amount_pence, 0)).toBe(detail.booking.price_breakdown.total_pence);
    expect(detail.legs).toEqual([{ job_id: jobId, leg: 'outbound', status: 'completed', pick_up_date: '2026-12-01', pick_up_time: '11:30', driver: { id: driverId, name: 'Dora Driver', registration: 'LR71 XYZ' } }]);
    expect(detail.refunds).toEqual({ items: [], paid_pence: 0, refunded_pence: 0, refundable_pence: 0 });
  });

  it('refuses a step out of order with 409 and a message, changing nothing', async () => {
    const { jobIds } = await kit.book('riverside');
    const jobId = jobIds[0]!;
    const dispatcher = kit.staff.riversideDispatcher;
    const cases: Array<[{ path: string }, string]> = [
      [OPERATIONS.operatorJobOnTheWay, 'This job is new. Assign a driver before marking the job on the way.'],
      [OPERATIONS.operatorJobArrived, 'This job is new. Only a job with a driver assigned or on the way can be marked arrived.'],
      [OPERATIONS.operatorJobOnBoard, 'This job is new. Only a job whose driver is on the way or has arrived can be marked passenger on board.'],
      [OPERATIONS.operatorJobComplete, 'This job is new. Only a job whose driver is on the way, arrived or has the passenger on board can be completed.'],
      [OPERATIONS.operatorJobNoShow, 'This job is new. Only an accepted job, or one with a driver who has not picked the passenger up, can be marked a no-show.'],
    ];
    for (const [operation, message] of cases) expect(await kit.act(dispatcher, operation, jobId)).toEqual({ status: 409, body: { success: false, message } });
    // A confirmation does not jump the order either.
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobComplete, jobId, { confirm: true, reason: 'Done already' })).status).toBe(409);
    expect(await statusOf(jobId)).toBe('new');
    expect(await auditOf(jobId)).toEqual([]);

    expect((await kit.act(dispatcher, OPERATIONS.operatorJobAccept, jobId)).status).toBe(200);
    expect(await kit.act(dispatcher, OPERATIONS.operatorJobAccept, jobId)).toEqual({ status: 409, body: { success: false, message: 'This job was already accepted. Only a new job can be accepted.' } });
  });

  it('lets one of two dispatchers accepting at once win; the other gets 409', async () => {
    const { jobIds } = await kit.book('riverside');
    const jobId = jobIds[0]!;
    const results = await Promise.all([kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, jobId), kit.act(kit.staff.riversideOwner, OPERATIONS.operatorJobAccept, jobId)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditOf(jobId)).toHaveLength(1);
    const mails = await kit.db.kysely.selectFrom('mail_outbox').select('id').where('subject', '=', `Booking accepted: ${(await kit.job(kit.staff.riversideOwner, jobId)).body.data.job.booking_number}`).execute();
    expect(mails).toHaveLength(1);
  });

  it('marks a no-show from driver assigned, and re-assigns a driver, telling the passenger it changed', async () => {
    const email = 'noshow@example.com';
    const { jobIds, number } = await kit.book('riverside', { changes: { registrationData: { ...guest, email } } });
    const jobId = jobIds[0]!;
    const [first, second] = [await kit.addDriver('riverside', { name: 'First Driver' }), await kit.addDriver('riverside', { name: 'Second Driver' })];
    const dispatcher = kit.staff.riversideDispatcher;
    await kit.act(dispatcher, OPERATIONS.operatorJobAccept, jobId);
    await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: first });
    // The same driver again is fine and mails nobody.
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: first })).status).toBe(200);
    const changed = await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: second });
    expect(changed.body.data.job.driver.name).toBe('Second Driver');
    const subjects = (await kit.mailsTo(email)).map((m) => m.subject);
    expect(subjects.filter((s) => s.includes('driver'))).toEqual([`Your driver: ${number}`, `Your driver has changed: ${number}`]);
    const audit = await auditOf(jobId);
    expect(JSON.parse(audit.at(-1)!.detail)).toMatchObject({ driver_id: second, previous_driver_id: first, previous_driver_name: 'First Driver' });

    // Days before the pick-up: the no-show's clock guard is confirmed (job-steps.test.ts tests it).
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobNoShow, jobId, { confirm: true, reason: 'Passenger phoned: not coming' })).body.data.job.status).toBe('no_show');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'Too late' })).status).toBe(409);
  });

  it('cancels with a reason (required), mails it, and cancels the booking once every leg is', async () => {
    const email = 'cancel@example.com';
    const trip = await kit.book('riverside', {
      form: mileage({ select_option: 'return', return_date: '2026-12-06', return_hour: '9am', return_min: '00' }),
      changes: { registrationData: { ...guest, email } },
    });
    const [outbound, back] = trip.jobIds as [number, number];
    const dispatcher = kit.staff.riversideDispatcher;
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: null }]) {
      const res = await kit.act(dispatcher, OPERATIONS.operatorJobCancel, back, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await kit.act(dispatcher, OPERATIONS.operatorJobCancel, back, { reason: 'Flight moved <to> "Tuesday"', refund_pence: '' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ job: { status: 'cancelled', cancel_reason: 'Flight moved <to> "Tuesday"', leg: 'return' }, refund: null });
    const mail = (await kit.mailsTo(email)).at(-1)!;
    expect(mail.subject).toBe(`Booking cancelled: ${trip.number}`);
    expect(mail.text_body).toContain('has cancelled your return journey on 06-12-2026 at 09:00 AM');
    expect(mail.text_body).toContain('Reason: Flight moved <to> "Tuesday"');
    expect(mail.html_body).toContain('Flight moved &lt;to&gt; &quot;Tuesday&quot;');
    expect(mail.text_body).not.toContain('Refund');

    const bookingStatus = async () => (await kit.db.kysely.selectFrom('bookings').select('status').where('id', '=', trip.id).executeTakeFirstOrThrow()).status;
    expect(await bookingStatus()).toBe('confirmed');
    expect(JSON.parse((await auditOf(back))[0]!.detail)).toMatchObject({ reason: 'Flight moved <to> "Tuesday"', from: 'new', to: 'cancelled' });
    await kit.act(dispatcher, OPERATIONS.operatorJobAccept, outbound);
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobCancel, outbound, { reason: 'Whole trip off' })).status).toBe(200);
    expect(await bookingStatus()).toBe('cancelled');
    expect(await kit.act(dispatcher, OPERATIONS.operatorJobCancel, outbound, { reason: 'Again' })).toEqual({
      status: 409,
      body: { success: false, message: 'This job was already cancelled. Only a job whose passenger is not yet on board can be cancelled.' },
    });
  });

  it('mails the booker too when they booked for someone else', async () => {
    const booking = await kit.book('riverside', {
      changes: { registrationData: { ...guest, email: 'booker@example.com', passengerDetails: 'yes', passengerName: 'Pat Traveller', passengerEmail: 'pat@example.com', passengerPhone: '+447700900777' } },
    });
    await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, booking.jobIds[0]!);
    for (const to of ['booker@example.com', 'pat@example.com']) expect((await kit.mailsTo(to)).map((m) => m.subject)).toContain(`Booking accepted: ${booking.number}`);
  });
});

describe('after each change, a live event', () => {
  it('publishes job.updated with the company and job after the commit, and a failing bus does not undo the change', async () => {
    const { jobIds } = await kit.book('skyline');
    const jobId = jobIds[0]!;
    const seen: Array<{ type: string; company_id: number; job_ids: number[]; committed: string }> = [];
    const db = kit.db.kysely;
    const events: JobEvents = {
      async publish(event) {
        // Read on another connection: the change is already committed when the event goes out.
        const row = await db.selectFrom('booking_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
        seen.push({ ...event, committed: row.status });
      },
    };
    const deps = {
      db,
      jobs: createJobsRepository(db),
      refunds: unusedRefunds(),
      outbox: { enqueue: async () => {} },
      changeMail: createBookingChangeMail(),
      now: () => kit.clock.now,
      log: { error: () => {}, warn: () => {} },
      records: createBookingRecords(db, () => kit.clock.now),
    };
    const staff = { id: kit.staff.skylineDispatcher.staff.id, name: 'Dana Kowalski', email: 'dispatch@skyline-transfers.example', role: 'dispatcher' as const, companyId: kit.companyId.skyline, companyName: null };
    const actor = { staff, scope: { all: false as const, companyId: kit.companyId.skyline } };
    const service = createJobActionsService({ ...deps, events });
    expect((await service.accept(actor, jobId)).ok).toBe(true);
    expect(seen).toEqual([{ type: 'job.updated', company_id: kit.companyId.skyline, job_ids: [jobId], committed: 'accepted' }]);

    const broken = createJobActionsService({ ...deps, events: { publish: () => Promise.reject(new Error('bus down')) } });
    expect((await broken.noShow(actor, jobId, { confirm: true, reason: 'Passenger phoned: not coming' })).ok).toBe(true);
    expect(await statusOf(jobId)).toBe('no_show');
  });

  it('guards the update by the status it read: a dispatcher acting on a stale read gets 409 and writes nothing', async () => {
    const { jobIds } = await kit.book('skyline');
    const jobId = jobIds[0]!;
    const db = kit.db.kysely;
    const jobs = createJobsRepository(db);
    const stale = await jobs.findJob({ all: true }, jobId);
    // Someone else accepts it after our read.
    expect((await kit.act(kit.staff.skylineDispatcher, OPERATIONS.operatorJobAccept, jobId)).status).toBe(200);
    let reads = 0;
    const service = createJobActionsService({
      db,
      jobs: { ...jobs, findJob: async (scope, id, on) => (reads++ === 0 ? stale : jobs.findJob(scope, id, on)) },
      refunds: unusedRefunds(),
      outbox: { enqueue: () => Promise.reject(new Error('no mail may be queued')) },
      changeMail: () => Promise.reject(new Error('no mail may be made')),
      now: () => kit.clock.now,
      log: { error: () => {}, warn: () => {} },
      records: createBookingRecords(db, () => kit.clock.now),
    });
    const staff = { id: kit.staff.skylineOwner.staff.id, name: 'Sam Okafor', email: 'owner@skyline-transfers.example', role: 'owner' as const, companyId: kit.companyId.skyline, companyName: null };
    const result = await service.accept({ staff, scope: { all: false, companyId: kit.companyId.skyline } }, jobId);
    expect(result).toEqual({ ok: false, status: 409, message: 'This job was already accepted. Only a new job can be accepted.' });
    expect((await auditOf(jobId)).map((a) => a.staff_id)).toEqual([kit.staff.skylineDispatcher.staff.id]);
  });
});
