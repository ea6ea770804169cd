import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_HEADERS } from '@kerbside/contract';

export interface ApiKeys {
  publicKey: string;
  secretKey: string;
}

/**
 * Spec §6: the website sends a public and a secret key header. They identify the client; being
 * embedded in a public website they protect nothing on their own.
 *
 * The guard of every operation whose `auth` names the keys (operation-guards.ts): an onRequest hook
 * of the matched route, so it runs for whatever spelling of the URL reached it, after the
 * per-address limits, so a flood without keys is counted too. A 401 without them.
 */
export function apiKeyCheck(keys: ApiKeys) {
  return function checkKeys(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
    if (request.headers[API_KEY_HEADERS.public] === keys.publicKey && request.headers[API_KEY_HEADERS.secret] === keys.secretKey) return done();
    reply.code(401).send({ success: false, message: 'Missing or invalid API key headers.' });
  };
}
