import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS } from '@kerbside/contract';
import { CompressedOnce, sendJsonBody } from '../../http/compression.js';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import { sendResult, type Result } from '../../http/result.js';
import type { QuotesService } from './quotes.service.js';

// Remembered quotes come back as the same object: serialise (and compress) each one once.
const serialized = new WeakMap<object, CompressedOnce>();

function sendQuote(request: FastifyRequest, reply: FastifyReply, result: Result<object>) {
  if (!result.ok) return sendResult(reply, result);
  let body = serialized.get(result.value);
  if (body === undefined) {
    body = new CompressedOnce(JSON.stringify({ success: true, data: result.value }));
    serialized.set(result.value, body);
  }
  return sendJsonBody(request, reply, body);
}

// Each may compute a paid route when a maps key is set.
const prices = { config: { addressLimits: [ADDRESS_LIMITS.prices] } };

export function quotesRoutes(app: FastifyInstance, service: QuotesService) {
  app.post(API_PATHS.distancePrice, prices, async (request, reply) => sendQuote(request, reply, await service.distancePrice(request.body)));
  app.post(API_PATHS.hourlyPrice, prices, async (request, reply) => sendQuote(request, reply, await service.hourlyPrice(request.body)));
  app.post(API_PATHS.distance, prices, async (request, reply) => sendResult(reply, await service.distance(request.body)));
}
