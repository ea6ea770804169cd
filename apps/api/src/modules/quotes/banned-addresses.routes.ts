/** `/api/operator/v1/banned-addresses…`: the list for every staff role, changes for platform admins (their declarations' roles). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { BannedAddressesService } from './banned-addresses.service.js';

export function bannedAddressesRoutes(operator: FastifyInstance, deps: { banned: BannedAddressesService }) {
  const { banned } = deps;

  serve(operator, OPERATIONS.operatorListBannedAddresses, async () => ({ success: true, data: await banned.list() }));

  serve(operator, OPERATIONS.operatorCreateBannedAddress, async (request, reply) => {
    const result = await banned.create(actorOf(request), request.body);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  serve(operator, OPERATIONS.operatorUpdateBannedAddress, async (request, reply) => sendResult(reply, await banned.update(actorOf(request), request.params.id, request.body)));

  serve(operator, OPERATIONS.operatorDeleteBannedAddress, async (request, reply) =>
    sendResult(reply, await banned.remove(actorOf(request), request.params.id), (value) => ({ success: true, ...value })),
  );
}
