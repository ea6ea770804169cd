/** `/api/operator/v1`: the office's map, and the nearest available drivers to a job (every staff role). */
import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { DriverPositionsService } from './driver-positions.service.js';

export function driverMapRoutes(operator: FastifyInstance, deps: { positions: DriverPositionsService }) {
  serve(operator, OPERATIONS.operatorDriverMap, async (request) => ({ success: true, data: await deps.positions.map(request.scope) }));
  serve(operator, OPERATIONS.operatorNearestDrivers, async (request, reply) => sendResult(reply, await deps.positions.nearest(request.scope, request.params.id)));
}
