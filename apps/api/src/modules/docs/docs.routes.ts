import type { FastifyInstance } from 'fastify';
import type { DocsPage } from './docs-page.js';

export const DOCS_PATHS = { page: '/api/docs', json: '/api/docs/openapi.json' } as const;

export interface Docs {
  json: string;
  page: DocsPage;
}

/**
 * The OpenAPI document and its page, made once by `docs()`. Outside /api/v1, so no API key
 * headers; inside the /api plugin, so the per-address limits apply.
 */
export function docsRoutes(app: FastifyInstance, docs: () => Docs) {
  app.get(DOCS_PATHS.json, async (_request, reply) => reply.type('application/json; charset=utf-8').send(docs().json));

  app.get(DOCS_PATHS.page, async (_request, reply) =>
    reply
      // The API's own CSP allows no style at all; this page's allows its one <style> element, by hash.
      .header('content-security-policy', docs().page.contentSecurityPolicy)
      .type('text/html; charset=utf-8')
      .send(docs().page.html),
  );
}
