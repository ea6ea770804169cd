import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { complaintsRoutes } from './complaints.js';
import { lostPropertyRoutes } from './lost-property.js';

/**
 * Complaints and lost property (issue 27 §6): the two registers a licensing authority may inspect,
 * recorded and changed by every staff role (audited), exported by owners and platform admins.
 */
export function createCasesModule(ctx: AppContext): ApiModule {
  const deps = { db: ctx.db.kysely, limiter: ctx.rateLimiter, now: ctx.now };
  return {
    name: 'cases',
    operator(operator) {
      complaintsRoutes(operator, deps);
      lostPropertyRoutes(operator, deps);
    },
  };
}

export { anonymiseCasesBefore, type AnonymisedCases, casesRetentionSweep } from './case-retention.js';
export type { CasesTables } from './cases.tables.js';
