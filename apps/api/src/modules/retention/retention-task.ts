/**
 * The daily retention task: for each company, every sweep (this module's bookings and outboxes,
 * and any other module's, e.g. complaints) anonymises what is out of the company's retention
 * period, then waiting erasure requests are applied again. Exclusive on the platform scheduler: one
 * instance runs it per day of the platform clock. One audit entry per company that had anything
 * anonymised, with the counts, and one log line per run.
 */
import type { Kysely } from 'kysely';
import { londonLocalToUtc, londonToday, retentionStartDay } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../../platform/audit/index.js';
import type { RetentionCounts, RetentionSweep } from '../../platform/retention/index.js';
import type { ScheduledTask } from '../../platform/scheduler/index.js';
import type { Erasures } from './erasures.js';

export const RETENTION_TASK = 'retention';
const DAY_MS = 24 * 60 * 60_000;

export interface RetentionLog {
  info(details: object, message: string): void;
}

export function retentionTask(deps: { db: Kysely<Database>; sweeps: readonly RetentionSweep[]; erasures: Erasures; log: RetentionLog; firstRunAfterMs: number }): ScheduledTask {
  const names = new Set<string>();
  for (const sweep of deps.sweeps) {
    if (names.has(sweep.name)) throw new Error(`Two retention sweeps are named "${sweep.name}"`);
    names.add(sweep.name);
  }
  return {
    name: RETENTION_TASK,
    // Daily in every environment, so that the lease spans a day and a second instance's run is refused; tests call runNow.
    everyMs: DAY_MS,
    firstRunAfterMs: deps.firstRunAfterMs,
    exclusive: true,
    async run(now) {
      const today = londonToday(now);
      const companies = await deps.db.selectFrom('companies').select(['id', 'retention_months']).orderBy('id').execute();
      const totals: RetentionCounts = {};
      for (const company of companies) {
        const keepFrom = retentionStartDay(today, company.retention_months);
        const window = { companyId: company.id, keepFrom, keepFromInstant: londonLocalToUtc({ date: keepFrom, minute: 0 }).toISOString(), now };
        const counts: RetentionCounts = {};
        for (const sweep of deps.sweeps) {
          for (const [key, n] of Object.entries(await sweep.run(deps.db, window))) counts[key] = (counts[key] ?? 0) + n;
        }
        if (!Object.values(counts).some((n) => n > 0)) continue;
        for (const [key, n] of Object.entries(counts)) totals[key] = (totals[key] ?? 0) + n;
        await recordAudit(deps.db, {
          companyId: company.id,
          staffId: null,
          action: 'company.retention_applied',
          subjectType: 'company',
          subjectId: company.id,
          detail: { retention_months: company.retention_months, kept_from: keepFrom, ...counts },
          at: now.toISOString(),
        });
      }
      const erasures = await deps.erasures.applyWaiting(now);
      deps.log.info({ task: RETENTION_TASK, companies: companies.length, anonymised: totals, erasure_requests_waiting: erasures }, 'Retention: passengers’ details out of their period anonymised');
    },
  };
}
