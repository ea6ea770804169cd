import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { CompressedOnce, sendJsonBody } from '../../http/compression.js';
import { sendResult, type Result } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
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

// Each may compute a paid route when a maps key is set (their declared limit, prices).
export function quotesRoutes(app: FastifyInstance, service: QuotesService) {
  serve(app, OPERATIONS.calculateDistancePrice, async (request, reply) => sendQuote(request, reply, await service.distancePrice(request.body)));
  serve(app, OPERATIONS.calculateHourlyPrice, async (request, reply) => sendQuote(request, reply, await service.hourlyPrice(request.body)));
  serve(app, OPERATIONS.calculateDistance, async (request, reply) => sendResult(reply, await service.distance(request.body)));
}
