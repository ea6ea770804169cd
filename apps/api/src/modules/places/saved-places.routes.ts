/** `/api/operator/v1/saved-places…`: the list in an area for every staff role, changes in a platform admins' area (app.ts). */
import type { FastifyInstance } from 'fastify';
import { idParamsSchema, OPERATOR_PATHS, savedPlaceOrderRequestSchema, savedPlaceRequestSchema } from '@kerbside/contract';
import { parseForm, parseInput, sendFailure, sendResult } from '../../http/result.js';
import { actorOf } from '../staff/actor.js';
import type { SavedPlacesService } from './saved-places.service.js';

export function savedPlacesReadRoutes(area: FastifyInstance, deps: { savedPlaces: SavedPlacesService }) {
  area.get(OPERATOR_PATHS.savedPlaces, async (_request, reply) => reply.send({ success: true, data: await deps.savedPlaces.list() }));
}

export function savedPlacesWriteRoutes(area: FastifyInstance, deps: { savedPlaces: SavedPlacesService }) {
  const { savedPlaces } = deps;

  area.post(OPERATOR_PATHS.savedPlaces, async (request, reply) => {
    const input = parseForm(savedPlaceRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    const result = await savedPlaces.create(actorOf(request), input.value);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  area.put(OPERATOR_PATHS.savedPlacesOrder, async (request, reply) => {
    const input = parseInput(savedPlaceOrderRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    return sendResult(reply, await savedPlaces.reorder(actorOf(request), input.value.ids));
  });

  area.put(OPERATOR_PATHS.savedPlace, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const input = parseForm(savedPlaceRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    return sendResult(reply, await savedPlaces.update(actorOf(request), params.value.id, input.value));
  });

  area.delete(OPERATOR_PATHS.savedPlace, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await savedPlaces.remove(actorOf(request), params.value.id), (value) => ({ success: true, ...value }));
  });
}
