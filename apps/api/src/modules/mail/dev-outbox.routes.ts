import type { FastifyInstance } from 'fastify';
import { fromThisMachine } from '../../http/this-machine.js';
import { OPERATIONS } from '@kerbside/contract';
import { fail, sendResult } from '../../http/result.js';
import { serve } from '../../http/serve-operation.js';
import type { OutboxRepository } from './mail-outbox.repository.js';
import type { MailTransport } from './mail-transport.js';

// The mail's own inline styles may apply; nothing else may load or run.
const MAIL_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * Development and tests only (NODE_ENV development or test): the newest mail of the outbox (with
 * its attachments' names; each attachment's content at /:id/attachments/:index),
 * whichever transport is configured, so a developer and the browser tests can read what was
 * sent. Outside /api/v1, so no API key headers; answered only to this machine.
 */
export function devOutboxRoutes(parent: FastifyInstance, deps: { repo: OutboxRepository; transport: MailTransport['name'] }) {
  // Its own plugin, so the hook below guards these routes and no other.
  void parent.register(async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!fromThisMachine(request)) return reply.code(404).send({ success: false, message: `No such endpoint: ${request.method} ${OPERATIONS.listOutbox.path}` });
    });

    serve(app, OPERATIONS.listOutbox, async (request, reply) => {
      const mails = await deps.repo.listRecent({ limit: 50, ...request.query });
      return reply.send({ success: true, transport: deps.transport, data: mails });
    });

    serve(app, OPERATIONS.getOutboxMailHtml, async (request, reply) => {
      const html = await deps.repo.findHtml(request.params.id);
      if (html === undefined) return sendResult(reply, fail(404, 'No such mail in the outbox.'));
      return reply.header('content-security-policy', MAIL_PAGE_CSP).type('text/html; charset=utf-8').send(html);
    });

    // An attachment's content as it was sent, downloaded under its own name and type.
    serve(app, OPERATIONS.getOutboxMailAttachment, async (request, reply) => {
      const attachment = await deps.repo.findAttachment(request.params.id, request.params.index);
      if (!attachment) return sendResult(reply, fail(404, 'No such attachment in the outbox.'));
      return reply
        .header('content-disposition', `attachment; filename="${attachment.filename}"`)
        .type(attachment.contentType)
        .send(attachment.content);
    });
  });
}
