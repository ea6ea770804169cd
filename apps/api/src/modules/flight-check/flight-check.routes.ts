import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { serve } from '../../http/serve-operation.js';
import type { FlightCheckService } from './flight-check.service.js';

export function flightCheckRoutes(app: FastifyInstance, service: FlightCheckService) {
  serve(app, OPERATIONS.checkFlight, async (request) => ({ success: true, data: await service.check(request.body) }));
}
