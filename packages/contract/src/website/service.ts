/** The website's API: Health of the server and this documentation. */
import { defineDocs, defineOperations, named } from '../operation.js';
import { healthResponseSchema, healthUnavailableResponseSchema, openApiDocumentResponseSchema } from '../api-responses.js';

export const SERVICE_OPERATIONS = /* @__PURE__ */ defineOperations({
  getHealth: {
    method: 'get',
    path: '/api/health',
    auth: 'none',
    success: { status: 200, body: named('HealthResponse', healthResponseSchema) },
  },
  getOpenApiDocument: {
    method: 'get',
    path: '/api/docs/openapi.json',
    auth: 'none',
    success: { status: 200, body: named('OpenApiDocument', openApiDocumentResponseSchema) },
  },
  getApiDocsPage: {
    method: 'get',
    path: '/api/docs',
    auth: 'none',
    success: { status: 200, html: true },
  },
});

export const SERVICE_DOCS = /* @__PURE__ */ defineDocs(SERVICE_OPERATIONS, {
  getHealth: {
    tag: 'Service',
    summary: 'Health of the server',
    description:
      'Runs `select 1` on the database and, when Redis is configured, a PING, each given 2 seconds. Mail trouble is reported but never makes it 503. For load balancers and monitoring; no key headers.',
    success: { description: 'The database (and Redis) answered.' },
    otherResponses: {
      503: { description: 'The database or Redis did not answer; the message names which.', body: named('HealthUnavailableResponse', healthUnavailableResponseSchema) },
    },
  },
  getOpenApiDocument: {
    tag: 'Service',
    summary: 'This API as an OpenAPI 3.1 document',
    description: 'Generated from the schemas the server validates with. No key headers.',
    success: { description: 'The OpenAPI document.' },
  },
  getApiDocsPage: {
    tag: 'Service',
    summary: 'This documentation as a page',
    description: 'The same document as a readable HTML page. No key headers.',
    success: { description: 'An HTML page.' },
  },
});
