import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import { API_PATHS, contactMessageSchema, quoteRequestSchema } from '@kerbside/contract';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import { parseInput, sendResult } from '../../http/result.js';
import type { EnquiriesService } from './enquiries.service.js';

/**
 * Spec §7: the website reads a Contact Us failure from an `error` field. Every failure of this
 * route (bad input, invalid JSON from the error handler, 5xx) carries it beside `message`.
 */
const addErrorField: preSerializationAsyncHookHandler<unknown> = async (_request, _reply, payload) => {
  if (payload && typeof payload === 'object' && (payload as { success?: unknown }).success === false) {
    const { message } = payload as { message?: unknown };
    if (typeof message === 'string') return { ...payload, error: message };
  }
  return payload;
};

// Each message mails text the visitor chose: a few per address, counted with Contact Us.
const messageLimits = [ADDRESS_LIMITS.messages, ADDRESS_LIMITS.messagesPerDay];

export function enquiriesRoutes(app: FastifyInstance, service: EnquiriesService) {
  app.post(API_PATHS.quoteRequest, { config: { addressLimits: messageLimits } }, async (request, reply) => {
    const input = parseInput(quoteRequestSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    return sendResult(reply, await service.submitQuoteRequest(input.value));
  });

  app.post(API_PATHS.contactUs, { preSerialization: addErrorField, config: { addressLimits: messageLimits } }, async (request, reply) => {
    const input = parseInput(contactMessageSchema, request.body);
    if (!input.ok) return sendResult(reply, input);
    return sendResult(reply, await service.submitContactMessage(input.value));
  });
}
