/**
 * `/api/operator/v1/fleet/vehicles…`: reads in an area for every staff role, changes in an area for
 * owners and platform admins (app.ts), so a dispatcher's change is refused before a route runs.
 */
import type { FastifyInstance } from 'fastify';
import {
  createVehicleCategoryRequestSchema,
  idParamsSchema,
  OPERATOR_PATHS,
  updateVehicleCategoryRequestSchema,
  vehicleCategoryListQuerySchema,
} from '@kerbside/contract';
import { parseForm, parseInput, sendFailure, sendResult } from '../../http/result.js';
import { actorOf } from '../staff/actor.js';
import { narrowScope } from '../staff/staff-scope.js';
import { PICTURE_ROUTE_OPTIONS, pictureUploads, uploadedBytes } from '../media/picture-upload.js';
import type { VehicleCategoriesService } from './vehicle-categories.service.js';

export function vehicleCategoryReadRoutes(area: FastifyInstance, categories: VehicleCategoriesService) {
  area.get(OPERATOR_PATHS.fleetVehicles, async (request, reply) => {
    const query = parseInput(vehicleCategoryListQuerySchema, request.query);
    if (!query.ok) return sendFailure(reply, query);
    return reply.send({ success: true, data: await categories.list(narrowScope(request.scope, query.value.company_id)) });
  });
}

export function vehicleCategoryWriteRoutes(area: FastifyInstance, categories: VehicleCategoriesService) {
  area.post(OPERATOR_PATHS.fleetVehicles, async (request, reply) => {
    const input = parseForm(createVehicleCategoryRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    const result = await categories.create(actorOf(request), input.value);
    if (result.ok) reply.code(201);
    return sendResult(reply, result);
  });

  area.patch(OPERATOR_PATHS.fleetVehicle, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    const input = parseForm(updateVehicleCategoryRequestSchema, request.body);
    if (!input.ok) return sendFailure(reply, input);
    return sendResult(reply, await categories.update(actorOf(request), params.value.id, input.value));
  });

  area.delete(OPERATOR_PATHS.fleetVehiclePicture, async (request, reply) => {
    const params = parseInput(idParamsSchema, request.params);
    if (!params.ok) return sendFailure(reply, params);
    return sendResult(reply, await categories.removePicture(actorOf(request), params.value.id));
  });

  pictureUploads(area, (uploads) => {
    uploads.put(OPERATOR_PATHS.fleetVehiclePicture, PICTURE_ROUTE_OPTIONS, async (request, reply) => {
      const params = parseInput(idParamsSchema, request.params);
      if (!params.ok) return sendFailure(reply, params);
      return sendResult(reply, await categories.setPicture(actorOf(request), params.value.id, uploadedBytes(request.body)));
    });
  });
}
