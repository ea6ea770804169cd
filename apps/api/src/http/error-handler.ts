import type { FastifyError, FastifyInstance } from 'fastify';

/** One place maps errors to { success: false, message }: 4xx say what was wrong, 5xx say nothing. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : error.message;
      return reply.code(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.code(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}
