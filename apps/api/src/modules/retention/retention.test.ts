/**
 * The retention task on a moved clock (issue 27 §4): a booking whose last journey is just out of
 * its company's retention period loses its passengers' details, to the field, and keeps its money;
 * one a day later is untouched; the guest, the caller, the texts, the mails and the drivers'
 * positions go with the last booking that held them; a second run and a second instance do nothing
 * more; one audit entry per company and run.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { startSecondApp } from '../../test/test-app.js';
import { dispatchTestApp, guest, mileage, START, type Booked } from '../dispatch/dispatch-test-kit.js';
import { anonymiseBookings, type BookingsAnonymised } from './booking-anonymiser.js';
import { RETENTION_TASK } from './index.js';

const kit = dispatchTestApp();
const run = () => kit.api.scheduler!.runNow(RETENTION_TASK);

const bookingOf = (id: number) =>
  kit.db.kysely
    .selectFrom('bookings')
    .select(['booking_number', 'status', 'pick_up_address', 'drop_off_address', 'pick_up_date', 'pick_up_time', 'flight_no', 'return_flight_no', 'text_messages', 'text_number', 'amount_pence', 'total_pence', 'payment_method', 'vehicle_id', 'category_name', 'journey_form', 'anonymised_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const detailsOf = (id: number) => kit.db.kysely.selectFrom('passenger_details').select(['passenger_name', 'passenger_email', 'passenger_contact_no', 'additional_info', 'total_passengers']).where('booking_id', '=', id).executeTakeFirstOrThrow();
const retentionAudits = (companyId: number) =>
  kit.db.kysely.selectFrom('audit_log').select(['detail', 'staff_id', 'created_at']).where('company_id', '=', companyId).where('action', '=', 'company.retention_applied').orderBy('id').execute();

async function bookFor(email: string, date: string, extra: Record<string, unknown> = {}): Promise<Booked> {
  await kit.moveClock(START);
  return kit.book('riverside', {
    form: mileage({ pickup_date: date, pickup_fight_number: 'BA117', stops: [{ street_name: 'Baker Street', number: '221B', postcode: 'NW1 6XE' }], ...extra }),
    changes: { registrationData: { ...guest, email, textMessages: true } },
  });
}

describe('the retention task', () => {
  it('anonymises a booking just out of the period to the field and keeps its money; one a day later is untouched', async () => {
    const riverside = kit.companyId.riverside;
    await kit.db.kysely.updateTable('companies').set({ retention_months: 12 }).where('id', '=', riverside).execute();
    const out = await bookFor('leaving@example.com', '2026-12-03');
    const kept = await bookFor('staying@example.com', '2026-12-04');
    const before = await bookingOf(out.id);
    const keptBefore = { booking: await bookingOf(kept.id), details: await detailsOf(kept.id) };
    const driverId = await kit.addDriver('riverside');
    await kit.db.kysely
      .insertInto('driver_positions')
      .values({ company_id: riverside, driver_id: driverId, job_id: out.jobIds[0]!, at: START.toISOString(), received_at: START.toISOString(), lat: 51.5, lng: -0.12, accuracy_m: 5 })
      .execute();
    // The booking made its caller record (callers module); staff noted something about them.
    const caller = await kit.db.kysely.selectFrom('caller_bookings').select('caller_id as id').where('booking_id', '=', out.id).executeTakeFirstOrThrow();
    await kit.db.kysely.updateTable('callers').set({ notes: 'Prefers the front seat' }).where('id', '=', caller.id).execute();
    expect(await kit.db.kysely.selectFrom('callers').select(['name', 'email']).where('id', '=', caller.id).executeTakeFirstOrThrow()).toEqual({ name: 'Ada Lovelace', email: 'leaving@example.com' });
    await kit.db.kysely.insertInto('sms_outbox').values({ company_id: riverside, kind: 'driver_on_the_way', booking_id: out.id, job_id: out.jobIds[0]!, to_number: '+447700900123', sender: null, body: 'Your driver is on the way', segments: 1, encoding: 'GSM-7', essential: 1, status: 'sent', attempts: 1, next_attempt_at: START.toISOString(), last_error: null, claimed_at: null, provider_id: null, provider_status: null, created_at: START.toISOString(), sent_at: START.toISOString() }).execute();
    expect(await kit.mailsTo('leaving@example.com')).not.toEqual([]);
    await kit.db.kysely.updateTable('mail_outbox').set({ status: 'sent' }).where('company_id', '=', riverside).execute();

    // The booking record's corrections (issue 27 §2) name the passenger and places too.
    const correction = (field: string, old_value: string, new_value: string) => ({ company_id: riverside, booking_id: out.id, job_id: out.jobIds[0]!, field, old_value, new_value, reason: 'Ada rang to say', staff_id: null, staff_name: 'Dev Patel', created_at: START.toISOString() });
    await kit.db.kysely
      .insertInto('booking_record_corrections')
      .values([correction('passenger_name', 'Ada Lovelace', 'Ada King'), correction('pick_up_place', '10 Downing Street, London SW1A 2AA', '11 Downing Street, London SW1A 2AB'), correction('fare', '£45.00', '£40.00')])
      .execute();

    // 12 months on, London: 3 Dec 2026 is out from 4 Dec 2027; 4 Dec 2026 still in.
    kit.clock.now = new Date('2027-12-04T00:30:00Z');
    expect(await run()).toBe('ran');

    const after = await bookingOf(out.id);
    expect(after).toEqual({
      ...before,
      pick_up_address: 'SW1A',
      drop_off_address: '(removed)',
      flight_no: null,
      text_messages: 0,
      text_number: null,
      journey_form: after.journey_form,
      anonymised_at: '2027-12-04T00:30:00.000Z',
    });
    expect(before).toMatchObject({ flight_no: 'BA117', text_messages: 1, text_number: '+447700900123' });
    const form = JSON.parse(after.journey_form) as Record<string, unknown>;
    expect(form).toMatchObject({ pickup: 'SW1A', dropoff: '(removed)', stops: [{ street_name: 'NW1', number: '', postcode: 'NW1' }], pickup_date: '2026-12-03', passengers: 2 });
    expect(form).not.toHaveProperty('pickup_fight_number');
    expect(await detailsOf(out.id)).toEqual({ passenger_name: '(removed)', passenger_email: '', passenger_contact_no: '', additional_info: '', total_passengers: 2 });
    expect(await kit.db.kysely.selectFrom('booking_stops').select(['stop_address', 'stop_post_code', 'stop_street_number']).where('booking_id', '=', out.id).execute()).toEqual([
      { stop_address: 'NW1', stop_post_code: 'NW1', stop_street_number: '' },
    ]);
    expect(await kit.db.kysely.selectFrom('booking_jobs').select(['from_address', 'to_address', 'pick_up_date', 'status']).where('booking_id', '=', out.id).execute()).toEqual([
      { from_address: 'SW1A', to_address: '(removed)', pick_up_date: '2026-12-03', status: 'new' },
    ]);
    const outPassenger = await kit.db.kysely.selectFrom('passengers as p').innerJoin('bookings as b', 'b.passenger_id', 'p.id').select(['p.first_name', 'p.surname', 'p.email', 'p.phone', 'p.kind']).where('b.id', '=', out.id).executeTakeFirstOrThrow();
    expect(outPassenger).toEqual({ first_name: '(removed)', surname: '', email: '', phone: '', kind: 'guest' });
    expect(await kit.db.kysely.selectFrom('callers').select(['name', 'email', 'phone', 'notes']).where('id', '=', caller.id).executeTakeFirstOrThrow()).toEqual({ name: '(removed)', email: '', phone: '', notes: '' });
    const texts = await kit.db.kysely.selectFrom('sms_outbox').select(['to_number', 'body']).where('booking_id', '=', out.id).execute();
    // Its confirmation text and the driver's.
    expect(texts).toEqual([{ to_number: '', body: '(removed)' }, { to_number: '', body: '(removed)' }]);
    expect(await kit.db.kysely.selectFrom('driver_positions').select('id').where('job_id', '=', out.jobIds[0]!).execute()).toEqual([]);
    expect(await kit.db.kysely.selectFrom('booking_record_corrections').select(['field', 'old_value', 'new_value', 'reason', 'staff_name']).where('booking_id', '=', out.id).orderBy('id').execute()).toEqual([
      { field: 'passenger_name', old_value: '(removed)', new_value: '(removed)', reason: '', staff_name: 'Dev Patel' },
      { field: 'pick_up_place', old_value: 'SW1A', new_value: 'SW1A', reason: '', staff_name: 'Dev Patel' },
      { field: 'fare', old_value: '£45.00', new_value: '£40.00', reason: '', staff_name: 'Dev Patel' },
    ]);
    expect(await kit.mailsTo('leaving@example.com')).toEqual([]);

    // Just inside: nothing of it changed, its mail kept.
    expect({ booking: await bookingOf(kept.id), details: await detailsOf(kept.id) }).toEqual(keptBefore);
    expect(keptBefore.details).toMatchObject({ passenger_name: 'Ada Lovelace', passenger_email: 'staying@example.com', additional_info: 'Hotel Room 12' });
    expect(await kit.mailsTo('staying@example.com')).not.toEqual([]);

    const audits = await retentionAudits(riverside);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.staff_id).toBeNull();
    expect(JSON.parse(audits[0]!.detail)).toMatchObject({ retention_months: 12, kept_from: '2026-12-04', bookings: 1, passengers: 1, callers: 1, texts: 2, positions: 1 });

    // The next day: the second booking goes; the first is not done again.
    kit.clock.now = new Date('2027-12-05T00:30:00Z');
    expect(await run()).toBe('ran');
    expect((await bookingOf(out.id)).anonymised_at).toBe('2027-12-04T00:30:00.000Z');
    expect((await bookingOf(kept.id)).anonymised_at).toBe('2027-12-05T00:30:00.000Z');
    expect(await kit.mailsTo('staying@example.com')).toEqual([]);
    const second = await retentionAudits(riverside);
    expect(second).toHaveLength(2);
    expect(JSON.parse(second[1]!.detail)).toMatchObject({ bookings: 1, passengers: 1, callers: 1, texts: 1, positions: 0 });
  });

  it('on a return journey, counts the return leg as the last journey', async () => {
    await kit.db.kysely.updateTable('companies').set({ retention_months: 12 }).where('id', '=', kit.companyId.riverside).execute();
    const trip = await bookFor('returning@example.com', '2026-12-10', { select_option: 'return', return_date: '2026-12-20', return_hour: '9am', return_min: '00' });
    kit.clock.now = new Date('2027-12-15T12:00:00Z');
    await run();
    expect((await bookingOf(trip.id)).anonymised_at).toBeNull();
    kit.clock.now = new Date('2027-12-21T12:00:00Z');
    await run();
    expect((await bookingOf(trip.id)).anonymised_at).toBe('2027-12-21T12:00:00.000Z');
    expect(await kit.db.kysely.selectFrom('booking_jobs').select(['leg', 'from_address', 'to_address']).where('booking_id', '=', trip.id).orderBy('id').execute()).toEqual([
      { leg: 'outbound', from_address: 'SW1A', to_address: '(removed)' },
      { leg: 'return', from_address: '(removed)', to_address: 'SW1A' },
    ]);
  });

  it('what it leaves still reads: the job page, the board and the export; the manage page finds nothing', async () => {
    await kit.db.kysely.updateTable('companies').set({ retention_months: 12 }).where('id', '=', kit.companyId.riverside).execute();
    const trip = await bookFor('reading@example.com', '2026-12-27');
    // Later than the last test's run: the task's lease is counted on the clock.
    kit.clock.now = new Date('2027-12-29T12:00:00Z');
    await run();
    await kit.moveClock(kit.clock.now);
    const job = await kit.job(kit.staff.riversideOwner, trip.jobIds[0]!);
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    expect(job.body.data.job).toMatchObject({ booking_number: trip.number, from_address: 'SW1A', to_address: '(removed)' });
    expect(job.body.data.booking).toMatchObject({ anonymised_at: '2027-12-29T12:00:00.000Z', passenger: { name: '(removed)', email: '', phone: '' }, notes: '', flight_no: null });
    const board = await kit.staff.riversideOwner.call('GET', `${pathOf(OPERATIONS.operatorJobs)}?view=all&from=2026-12-27&to=2026-12-27`);
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    expect(board.body.data.items).toEqual([expect.objectContaining({ booking_number: trip.number, from_address: 'SW1A', to_address: '(removed)' })]);
    const csv = await fetch(`${kit.api.url}${OPERATIONS.operatorJobsExport.path}?from=2026-12-27&to=2026-12-27`, { headers: { cookie: kit.staff.riversideOwner.cookie } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain(trip.number);
    expect(text).toContain('SW1A');
    expect(text).not.toContain('Downing');
    // The passenger's own look-up: their email is gone from it (and its signed links ended 30 days after the journey).
    const lookup = await kit.api.call('POST', OPERATIONS.lookupManagedBooking.path, { booking_number: trip.number, email: 'reading@example.com' }, { 'x-forwarded-for': '203.0.113.77' });
    expect(lookup.status).toBe(404);
  });

  it('keeps complaints and lost property by the same rule: the daily task runs their sweep per company', async () => {
    const greenline = kit.companyId.greenline;
    await kit.db.kysely.updateTable('companies').set({ retention_months: 12 }).where('id', '=', greenline).execute();
    const office = kit.staff.greenlineDispatcher;
    const complaint = (received_date: string) => ({ received_date, received_time: '10:00', received_via: 'phone', complainant_name: 'Cy Caller', complainant_contact: '07700 900555', category: 'lateness', details: 'The car was late.' });
    const old = await office.call('POST', OPERATIONS.operatorCreateComplaint.path, complaint('2026-12-30'));
    const recent = await office.call('POST', OPERATIONS.operatorCreateComplaint.path, complaint('2026-12-31'));
    const item = await office.call('POST', OPERATIONS.operatorCreateLostProperty.path, { kind: 'found', reported_date: '2026-12-30', place: 'Rear seat', description: 'Blue scarf', contact_name: 'Di', contact_details: 'di@example.com' });
    expect([old.status, recent.status, item.status]).toEqual([201, 201, 201]);

    // 12 months: 30 Dec 2026 is out from 31 Dec 2027, 31 Dec 2026 still in.
    kit.clock.now = new Date('2027-12-31T01:00:00Z');
    expect(await run()).toBe('ran');
    // Read from the tables: a year on, the office's session has long ended.
    const complaintOf = (id: number) => kit.db.kysely.selectFrom('complaints').select(['complainant_name', 'complainant_contact', 'details', 'category', 'anonymised_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(await complaintOf(old.body.data.id)).toEqual({ complainant_name: '', complainant_contact: '', details: '', category: 'lateness', anonymised_at: '2027-12-31T01:00:00.000Z' });
    expect(await complaintOf(recent.body.data.id)).toMatchObject({ complainant_name: 'Cy Caller', anonymised_at: null });
    const found = await kit.db.kysely.selectFrom('lost_property').select(['contact_name', 'description', 'place']).where('id', '=', item.body.data.id).executeTakeFirstOrThrow();
    expect(found).toEqual({ contact_name: '', description: '', place: 'Rear seat' });
    const audits = await retentionAudits(greenline);
    expect(JSON.parse(audits.at(-1)!.detail)).toMatchObject({ complaints: 1, lostProperty: 1 });
  });

  it('two instances at once on PostgreSQL: each booking anonymised once, one audit entry', async () => {
    const skyline = kit.companyId.skyline;
    await kit.db.kysely.updateTable('companies').set({ retention_months: 12 }).where('id', '=', skyline).execute();
    await kit.moveClock(START);
    const trips = [];
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com']) {
      trips.push(await kit.book('skyline', { form: mileage({ pickup_date: '2026-12-02' }), changes: { registrationData: { ...guest, email } } }));
    }
    kit.clock.now = new Date('2028-01-10T09:00:00Z');
    const second = await startSecondApp(kit.api, { now: () => kit.clock.now });
    try {
      const outcomes = kit.api.config.DATABASE_URL
        ? await Promise.all([run(), second.scheduler!.runNow(RETENTION_TASK)])
        : [await run(), await second.scheduler!.runNow(RETENTION_TASK)];
      expect(outcomes.sort()).toEqual(['held elsewhere', 'ran']);
    } finally {
      await second.close();
    }
    const stamps = await kit.db.kysely.selectFrom('bookings').select('anonymised_at').where('id', 'in', trips.map((t) => t.id)).execute();
    expect(stamps.map((s) => s.anonymised_at)).toEqual(Array(3).fill('2028-01-10T09:00:00.000Z'));
    const audits = await retentionAudits(skyline);
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.detail)).toMatchObject({ bookings: 3 });
  });

  it('without the lease, two runs on one batch at once anonymise each booking once: the batch is claimed first', async () => {
    await kit.moveClock(START);
    const ids: number[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']) {
      ids.push((await kit.book('greenline', { form: mileage({ pickup_date: '2026-12-02' }), changes: { registrationData: { ...guest, email } } })).id);
    }
    const at = '2029-02-01T09:00:00.000Z';
    let second: Promise<BookingsAnonymised> | undefined;
    // The second run starts while the first holds its batch uncommitted (on PostgreSQL it waits on the rows' locks).
    const first = await kit.db.kysely.transaction().execute(async (trx) => {
      const done = await anonymiseBookings(trx, ids, at, null);
      second = kit.db.kysely.transaction().execute((other) => anonymiseBookings(other, ids, at, null));
      await new Promise((resolve) => setTimeout(resolve, 200));
      return done;
    });
    expect(first.bookings).toBe(4);
    expect((await second!).bookings).toBe(0);
    const rows = await kit.db.kysely.selectFrom('passenger_details').select('passenger_name').where('booking_id', 'in', ids).execute();
    expect(rows.map((r) => r.passenger_name)).toEqual(Array(4).fill('(removed)'));
  });
});
