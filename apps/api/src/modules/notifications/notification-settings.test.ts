/** The company's notification settings over HTTP: defaults, roles, the company's reach, validation and the audit entry. */
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_MESSAGES, OPERATIONS, pathOf } from '@kerbside/contract';
import { dispatchTestApp } from '../dispatch/dispatch-test-kit.js';

const kit = dispatchTestApp();
const path = (id: number) => pathOf(OPERATIONS.operatorUpdateNotificationSettings, { id });
const audits = () => kit.db.kysely.selectFrom('audit_log').select(['detail', 'staff_id', 'company_id']).where('action', '=', 'company.notifications_changed').orderBy('id').execute();
const stored = async () =>
  (await kit.db.kysely.selectFrom('companies').select('notification_settings').where('id', '=', kit.companyId.greenline).executeTakeFirstOrThrow()).notification_settings;

describe('notification settings', () => {
  it('are the defaults until chosen; a dispatcher reads them, only an owner changes them, audited with what changed', async () => {
    const id = kit.companyId.greenline;
    const read = await kit.staff.greenlineDispatcher.call('GET', pathOf(OPERATIONS.operatorGetNotificationSettings, { id }));
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ settings: NOTIFICATION_DEFAULTS, defaults: true });

    const chosen = { ...NOTIFICATION_DEFAULTS, reminder_minutes: [30, 1440], quiet_hours: { start: '22:30', end: '07:00' }, sms_sender: 'Greenline' };
    expect((await kit.staff.greenlineDispatcher.call('PUT', path(id), chosen)).status).toBe(403);
    expect(await stored()).toBeNull();
    // Another company's settings are not found.
    expect((await kit.staff.riversideOwner.call('PUT', path(id), chosen)).status).toBe(404);
    expect((await kit.staff.riversideOwner.call('GET', pathOf(OPERATIONS.operatorGetNotificationSettings, { id }))).status).toBe(404);

    const saved = await kit.staff.greenlineOwner.call('PUT', path(id), chosen);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Reminders kept longest first.
    expect(saved.body.data).toEqual({ settings: { ...chosen, reminder_minutes: [1440, 30] }, defaults: false });
    expect((await kit.staff.greenlineDispatcher.call('GET', pathOf(OPERATIONS.operatorGetNotificationSettings, { id }))).body.data.defaults).toBe(false);
    const [entry] = await audits();
    expect(entry).toMatchObject({ staff_id: kit.staff.greenlineOwner.staff.id, company_id: id });
    expect(JSON.parse(entry!.detail)).toEqual({
      reminder_minutes: { from: [60], to: [1440, 30] },
      quiet_hours: { from: { start: '21:00', end: '08:00' }, to: { start: '22:30', end: '07:00' } },
      sms_sender: { from: '', to: 'Greenline' },
    });
  });

  it('refuses what cannot be kept with a 400 that says why, and changes nothing', async () => {
    const id = kit.companyId.skyline;
    const owner = kit.staff.skylineOwner;
    const d = NOTIFICATION_DEFAULTS;
    const cases: Array<[unknown, string]> = [
      [{ ...d, reminder_minutes: [10] }, NOTIFICATION_MESSAGES.reminderMinutes],
      [{ ...d, reminder_minutes: [2881] }, NOTIFICATION_MESSAGES.reminderMinutes],
      [{ ...d, reminder_minutes: [30.5] }, NOTIFICATION_MESSAGES.reminderMinutes],
      [{ ...d, reminder_minutes: [60, 60] }, NOTIFICATION_MESSAGES.remindersDistinct],
      [{ ...d, reminder_minutes: [15, 30, 60, 90] }, NOTIFICATION_MESSAGES.remindersMax],
      [{ ...d, quiet_hours: { start: '25:00', end: '08:00' } }, NOTIFICATION_MESSAGES.clockTime],
      [{ ...d, quiet_hours: { start: '21:00', end: '21:00' } }, NOTIFICATION_MESSAGES.quietSame],
      [{ ...d, sms_sender: '12345' }, NOTIFICATION_MESSAGES.smsSender],
      [{ ...d, sms_sender: 'Skyline Transfers' }, NOTIFICATION_MESSAGES.smsSender],
      [{ ...d, sms_sender: 'Sky-line' }, NOTIFICATION_MESSAGES.smsSender],
      [{ ...d, sms_sender: 'Sky\u0000line' }, 'control characters'],
      [{ ...d, channels: { ...d.channels, booking_confirmed: { mail: false, sms: true } } }, NOTIFICATION_MESSAGES.mailAlwaysSent],
      [{ ...d, channels: { ...d.channels, reminder: { mail: 'yes', sms: true } } }, NOTIFICATION_MESSAGES.channels],
      [{ ...d, channels: { booking_confirmed: { mail: true, sms: true } } }, NOTIFICATION_MESSAGES.channels],
    ];
    for (const [body, message] of cases) {
      const res = await owner.call('PUT', path(id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toContain(message);
    }
    const after = await kit.db.kysely.selectFrom('companies').select('notification_settings').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.notification_settings).toBeNull();
  });
});
