/** `/api/operator/v1/companies…`: reads in an area for every staff role, the profile's change in an owners' area (app.ts). */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, OPERATOR_PATHS, updateCompanyProfileRequestSchema } from '@kerbside/contract';
import { parseForm, parseInput, sendFailure, sendResult } from '../../http/result.js';
import { actorOf } from '../staff/actor.js';
import type { CompaniesService } from './companies.service.js';

export function companiesReadRoutes(area: FastifyInstance, deps: { companies: CompaniesService }) {
  area.get(OPERATOR_PATHS.companies, async (request, reply) => reply.send({ success: true, data: await deps.companies.list(request.scope) }));

  area.get(OPERATOR_PATHS.company, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await deps.companies.get(request.scope, params.value.id));
  });
}

export function companiesWriteRoutes(area: FastifyInstance, deps: { companies: CompaniesService }) {
  area.put(OPERATOR_PATHS.company, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const input = parseForm(updateCompanyProfileRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    return sendResult(reply, await deps.companies.update(actorOf(request), params.value.id, input.value));
  });
}
