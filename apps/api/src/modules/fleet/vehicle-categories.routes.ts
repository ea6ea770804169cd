/**
 * `/api/operator/v1/fleet/vehicles…`: reads for every staff role, changes for owners and platform
 * admins (their declarations' roles), so a dispatcher's change is refused before a route runs.
 */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import { actorOf, narrowScope } from '../../platform/company-scope/index.js';
import { PICTURE_ROUTE_OPTIONS, pictureUploads, uploadedBytes } from '../media/index.js';
import type { VehicleCategoriesService } from './vehicle-categories.service.js';

export function vehicleCategoryRoutes(operator: FastifyInstance, categories: VehicleCategoriesService) {
  serve(operator, OPERATIONS.operatorListVehicleCategories, async (request) => ({ success: true, data: await categories.list(narrowScope(request.scope, request.query.company_id)) }));

  serve(operator, OPERATIONS.operatorCreateVehicleCategory, async (request, reply) => {
    const result = await categories.create(actorOf(request), request.body);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  serve(operator, OPERATIONS.operatorUpdateVehicleCategory, async (request, reply) => sendResult(reply, await categories.update(actorOf(request), request.params.id, request.body)));

  serve(operator, OPERATIONS.operatorDeleteVehiclePicture, async (request, reply) => sendResult(reply, await categories.removePicture(actorOf(request), request.params.id)));

  pictureUploads(operator, (uploads) => {
    serve(
      uploads,
      OPERATIONS.operatorPutVehiclePicture,
      async (request, reply) => sendResult(reply, await categories.setPicture(actorOf(request), request.params.id, uploadedBytes(request.body))),
      PICTURE_ROUTE_OPTIONS,
    );
  });
}
