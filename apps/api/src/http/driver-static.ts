import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CompressedOnce, sendCompressedOnce } from './compression.js';
import { DRIVER_HEADERS } from './security-headers.js';
import { decodedPath } from './web-static.js';

/** Where the drivers' app lives (apps/driver: its vite.config.ts base and src/app/paths.ts). */
export const DRIVER_APP_PATH = '/driver';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;
const BUILD_CHECK_MS = 1_000;

/**
 * The drivers' app (apps/driver, its own build) at /driver, as the console is served at /operator
 * (console-static.ts): hashed assets under /driver/assets/ cached for a year, as their brotli or
 * gzip copy when the browser accepts one; its other files (the manifest, the icons, the service
 * worker sw.js, which must be looked at again on every visit for a new build to reach the phone)
 * never cached without a check; every other GET address under /driver is a screen of the app and
 * gets its index.html. A missing file is a 404, and nothing under /driver falls through to the
 * website or reaches the console.
 */
export async function registerDriverStatic(app: FastifyInstance, options: { driverDistDir: string }) {
  const indexFile = path.join(options.driverDistDir, 'index.html');
  const hasApp = existsSync(indexFile);
  const shell = appShell(indexFile);

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', (_request, reply, done) => {
        reply.headers(DRIVER_HEADERS);
        done();
      });

      async function sendShell(request: FastifyRequest, reply: FastifyReply) {
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return sendCompressedOnce(request, reply, shell.current());
      }

      if (hasApp) {
        await scope.register(fastifyStatic, {
          root: options.driverDistDir,
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
        const looksLikeFile = /\.[a-z0-9]+$/i.test(urlPath) || urlPath.startsWith(`${DRIVER_APP_PATH}/assets/`);
        const wantsPage = request.method === 'GET' && (!looksLikeFile || urlPath === `${DRIVER_APP_PATH}/index.html`);
        if (hasApp && wantsPage) return sendShell(request, reply);
        return reply.code(404).send({ success: false, message: hasApp ? 'Not found' : "The drivers' app is not built." });
      });
    },
    { prefix: DRIVER_APP_PATH },
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
