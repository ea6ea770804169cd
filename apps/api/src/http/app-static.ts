import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CompressedOnce, sendCompressedOnce } from './compression.js';
import { decodedPath } from './web-static.js';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;
const BUILD_CHECK_MS = 1_000;

/** One of the site's React apps built on its own (the console, the drivers' app), served under `prefix`. */
export interface StaticApp {
  prefix: string;
  distDir: string;
  /** Its security headers, on every answer under `prefix`. */
  headers: Record<string, string>;
  /** The 404's message while the app is not built. */
  notBuilt: string;
}

/**
 * An app under its own prefix: its hashed assets under <prefix>/assets/ cached for a year, as their
 * brotli or gzip copy when the browser accepts one; its other files never cached without a check;
 * every other GET address under the prefix is a screen and gets the app's index.html, never cached.
 * A missing file is a 404 (never the page), and nothing under the prefix ever falls through to the
 * website or reaches another app.
 */
export async function registerAppStatic(app: FastifyInstance, options: StaticApp) {
  const { prefix } = options;
  const indexFile = path.join(options.distDir, 'index.html');
  const hasApp = existsSync(indexFile);
  const shell = appShell(indexFile);

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', (_request, reply, done) => {
        reply.headers(options.headers);
        done();
      });

      async function sendShell(request: FastifyRequest, reply: FastifyReply) {
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return sendCompressedOnce(request, reply, shell.current());
      }

      if (hasApp) {
        await scope.register(fastifyStatic, {
          root: options.distDir,
          decorateReply: false, // the website's registration owns reply.sendFile
          index: false, // the page comes from sendShell
          preCompressed: true,
          dotfiles: 'ignore', // .vite (the manifest) is not for browsers
          allowedPath: (pathname) => !pathname.startsWith('/index.html'),
          cacheControl: false,
          setHeaders(res, filePath) {
            const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
            res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
            if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding');
          },
        });
        scope.get('/', sendShell);
      }

      scope.setNotFoundHandler((request, reply) => {
        const urlPath = decodedPath(request.url);
        const looksLikeFile = /\.[a-z0-9]+$/i.test(urlPath) || urlPath.startsWith(`${prefix}/assets/`);
        const wantsPage = request.method === 'GET' && (!looksLikeFile || urlPath === `${prefix}/index.html`);
        if (hasApp && wantsPage) return sendShell(request, reply);
        return reply.code(404).send({ success: false, message: hasApp ? 'Not found' : options.notBuilt });
      });
    },
    { prefix },
  );
}

/** The app's index.html, read again when a new build replaces it (looked at once a second at most). */
function appShell(indexFile: string) {
  let page: CompressedOnce | null = null;
  let stamp = -1;
  let checkedAt = 0;
  return {
    current(): CompressedOnce {
      const now = Date.now();
      if (page && now - checkedAt < BUILD_CHECK_MS) return page;
      checkedAt = now;
      try {
        const mtime = statSync(indexFile).mtimeMs;
        if (!page || mtime !== stamp) {
          page = new CompressedOnce(readFileSync(indexFile), 'page');
          stamp = mtime;
        }
      } catch (err) {
        // A build in progress empties dist/ first: the last page read stays until the new one is there.
        if (!page) throw err;
      }
      return page;
    },
  };
}
