import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADERS } from '@kerbside/contract';

export interface ApiKeys {
  publicKey: string;
  secretKey: string;
}

/** The check of the two key headers: a 401 without them. */
export function apiKeyCheck(keys: ApiKeys) {
  return function checkKeys(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    if (request.headers[API_KEY_HEADERS.public] === keys.publicKey && request.headers[API_KEY_HEADERS.secret] === keys.secretKey) return done();
    reply.code(401).send({ success: false, message: 'Missing or invalid API key headers.' });
  };
}

/**
 * Spec §6: the website sends a public and a secret key header. They identify the client; being
 * embedded in a public website they protect nothing on their own.
 *
 * Registered inside the /api/v1 plugin, it adds the check to every route of that plugin when the
 * route is added, so it runs for whatever spelling of the URL reached the route; after the
 * per-address limits, so a flood without keys is counted too.
 */
export function requireApiKeys(app: FastifyInstance, keys: ApiKeys) {
  const checkKeys = apiKeyCheck(keys);
  app.addHook('onRoute', (route) => {
    // A route served from its declaration has the check from its guard (serve-operation.ts).
    if (route.config?.operation) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, checkKeys];
  });
}
