/**
 * The hooks outside dispatch: a passenger's own cancellation through their link and a staff change
 * of the booking text the passenger who asked for texts, in the transaction of the change; and what
 * a booking's confirmation texts (the notifier on the real SMS outbox: the website's form asks for
 * texts only once the passenger's preference lands, so the stored booking is opted in here).
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { mileage, START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from '../manage-booking/manage-booking-test-kit.js';

const kit = manageTestApp();
const NUMBER = '+447700900123';
let emails = 0;

const textsOf = (bookingId: number) =>
  kit.db.kysely.selectFrom('sms_outbox').select(['kind', 'body', 'essential', 'encoding', 'segments']).where('booking_id', '=', bookingId).orderBy('id').execute();

async function booked(form = mileage()) {
  await kit.moveClock(START);
  const email = `hooks-${++emails}@example.com`;
  const booking = await kit.book('riverside', { form, changes: { registrationData: { ...guest, email } } });
  await kit.db.kysely.updateTable('bookings').set({ text_messages: 1, text_number: NUMBER }).where('id', '=', booking.id).execute();
  return { ...booking, email, form };
}

describe('texts from the booking’s own changes', () => {
  it('the passenger cancelling through their link', async () => {
    const trip = await booked();
    const res = await kit.cancel(await kit.tokenFromMail(trip.email), 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await textsOf(trip.id)).toEqual([
      { kind: 'booking_cancelled', body: `Riverside Executive Cars: your journey Thu 3 Dec at 10:30 (booking ${trip.number}) is cancelled. Questions: +44 20 7946 0101`, essential: 1, encoding: 'GSM-7', segments: 1 },
    ]);
  });

  it('staff changing the booking: the new pick-up and the booking’s page', async () => {
    const trip = await booked();
    const body = { bookingType: 'milleage', bookingForm: { ...trip.form, pickup_date: '2026-12-04', pickup_hour: '2pm', pickup_min: '15' }, vehicle_id: trip.vehicle.vehicle_id, notes: guest.additionalInfo };
    const preview = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorPreviewBookingChange, { id: trip.id }), body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const saved = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorChangeBooking, { id: trip.id }), { ...body, expected_amount_pence: preview.body.data.new_amount_pence });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const texts = await textsOf(trip.id);
    expect(texts.map((t) => [t.kind, t.essential, t.encoding])).toEqual([['booking_changed', 0, 'GSM-7']]);
    expect(texts[0]!.body).toMatch(new RegExp(`^Riverside Executive Cars: booking ${trip.number} has been changed\\. Pick-up Fri 4 Dec at 14:15 from 10 Downing Street, London SW1A 2AA\\. Details: https?://\\S+/manage-booking/\\S+$`));
  });

  it('a booking confirmed through the website with texts asked for, with its return, in one text of at most two segments', async () => {
    await kit.moveClock(START);
    const email = `hooks-${++emails}@example.com`;
    const form = mileage({ select_option: 'return', return_date: '2026-12-05', return_hour: '6pm', return_min: '00' });
    const trip = await kit.book('riverside', { form, changes: { registrationData: { ...guest, email, textMessages: true } } });
    const texts = await textsOf(trip.id);
    expect(texts.map((t) => [t.kind, t.essential, t.encoding, t.segments])).toEqual([['booking_confirmed', 0, 'GSM-7', 2]]);
    expect(texts[0]!.body).toMatch(
      new RegExp(`^Riverside Executive Cars: booking ${trip.number} is confirmed for Thu 3 Dec at 10:30 from 10 Downing Street, London SW1A 2AA, return Sat 5 Dec at 18:00\\. See or change it: https?://\\S+/manage-booking/[A-Za-z0-9_-]{32}$`),
    );
  });
});
