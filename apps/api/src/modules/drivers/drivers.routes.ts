/** `/api/operator/v1/drivers…`: registered in an area for every staff role (app.ts). */
import type { FastifyInstance } from 'fastify';
import {
  createDriverRequestSchema,
  driverCategoriesQuerySchema,
  driverListQuerySchema,
  idParamsSchema,
  OPERATOR_PATHS,
  updateDriverRequestSchema,
} from '@kerbside/contract';
import { parseInput, sendFailure, sendResult } from '../../http/result.js';
import { narrowScope } from '../staff/staff-scope.js';
import type { DriversService } from './drivers.service.js';
import { actorOf } from '../staff/actor.js';

export function driversRoutes(area: FastifyInstance, deps: { drivers: DriversService }) {
  const { drivers } = deps;

  area.get(OPERATOR_PATHS.drivers, async (request, reply) => {
    const query = parseInput(driverListQuerySchema, request.query);
    if (!query.ok) return sendFailure(reply, query);
    const { q, active, company_id } = query.value;
    const data = await drivers.list(narrowScope(request.scope, company_id), { q, active: active === undefined ? undefined : active === 'true' });
    return reply.send({ success: true, data });
  });

  area.get(OPERATOR_PATHS.driverCategories, async (request, reply) => {
    const query = parseInput(driverCategoriesQuerySchema, request.query);
    if (!query.ok) return sendFailure(reply, query);
    return reply.send({ success: true, data: await drivers.categoryChoices(narrowScope(request.scope, query.value.company_id)) });
  });

  area.get(OPERATOR_PATHS.driver(':id'), async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await drivers.get(request.scope, params.value.id));
  });

  area.post(OPERATOR_PATHS.drivers, async (request, reply) => {
    const input = parseInput(createDriverRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    const result = await drivers.create(actorOf(request), input.value);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  area.patch(OPERATOR_PATHS.driver(':id'), async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const input = parseInput(updateDriverRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    return sendResult(reply, await drivers.update(actorOf(request), params.value.id, input.value));
  });

  for (const [path, active] of [
    [OPERATOR_PATHS.driverDeactivate(':id'), false],
    [OPERATOR_PATHS.driverReactivate(':id'), true],
  ] as const) {
    area.post(path, async (request, reply) => {
      const params = parseInput(idParamsSchema, request.params);
      if (!params.ok) return sendFailure(reply, params);
      return sendResult(reply, await drivers.setActive(actorOf(request), params.value.id, active));
    });
  }
}
