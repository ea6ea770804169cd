/** `/api/operator/v1/mail`: the company's outbox in the console (an operator area: session, CSRF and role checked). */
import type { FastifyInstance } from 'fastify';
import { mailListQuerySchema, mailParamsSchema, OPERATOR_PATHS } from '@kerbside/contract';
import { parseInput, sendResult } from '../../http/result.js';
import type { MailConsoleService } from './mail-console.service.js';

export function mailOperatorRoutes(area: FastifyInstance, service: MailConsoleService) {
  area.get(OPERATOR_PATHS.mail, async (request, reply) => {
    const query = parseInput(mailListQuerySchema, request.query);
    if (!query.ok) return sendResult(reply, query);
    return sendResult(reply, await service.list(request.scope, query.value));
  });

  area.get(OPERATOR_PATHS.mailItem, async (request, reply) => {
    const params = parseInput(mailParamsSchema, request.params);
    if (!params.ok) return sendResult(reply, params);
    return sendResult(reply, await service.detail(request.scope, params.value.id));
  });

  area.post(OPERATOR_PATHS.mailRetry, async (request, reply) => {
    const params = parseInput(mailParamsSchema, request.params);
    if (!params.ok) return sendResult(reply, params);
    return sendResult(reply, await service.retry(request.staff, request.scope, params.value.id));
  });
}
