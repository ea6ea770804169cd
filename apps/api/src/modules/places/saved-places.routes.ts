/** `/api/operator/v1/saved-places…`: the list for every staff role, changes for platform admins (their declarations' roles). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf } from '../../platform/company-scope/index.js';
import type { SavedPlacesService } from './saved-places.service.js';

export function savedPlacesRoutes(operator: FastifyInstance, deps: { savedPlaces: SavedPlacesService }) {
  const { savedPlaces } = deps;

  serve(operator, OPERATIONS.operatorListSavedPlaces, async () => ({ success: true, data: await savedPlaces.list() }));

  serve(operator, OPERATIONS.operatorCreateSavedPlace, async (request, reply) => {
    const result = await savedPlaces.create(actorOf(request), request.body);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  serve(operator, OPERATIONS.operatorOrderSavedPlaces, async (request, reply) => sendResult(reply, await savedPlaces.reorder(actorOf(request), request.body.ids)));

  serve(operator, OPERATIONS.operatorUpdateSavedPlace, async (request, reply) => sendResult(reply, await savedPlaces.update(actorOf(request), request.params.id, request.body)));

  serve(operator, OPERATIONS.operatorDeleteSavedPlace, async (request, reply) =>
    sendResult(reply, await savedPlaces.remove(actorOf(request), request.params.id), (value) => ({ success: true, ...value })),
  );
}
