/** `/api/operator/v1/bookings/{id}/pay-link` (POST sends, DELETE withdraws): every staff role, for their own company's bookings. */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { SendPayLink } from './send-pay-link.js';
import type { WithdrawPayLink } from './withdraw-pay-link.js';

export function payLinksRoutes(operator: FastifyInstance, deps: { send: SendPayLink; withdraw: WithdrawPayLink }) {
  serve(operator, OPERATIONS.operatorSendPayLink, async (request, reply) => sendResult(reply, await deps.send(actorOf(request), request.params.id)));
  serve(operator, OPERATIONS.operatorWithdrawPayLink, async (request, reply) => sendResult(reply, await deps.withdraw(actorOf(request), request.params.id)));
}
