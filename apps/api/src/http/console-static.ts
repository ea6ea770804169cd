import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { OPERATOR_CONSOLE_PATH } from '@kerbside/contract';
import { CompressedOnce, sendCompressedOnce } from './compression.js';
import { CONSOLE_HEADERS } from './security-headers.js';
import { decodedPath } from './web-static.js';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)(\.br|\.gz)?$/;
const BUILD_CHECK_MS = 1_000;

/**
 * The operator console (apps/console, its own build) at /operator: its hashed assets under
 * /operator/assets/ cached for a year, as their brotli or gzip copy when the browser accepts one;
 * every other GET address under /operator is a console screen and gets the console's index.html,
 * never cached. A missing file is a 404 (never the page), and nothing under /operator ever falls
 * through to the website. Registered apart from the website so neither build reaches the other.
 */
export async function registerConsoleStatic(app: FastifyInstance, options: { consoleDistDir: string }) {
  const indexFile = path.join(options.consoleDistDir, 'index.html');
  const hasConsole = existsSync(indexFile);
  const shell = consoleShell(indexFile);

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', (_request, reply, done) => {
        reply.headers(CONSOLE_HEADERS);
        done();
      });

      async function sendShell(request: FastifyRequest, reply: FastifyReply) {
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return sendCompressedOnce(request, reply, shell.current());
      }

      if (hasConsole) {
        await scope.register(fastifyStatic, {
          root: options.consoleDistDir,
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
        const looksLikeFile = /\.[a-z0-9]+$/i.test(urlPath) || urlPath.startsWith(`${OPERATOR_CONSOLE_PATH}/assets/`);
        const wantsPage = request.method === 'GET' && (!looksLikeFile || urlPath === `${OPERATOR_CONSOLE_PATH}/index.html`);
        if (hasConsole && wantsPage) return sendShell(request, reply);
        return reply.code(404).send({ success: false, message: hasConsole ? 'Not found' : 'The operator console is not built.' });
      });
    },
    { prefix: OPERATOR_CONSOLE_PATH },
  );
}

/** The console's index.html, read again when a new build replaces it (looked at once a second at most). */
function consoleShell(indexFile: string) {
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
