import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, type SettingItem, type Settings } from '@kerbside/contract';
import { sendCompressedOnce } from './compression.js';
import { createWebPages } from './web-pages.js';

/** Types worth compressing: the build writes .br and .gz copies of them (scripts/compress-dist.mjs). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;

/**
 * Serves, in production, the built website from the same port: hashed assets
 * are cached for a year, pages never; a file goes out as its brotli or gzip copy made at build time
 * when the browser accepts one. Pages (every non-API, non-file address) come from web-pages.ts: the
 * home, fleet and contact pages rendered ahead of the script, any other address the single-page
 * app's shell, all with the operator settings inlined.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  options: { webDistDir: string; settings?: { current(): Promise<{ items: SettingItem[]; settings: Settings }> } },
) {
  const hasWeb = existsSync(path.join(options.webDistDir, 'index.html'));
  const pages = createWebPages({ webDistDir: options.webDistDir, settings: options.settings, log: app.log });

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const page = await pages.page(decodedPath(request.url));
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return sendCompressedOnce(request, reply, page);
  }

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      index: false, // pages come from sendPage
      preCompressed: true,
      // .vite (manifest) and .ssr (the server renderer) are not for browsers; nor is the raw template.
      dotfiles: 'ignore',
      allowedPath: (pathname) => !pathname.startsWith('/index.html'),
      cacheControl: false, // our own rules below
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
    app.get('/', sendPage);
    app.addHook('onReady', async () => {
      void pages.warm().catch((err: unknown) => app.log.warn({ err }, 'website pages: warm-up failed'));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = decodedPath(request.url);
    // A missing file (an old hashed asset) must be a 404, never the page in its place.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(urlPath) || urlPath.startsWith('/assets/');
    const wantsPage =
      request.method === 'GET' && !urlPath.startsWith('/api') && !urlPath.startsWith('/media') && (!looksLikeFile || urlPath === '/index.html');
    if (hasWeb && wantsPage) return sendPage(request, reply);
    const message = urlPath.startsWith(API_PREFIX) || !hasWeb ? `No such endpoint: ${request.method} ${urlPath}` : 'Not found';
    return reply.code(404).send({ success: false, message });
  });
}

/** The path as the router reads it: '/%61pi/x' is '/api/x' here too, so it never gets the page. */
export function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
