/**
 * Assigning a driver over HTTP: only the job's company's drivers, active and licensed on the
 * pick-up date; a driver busy at that time is assigned only once the dispatcher confirms.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, OPERATOR_MESSAGES, assignDriverErrorSchema } from '@kerbside/contract';
import { dispatchTestApp, hourlyHire, mileage } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

/** A riverside job on 3 December at `time` (HH:MM, London), accepted and ready for a driver. */
async function acceptedJob(hour: string, minute: string, kind: 'milleage' | 'hourly' = 'milleage') {
  const form = kind === 'milleage' ? mileage({ pickup_hour: hour, pickup_min: minute }) : hourlyHire({ pickup_hour: hour, pickup_min: minute });
  const booking = await kit.book('riverside', { form, kind });
  const jobId = booking.jobIds[0]!;
  expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, jobId)).status).toBe(200);
  return { jobId, number: booking.number };
}

const assign = (jobId: number, body: unknown) => kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, body);
const driverOf = async (jobId: number) => (await kit.db.kysely.selectFrom('booking_jobs').select(['driver_id', 'status']).where('id', '=', jobId).executeTakeFirstOrThrow());

describe('POST /api/operator/v1/jobs/:id/assign', () => {
  it("refuses another company's driver as not found, an inactive driver and an expired licence with 422", async () => {
    const { jobId } = await acceptedJob('7am', '00');
    const skylineDriver = await kit.addDriver('skyline');
    expect(await assign(jobId, { driver_id: skylineDriver })).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    expect((await assign(jobId, { driver_id: 2 ** 31 - 1 })).status).toBe(404);
    const inactive = await kit.addDriver('riverside', { is_active: 0 });
    expect(await assign(jobId, { driver_id: inactive })).toEqual({ status: 422, body: { success: false, message: OPERATOR_MESSAGES.driverInactive } });
    // The pick-up is on 3 December: a licence that ended on the 2nd cannot take it, one that ends on the 3rd can.
    const expired = await kit.addDriver('riverside', { name: 'Ed Expired', licence_expiry: '2026-12-02' });
    expect(await assign(jobId, { driver_id: expired })).toEqual({ status: 422, body: { success: false, message: 'Ed Expired’s PHV licence expires on 2 Dec 2026, before the pick-up date.' } });
    expect(await driverOf(jobId)).toEqual({ driver_id: null, status: 'accepted' });
    const lastDay = await kit.addDriver('riverside', { licence_expiry: '2026-12-03' });
    expect((await assign(jobId, { driver_id: lastDay })).status).toBe(200);
  });

  it('warns about a driver busy at that time and assigns only when the dispatcher confirms', async () => {
    const driverId = await kit.addDriver('riverside', { name: 'Busy Bee' });
    const first = await acceptedJob('10am', '30');
    expect((await assign(first.jobId, { driver_id: driverId })).status).toBe(200);

    // A transfer keeps its driver 90 minutes: 11:30 overlaps, 12:00 does not.
    const clash = await acceptedJob('11am', '30');
    const warned = await assign(clash.jobId, { driver_id: driverId });
    expect(warned.status).toBe(409);
    const body = assignDriverErrorSchema.parse(warned.body);
    expect(body.message).toBe(OPERATOR_MESSAGES.driverBusy);
    expect(body.overlapping).toEqual([
      {
        job_id: first.jobId,
        booking_number: first.number,
        status: 'driver_assigned',
        pick_up_date: '2026-12-03',
        pick_up_time: '10:30',
        pick_up_at: '2026-12-03T10:30:00.000Z',
        busy_until: '2026-12-03T12:00:00.000Z',
        from_address: '10 Downing Street, London SW1A 2AA',
        to_address: 'London Heathrow Airport Terminal 5',
      },
    ]);
    expect(await driverOf(clash.jobId)).toEqual({ driver_id: null, status: 'accepted' });
    const confirmed = await assign(clash.jobId, { driver_id: driverId, confirm_overlap: true });
    expect(confirmed.status).toBe(200);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('subject_type', '=', 'job').where('subject_id', '=', clash.jobId).where('action', '=', 'job.driver_assigned').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ overlap_confirmed_with: [first.jobId] });

    const later = await acceptedJob('1pm', '00');
    expect((await assign(later.jobId, { driver_id: driverId })).status).toBe(200);
  });

  it('keeps a long transfer busy for its driving time as priced and the handover, not the 90-minute block', async () => {
    const driverId = await kit.addDriver('riverside');
    const toManchester = mileage({ dropoff: 'Manchester Piccadilly', pickup_hour: '7am', pickup_min: '00', pickup_date: '2026-12-04' });
    const long = await kit.book('riverside', { form: toManchester });
    const { journey_seconds: seconds } = await kit.db.kysely.selectFrom('bookings').select('journey_seconds').where('id', '=', long.id).executeTakeFirstOrThrow();
    expect(seconds).toBeGreaterThan(3 * 3600);
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, long.jobIds[0]!)).status).toBe(200);
    expect((await assign(long.jobIds[0]!, { driver_id: driverId })).status).toBe(200);

    // Three hours after the pickup the driver is still on the M6.
    const later = await kit.book('riverside', { form: mileage({ pickup_hour: '10am', pickup_min: '00', pickup_date: '2026-12-04' }) });
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, later.jobIds[0]!)).status).toBe(200);
    const warned = await assign(later.jobIds[0]!, { driver_id: driverId });
    expect(warned.status).toBe(409);
    const busyMs = (Math.ceil(seconds! / 60) + 30) * 60_000;
    expect(assignDriverErrorSchema.parse(warned.body).overlapping).toMatchObject([
      { job_id: long.jobIds[0], busy_until: new Date(Date.parse('2026-12-04T07:00:00.000Z') + busyMs).toISOString() },
    ]);
  });

  it('keeps an hourly hire busy for its hours, and forgets finished jobs', async () => {
    const driverId = await kit.addDriver('riverside');
    const hire = await acceptedJob('2pm', '15', 'hourly');
    expect((await assign(hire.jobId, { driver_id: driverId })).status).toBe(200);
    // 4 hours from 14:15: 18:00 clashes (the transfer starting there overlaps the hire's last quarter).
    const evening = await acceptedJob('6pm', '00');
    const warned = await assign(evening.jobId, { driver_id: driverId });
    expect(warned.status).toBe(409);
    expect(warned.body.overlapping.map((o: { job_id: number }) => o.job_id)).toEqual([hire.jobId]);
    // A transfer before the hire, ending as it starts, does not.
    const before = await acceptedJob('12pm', '45');
    expect((await assign(before.jobId, { driver_id: driverId })).status).toBe(200);

    // Once the hire is cancelled it no longer keeps the driver.
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, hire.jobId, { reason: 'Client cancelled' })).status).toBe(200);
    expect((await assign(evening.jobId, { driver_id: driverId })).status).toBe(200);
  });

  it('answers bad bodies with 400', async () => {
    const { jobId } = await acceptedJob('8am', '00');
    for (const body of [{}, { driver_id: 'x' }, { driver_id: 0 }, { driver_id: -3 }, { driver_id: 1.5 }, { driver_id: '1\u0000' }, { driver_id: 1, confirm_overlap: 'perhaps' }]) {
      const res = await assign(jobId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const driverId = await kit.addDriver('riverside');
    // Liberal input: the id as text, the flag as text, '' for the flag not given.
    expect((await assign(jobId, { driver_id: String(driverId), confirm_overlap: '' })).status).toBe(200);
  });
});
