import type { FastifyInstance } from 'fastify';
import { OPERATOR_CONSOLE_PATH } from '@kerbside/contract';
import { registerAppStatic } from './app-static.js';
import { CONSOLE_HEADERS } from './security-headers.js';

/**
 * The operator console (apps/console, its own build) at /operator, as app-static.ts serves an app.
 * Registered apart from the website so neither build reaches the other.
 */
export async function registerConsoleStatic(app: FastifyInstance, options: { consoleDistDir: string }) {
  await registerAppStatic(app, { prefix: OPERATOR_CONSOLE_PATH, distDir: options.consoleDistDir, headers: CONSOLE_HEADERS, notBuilt: 'The operator console is not built.' });
}
