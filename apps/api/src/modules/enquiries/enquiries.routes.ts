import type { FastifyInstance, preSerializationAsyncHookHandler } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
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

// Each message mails text the visitor chose: a few per address, counted with Contact Us (their declared limits).
export function enquiriesRoutes(app: FastifyInstance, service: EnquiriesService) {
  serve(app, OPERATIONS.sendQuoteRequest, async (request, reply) => sendResult(reply, await service.submitQuoteRequest(request.body)));

  serve(app, OPERATIONS.sendContactMessage, async (request, reply) => sendResult(reply, await service.submitContactMessage(request.body)), { preSerialization: addErrorField });
}
