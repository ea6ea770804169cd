/** `/api/operator/v1/mail`: the company's outbox in the console (every staff role; the staff guard of their declarations runs first). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { MailConsoleService } from './mail-console.service.js';

export function mailOperatorRoutes(operator: FastifyInstance, service: MailConsoleService) {
  serve(operator, OPERATIONS.operatorListMail, async (request, reply) => sendResult(reply, await service.list(request.scope, request.query)));

  serve(operator, OPERATIONS.operatorGetMail, async (request, reply) => sendResult(reply, await service.detail(request.scope, request.params.id)));

  serve(operator, OPERATIONS.operatorRetryMail, async (request, reply) => sendResult(reply, await service.retry(request.staff, request.scope, request.params.id)));
}
