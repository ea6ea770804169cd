/**
 * The operator's booking record (issue 27 §2) on a real server: who took each booking and how
 * (website, desk), the hourly hire's main destination, the allocation's copies of the driver's and
 * vehicle's licences, the gate of On the way naming what is missing, and corrections appended (not
 * written over) once the journey started, each audited; bad input 4xx and changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { BOOKING_RECORD_MESSAGES, bookingRecordSchema, OPERATIONS, pathOf, type BookingRecord } from '@kerbside/contract';
import type { StaffClient } from '../staff/operator-test-kit.js';
import { dispatchTestApp, hourlyHire, mileage, START } from './dispatch-test-kit.js';

const kit = dispatchTestApp();
const NEAR_PICKUP = new Date('2026-12-03T10:15:00Z');

const recordCall = (client: StaffClient, id: number) => client.call('GET', pathOf(OPERATIONS.operatorJobRecord, { id }));
async function recordOf(id: number, client: StaffClient = kit.staff.riversideDispatcher): Promise<BookingRecord> {
  const res = await recordCall(client, id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return bookingRecordSchema.parse(res.body.data);
}
const changeRecord = (id: number, body: Record<string, unknown>, client: StaffClient = kit.staff.riversideDispatcher) =>
  client.call('POST', pathOf(OPERATIONS.operatorJobRecordChange, { id }), body);
const assign = (jobId: number, driverId: number) => kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
const onTheWay = (jobId: number) => kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnTheWay, jobId);
const statusOf = async (jobId: number) => (await kit.db.kysely.selectFrom('booking_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow()).status;
const auditOf = (jobId: number, action: string) =>
  kit.db.kysely.selectFrom('audit_log').select(['staff_id', 'detail']).where('subject_type', '=', 'job').where('subject_id', '=', jobId).where('action', '=', action).orderBy('id').execute();
const bookingCount = async () => Number((await kit.db.kysely.selectFrom('bookings').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** A riverside desk booking for `form` (mileage unless hourly), as the dispatcher takes it. */
async function deskBooking(changes: Record<string, unknown> = {}, hourly = false) {
  const journey = hourly ? { bookingType: 'hourly', hourlyRateForm: hourlyHire() } : { bookingType: 'milleage', bookingForm: mileage() };
  const body = { ...journey, ...changes };
  const priced = await kit.staff.riversideDispatcher.call('POST', OPERATIONS.operatorDeskPrices.path, body);
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  const vehicle = (priced.body.data.vehicles as Array<{ vehicle_id: number; price: number | null }>).find((v) => v.price !== null)!;
  return kit.staff.riversideDispatcher.call('POST', OPERATIONS.operatorDeskCreateBooking.path, {
    ...body,
    asap: false,
    vehicle_id: vehicle.vehicle_id,
    caller: { name: 'Grace Hopper', phone: '07700 900123', email: '' },
    payment: 'car',
    idempotency_key: `record-${Math.random().toString(36).slice(2)}`,
  });
}

describe('who took a booking and how', () => {
  it('records a website booking as taken by the website, on the web, with the statutory fields', async () => {
    await kit.moveClock(START);
    const booking = await kit.book('riverside');
    const record = await recordOf(booking.jobIds[0]!);
    expect(record).toMatchObject({
      booking_number: booking.number,
      leg: 'outbound',
      booked_at: START.toISOString(),
      journey_date: '2026-12-03',
      taken_by: 'website',
      taken_by_name: 'Website',
      channel: 'web',
      dispatched_by: null,
      first_assigned_at: null,
      fixed: false,
      corrections: [],
    });
    expect(record.values).toMatchObject({
      passenger_name: 'Ada Lovelace',
      pick_up_at: '2026-12-03 10:30',
      pick_up_place: '10 Downing Street, London SW1A 2AA',
      main_destination: 'London Heathrow Airport Terminal 5',
      fare: `£${(booking.amountPence / 100).toFixed(2)}`,
      driver_licence: '',
      subcontracted_to: '',
    });
    expect(record.missing).toEqual(['driver_name', 'driver_licence', 'vehicle_registration', 'vehicle_plate']);
  });

  it('refuses a website hourly hire without its main destination (400 naming it, nothing stored), and keeps it when given', async () => {
    await kit.moveClock(START);
    const before = await bookingCount();
    for (const main_destination of [undefined, '   ']) {
      await expect(kit.book('riverside', { kind: 'hourly', form: hourlyHire({ main_destination }) })).rejects.toThrow(
        `booking: 400 ${JSON.stringify({ success: false, message: BOOKING_RECORD_MESSAGES.mainDestinationMissing })}`,
      );
    }
    // A card payment is not even started for it.
    await expect(kit.book('riverside', { kind: 'hourly', form: hourlyHire({ main_destination: undefined }), card: true })).rejects.toThrow(/^intent: 400 .*main destination/);
    expect(await bookingCount()).toBe(before);

    const hire = await kit.book('riverside', { kind: 'hourly', form: hourlyHire({ main_destination: '  As directed — central London ' }) });
    expect((await recordOf(hire.jobIds[0]!)).values.main_destination).toBe('As directed — central London');
  });

  it('records a desk booking as taken by the staff member, by phone unless the desk says otherwise; a bad channel is 400', async () => {
    await kit.moveClock(START);
    const byPhone = await deskBooking();
    expect(byPhone.status, JSON.stringify(byPhone.body)).toBe(201);
    expect(await recordOf(byPhone.body.data.job_ids[0])).toMatchObject({ taken_by: 'staff', taken_by_name: 'Dev Patel', channel: 'phone' });
    const inPerson = await deskBooking({ channel: 'in_person' });
    expect(await recordOf(inPerson.body.data.job_ids[0])).toMatchObject({ taken_by: 'staff', taken_by_name: 'Dev Patel', channel: 'in_person' });
    const row = await kit.db.kysely.selectFrom('bookings').select(['taken_by_staff_id']).where('id', '=', inPerson.body.data.booking_id).executeTakeFirstOrThrow();
    expect(row.taken_by_staff_id).toBe(kit.staff.riversideDispatcher.staff.id);

    const before = await bookingCount();
    expect((await deskBooking({ channel: 'fax' })).status).toBe(400);
    expect(await bookingCount()).toBe(before);
  });
});

describe('the allocation', () => {
  it("copies the driver's licence, the vehicle's registration and plate and who dispatched; a second driver replaces them but not the first allocation's time; a later edit of the driver changes nothing", async () => {
    await kit.moveClock(START);
    const booking = await kit.book('riverside');
    const jobId = booking.jobIds[0]!;
    const first = await kit.addDriver('riverside', { name: 'Fay First', licence_number: 'PHD 111', vehicle_registration: 'FF11 AAA', vehicle_plate_number: 'PHV 1111' });
    const second = await kit.addDriver('riverside', { name: 'Sid Second', licence_number: 'PHD 222', vehicle_registration: 'SS22 BBB', vehicle_plate_number: 'PHV 2222' });
    expect((await assign(jobId, first)).status).toBe(200);
    expect(await recordOf(jobId)).toMatchObject({
      dispatched_by: 'staff',
      dispatched_by_name: 'Dev Patel',
      first_assigned_at: START.toISOString(),
      assigned_at: START.toISOString(),
      missing: [],
      values: { driver_name: 'Fay First', driver_licence: 'PHD 111', vehicle_registration: 'FF11 AAA', vehicle_plate: 'PHV 1111' },
    });

    const later = new Date(START.getTime() + 5 * 60_000);
    await kit.moveClock(later);
    const byOwner = await kit.act(kit.staff.riversideOwner, OPERATIONS.operatorJobAssign, jobId, { driver_id: second });
    expect(byOwner.status).toBe(200);
    await kit.db.kysely.updateTable('drivers').set({ licence_number: 'PHD 999', vehicle_registration: 'NEW1 REG', vehicle_plate_number: 'PHV 9999' }).where('id', '=', second).execute();
    expect(await recordOf(jobId)).toMatchObject({
      dispatched_by: 'staff',
      dispatched_by_name: 'Rita Owens',
      first_assigned_at: START.toISOString(),
      assigned_at: later.toISOString(),
      values: { driver_name: 'Sid Second', driver_licence: 'PHD 222', vehicle_registration: 'SS22 BBB', vehicle_plate: 'PHV 2222' },
    });
  });
});

describe('the gate of On the way', () => {
  it('refuses to send the driver off while the record lacks something, naming it, then lets them go once it is complete', async () => {
    await kit.moveClock(START);
    const desk = await deskBooking({ hourlyRateForm: hourlyHire({ main_destination: undefined, pickup_hour: '10am', pickup_min: '30' }) }, true);
    expect(desk.status, JSON.stringify(desk.body)).toBe(201);
    const jobId = desk.body.data.job_ids[0] as number;
    const driver = await kit.addDriver('riverside', { name: 'Noel Noplate', vehicle_plate_number: '' });
    expect((await assign(jobId, driver)).status).toBe(200);
    expect((await recordOf(jobId)).missing).toEqual(['main_destination', 'vehicle_plate']);

    await kit.moveClock(NEAR_PICKUP);
    const refused = await onTheWay(jobId);
    expect(refused).toMatchObject({ status: 409, body: { message: "The booking record lacks: main destination, vehicle's PHV plate number. Complete it before the driver sets off: record the driver's and vehicle's licences on the Drivers page." } });
    expect(await statusOf(jobId)).toBe('driver_assigned');
    expect(await auditOf(jobId, 'job.on_the_way')).toEqual([]);

    // Filled in before the journey: written, and audited.
    const filled = await changeRecord(jobId, { field: 'main_destination', value: 'As directed — the City', reason: 'Caller rang back' });
    expect(filled.status, JSON.stringify(filled.body)).toBe(200);
    expect(bookingRecordSchema.parse(filled.body.data)).toMatchObject({ values: { main_destination: 'As directed — the City' }, corrections: [], missing: ['vehicle_plate'] });
    expect((await auditOf(jobId, 'job.record_updated')).map((a) => JSON.parse(a.detail) as unknown)).toEqual([
      expect.objectContaining({ field: 'main_destination', old_value: '', new_value: 'As directed — the City', reason: 'Caller rang back' }),
    ]);
    expect((await onTheWay(jobId)).body.message).toBe("The booking record lacks: vehicle's PHV plate number. Complete it before the driver sets off: record the driver's and vehicle's licences on the Drivers page.");

    // The plate recorded on the Drivers page: On the way copies it, without assigning again.
    await kit.db.kysely.updateTable('drivers').set({ vehicle_plate_number: 'PHV 4242' }).where('id', '=', driver).execute();
    const allowed = await onTheWay(jobId);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(await statusOf(jobId)).toBe('on_the_way');
    expect((await recordOf(jobId)).values).toMatchObject({ driver_name: 'Noel Noplate', vehicle_plate: 'PHV 4242' });
    // Copied once: a later edit of the driver's row does not change the record.
    await kit.db.kysely.updateTable('drivers').set({ vehicle_plate_number: 'PHV 0000' }).where('id', '=', driver).execute();
    expect((await recordOf(jobId)).values).toMatchObject({ vehicle_plate: 'PHV 4242' });
  });
});

describe('a record once the journey started', () => {
  async function underWay() {
    await kit.moveClock(START);
    const booking = await kit.book('riverside');
    const jobId = booking.jobIds[0]!;
    const driver = await kit.addDriver('riverside', { name: 'Uma Underway', licence_number: 'PHD 12', vehicle_plate_number: 'PHV 7' });
    expect((await assign(jobId, driver)).status).toBe(200);
    await kit.moveClock(NEAR_PICKUP);
    expect((await onTheWay(jobId)).status).toBe(200);
    return { booking, jobId };
  }

  it('is fixed: a correction is appended with who, when, the old and new value and why, audited, and the recorded value stays', async () => {
    const { jobId } = await underWay();
    const corrected = await changeRecord(jobId, { field: 'driver_licence', value: 'PHD 0012', reason: 'Licence number mistyped on the driver page' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const record = bookingRecordSchema.parse(corrected.body.data);
    expect(record.fixed).toBe(true);
    expect(record.values.driver_licence).toBe('PHD 12');
    expect(record.corrections).toEqual([
      { id: expect.any(Number), field: 'driver_licence', old_value: 'PHD 12', new_value: 'PHD 0012', reason: 'Licence number mistyped on the driver page', staff_name: 'Dev Patel', created_at: NEAR_PICKUP.toISOString() },
    ]);
    // A second correction starts from the first's value.
    const again = await changeRecord(jobId, { field: 'driver_licence', value: 'PHD 00012', reason: 'Leading zeros as on the card' }, kit.staff.riversideOwner);
    expect(bookingRecordSchema.parse(again.body.data).corrections.map((c) => [c.old_value, c.new_value, c.staff_name])).toEqual([
      ['PHD 12', 'PHD 0012', 'Dev Patel'],
      ['PHD 0012', 'PHD 00012', 'Rita Owens'],
    ]);
    const audited = await auditOf(jobId, 'job.record_corrected');
    expect(audited.map((a) => [a.staff_id, JSON.parse(a.detail).old_value, JSON.parse(a.detail).new_value])).toEqual([
      [kit.staff.riversideDispatcher.staff.id, 'PHD 12', 'PHD 0012'],
      [kit.staff.riversideOwner.staff.id, 'PHD 0012', 'PHD 00012'],
    ]);
    expect((await kit.db.kysely.selectFrom('booking_jobs').select('record_driver_licence').where('id', '=', jobId).executeTakeFirstOrThrow()).record_driver_licence).toBe('PHD 12');
    // The same value again is refused.
    expect((await changeRecord(jobId, { field: 'driver_licence', value: 'PHD 00012', reason: 'Again' })).status).toBe(409);
  });

  it('refuses bad input and other companies with 4xx, changing nothing; before the journey only the office fields are written here', async () => {
    await kit.moveClock(START);
    const waiting = await kit.book('riverside');
    const notEditable = await changeRecord(waiting.jobIds[0]!, { field: 'driver_licence', value: 'PHD 1', reason: 'Trying' });
    expect(notEditable).toMatchObject({ status: 409, body: { message: BOOKING_RECORD_MESSAGES.notEditable('driver_licence') } });
    // A mileage journey's destination is its drop-off: changed with the booking, not here.
    expect((await changeRecord(waiting.jobIds[0]!, { field: 'main_destination', value: 'Elsewhere', reason: 'Trying' })).status).toBe(409);
    const subcontracted = await changeRecord(waiting.jobIds[0]!, { field: 'subcontracted_to', value: 'Northside Cars (licence 1234)', reason: 'No car free' });
    expect(bookingRecordSchema.parse(subcontracted.body.data).values.subcontracted_to).toBe('Northside Cars (licence 1234)');

    const { jobId } = await underWay();
    for (const body of [
      { field: 'driver_licence', value: 'PHD\u00001', reason: 'NUL inside' },
      { field: 'driver_licence', value: 'PHD 1', reason: 'no' },
      { field: 'colour', value: 'red', reason: 'Not a field' },
      { field: 'driver_licence', value: 'x'.repeat(201), reason: 'Too long' },
      { field: 'driver_licence', reason: 'No value' },
    ]) {
      expect((await changeRecord(jobId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await changeRecord(jobId, { field: 'driver_licence', value: 'PHD 1', reason: 'Not theirs' }, kit.staff.skylineOwner)).status).toBe(404);
    expect((await recordCall(kit.staff.skylineOwner, jobId)).status).toBe(404);
    expect((await recordOf(jobId)).corrections).toEqual([]);
    expect(await auditOf(jobId, 'job.record_corrected')).toEqual([]);
  });
});
