/**
 * The steps at the kerb over HTTP: a driver assigned to a new job accepts it, Arrived and Passenger
 * on board between On the way and Completed, the time of each step on the job, the CSV and the run
 * sheet, and the clock's guards (a step early for the pick-up time needs a confirmation with a
 * reason, which the audit keeps).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { OPERATIONS, jobDetailResponseSchema, jobStepErrorSchema, pathOf } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { START, dispatchTestApp, mileage, parseCsv } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

/** Picked up on Tuesday 1 December 2026 at 11:30 London (GMT): START is 09:00 that day. */
const TODAY_1130 = mileage({ pickup_date: '2026-12-01', pickup_hour: '11am', pickup_min: '30' });
const at = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00Z`);

const auditOf = (jobId: number) =>
  kit.db.kysely.selectFrom('audit_log').select(['action', 'detail', 'created_at']).where('subject_type', '=', 'job').where('subject_id', '=', jobId).orderBy('id').execute();
const statusOf = async (jobId: number) => (await kit.db.kysely.selectFrom('booking_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status;
const detailOf = async (jobId: number) => jobDetailResponseSchema.parse((await kit.job(kit.staff.riversideDispatcher, jobId)).body).data;

// Sessions last 12 hours: the tests move the clock within START's day and put it back.
afterEach(() => {
  kit.clock.now = START;
});

async function withDriver(form = TODAY_1130, email = 'steps@example.com') {
  const booking = await kit.book('riverside', { form, changes: { registrationData: { ...guest, email } } });
  const driverId = await kit.addDriver('riverside', { name: 'Kay Kerb', vehicle_registration: 'KB26 ARR' });
  return { booking, jobId: booking.jobIds[0]!, driverId };
}

describe('a driver assigned to a new job', () => {
  it('accepts it at the same moment: one audit entry saying so, the driver mail only', async () => {
    const email = 'direct@example.com';
    const { booking, jobId, driverId } = await withDriver(TODAY_1130, email);
    kit.clock.now = at('09:05');
    const res = await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.job).toMatchObject({ status: 'driver_assigned', driver: { id: driverId, name: 'Kay Kerb' } });

    const audit = await auditOf(jobId);
    expect(audit.map((a) => a.action)).toEqual(['job.driver_assigned']);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ from: 'new', to: 'driver_assigned', accepted: true, driver_id: driverId });
    const detail = await detailOf(jobId);
    expect(detail.job.steps).toMatchObject({ accepted_at: '2026-12-01T09:05:00.000Z', assigned_at: '2026-12-01T09:05:00.000Z', on_the_way_at: null });
    // Accept is no longer offered once a driver is there.
    expect(detail.job.allowed_actions).toEqual(['assign', 'on_the_way', 'arrived', 'no_show', 'cancel']);
    const jobMails = (await kit.mailsTo(email)).filter((m) => m.kind === 'job_update').map((m) => m.subject);
    expect(jobMails).toEqual([`Your driver: ${booking.number}`]);
  });

  it('still lets Accept stand alone for "seen, no driver yet"', async () => {
    const { jobId } = await withDriver();
    const res = await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, jobId);
    expect(res.body.data.job.status).toBe('accepted');
    expect((await detailOf(jobId)).job.steps).toMatchObject({ accepted_at: START.toISOString(), assigned_at: null });
  });
});

describe('the steps at the kerb', () => {
  it('goes on the way → arrived → passenger on board → completed, each timed, audited and shown', async () => {
    const email = 'kerb@example.com';
    const booking = await kit.book('riverside', {
      form: TODAY_1130,
      changes: { registrationData: { ...guest, email: 'booker-kerb@example.com', passengerDetails: 'yes', passengerName: 'Pat Kerb', passengerEmail: email, passengerPhone: '+447700900555' } },
    });
    const jobId = booking.jobIds[0]!;
    const driverId = await kit.addDriver('riverside', { name: 'Kay Kerb', vehicle_registration: 'KB26 ARR' });
    const dispatcher = kit.staff.riversideDispatcher;
    const step = async (time: string, operation: { path: string }, status: string) => {
      kit.clock.now = at(time);
      const res = await kit.act(dispatcher, operation, jobId);
      expect(res.status, `${operation.path}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data.job.status).toBe(status);
    };
    await step('09:10', OPERATIONS.operatorJobAccept, 'accepted');
    kit.clock.now = at('09:15');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
    await step('10:50', OPERATIONS.operatorJobOnTheWay, 'on_the_way');
    await step('11:24', OPERATIONS.operatorJobArrived, 'arrived');
    await step('11:33', OPERATIONS.operatorJobOnBoard, 'passenger_on_board');
    await step('12:40', OPERATIONS.operatorJobComplete, 'completed');

    const detail = await detailOf(jobId);
    expect(detail.job.steps).toEqual({
      accepted_at: '2026-12-01T09:10:00.000Z',
      assigned_at: '2026-12-01T09:15:00.000Z',
      on_the_way_at: '2026-12-01T10:50:00.000Z',
      arrived_at: '2026-12-01T11:24:00.000Z',
      on_board_at: '2026-12-01T11:33:00.000Z',
      completed_at: '2026-12-01T12:40:00.000Z',
      no_show_at: null,
      cancelled_at: null,
    });
    expect(detail.job.allowed_actions).toEqual([]);
    expect(detail.history.map((h) => h.action)).toEqual(['job.completed', 'job.on_board', 'job.arrived', 'job.on_the_way', 'job.driver_assigned', 'job.accepted']);
    const audit = await auditOf(jobId);
    expect(JSON.parse(audit[3]!.detail)).toMatchObject({ from: 'on_the_way', to: 'arrived', booking_number: booking.number });
    expect(JSON.parse(audit[3]!.detail)).not.toHaveProperty('reason');

    // The traveller hears the driver has arrived; the booker, elsewhere, does not.
    const arrived = (await kit.mailsTo(email)).filter((m) => m.subject === `Your driver has arrived: ${booking.number}`);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.text_body).toContain('Kay Kerb is waiting for you at 10 Downing Street, London SW1A 2AA in the car registered KB26 ARR.');
    expect(arrived[0]!.text_body).toContain('Call Riverside Executive Cars on');
    expect((await kit.mailsTo('booker-kerb@example.com')).map((m) => m.subject)).not.toContain(`Your driver has arrived: ${booking.number}`);

    // The CSV keeps its columns and adds each step's time (London), the run sheet the latest.
    const csv = await kit.staff.riversideDispatcher.call('GET', `${OPERATIONS.operatorJobsExport.path}?from=2026-12-01&to=2026-12-01`);
    const rows = parseCsv((csv.body as string).replace(/^\uFEFF/, ''));
    const header = rows[0]!;
    expect(header.slice(0, 3)).toEqual(['Booking number', 'Leg', 'Status']);
    expect(header.slice(-10, -2)).toEqual(['Accepted at', 'Driver assigned at', 'On the way at', 'Arrived at', 'Passenger on board at', 'Completed at', 'No-show at', 'Cancelled at']);
    const line = rows.find((r) => r[0] === booking.number)!;
    expect(line[2]).toBe('Completed');
    expect(line.slice(-10, -2)).toEqual(['2026-12-01 09:10', '2026-12-01 09:15', '2026-12-01 10:50', '2026-12-01 11:24', '2026-12-01 11:33', '2026-12-01 12:40', '', '']);
    const sheet = await kit.staff.riversideDispatcher.call('GET', `${OPERATIONS.operatorRunSheet.path}?date=2026-12-01`);
    expect(sheet.body as string).toContain('Completed 12:40');
  });

  it('lets the office record a step the driver forgot, and keeps the ends where they were', async () => {
    const dispatcher = kit.staff.riversideDispatcher;
    const ready = async () => {
      const { jobId, driverId } = await withDriver();
      await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
      kit.clock.now = at('11:35');
      return jobId;
    };
    // Arrived without On the way; completed from arrived.
    let jobId = await ready();
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobArrived, jobId)).body.data.job.status).toBe('arrived');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobComplete, jobId)).body.data.job.status).toBe('completed');
    expect((await detailOf(jobId)).job.steps).toMatchObject({ on_the_way_at: null, arrived_at: '2026-12-01T11:35:00.000Z', on_board_at: null, completed_at: '2026-12-01T11:35:00.000Z' });

    // Completed straight from on the way; on board straight from on the way.
    kit.clock.now = START;
    jobId = await ready();
    await kit.act(dispatcher, OPERATIONS.operatorJobOnTheWay, jobId);
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobComplete, jobId)).body.data.job.status).toBe('completed');
    kit.clock.now = START;
    jobId = await ready();
    await kit.act(dispatcher, OPERATIONS.operatorJobOnTheWay, jobId);
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobOnBoard, jobId)).body.data.job.status).toBe('passenger_on_board');
    // Once the passenger is in the car it is neither a no-show nor cancellable: it gets completed.
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobNoShow, jobId)).status).toBe(409);
    expect(await kit.act(dispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'Changed their mind' })).toEqual({
      status: 409,
      body: { success: false, message: 'This job is under way with the passenger on board. Only a job whose passenger is not yet on board can be cancelled.' },
    });
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: await kit.addDriver('riverside') })).status).toBe(409);
    expect(await statusOf(jobId)).toBe('passenger_on_board');

    // A no-show from arrived (the passenger never came out), timed.
    kit.clock.now = START;
    jobId = await ready();
    await kit.act(dispatcher, OPERATIONS.operatorJobArrived, jobId);
    kit.clock.now = at('11:50');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobNoShow, jobId)).body.data.job.status).toBe('no_show');
    expect((await detailOf(jobId)).job.steps).toMatchObject({ arrived_at: '2026-12-01T11:35:00.000Z', no_show_at: '2026-12-01T11:50:00.000Z' });

    // Cancelled from arrived, timed.
    kit.clock.now = START;
    jobId = await ready();
    await kit.act(dispatcher, OPERATIONS.operatorJobArrived, jobId);
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'Wrong address booked' })).body.data.job.status).toBe('cancelled');
    expect((await detailOf(jobId)).job.steps.cancelled_at).toBe('2026-12-01T11:35:00.000Z');
  });

  it('mails "Your driver has arrived" up to 30 minutes after the pick-up time, and not when Arrived is recorded later', async () => {
    const dispatcher = kit.staff.riversideDispatcher;
    const arrivedMails = async (email: string) => (await kit.mailsTo(email)).filter((m) => m.subject.startsWith('Your driver has arrived'));
    // 30 minutes after the pick-up: a late driver, still news.
    const late = await withDriver(TODAY_1130, 'arrival-late@example.com');
    await kit.act(dispatcher, OPERATIONS.operatorJobAssign, late.jobId, { driver_id: late.driverId });
    kit.clock.now = at('12:00');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobArrived, late.jobId)).status).toBe(200);
    expect(await arrivedMails('arrival-late@example.com')).toHaveLength(1);
    expect(JSON.parse((await auditOf(late.jobId)).at(-1)!.detail)).not.toHaveProperty('arrival_mail');

    // Recorded after the passenger was long in the car (the office catching up before completing): no mail, and the audit says why.
    kit.clock.now = START;
    const record = await withDriver(TODAY_1130, 'arrival-record@example.com');
    await kit.act(dispatcher, OPERATIONS.operatorJobAssign, record.jobId, { driver_id: record.driverId });
    kit.clock.now = new Date('2026-12-01T12:00:01Z');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobArrived, record.jobId)).body.data.job.status).toBe('arrived');
    expect(await arrivedMails('arrival-record@example.com')).toEqual([]);
    const entry = (await auditOf(record.jobId)).at(-1)!;
    expect(entry.action).toBe('job.arrived');
    expect(JSON.parse(entry.detail)).toMatchObject({ arrival_mail: false, minutes_late: 30 });
    kit.clock.now = at('13:40');
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobComplete, record.jobId)).status).toBe(200);
    expect(await arrivedMails('arrival-record@example.com')).toEqual([]);
  });

  it('takes a step once when the same press arrives several times at once: one change, one audit entry, one mail', async () => {
    const dispatcher = kit.staff.riversideDispatcher;
    const { jobId, driverId } = await withDriver(TODAY_1130, 'steps-race@example.com');
    await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
    kit.clock.now = at('11:25');
    const answers = await Promise.all(Array.from({ length: 6 }, () => kit.act(dispatcher, OPERATIONS.operatorJobArrived, jobId)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status !== 200).map((res) => res.status)).toEqual(Array(5).fill(409));
    expect((await auditOf(jobId)).filter((entry) => entry.action === 'job.arrived')).toHaveLength(1);
    const mails = await kit.db.kysely.selectFrom('mail_outbox').select('subject').where('to_address', '=', 'steps-race@example.com').execute();
    expect(mails.filter((mail) => /arrived/i.test(mail.subject))).toHaveLength(1);
  });

  it('keeps a driver who has arrived or has the passenger on board busy for another job at that time', async () => {
    const dispatcher = kit.staff.riversideDispatcher;
    const { booking, jobId, driverId } = await withDriver();
    const other = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-01', pickup_hour: '12pm', pickup_min: '00' }) });
    await kit.act(dispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
    kit.clock.now = at('11:20');
    await kit.act(dispatcher, OPERATIONS.operatorJobArrived, jobId);
    const clash = await kit.act(dispatcher, OPERATIONS.operatorJobAssign, other.jobIds[0]!, { driver_id: driverId });
    expect(clash.status).toBe(409);
    expect(clash.body.overlapping.map((o: { job_id: number }) => o.job_id)).toEqual([jobId]);
    await kit.act(dispatcher, OPERATIONS.operatorJobOnBoard, jobId, { confirm: true, reason: 'Came out early' });
    expect((await kit.act(dispatcher, OPERATIONS.operatorJobAssign, other.jobIds[0]!, { driver_id: driverId })).status).toBe(409);
    // The day's run sheet keeps a job under way, with when it got there.
    const sheet = (await dispatcher.call('GET', `${OPERATIONS.operatorRunSheet.path}?date=2026-12-01`)).body as string;
    expect(sheet).toContain(booking.number);
    expect(sheet).toContain('Passenger on board 11:20');
  });
});

describe('the clock', () => {
  const dispatcher = () => kit.staff.riversideDispatcher;

  it('refuses On the way more than 2 hours before the pick-up unless confirmed with a reason, which the audit keeps', async () => {
    const { jobId, driverId } = await withDriver();
    await kit.act(dispatcher(), OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
    const before = await auditOf(jobId);

    // 09:00, pick-up 11:30: 2½ hours early.
    const refused = await kit.act(dispatcher(), OPERATIONS.operatorJobOnTheWay, jobId);
    expect(refused).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'The pick-up on 1 December 2026 at 11:30 is more than 2 hours away. To mark the driver on the way now, confirm it and give a reason.',
        confirmation_needed: true,
      },
    });
    expect(jobStepErrorSchema.parse(refused.body).confirmation_needed).toBe(true);

    // A confirmation needs a proper reason: none, too short, too long, or with a NUL or a line break is a 400.
    for (const body of [{ confirm: true }, { confirm: true, reason: '' }, { confirm: true, reason: ' ab ' }, { confirm: true, reason: 'x'.repeat(201) }, { confirm: true, reason: 'Early\u0000start' }, { confirm: true, reason: 'two\nlines' }, { confirm: 'yes', reason: 'Long way' }]) {
      const res = await kit.act(dispatcher(), OPERATIONS.operatorJobOnTheWay, jobId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // A reason without the confirmation is not one.
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobOnTheWay, jobId, { reason: 'Long way to go' })).status).toBe(409);
    expect(await statusOf(jobId)).toBe('driver_assigned');
    expect(await auditOf(jobId)).toEqual(before);

    const reason = 'Driver is coming from Luton, "heavy" traffic';
    const confirmed = await kit.act(dispatcher(), OPERATIONS.operatorJobOnTheWay, jobId, { confirm: true, reason: ` ${reason} ` });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.job.status).toBe('on_the_way');
    const entry = (await auditOf(jobId)).at(-1)!;
    expect(entry.action).toBe('job.on_the_way');
    expect(JSON.parse(entry.detail)).toMatchObject({ from: 'driver_assigned', to: 'on_the_way', early_minutes: 150, reason });
    const history = (await detailOf(jobId)).history[0]!;
    expect(history.detail).toMatchObject({ early_minutes: 150, reason });
  });

  it('lets On the way through from 2 hours before, and a reason of 200 characters', async () => {
    const { jobId, driverId } = await withDriver();
    await kit.act(dispatcher(), OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
    kit.clock.now = at('09:30');
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobOnTheWay, jobId)).status).toBe(200);
    expect(JSON.parse((await auditOf(jobId)).at(-1)!.detail)).not.toHaveProperty('early_minutes');
    // Arrived is guarded like On the way; 2 hours is not more than 2 hours. A POST without any body is a step on time.
    expect((await dispatcher().call('POST', pathOf(OPERATIONS.operatorJobArrived, { id: jobId }))).status).toBe(200);
    // Before 11:30 the passenger on board needs a confirmation; 200 characters is a reason.
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobOnBoard, jobId)).body).toMatchObject({ confirmation_needed: true });
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobOnBoard, jobId, { confirm: true, reason: 'y'.repeat(200) })).status).toBe(200);
    expect(JSON.parse((await auditOf(jobId)).at(-1)!.detail)).toMatchObject({ early_minutes: 120, reason: 'y'.repeat(200) });
  });

  it('refuses Arrived more than 2 hours early, and Completed before the pick-up time, unless confirmed', async () => {
    const { jobId, driverId } = await withDriver();
    await kit.act(dispatcher(), OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobArrived, jobId)).body).toMatchObject({ confirmation_needed: true });
    kit.clock.now = at('10:00');
    await kit.act(dispatcher(), OPERATIONS.operatorJobOnTheWay, jobId);
    kit.clock.now = at('11:29');
    expect(await kit.act(dispatcher(), OPERATIONS.operatorJobComplete, jobId)).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'The pick-up on 1 December 2026 at 11:30 has not come yet. To complete the job now, confirm it and give a reason.',
        confirmation_needed: true,
      },
    });
    expect(await statusOf(jobId)).toBe('on_the_way');
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobComplete, jobId, { confirm: true, reason: 'Short hop, done early' })).status).toBe(200);
    expect(JSON.parse((await auditOf(jobId)).at(-1)!.detail)).toMatchObject({ to: 'completed', early_minutes: 1, reason: 'Short hop, done early' });
  });

  it('refuses a no-show before the passenger was given 10 minutes after the pick-up time unless confirmed, and 45 with a flight', async () => {
    const { jobId, driverId } = await withDriver();
    await kit.act(dispatcher(), OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
    kit.clock.now = at('11:00');
    expect(await kit.act(dispatcher(), OPERATIONS.operatorJobNoShow, jobId)).toEqual({
      status: 409,
      body: { success: false, message: 'The pick-up on 1 December 2026 at 11:30 has not come yet. To mark a no-show now, confirm it and give a reason.', confirmation_needed: true },
    });
    kit.clock.now = new Date('2026-12-01T11:39:59Z');
    const within = await kit.act(dispatcher(), OPERATIONS.operatorJobNoShow, jobId);
    expect(within.body).toMatchObject({ confirmation_needed: true, message: expect.stringContaining('was less than 10 minutes ago, and a passenger is given 10 minutes.') });
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobNoShow, jobId, { confirm: true, reason: 'x' })).status).toBe(400);
    expect(await statusOf(jobId)).toBe('driver_assigned');
    const confirmed = await kit.act(dispatcher(), OPERATIONS.operatorJobNoShow, jobId, { confirm: true, reason: 'Passenger phoned: not coming' });
    expect(confirmed.body.data.job.status).toBe('no_show');
    expect(JSON.parse((await auditOf(jobId)).at(-1)!.detail)).toMatchObject({ to: 'no_show', early_minutes: -9, reason: 'Passenger phoned: not coming' });

    // 10 minutes after: no question.
    kit.clock.now = START;
    const next = await withDriver();
    await kit.act(dispatcher(), OPERATIONS.operatorJobAssign, next.jobId, { driver_id: next.driverId });
    kit.clock.now = at('11:40');
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobNoShow, next.jobId)).body.data.job.status).toBe('no_show');

    // A flight's passenger is given 45 minutes.
    kit.clock.now = START;
    const flight = await withDriver(mileage({ pickup_date: '2026-12-01', pickup_hour: '11am', pickup_min: '30', pickup_fight_number: 'BA117' }));
    await kit.act(dispatcher(), OPERATIONS.operatorJobAssign, flight.jobId, { driver_id: flight.driverId });
    kit.clock.now = at('12:00');
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobNoShow, flight.jobId)).body).toMatchObject({ confirmation_needed: true, message: expect.stringContaining('45 minutes after a flight or train') });
    kit.clock.now = at('12:15');
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobNoShow, flight.jobId)).body.data.job.status).toBe('no_show');
  });

  it("refuses a job of another day before its time: tomorrow's job cannot be completed today by a slip", async () => {
    const { jobId, driverId } = await withDriver(mileage());
    await kit.act(dispatcher(), OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
    const res = await kit.act(dispatcher(), OPERATIONS.operatorJobOnTheWay, jobId);
    expect(res.body.message).toBe('The pick-up on 3 December 2026 at 10:30 is more than 2 hours away. To mark the driver on the way now, confirm it and give a reason.');
    await kit.act(dispatcher(), OPERATIONS.operatorJobOnTheWay, jobId, { confirm: true, reason: 'Testing the flow' });
    expect((await kit.act(dispatcher(), OPERATIONS.operatorJobComplete, jobId)).body.message).toContain('has not come yet');
    expect(JSON.parse((await auditOf(jobId)).at(-1)!.detail)).toMatchObject({ early_minutes: 2970 });
  });
});
