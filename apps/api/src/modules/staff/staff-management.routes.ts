/** `/api/operator/v1/staff…`: owners and platform admins (their declarations' roles). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { StaffManagementService } from './staff-management.service.js';
import { actorOf, narrowScope } from '../../platform/company-scope/index.js';

export function staffManagementRoutes(operator: FastifyInstance, deps: { management: StaffManagementService }) {
  const { management } = deps;

  serve(operator, OPERATIONS.operatorListStaff, async (request) => ({ success: true, data: await management.list(narrowScope(request.scope, request.query.company_id)) }));

  serve(operator, OPERATIONS.operatorInviteStaff, async (request, reply) => {
    const result = await management.invite(actorOf(request), request.body);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  serve(operator, OPERATIONS.operatorResendStaffInvite, async (request, reply) => sendResult(reply, await management.resend(actorOf(request), request.params.staffId)));

  serve(operator, OPERATIONS.operatorChangeStaffRole, async (request, reply) =>
    sendResult(reply, await management.changeRole(actorOf(request), request.params.id, request.body.role)),
  );

  serve(operator, OPERATIONS.operatorDeactivateStaff, async (request, reply) => sendResult(reply, await management.setActive(actorOf(request), request.params.id, false)));
  serve(operator, OPERATIONS.operatorReactivateStaff, async (request, reply) => sendResult(reply, await management.setActive(actorOf(request), request.params.id, true)));
}
