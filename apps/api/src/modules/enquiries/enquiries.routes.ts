import type { FastifyInstance, preSerializationHookHandler } from 'fastify';
import { API_PATHS, contactMessageSchema, quoteRequestSchema } from '@kerbside/contract';
import { parseInput, sendResult } from '../../http/result.js';
import type { EnquiriesService } from './enquiries.service.js';

/**
 * Spec §7: the website reads a Contact Us failure from an `error` field. Every failure of this
 * route (bad input, invalid JSON from the error handler, 5xx) carries it beside `message`.
 */
const addErrorField: preSerializationHookHandler<unknown> = async (_request, _reply, payload) => {
  if (payload && typeof payload === 'object' && (payload as { success?: unknown }).success === false) {
    const { message } = payload as { message?: unknown };
    if (typeof message === 'string') return { ...payload, error: message };
  }
  return payload;
};

export function enquiriesRoutes(app: FastifyInstance, service: EnquiriesService) {
  app.post(API_PATHS.quoteRequest, async (request, reply) => {
    const input = parseInput(quoteRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    return sendResult(reply, await service.submitQuoteRequest(input.value));
  });

  app.post(API_PATHS.contactUs, { preSerialization: addErrorField }, async (request, reply) => {
    const input = parseInput(contactMessageSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    return sendResult(reply, await service.submitContactMessage(input.value));
  });
}
