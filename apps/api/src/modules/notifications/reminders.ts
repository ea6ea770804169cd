/**
 * Reminders before the pick-up, from the scheduler every minute: each job not yet under way whose
 * reminder time (per its company's settings, quiet hours considered) has come gets each reminder
 * once. The `job_reminders` row and the reminder's messages are written in one transaction, and the
 * row's primary key makes a second run, or another instance, insert nothing and send nothing.
 * A reminder whose time had passed when the booking was made is not sent; one found late (the
 * scheduler stopped) inside the quiet hours waits for their end, or is not sent in the night.
 */
import type { Kysely } from 'kysely';
import { REMINDER_MINUTES_MAX } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { readSettingsJson } from './notification-settings.repository.js';
import type { ReminderEvent } from './notifier.js';
import { reminderNotBefore, reminderSendAt } from './quiet-hours.js';

const HOUR_MS = 3_600_000;
/** How far ahead a pick-up may be and still be due a reminder: the longest reminder, and a day for the quiet hours. */
const LOOK_AHEAD_MS = REMINDER_MINUTES_MAX * 60_000 + 24 * HOUR_MS;
/** Steps before the driver sets off: a reminder after that is no news. */
const WAITING = ['new', 'accepted', 'driver_assigned'] as const;

export function createReminders(deps: { db: Kysely<Database>; remind: (trx: Kysely<Database>, event: ReminderEvent) => Promise<void> }) {
  return {
    /** Queues every reminder due at `now`; how many it queued. */
    async pass(now: Date): Promise<number> {
      const jobs = await deps.db
        .selectFrom('booking_jobs as j')
        .innerJoin('bookings as b', 'b.id', 'j.booking_id')
        .innerJoin('companies as c', 'c.id', 'j.company_id')
        .select(['j.id', 'j.pick_up_at', 'b.created_at', 'c.notification_settings'])
        .where('j.status', 'in', WAITING)
        .where('j.pick_up_at', '>', now.toISOString())
        .where('j.pick_up_at', '<=', new Date(now.getTime() + LOOK_AHEAD_MS).toISOString())
        .execute();
      if (jobs.length === 0) return 0;
      const sent = new Set(
        (await deps.db.selectFrom('job_reminders').select(['job_id', 'minutes_before']).where('job_id', 'in', jobs.map((job) => job.id)).execute()).map(
          (row) => `${row.job_id}:${row.minutes_before}`,
        ),
      );
      let queued = 0;
      for (const job of jobs) {
        const { settings } = readSettingsJson(job.notification_settings);
        if (!settings.channels.reminder.mail && !settings.channels.reminder.sms) continue;
        const pickUp = new Date(job.pick_up_at);
        for (const minutes of settings.reminder_minutes) {
          if (sent.has(`${job.id}:${minutes}`)) continue;
          const sendAt = reminderSendAt(pickUp, minutes, settings.quiet_hours);
          if (sendAt.getTime() > now.getTime() || sendAt.toISOString() < job.created_at) continue;
          // Found late inside the quiet hours: held until they end, or not sent in the night.
          const notBefore = reminderNotBefore(now, pickUp, settings.quiet_hours);
          if (!notBefore) continue;
          const made = await deps.db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('job_reminders')
              .values({ job_id: job.id, minutes_before: minutes, queued_at: now.toISOString() })
              .onConflict((oc) => oc.columns(['job_id', 'minutes_before']).doNothing())
              .returning('job_id')
              .executeTakeFirst();
            if (!row) return false;
            await deps.remind(trx, { kind: 'reminder', jobId: job.id, notBefore });
            return true;
          });
          if (made) queued += 1;
        }
      }
      return queued;
    },
  };
}
