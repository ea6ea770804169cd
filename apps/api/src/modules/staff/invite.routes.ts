/**
 * `/api/operator/v1/invites…`: the set-password link's calls. No session (the link's token is the
 * credential), so they sit beside the session routes, outside every area, and are limited per
 * address before anything is read.
 */
import type { FastifyInstance } from 'fastify';
import { acceptInviteRequestSchema, inviteTokenParamsSchema, OPERATOR_PATHS } from '@kerbside/contract';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import { parseInput, sendFailure, sendResult } from '../../http/result.js';
import type { InviteAcceptanceService } from './invite-acceptance.service.js';
import { SESSION_COOKIE_SECONDS, setSessionCookie } from './session.routes.js';
import type { StaffSessionsService } from './staff-sessions.service.js';
import type { StaffRepository } from './staff.repository.js';

const limited = { config: { addressLimits: [ADDRESS_LIMITS.invites] } };

export function inviteRoutes(
  operator: FastifyInstance,
  deps: { invites: InviteAcceptanceService; sessions: StaffSessionsService; staff: StaffRepository; production: boolean },
) {
  operator.get(OPERATOR_PATHS.invite(':token'), limited, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const params = parseInput(inviteTokenParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await deps.invites.describe(params.value.token));
  });

  operator.post(OPERATOR_PATHS.inviteAccept, limited, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const input = parseInput(acceptInviteRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    const accepted = await deps.invites.accept(input.value.token, input.value.password);
    if (!accepted.ok) return sendFailure(reply, accepted);
    // Signed in as if they had typed the new password on the sign-in page.
    const staff = await deps.staff.findByEmail(accepted.value.email);
    if (!staff) throw new Error('The staff member of an accepted invitation is gone');
    const signedIn = await deps.sessions.open(staff);
    setSessionCookie(reply, signedIn.token, SESSION_COOKIE_SECONDS, deps.production);
    return reply.send({ success: true, data: signedIn.session });
  });
}
