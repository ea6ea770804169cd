import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createAuditLogRepository } from './audit-log.repository.js';
import { auditLogRoutes } from './audit-log.routes.js';
import { createAuditLogService } from './audit-log.service.js';

export interface AuditLogModule {
  /** Register on the console API's plugin (its declaration admits owners and platform admins): owners see their company, platform admins everything. */
  operatorRoutes(operator: FastifyInstance): void;
}

/** The audit log's reading side; entries are written by each change with recordAudit (platform/audit/). */
export function createAuditLogModule(ctx: AppContext): AuditLogModule {
  const service = createAuditLogService({ repo: createAuditLogRepository(ctx.db.kysely) });
  return { operatorRoutes: (area) => auditLogRoutes(area, service) };
}
