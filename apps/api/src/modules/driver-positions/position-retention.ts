/**
 * Deletes drivers' positions received more than POSITION_RETENTION_DAYS ago: a task of the platform
 * scheduler, hourly, exclusive (one instance at a time). In batches, each a short statement of its
 * own, so a week of 500 phones (about 20 million rows) never holds one long delete; a run stops
 * after a bounded number of batches and the next run goes on.
 */
import type { ScheduledTask } from '../../platform/scheduler/index.js';
import type { DriverPositionsRepository } from './driver-positions.repository.js';

const DAY_MS = 24 * 60 * 60_000;
export const RETENTION_BATCH = 5_000;
const BATCHES_PER_RUN = 200;

export function positionRetentionTask(deps: { repo: Pick<DriverPositionsRepository, 'deleteReceivedBefore'>; days: number; everyMs?: number; batch?: number }): ScheduledTask {
  const batch = deps.batch ?? RETENTION_BATCH;
  const everyMs = deps.everyMs ?? 60 * 60_000;
  return {
    name: 'driver positions retention',
    everyMs,
    firstRunAfterMs: Math.min(everyMs, 60_000),
    exclusive: true,
    async run(now) {
      const before = new Date(now.getTime() - deps.days * DAY_MS).toISOString();
      for (let i = 0; i < BATCHES_PER_RUN; i++) {
        if ((await deps.repo.deleteReceivedBefore(before, batch)) < batch) return;
      }
    },
  };
}
