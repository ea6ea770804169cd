import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import type { QuotesService } from './quotes.service.js';

export function quotesRoutes(app: FastifyInstance, service: QuotesService) {
  app.post(API_PATHS.distancePrice, async (request, reply) => sendResult(reply, await service.distancePrice(request.body)));
  app.post(API_PATHS.hourlyPrice, async (request, reply) => sendResult(reply, await service.hourlyPrice(request.body)));
  app.post(API_PATHS.distance, async (request, reply) => sendResult(reply, await service.distance(request.body)));
}
