import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createStaffRepository } from './staff.repository.js';
import { createStaffSessionsService, type StaffSessionsService } from './staff-sessions.service.js';
import { decorateOperatorRequests } from './operator-area.js';
import { sessionRoutes } from './session.routes.js';

export interface StaffModule {
  sessions: StaffSessionsService;
  /** The session routes, and the request decorations every operator area relies on. */
  routes(operator: FastifyInstance): void;
}

/** Console staff: sign-in, sessions, and (with issue 10) invitations. */
export function createStaffModule(ctx: AppContext): StaffModule {
  const repo = createStaffRepository(ctx.db.kysely);
  const sessions = createStaffSessionsService({ repo, passwords: ctx.passwords, now: ctx.now });
  return {
    sessions,
    routes(operator) {
      decorateOperatorRequests(operator);
      sessionRoutes(operator, { sessions, production: ctx.config.NODE_ENV === 'production' });
    },
  };
}
