/**
 * `/api/operator/v1/invites…`: the set-password link's calls. No session (the link's token is the
 * credential: their declarations' auth is 'none'), and limited per address before anything is read
 * (their declared limit, invites).
 */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendFailure, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { InviteAcceptanceService } from './invite-acceptance.service.js';
import { SESSION_COOKIE_SECONDS, setSessionCookie } from './session.routes.js';
import type { StaffSessionsService } from './staff-sessions.service.js';
import type { StaffRepository } from './staff.repository.js';

export function inviteRoutes(
  operator: FastifyInstance,
  deps: { invites: InviteAcceptanceService; sessions: StaffSessionsService; staff: StaffRepository; production: boolean },
) {
  serve(operator, OPERATIONS.operatorGetInvite, async (request, reply) => sendResult(reply, await deps.invites.describe(request.params.token)));

  serve(operator, OPERATIONS.operatorAcceptInvite, async (request, reply) => {
    const accepted = await deps.invites.accept(request.body.token, request.body.password);
    if (!accepted.ok) return sendFailure(reply, accepted);
    // Signed in as if they had typed the new password on the sign-in page.
    const staff = await deps.staff.findByEmail(accepted.value.email);
    if (!staff) throw new Error('The staff member of an accepted invitation is gone');
    const signedIn = await deps.sessions.open(staff);
    setSessionCookie(reply, signedIn.token, SESSION_COOKIE_SECONDS, deps.production);
    return reply.send({ success: true, data: signedIn.session });
  });
}
