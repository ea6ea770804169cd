import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@kerbside/contract';
import { VEHICLE_MEDIA_PREFIX } from '../modules/fleet/fleet.service.js';

/**
 * Serves vehicle pictures, and in production the built website from the same port: hashed assets
 * are cached for a year, index.html never, and unknown non-API paths fall back to the single-page app.
 */
export async function registerWebStatic(app: FastifyInstance, options: { webDistDir: string; mediaDir: string }) {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: VEHICLE_MEDIA_PREFIX,
    decorateReply: false,
    maxAge: '1d',
  });

  const hasWeb = existsSync(path.join(options.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/media');
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDistDir);
    }
    const message = request.url.startsWith(API_PREFIX) || !hasWeb ? `No such endpoint: ${request.method} ${request.url.split('?')[0]}` : 'Not found';
    return reply.code(404).send({ success: false, message });
  });
}
