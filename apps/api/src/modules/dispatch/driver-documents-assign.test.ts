/**
 * Issue 27 §5: a driver whose PHV licence, driving licence, vehicle licence (plate), MOT or
 * insurance has ended by the job's pick-up date is refused by Assign and by Offer, the reason in
 * the same words for each document; a DBS check due for renewal is flagged elsewhere, never refused here.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { dispatchTestApp, mileage } from './dispatch-test-kit.js';

const kit = dispatchTestApp();

/** A riverside job picked up on 3 December 2026 (the clock: 1 December), accepted. */
async function acceptedJob() {
  const booking = await kit.book('riverside', { form: mileage({ pickup_hour: '7am', pickup_min: '00' }) });
  const jobId = booking.jobIds[0]!;
  expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAccept, jobId)).status).toBe(200);
  return jobId;
}

const assign = (jobId: number, driverId: number) => kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId });
const offer = (jobId: number, driverId: number) =>
  kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorOfferJob, { id: jobId }), { driver_id: driverId });
const driverOf = async (jobId: number) => (await kit.db.kysely.selectFrom('booking_jobs').select('driver_id').where('id', '=', jobId).executeTakeFirstOrThrow()).driver_id;
const offersOf = async (jobId: number) => (await kit.db.kysely.selectFrom('job_offers').select('id').where('job_id', '=', jobId).execute()).length;

describe('assigning or offering a job to a driver with an expired document', () => {
  it('is refused with 422 naming the driver, the document and its date, for Assign and Offer alike, and changes nothing', async () => {
    const jobId = await acceptedJob();
    const cases = [
      [{ name: 'Dee Phone', mot_expiry: '2026-11-30' }, 'Dee Phone’s MOT expired on 30 Nov 2026.'],
      [{ name: 'Dee Licence', licence_expiry: '2026-11-30' }, 'Dee Licence’s PHV licence expired on 30 Nov 2026.'],
      [{ name: 'Lee Licence', licence_expiry: '2026-12-02' }, 'Lee Licence’s PHV licence expires on 2 Dec 2026, before the pick-up date.'],
      [{ name: 'Ann Insured', insurance_expiry: '2026-12-02' }, 'Ann Insured’s hire and reward insurance expires on 2 Dec 2026, before the pick-up date.'],
      [{ name: 'Pat Plate', vehicle_plate_expiry: '2026-12-02' }, 'Pat Plate’s vehicle licence (plate) expires on 2 Dec 2026, before the pick-up date.'],
      [{ name: 'Dev Vla', dvla_licence_expiry: '2026-11-01' }, 'Dev Vla’s driving licence expired on 1 Nov 2026.'],
    ] as const;
    for (const [row, message] of cases) {
      const driverId = await kit.addDriver('riverside', row);
      expect(await assign(jobId, driverId)).toEqual({ status: 422, body: { success: false, message } });
      expect(await offer(jobId, driverId)).toEqual({ status: 422, body: { success: false, message } });
    }
    expect(await driverOf(jobId)).toBeNull();
    expect(await offersOf(jobId)).toBe(0);
  });

  it('takes a driver whose documents last until the pick-up day, or are not recorded, and whose DBS check is old', async () => {
    const jobId = await acceptedJob();
    const lastDay = await kit.addDriver('riverside', { licence_expiry: '2026-12-03', mot_expiry: '2026-12-03', insurance_expiry: '2026-12-03', vehicle_plate_expiry: '2026-12-03', dvla_licence_expiry: '2026-12-03', dbs_check_date: '2020-01-01' });
    expect((await offer(jobId, lastDay)).status).toBe(200);
    const second = await acceptedJob();
    const unrecorded = await kit.addDriver('riverside');
    expect((await assign(second, unrecorded)).status).toBe(200);
    expect(await driverOf(second)).toBe(unrecorded);
  });
});
