import type { FastifyInstance } from 'fastify';
import { fromThisMachine } from '../../http/this-machine.js';
import { z } from 'zod';
import { API_PATHS, devOutboxAttachmentParamsSchema, text } from '@kerbside/contract';
import { fail, parseInput, sendResult } from '../../http/result.js';
import type { OutboxRepository } from './mail-outbox.repository.js';
import type { MailTransport } from './mail-transport.js';

const listQuerySchema = z.object({
  to: text(254).toLowerCase().optional(),
  kind: text(40).optional(),
});
const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

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
      if (!fromThisMachine(request)) return reply.code(404).send({ success: false, message: `No such endpoint: ${request.method} ${API_PATHS.devOutbox}` });
    });

    app.get(API_PATHS.devOutbox, async (request, reply) => {
      const query = parseInput(listQuerySchema, request.query);
      if (!query.ok) return sendResult(reply, query);
      const mails = await deps.repo.listRecent({ limit: 50, ...query.value });
      return reply.send({ success: true, transport: deps.transport, data: mails });
    });

    app.get(`${API_PATHS.devOutbox}/:id`, async (request, reply) => {
      const params = parseInput(idParamsSchema, request.params);
      if (!params.ok) return sendResult(reply, params);
      const html = await deps.repo.findHtml(params.value.id);
      if (html === undefined) return sendResult(reply, fail(404, 'No such mail in the outbox.'));
      return reply.header('content-security-policy', MAIL_PAGE_CSP).type('text/html; charset=utf-8').send(html);
    });

    // An attachment's content as it was sent, downloaded under its own name and type.
    app.get(`${API_PATHS.devOutbox}/:id/attachments/:index`, async (request, reply) => {
      const params = parseInput(devOutboxAttachmentParamsSchema, request.params);
      if (!params.ok) return sendResult(reply, params);
      const attachment = await deps.repo.findAttachment(params.value.id, params.value.index);
      if (!attachment) return sendResult(reply, fail(404, 'No such attachment in the outbox.'));
      return reply
        .header('content-disposition', `attachment; filename="${attachment.filename}"`)
        .type(attachment.contentType)
        .send(attachment.content);
    });
  });
}
