import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '@kerbside/contract';
import type { ApiModule } from '../../api-module.js';
import type { AppContext } from '../../app-context.js';
import { ADDRESS_LIMITS } from '../../http/limits.js';
import { renderDocsPage } from './docs-page.js';
import { DOCS_PATHS, docsRoutes, type Docs } from './docs.routes.js';
import { limitWords, windowWords } from '../../http/documented-limits.js';

/** The API's version, from apps/api/package.json. */
function apiVersion(appRoot: string): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(appRoot, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * GET /api/docs/openapi.json and GET /api/docs: the OpenAPI 3.1 document of every /api call,
 * generated from the contract's catalogue and schemas, with the limits this server counts with.
 * The development-only routes are in it exactly when this server serves them. Both are made on the
 * first request and kept: few servers are ever asked, and start-up (every test app's too) need not
 * pay for them.
 */
export function createDocsModule(ctx: AppContext): ApiModule {
  const { config } = ctx;
  let docs: Docs | undefined;

  function makeDocs(): Docs {
    const factor = config.RATE_LIMIT_FACTOR;
    const baseline = Math.max(1, Math.round(ADDRESS_LIMITS.api.limit * factor));
    const signed = Math.max(1, Math.round(ADDRESS_LIMITS.signedCallbacks.limit * factor));
    const document = buildOpenApiDocument(
      {
        title: 'Kerbside API',
        version: apiVersion(config.appRoot),
        description: `The operator API behind the Kerbside booking website: prices, bookings, card payments, enquiries and corporate passenger accounts. Every /api call: ${windowWords(baseline, ADDRESS_LIMITS.api.windowSeconds)} per client address (the calls Stripe and Twilio sign: ${windowWords(signed, ADDRESS_LIMITS.signedCallbacks.windowSeconds)}).`,
      },
      { developmentRoutes: config.devTools, rateLimits: limitWords(factor), servers: [{ url: '/' }] },
    );
    return { json: JSON.stringify(document), page: renderDocsPage(document, { json: DOCS_PATHS.json }) };
  }

  return { name: 'docs', api: (api) => docsRoutes(api, () => (docs ??= makeDocs())) };
}
