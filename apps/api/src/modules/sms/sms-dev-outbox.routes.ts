import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { fromThisMachine } from '../../http/this-machine.js';
import { serve } from '../../http/serve-operation.js';
import type { SmsDeliveryRepository } from './sms-delivery.repository.js';
import type { SmsTransport } from './sms-transport.js';

/**
 * Development and tests only (NODE_ENV development or test): the newest texts of the outbox,
 * whichever transport is configured, answered only to this machine (the mail's dev outbox guard).
 */
export function smsDevOutboxRoutes(parent: FastifyInstance, deps: { repo: SmsDeliveryRepository; transport: SmsTransport['name'] }) {
  // Its own plugin, so the hook below guards this route and no other.
  void parent.register(async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!fromThisMachine(request)) return reply.code(404).send({ success: false, message: `No such endpoint: ${request.method} ${OPERATIONS.listSmsOutbox.path}` });
    });
    serve(app, OPERATIONS.listSmsOutbox, async (request, reply) => {
      const texts = await deps.repo.listRecent({ limit: 50, ...request.query });
      return reply.send({ success: true, transport: deps.transport, data: texts });
    });
  });
}
