/**
 * The booking record from the driver's side (issue 27 §2): a driver who accepts an offer is recorded
 * as dispatched through the offer (whoever made it), and the phone's On the way meets the same gate
 * as the desk's: refused, naming what the record lacks, until it is complete.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bookingRecordSchema, jobOfferViewSchema, OPERATIONS, pathOf } from '@kerbside/contract';
import { dispatchTestApp, mileage, START } from '../dispatch/dispatch-test-kit.js';
import { accept, offerJob, signInPhone } from './driver-jobs-test-kit.js';

const kit = dispatchTestApp();

const recordOf = async (jobId: number) => bookingRecordSchema.parse((await kit.staff.riversideDispatcher.call('GET', pathOf(OPERATIONS.operatorJobRecord, { id: jobId }))).body.data);

describe('the booking record from the phone', () => {
  it('records an accepted offer as dispatched through the offer, with the copies of the licences', async () => {
    await kit.moveClock(START);
    const booking = await kit.book('riverside', { form: mileage({ pickup_hour: '11am' }) });
    const jobId = booking.jobIds[0]!;
    const driverId = await kit.addDriver('riverside', { name: 'Olly Offer', licence_number: 'PHD 5150', vehicle_registration: 'OO51 FER', vehicle_plate_number: 'PHV 515' });
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);
    const offered = await offerJob(kit.staff.riversideDispatcher, jobId, driverId);
    const { offer } = jobOfferViewSchema.parse(offered.body.data);
    expect((await accept(phone, offer!.id)).status).toBe(200);
    expect(await recordOf(jobId)).toMatchObject({
      dispatched_by: 'driver_offer',
      dispatched_by_name: 'Dev Patel, offer accepted by the driver',
      first_assigned_at: START.toISOString(),
      values: { driver_name: 'Olly Offer', driver_licence: 'PHD 5150', vehicle_registration: 'OO51 FER', vehicle_plate: 'PHV 515' },
      missing: [],
    });
  });

  it("refuses the phone's On the way while the record lacks the plate, naming it, and takes it once the record is complete", async () => {
    await kit.moveClock(START);
    const booking = await kit.book('riverside', { form: mileage({ pickup_hour: '10am' }) });
    const jobId = booking.jobIds[0]!;
    const driverId = await kit.addDriver('riverside', { name: 'Pip Noplate', vehicle_plate_number: '' });
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);
    await kit.moveClock(new Date('2026-12-03T10:00:00Z'));
    const send = (at: string) => phone.call('POST', pathOf(OPERATIONS.driverJobStatus, { id: jobId }), { status: 'on_the_way', happened_at: at, client_id: randomUUID() });

    const refused = await send('2026-12-03T09:59:00.000Z');
    expect(refused).toMatchObject({ status: 409, body: { message: "The booking record lacks: vehicle's PHV plate number. Complete it before the driver sets off: record the driver's and vehicle's licences on the Drivers page." } });
    const job = await kit.db.kysely.selectFrom('booking_jobs').select(['status', 'on_the_way_at']).where('id', '=', jobId).executeTakeFirstOrThrow();
    expect(job).toEqual({ status: 'driver_assigned', on_the_way_at: null });
    // Refused whole: the phone's step is not kept either, so the same step may be sent again.
    expect(await kit.db.kysely.selectFrom('driver_job_steps').select('id').where('job_id', '=', jobId).execute()).toEqual([]);

    await kit.db.kysely.updateTable('drivers').set({ vehicle_plate_number: 'PHV 88' }).where('id', '=', driverId).execute();
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
    await kit.moveClock(new Date('2026-12-03T10:02:00Z'));
    const sent = await send('2026-12-03T10:01:00.000Z');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await recordOf(jobId)).fixed).toBe(true);
  });
});
