import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { createAuditLogRepository } from './audit-log.repository.js';
import { auditLogRoutes } from './audit-log.routes.js';
import { createAuditLogService } from './audit-log.service.js';

/** The audit log's reading side; entries are written by each change with recordAudit (platform/audit/). */
export function createAuditLogModule(ctx: AppContext): ApiModule {
  const service = createAuditLogService({ repo: createAuditLogRepository(ctx.db.kysely) });
  // Its declaration admits owners and platform admins: owners see their company, platform admins everything.
  return { name: 'audit', operator: (operator) => auditLogRoutes(operator, service) };
}
