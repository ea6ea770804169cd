/**
 * Deletes what driver sign-in leaves behind once it can serve nothing: links past their 15 minutes
 * (used or not) and sessions revoked or expired, each a week after it ended, so the console's
 * audit log (which keeps its own entries) and a "why was I signed out?" call can still be checked.
 * A task of the platform scheduler (app.ts adds it); idempotent, so any instance may run it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ScheduledTask } from '../../platform/scheduler/index.js';

const DAY_MS = 24 * 60 * 60_000;
/** How long an ended link or session is kept. */
export const ENDED_SIGN_IN_KEPT_DAYS = 7;

export function driverSignInCleanupTask(db: Kysely<Database>, everyMs = 60 * 60_000): ScheduledTask {
  return {
    name: 'driver sign-in clean-up',
    everyMs,
    firstRunAfterMs: Math.min(everyMs, 60_000),
    exclusive: true,
    async run(now) {
      const before = new Date(now.getTime() - ENDED_SIGN_IN_KEPT_DAYS * DAY_MS).toISOString();
      await db.deleteFrom('driver_sign_in_links').where('expires_at', '<', before).execute();
      await db
        .deleteFrom('driver_sessions')
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
        .execute();
    },
  };
}
