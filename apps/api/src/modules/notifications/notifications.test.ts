/**
 * Who hears what (issue 26) over HTTP on a moved clock: the texts each change writes for the
 * company's settings, none for a passenger who did not ask for texts, the sender name, a replayed
 * status from the car texting once, and the mails of the new kinds only when the settings say.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, OPERATIONS, pathOf, type NotificationSettings } from '@kerbside/contract';
import { textLength } from '@kerbside/domain';
import { platformKey } from '../../db/platform-secrets.js';
import { createBookingLinks } from '../manage-booking/index.js';
import { dispatchTestApp, START } from '../dispatch/dispatch-test-kit.js';
import { signInPhone } from '../driver-jobs/driver-jobs-test-kit.js';

const kit = dispatchTestApp();
const NUMBER = '+447700900123';

const textsOf = (bookingId: number) =>
  kit.db.kysely
    .selectFrom('sms_outbox')
    .select(['kind', 'to_number', 'sender', 'body', 'segments', 'encoding', 'essential', 'job_id', 'company_id'])
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
const optIn = (bookingId: number) => kit.db.kysely.updateTable('bookings').set({ text_messages: 1, text_number: NUMBER }).where('id', '=', bookingId).execute();
const putSettings = (settings: NotificationSettings) =>
  kit.staff.riversideOwner.call('PUT', pathOf(OPERATIONS.operatorUpdateNotificationSettings, { id: kit.companyId.riverside }), settings);

/** A riverside booking on 3 December at 10:30 (London = UTC in December), the passenger's texts as chosen, and a driver with a car. */
async function bookedWithDriver(texts: boolean) {
  await kit.moveClock(START);
  const email = `notify-${randomUUID()}@example.com`;
  const booking = await kit.book('riverside', { changes: { registrationData: { firstName: 'Ada', surname: 'Lovelace', email, number: '07700 900123', additionalInfo: '' } } });
  if (texts) await optIn(booking.id);
  const driverId = await kit.addDriver('riverside', { name: 'Sam Okafor', vehicle_registration: 'LV24 ABC' });
  await kit.db.kysely.updateTable('drivers').set({ vehicle_make: 'Toyota Prius', vehicle_colour: 'silver' }).where('id', '=', driverId).execute();
  return { booking, jobId: booking.jobIds[0]!, driverId, email };
}

function expectPlainTexts(texts: Array<{ body: string; segments: number; encoding: string }>) {
  for (const text of texts) {
    expect(text.encoding, text.body).toBe('GSM-7');
    expect(text.segments).toBe(textLength(text.body).segments);
    expect(text.segments, text.body).toBeLessThanOrEqual(2);
  }
}

describe('texts of a job’s steps', () => {
  it('assigned, on the way (with a signed tracking link of the job), arrived and completed (with the receipt), essential as the contract says, GSM-7', async () => {
    const { booking, jobId, driverId, email } = await bookedWithDriver(true);
    // Moving the clock signs staff in again: read the client each time.
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
    await kit.moveClock(new Date('2026-12-03T10:00:00Z'));
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnTheWay, jobId)).status).toBe(200);
    await kit.moveClock(new Date('2026-12-03T10:28:00Z'));
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobArrived, jobId)).status).toBe(200);
    await kit.moveClock(new Date('2026-12-03T10:35:00Z'));
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnBoard, jobId)).status).toBe(200);
    await kit.moveClock(new Date('2026-12-03T11:20:00Z'));
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobComplete, jobId)).status).toBe(200);

    const texts = await textsOf(booking.id);
    expect(texts.map((t) => [t.kind, t.to_number, t.essential, t.job_id, t.sender, t.company_id])).toEqual([
      ['driver_assigned', NUMBER, 1, jobId, null, kit.companyId.riverside],
      ['driver_on_the_way', NUMBER, 1, jobId, null, kit.companyId.riverside],
      ['driver_arrived', NUMBER, 1, jobId, null, kit.companyId.riverside],
      ['journey_completed', NUMBER, 0, jobId, null, kit.companyId.riverside],
    ]);
    expect(texts[0]!.body).toBe('Riverside Executive Cars: your driver for Thu 3 Dec at 10:30 is Sam in a silver Toyota Prius, LV24 ABC.');
    const onTheWay = /^Riverside Executive Cars: your driver Sam is on the way in a silver Toyota Prius, LV24 ABC\. Follow the car: https?:\/\/\S+\/track\/([A-Za-z0-9_-]{32})$/.exec(texts[1]!.body);
    expect(onTheWay, texts[1]!.body).not.toBeNull();
    // The token signs the job (not the booking) for the tracking page, until a day after the pick-up.
    const track = createBookingLinks(await platformKey(kit.db.kysely, 'booking_links_key'), () => kit.clock.now, 'track');
    expect(track.verify(onTheWay![1]!)).toBe(jobId);
    expect(createBookingLinks(await platformKey(kit.db.kysely, 'booking_links_key'), () => new Date('2026-12-04T10:31:00Z'), 'track').verify(onTheWay![1]!)).toBeNull();
    expect(texts[2]!.body).toBe('Riverside Executive Cars: your driver Sam is outside in a silver Toyota Prius, LV24 ABC.');
    expect(texts[3]!.body).toMatch(/^Riverside Executive Cars: thank you for travelling with us\. Your receipt: https?:\/\/\S+\/receipt/);
    expectPlainTexts(texts);
    // The new kinds' mails are off by default: the passenger's mail is as before issue 26.
    expect((await kit.mailsTo(email)).map((m) => m.subject)).toEqual([`Booking confirmed: ${booking.number}`, `Your driver: ${booking.number}`, `Your driver has arrived: ${booking.number}`]);
  });

  it('sends no text to a passenger who did not ask for texts', async () => {
    const { booking, jobId, driverId } = await bookedWithDriver(false);
    await kit.db.kysely.updateTable('bookings').set({ text_number: NUMBER }).where('id', '=', booking.id).execute();
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
    await kit.moveClock(new Date('2026-12-03T10:00:00Z'));
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnTheWay, jobId)).status).toBe(200);
    expect(await textsOf(booking.id)).toEqual([]);
  });

  it('a status the phone sends again (same client id, or a new one) texts the passenger once', async () => {
    const { booking, jobId, driverId } = await bookedWithDriver(true);
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
    const phone = await signInPhone(kit.api, kit.db, kit.staff.riversideDispatcher, driverId);
    await kit.moveClock(new Date('2026-12-03T10:05:00Z'));
    const step = { status: 'on_the_way', happened_at: '2026-12-03T10:04:00.000Z', client_id: randomUUID() };
    const send = (body: object) => phone.call('POST', pathOf(OPERATIONS.driverJobStatus, { id: jobId }), body);
    expect((await send(step)).status).toBe(200);
    expect((await send(step)).status).toBe(200);
    expect((await send({ ...step, client_id: randomUUID() })).status).toBe(409);
    expect((await textsOf(booking.id)).map((t) => t.kind)).toEqual(['driver_assigned', 'driver_on_the_way']);
  });

  it('a cancellation at the desk texts the passenger (essential), with the journey it cancels', async () => {
    const { booking, jobId } = await bookedWithDriver(true);
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, jobId, { reason: 'Passenger phoned' })).status).toBe(200);
    const texts = await textsOf(booking.id);
    expect(texts.map((t) => [t.kind, t.essential])).toEqual([['booking_cancelled', 1]]);
    expect(texts[0]!.body).toBe(`Riverside Executive Cars: your journey Thu 3 Dec at 10:30 (booking ${booking.number}) is cancelled. Questions: +44 20 7946 0101`);
  });

  it('a pay link staff send is texted with the booking’s page', async () => {
    const { booking } = await bookedWithDriver(true);
    const sent = await kit.staff.riversideDispatcher.call('POST', pathOf(OPERATIONS.operatorSendPayLink, { id: booking.id }), {});
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const texts = await textsOf(booking.id);
    expect(texts.map((t) => [t.kind, t.essential])).toEqual([['pay_link', 0]]);
    expect(texts[0]!.body).toMatch(new RegExp(`^Riverside Executive Cars: please pay £[\\d.,]+ for booking ${booking.number} by card: https?://\\S+/manage-booking/\\S+$`));
    expectPlainTexts(texts);
  });

  it('follows the company’s settings: a kind’s text off, the new kinds’ mail on, the sender name', async () => {
    const settings: NotificationSettings = {
      ...NOTIFICATION_DEFAULTS,
      channels: { ...NOTIFICATION_DEFAULTS.channels, driver_assigned: { mail: true, sms: false }, driver_on_the_way: { mail: true, sms: true } },
      sms_sender: 'Riverside',
    };
    expect((await putSettings(settings)).status).toBe(200);
    try {
      const { booking, jobId, driverId, email } = await bookedWithDriver(true);
      expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
      await kit.moveClock(new Date('2026-12-03T10:00:00Z'));
      expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnTheWay, jobId)).status).toBe(200);
      expect((await textsOf(booking.id)).map((t) => [t.kind, t.sender])).toEqual([['driver_on_the_way', 'Riverside']]);
      const mail = (await kit.mailsTo(email)).find((m) => m.subject.startsWith('Your driver is on the way'));
      expect(mail?.text_body).toMatch(/Your driver Sam is on the way in a silver Toyota Prius, LV24 ABC\.[\s\S]*Follow the car: https?:\/\/\S+\/track\//);
    } finally {
      expect((await putSettings(NOTIFICATION_DEFAULTS)).status).toBe(200);
    }
  });
});
