/** `/api/driver/v1`: the driver's availability and the phone's positions (the driver guard names the driver). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { overLimit } from '../../http/address-limits.js';
import { DRIVER_POSITION_LIMITS } from '../../http/limits.js';
import { sendFailure, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { RateLimiter } from '../../platform/limiter/index.js';
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
    // Per session, counted before the body is checked: a phone sending nonsense is stopped as soon as one sending positions.
    preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
      const refused = await overLimit(deps.limiter, DRIVER_POSITION_LIMITS.perSession, String(request.driverSession.sessionId));
      if (refused) return sendFailure(reply, refused);
    },
  });
}
