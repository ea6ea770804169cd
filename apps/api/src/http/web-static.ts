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
      index: 'index.html',
      cacheControl: false, // our own rules below
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = decodedPath(request.url);
    // A missing file (an old hashed asset) must be a 404, never the page in its place.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(urlPath) || urlPath.startsWith('/assets/');
    const wantsPage = request.method === 'GET' && !urlPath.startsWith('/api') && !urlPath.startsWith('/media') && !looksLikeFile;
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDistDir);
    }
    const message = urlPath.startsWith(API_PREFIX) || !hasWeb ? `No such endpoint: ${request.method} ${urlPath}` : 'Not found';
    return reply.code(404).send({ success: false, message });
  });
}

/** The path as the router reads it: '/%61pi/x' is '/api/x' here too, so it never gets the page. */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
