/**
 * Whether an export (the bookings CSV or a run sheet) may start now, beyond its per-address count
 * (a route limit): the session's count over time, then how many are being prepared at once on
 * this instance, per session, per company and in all (http/limits.ts, EXPORT_LIMITS). An admitted
 * export holds its place until `release`, when its answer has gone or its client has.
 */
import { OPERATOR_MESSAGES } from '@kerbside/contract';
import { overLimit } from '../../http/address-limits.js';
import { EXPORT_LIMITS } from '../../http/limits.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { limited, ok, type Result } from '../../http/result.js';

export interface ExportHolder {
  sessionId: number;
  /** A company's id, or 'platform' for a platform admin. */
  tenant: string;
}

/** What a refusal for exports already being prepared tells the client to wait: about an export of a year. */
const BUSY_RETRY_SECONDS = 5;

type Limits = Pick<typeof EXPORT_LIMITS, 'perSession' | 'runningPerSession' | 'runningPerCompany' | 'runningPerInstance'>;

export interface ExportGate {
  /** Counts the attempt; the function that gives the place back, or the refusal. */
  admit(holder: ExportHolder): Promise<Result<() => void>>;
  /** Exports being prepared now. */
  readonly running: number;
}

export function createExportGate(limiter: RateLimiter, limits: Limits = EXPORT_LIMITS): ExportGate {
  const bySession = new Map<number, number>();
  const byTenant = new Map<string, number>();
  let running = 0;
  const add = <K>(map: Map<K, number>, key: K, n: number) => {
    const count = (map.get(key) ?? 0) + n;
    if (count > 0) map.set(key, count);
    else map.delete(key);
  };

  return {
    async admit(holder) {
      const refused = await overLimit(limiter, limits.perSession, `session:${holder.sessionId}`);
      if (refused) return refused;
      // Checked and taken with no await in between: two requests at once cannot both take the last place.
      if ((bySession.get(holder.sessionId) ?? 0) >= limits.runningPerSession) return limited(BUSY_RETRY_SECONDS, OPERATOR_MESSAGES.exportRunning);
      if ((byTenant.get(holder.tenant) ?? 0) >= limits.runningPerCompany) {
        return limited(BUSY_RETRY_SECONDS, OPERATOR_MESSAGES.companyExportsRunning(limits.runningPerCompany));
      }
      if (running >= limits.runningPerInstance) return { ok: false, status: 503, message: OPERATOR_MESSAGES.exportsBusy, retryAfterSeconds: BUSY_RETRY_SECONDS };
      add(bySession, holder.sessionId, 1);
      add(byTenant, holder.tenant, 1);
      running += 1;
      let released = false;
      return ok(() => {
        if (released) return;
        released = true;
        add(bySession, holder.sessionId, -1);
        add(byTenant, holder.tenant, -1);
        running -= 1;
      });
    },
    get running() {
      return running;
    },
  };
}
