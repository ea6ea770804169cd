import type { FastifyInstance } from 'fastify';
import { DRIVER_APP_PATH } from '@kerbside/contract';
import { registerAppStatic } from './app-static.js';
import { DRIVER_HEADERS } from './security-headers.js';

/**
 * The drivers' app (apps/driver, its own build) at /driver, as app-static.ts serves an app: its
 * manifest, icons and service worker (sw.js) are looked at again on every visit, so a new build
 * reaches the phone.
 */
export async function registerDriverStatic(app: FastifyInstance, options: { driverDistDir: string }) {
  await registerAppStatic(app, { prefix: DRIVER_APP_PATH, distDir: options.driverDistDir, headers: DRIVER_HEADERS, notBuilt: "The drivers' app is not built." });
}
