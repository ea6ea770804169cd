/** `/api/driver/v1`: the driver's availability and the phone's positions (the driver guard names the driver). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { DRIVER_POSITION_LIMITS } from '../../http/limits.js';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
import { perDriverSession } from '../driver-sessions/index.js';
import type { DriverPositionsService } from './driver-positions.service.js';

/** 20 points are about 2 KB: anything much larger is not a batch. */
const POSITIONS_BODY_LIMIT = 16 * 1024;

const driverOf = (request: FastifyRequest) => ({ driverId: request.driverSession.driverId, companyId: request.driverSession.companyId });

export function driverPositionsRoutes(api: FastifyInstance, deps: { positions: DriverPositionsService; limiter: RateLimiter }) {
  const { positions } = deps;

  serve(api, OPERATIONS.driverAvailability, async (request) => ({ success: true, data: await positions.availability(driverOf(request)) }));

  serve(api, OPERATIONS.driverSetAvailability, async (request) => ({ success: true, data: await positions.setAvailability(driverOf(request), request.body.status) }));

  serve(api, OPERATIONS.driverPostPositions, async (request, reply) => sendResult(reply, await positions.addPositions(driverOf(request), request.body.points)), {
    bodyLimit: POSITIONS_BODY_LIMIT,
    preValidation: perDriverSession(deps.limiter, DRIVER_POSITION_LIMITS.perSession),
  });
}
