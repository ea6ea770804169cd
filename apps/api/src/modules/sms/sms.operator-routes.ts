/** `/api/operator/v1/texts`: the company's text messages on the console's Messages page (every staff role; the staff guard of their declarations runs first). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { SmsConsoleService } from './sms-console.service.js';

export function smsOperatorRoutes(operator: FastifyInstance, service: SmsConsoleService) {
  serve(operator, OPERATIONS.operatorListTexts, async (request, reply) => sendResult(reply, await service.list(request.scope, request.query)));

  serve(operator, OPERATIONS.operatorGetText, async (request, reply) => sendResult(reply, await service.detail(request.scope, request.params.id)));

  serve(operator, OPERATIONS.operatorRetryText, async (request, reply) => sendResult(reply, await service.retry(request.staff, request.scope, request.params.id)));
}
