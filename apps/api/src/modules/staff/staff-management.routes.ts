/** `/api/operator/v1/staff…`: registered in an area for owners and platform admins (app.ts). */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, OPERATOR_PATHS, staffIdParamsSchema, staffInviteRequestSchema, staffListQuerySchema, staffRoleRequestSchema } from '@kerbside/contract';
import { parseInput, sendFailure, sendResult } from '../../http/result.js';
import type { StaffManagementService } from './staff-management.service.js';
import { actorOf } from './actor.js';
import { narrowScope } from './staff-scope.js';

export function staffManagementRoutes(area: FastifyInstance, deps: { management: StaffManagementService }) {
  const { management } = deps;

  area.get(OPERATOR_PATHS.staff, async (request, reply) => {
    const query = parseInput(staffListQuerySchema, request.query);
    if (!query.ok) return sendFailure(reply, query);
    const data = await management.list(narrowScope(request.scope, query.value.company_id));
    return reply.send({ success: true, data });
  });

  area.post(OPERATOR_PATHS.staffInvites, async (request, reply) => {
    const input = parseInput(staffInviteRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    const result = await management.invite(actorOf(request), input.value);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  area.post(OPERATOR_PATHS.staffInviteResend(':staffId'), async (request, reply) => {
    const params = parseInput(staffIdParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await management.resend(actorOf(request), params.value.staffId));
  });

  area.post(OPERATOR_PATHS.staffRole(':id'), async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const input = parseInput(staffRoleRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    return sendResult(reply, await management.changeRole(actorOf(request), params.value.id, input.value.role));
  });

  for (const [path, active] of [
    [OPERATOR_PATHS.staffDeactivate(':id'), false],
    [OPERATOR_PATHS.staffReactivate(':id'), true],
  ] as const) {
    area.post(path, async (request, reply) => {
      const params = parseInput(idParamsSchema, request.params);
      if (!params.ok) return sendFailure(reply, params);
      return sendResult(reply, await management.setActive(actorOf(request), params.value.id, active));
    });
  }
}
