/** `/api/operator/v1/companies…`: reads for every staff role, the profile's change for owners and platform admins (their declarations' roles). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { CompaniesService } from './companies.service.js';

export function companiesRoutes(operator: FastifyInstance, deps: { companies: CompaniesService }) {
  serve(operator, OPERATIONS.operatorListCompanies, async (request) => ({ success: true, data: await deps.companies.list(request.scope) }));

  serve(operator, OPERATIONS.operatorGetCompany, async (request, reply) => sendResult(reply, await deps.companies.get(request.scope, request.params.id)));

  serve(operator, OPERATIONS.operatorUpdateCompany, async (request, reply) => sendResult(reply, await deps.companies.update(actorOf(request), request.params.id, request.body)));
}
