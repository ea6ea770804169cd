import type { FastifyInstance } from 'fastify';
import { OPERATIONS } from '@kerbside/contract';
import { serve } from '../../http/serve-operation.js';
import type { DocsPage } from './docs-page.js';

export const DOCS_PATHS = { page: OPERATIONS.getApiDocsPage.path, json: OPERATIONS.getOpenApiDocument.path } as const;

export interface Docs {
  json: string;
  page: DocsPage;
}

/**
 * The OpenAPI document and its page, made once by `docs()`. Outside /api/v1, so no API key
 * headers; inside the /api plugin, so the per-address limits apply.
 */
export function docsRoutes(app: FastifyInstance, docs: () => Docs) {
  // Sent as the text made once: the document is never serialised again.
  serve(app, OPERATIONS.getOpenApiDocument, async (_request, reply) => reply.type('application/json; charset=utf-8').send(docs().json));

  serve(app, OPERATIONS.getApiDocsPage, async (_request, reply) =>
    reply
      // The API's own CSP allows no style at all; this page's allows its one <style> element, by hash.
      .header('content-security-policy', docs().page.contentSecurityPolicy)
      .type('text/html; charset=utf-8')
      .send(docs().page.html),
  );
}
