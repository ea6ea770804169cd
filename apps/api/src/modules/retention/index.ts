import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import type { RetentionSweep } from '../../platform/retention/index.js';
import { bookingsRetentionSweep, outboxRetentionSweep } from './bookings-sweep.js';
import { createErasures } from './erasures.js';
import { retentionRoutes } from './retention.routes.js';
import { retentionTask } from './retention-task.js';

export { RETENTION_TASK } from './retention-task.js';

/**
 * Retention of passengers' personal data (issue 27 §4, README.md): the daily task that anonymises
 * what is out of each company's retention period, by this module's sweeps and those of the modules
 * given in `sweeps`, and the platform admin's erasure requests.
 */
export function createRetentionModule(ctx: AppContext, deps: { sweeps?: readonly RetentionSweep[] } = {}): ApiModule {
  const db = ctx.db.kysely;
  const erasures = createErasures({ db, now: ctx.now });
  ctx.scheduler.add(
    retentionTask({
      db,
      sweeps: [bookingsRetentionSweep, outboxRetentionSweep, ...(deps.sweeps ?? [])],
      erasures,
      log: ctx.log,
      // A day in tests (they call runNow), so it never runs by itself there.
      firstRunAfterMs: ctx.config.NODE_ENV === 'test' ? 24 * 60 * 60_000 : 5 * 60_000,
    }),
  );
  return {
    name: 'retention',
    operator: (operator) => retentionRoutes(operator, { erasures }),
  };
}
