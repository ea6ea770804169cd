import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { publicUrlOf } from '../../config.js';
import type { MailOutbox } from '../../platform/outbox/index.js';
import { createSessionEnds } from '../live-events/index.js';
import { createStaffRepository } from './staff.repository.js';
import { createStaffSessionsService, type StaffSessionsService } from './staff-sessions.service.js';
import { sessionRoutes } from './session.routes.js';
import { createStaffMembersRepository } from './staff-members.repository.js';
import { createStaffManagementService } from './staff-management.service.js';
import { createInviteAcceptanceService } from './invite-acceptance.service.js';
import { inviteRoutes } from './invite.routes.js';
import { staffManagementRoutes } from './staff-management.routes.js';

export interface StaffModule extends ApiModule {
  sessions: StaffSessionsService;
}

/** Console staff: sign-in, sessions, invitations and staff management. */
export function createStaffModule(ctx: AppContext, deps: { outbox: MailOutbox }): StaffModule {
  const repo = createStaffRepository(ctx.db.kysely);
  // Sessions that end (sign-out, deactivation) end their board's event streams on every instance.
  const sessionEnds = createSessionEnds(ctx.events);
  const sessions = createStaffSessionsService({ repo, passwords: ctx.passwords, sessionEnds, now: ctx.now });
  const members = createStaffMembersRepository(ctx.db);
  const management = createStaffManagementService({ db: ctx.db, members, sessions: repo, sessionEnds, outbox: deps.outbox, publicUrl: publicUrlOf(ctx.config), limiter: ctx.rateLimiter, now: ctx.now });
  const invites = createInviteAcceptanceService({ db: ctx.db, members, sessions: repo, sessionEnds, now: ctx.now });
  const production = ctx.config.NODE_ENV === 'production';
  return {
    sessions,
    name: 'staff',
    // Sign-in and sessions, invitations, staff management.
    operator(operator) {
      sessionRoutes(operator, { sessions, production });
      inviteRoutes(operator, { invites, sessions, staff: repo, production });
      staffManagementRoutes(operator, { management });
    },
  };
}
export { perSession } from './session-limits.js';
export type { StaffRole } from './staff.tables.js';
export { decorateOperatorRequests, staffGuard } from './staff-guard.js';
