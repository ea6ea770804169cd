/**
 * Reminders before the pick-up from the scheduler on a moved clock: due per the company's settings,
 * moved out of the quiet hours, queued once however many runs and instances find them due, and
 * none for a job already under way or for a booking made after its reminder's time.
 */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, OPERATIONS, pathOf, type NotificationSettings } from '@kerbside/contract';
import { startSecondApp } from '../../test/test-app.js';
import { dispatchTestApp, mileage, START } from '../dispatch/dispatch-test-kit.js';
import { REMINDERS_TASK } from './index.js';

const kit = dispatchTestApp();
const NUMBER = '+447700900123';

const remindersOf = (bookingId: number) =>
  kit.db.kysely.selectFrom('sms_outbox').select(['kind', 'body', 'essential', 'next_attempt_at', 'segments', 'encoding']).where('booking_id', '=', bookingId).where('kind', '=', 'reminder').orderBy('id').execute();
const rowsOf = (jobId: number) => kit.db.kysely.selectFrom('job_reminders').select(['minutes_before', 'queued_at']).where('job_id', '=', jobId).orderBy('minutes_before').execute();
const run = () => kit.api.scheduler!.runNow(REMINDERS_TASK);
const putSettings = (settings: NotificationSettings) =>
  kit.staff.riversideOwner.call('PUT', pathOf(OPERATIONS.operatorUpdateNotificationSettings, { id: kit.companyId.riverside }), settings);

async function booked(hour: string, minute = '30', date = '2026-12-03') {
  await kit.moveClock(START);
  const booking = await kit.book('riverside', { form: mileage({ pickup_date: date, pickup_hour: hour, pickup_min: minute }) });
  await kit.db.kysely.updateTable('bookings').set({ text_messages: 1, text_number: NUMBER }).where('id', '=', booking.id).execute();
  return booking;
}

describe('reminders', () => {
  it('one reminder an hour before by default, queued once across two runs and two instances', async () => {
    const booking = await booked('10am');
    const jobId = booking.jobIds[0]!;
    kit.clock.now = new Date('2026-12-03T09:29:00Z');
    expect(await run()).toBe('ran');
    expect(await remindersOf(booking.id)).toEqual([]);

    kit.clock.now = new Date('2026-12-03T09:30:00Z');
    const second = await startSecondApp(kit.api, { now: () => kit.clock.now });
    try {
      if (kit.api.config.DATABASE_URL) {
        // PostgreSQL: both instances at the same moment.
        expect(await Promise.all([run(), second.scheduler!.runNow(REMINDERS_TASK)])).toEqual(['ran', 'ran']);
      } else {
        // SQLite: one writer at a time in one process (other-instance.ts), so one after the other.
        expect(await run()).toBe('ran');
        expect(await second.scheduler!.runNow(REMINDERS_TASK)).toBe('ran');
      }
      kit.clock.now = new Date('2026-12-03T09:31:00Z');
      expect(await run()).toBe('ran');
      expect(await second.scheduler!.runNow(REMINDERS_TASK)).toBe('ran');
    } finally {
      await second.close();
    }
    const texts = await remindersOf(booking.id);
    expect(texts).toEqual([
      {
        kind: 'reminder',
        body: `Riverside Executive Cars: a reminder of your pick-up Thu 3 Dec at 10:30 from 10 Downing Street, London SW1A 2AA (booking ${booking.number}). Questions: +44 20 7946 0101`,
        essential: 0,
        next_attempt_at: '2026-12-03T09:30:00.000Z',
        segments: 2,
        encoding: 'GSM-7',
      },
    ]);
    expect(await rowsOf(jobId)).toEqual([{ minutes_before: 60, queued_at: '2026-12-03T09:30:00.000Z' }]);
  });

  it('a reminder inside the quiet hours goes the evening before when they end after the pick-up', async () => {
    const booking = await booked('7am');
    kit.clock.now = new Date('2026-12-02T20:58:00Z');
    await run();
    expect(await remindersOf(booking.id)).toEqual([]);
    kit.clock.now = new Date('2026-12-02T20:59:00Z');
    await run();
    expect((await remindersOf(booking.id)).map((t) => t.next_attempt_at)).toEqual(['2026-12-02T20:59:00.000Z']);
    // Nothing more in the night.
    kit.clock.now = new Date('2026-12-03T06:30:00Z');
    await run();
    expect(await remindersOf(booking.id)).toHaveLength(1);
  });

  it('a reminder found late in the night (the scheduler was stopped) waits in the outbox until the quiet hours end', async () => {
    await kit.moveClock(START);
    expect((await putSettings({ ...NOTIFICATION_DEFAULTS, reminder_minutes: [720] })).status).toBe(200);
    try {
      const booking = await booked('11am');
      // Due at 23:30 on the 2nd, inside the quiet hours, which end at 08:00 before the 11:30 pick-up: due at 08:00.
      // Found at 08:05 as if the scheduler had stopped: sent at once.
      kit.clock.now = new Date('2026-12-03T08:05:00Z');
      await run();
      expect((await remindersOf(booking.id)).map((t) => t.next_attempt_at)).toEqual(['2026-12-03T08:05:00.000Z']);
      // Due at 20:30 (12 hours before a 08:30 pick-up), found at 23:00: held until 08:00.
      const late = await booked('8am');
      kit.clock.now = new Date('2026-12-02T23:00:00Z');
      await run();
      expect((await remindersOf(late.id)).map((t) => t.next_attempt_at)).toEqual(['2026-12-03T08:00:00.000Z']);
    } finally {
      await kit.moveClock(START);
      expect((await putSettings(NOTIFICATION_DEFAULTS)).status).toBe(200);
    }
  });

  it('follows the company’s reminder times and quiet hours; none once the driver is on the way', async () => {
    await kit.moveClock(START);
    expect((await putSettings({ ...NOTIFICATION_DEFAULTS, reminder_minutes: [180, 30] })).status).toBe(200);
    try {
      const booking = await booked('10am');
      const jobId = booking.jobIds[0]!;
      // 180 minutes before is 07:30, in the quiet hours: it waits until 08:00.
      kit.clock.now = new Date('2026-12-03T07:30:00Z');
      await run();
      expect(await remindersOf(booking.id)).toEqual([]);
      kit.clock.now = new Date('2026-12-03T08:00:00Z');
      await run();
      expect(await rowsOf(jobId)).toEqual([{ minutes_before: 180, queued_at: '2026-12-03T08:00:00.000Z' }]);
      // On the way before the 30-minute reminder: no reminder.
      const driverId = await kit.addDriver('riverside');
      await kit.moveClock(new Date('2026-12-03T09:45:00Z'));
      expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId })).status).toBe(200);
      expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobOnTheWay, jobId)).status).toBe(200);
      kit.clock.now = new Date('2026-12-03T10:00:00Z');
      await run();
      expect(await rowsOf(jobId)).toHaveLength(1);
    } finally {
      await kit.moveClock(START);
      expect((await putSettings(NOTIFICATION_DEFAULTS)).status).toBe(200);
    }
  });

  it('sends no reminder whose time had passed when the booking was made', async () => {
    await kit.moveClock(new Date('2026-12-05T09:00:00Z'));
    expect((await putSettings({ ...NOTIFICATION_DEFAULTS, reminder_minutes: [180, 60] })).status).toBe(200);
    try {
      const booking = await kit.book('riverside', { form: mileage({ pickup_date: '2026-12-05', pickup_hour: '11am', pickup_min: '30' }) });
      await kit.db.kysely.updateTable('bookings').set({ text_messages: 1, text_number: NUMBER }).where('id', '=', booking.id).execute();
      kit.clock.now = new Date('2026-12-05T10:30:00Z');
      await run();
      // 180 minutes before (08:30) was before the booking; 60 minutes before is sent.
      expect(await rowsOf(booking.jobIds[0]!)).toEqual([{ minutes_before: 60, queued_at: '2026-12-05T10:30:00.000Z' }]);
    } finally {
      await kit.moveClock(START);
      expect((await putSettings(NOTIFICATION_DEFAULTS)).status).toBe(200);
    }
  });
});
