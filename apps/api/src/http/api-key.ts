import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADERS } from '@kerbside/contract';

/**
 * Spec §6: the website sends a public and a secret key header. They identify the client; being
 * embedded in a public website they protect nothing on their own.
 */
export function requireApiKeys(app: FastifyInstance, keys: { publicKey: string; secretKey: string }) {
  // Registered inside the /api/v1 plugin: it runs for every route of that plugin, whatever the
  // spelling of the URL that reached it.
  app.addHook('onRequest', async (request, reply) => {
    const publicKey = request.headers[API_KEY_HEADERS.public];
    const secretKey = request.headers[API_KEY_HEADERS.secret];
    if (publicKey !== keys.publicKey || secretKey !== keys.secretKey) {
      return reply.code(401).send({ success: false, message: 'Missing or invalid API key headers.' });
    }
  });
}
