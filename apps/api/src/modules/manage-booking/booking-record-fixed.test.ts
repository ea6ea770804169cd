/**
 * Once a journey starts its booking record is fixed (issue 27 §2): neither a staff change of the
 * booking nor the passenger's amendment through their link may write over it; the record, its
 * booking and its jobs stay as they were, and a correction is the way to put a field right.
 */
import { describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_MESSAGES, bookingRecordSchema, OPERATIONS, pathOf } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage, START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from './manage-booking-test-kit.js';

const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });

async function startedJourney(email: string) {
  await kit.moveClock(START);
  const booking = await kit.book('riverside', { changes: { registrationData: { ...guest, email } } });
  const token = await kit.tokenFromMail(email);
  const outbound = (await kit.booking(token)).legs[0]!.amendable!;
  const jobId = booking.jobIds[0]!;
  const driver = await kit.addDriver('riverside', { name: 'Fixed Fred' });
  expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driver })).status).toBe(200);
  await kit.moveClock(new Date('2026-12-03T10:15:00Z'));
  expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnTheWay, jobId)).status).toBe(200);
  return { booking, token, outbound, jobId };
}

const recordOf = async (jobId: number) => bookingRecordSchema.parse((await kit.staff.riversideDispatcher.call('GET', pathOf(OPERATIONS.operatorJobRecord, { id: jobId }))).body.data);
const rowsOf = async (bookingId: number) => ({
  booking: await kit.db.kysely.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirstOrThrow(),
  jobs: await kit.db.kysely.selectFrom('booking_jobs').selectAll().where('booking_id', '=', bookingId).execute(),
  party: await kit.db.kysely.selectFrom('passenger_details').selectAll().where('booking_id', '=', bookingId).execute(),
});

describe('a fixed booking record', () => {
  it("is not written over by a staff change of the booking", async () => {
    const { booking, jobId } = await startedJourney('fixed-staff@example.com');
    const [record, rows] = [await recordOf(jobId), await rowsOf(booking.id)];
    const body = { bookingType: 'milleage', bookingForm: mileage({ dropoff: 'London Gatwick Airport North Terminal' }), vehicle_id: booking.vehicle.vehicle_id, notes: '' };
    for (const operation of [OPERATIONS.operatorPreviewBookingChange, OPERATIONS.operatorChangeBooking]) {
      const res = await kit.staff.riversideOwner.call('POST', pathOf(operation, { id: booking.id }), { ...body, expected_amount_pence: booking.amountPence });
      expect(res).toMatchObject({ status: 409, body: { message: BOOKING_CHANGE_MESSAGES.notChangeable } });
    }
    expect(await recordOf(jobId)).toEqual(record);
    expect(await rowsOf(booking.id)).toEqual(rows);
  });

  it("is not written over by the passenger's amendment", async () => {
    const { booking, token, outbound, jobId } = await startedJourney('fixed-passenger@example.com');
    const [record, rows] = [await recordOf(jobId), await rowsOf(booking.id)];
    const legs = { outbound: { ...outbound, pickup_hour: '11am' } };
    expect((await kit.previewAmend(token, legs)).status).toBe(409);
    expect((await kit.amend(token, legs, booking.amountPence)).status).toBe(409);
    expect(await recordOf(jobId)).toEqual(record);
    expect(await rowsOf(booking.id)).toEqual(rows);
  });
});
