/**
 * The scope of the routes that take a picture as the raw request body. Whatever content-type comes
 * with it, the body is read as bytes (the picture pipeline sniffs what it really is), up to 5 MB;
 * above that, a 413 that says so. Every other route keeps the app's small JSON body limit.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { FLEET_MESSAGES, PICTURE_MAX_BYTES } from '@kerbside/contract';

/** serve's options of an upload route: its body limit. */
export const PICTURE_ROUTE_OPTIONS = { bodyLimit: PICTURE_MAX_BYTES } as const;

/** A scope for upload routes (Fastify's body parsers belong to a scope, not to a route). */
export function pictureUploads(operator: FastifyInstance, routes: (uploads: FastifyInstance) => void) {
  void operator.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES }, (_request, body, done) => done(null, body));
    uploads.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ success: false, message: FLEET_MESSAGES.pictureTooLarge });
      // Anything else is answered as everywhere else (the app's error handler).
      throw error;
    });
    routes(uploads);
  });
}

/** The uploaded bytes of a request in a pictureUploads scope (undefined when nothing was sent). */
export const uploadedBytes = (body: unknown): Buffer | undefined => (Buffer.isBuffer(body) ? body : undefined);
