/** `/api/operator/v1/banned-addresses…`: the list in an area for every staff role, changes in a platform admins' area (app.ts). */
import type { FastifyInstance } from 'fastify';
import { bannedAddressRequestSchema, idParamsSchema, OPERATOR_PATHS } from '@kerbside/contract';
import { parseForm, parseInput, sendFailure, sendResult } from '../../http/result.js';
import { actorOf } from '../staff/actor.js';
import type { BannedAddressesService } from './banned-addresses.service.js';

export function bannedAddressesReadRoutes(area: FastifyInstance, deps: { banned: BannedAddressesService }) {
  area.get(OPERATOR_PATHS.bannedAddresses, async (_request, reply) => reply.send({ success: true, data: await deps.banned.list() }));
}

export function bannedAddressesWriteRoutes(area: FastifyInstance, deps: { banned: BannedAddressesService }) {
  const { banned } = deps;

  area.post(OPERATOR_PATHS.bannedAddresses, async (request, reply) => {
    const input = parseForm(bannedAddressRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    const result = await banned.create(actorOf(request), input.value);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  area.put(OPERATOR_PATHS.bannedAddress, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const input = parseForm(bannedAddressRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    return sendResult(reply, await banned.update(actorOf(request), params.value.id, input.value));
  });

  area.delete(OPERATOR_PATHS.bannedAddress, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await banned.remove(actorOf(request), params.value.id), (value) => ({ success: true, ...value }));
  });
}
