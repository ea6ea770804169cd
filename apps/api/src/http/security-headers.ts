import type { FastifyInstance } from 'fastify';
import { tileOrigin } from '../config.js';

/**
 * Security headers, computed once. JSON answers get the short set the OWASP REST cheat sheet
 * recommends; pages and assets of the website get the full browser policy. (helmet computed these
 * per request and cost more than the quote itself under load.)
 */
const COMMON = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

export const API_HEADERS: Record<string, string> = {
  ...COMMON,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

/** Stripe.js and its card frames load from Stripe's hosts only when Stripe is the card provider. */
const STRIPE = { script: ' https://js.stripe.com', frame: ' https://js.stripe.com https://hooks.stripe.com', connect: ' https://api.stripe.com' };

/** The website's route map draws OpenStreetMap's tiles from its a/b/c hosts. */
const ROUTE_MAP_TILES = 'https://*.tile.openstreetmap.org';

/**
 * `mapTiles`: the console map's tile URL template (MAP_TILE_URL), whose host images may come from;
 * 'none' or absent adds none.
 */
export function pageHeaders(options: { stripe: boolean; mapTiles?: string }): Record<string, string> {
  const stripe = options.stripe ? STRIPE : { script: '', frame: '', connect: '' };
  const consoleTiles = options.mapTiles ? tileOrigin(options.mapTiles) : null;
  const tiles = consoleTiles && consoleTiles !== ROUTE_MAP_TILES ? ` ${ROUTE_MAP_TILES} ${consoleTiles}` : ` ${ROUTE_MAP_TILES}`;
  return {
    ...COMMON,
    'content-security-policy': [
      "default-src 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      `script-src 'self'${stripe.script}`,
      `frame-src 'self'${stripe.frame}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data:${tiles}`,
      "font-src 'self' data:",
      `connect-src 'self'${stripe.connect}`,
    ].join('; '),
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), payment=(self), geolocation=(self)',
  };
}

/**
 * Added to the operator console's page and files (console-static.ts): staff screens are never for
 * search engines. The console's page gets the website's policy above, which allows what it needs:
 * its own scripts and styles, and fetch and EventSource to the same origin (connect-src 'self').
 */
export const CONSOLE_HEADERS: Record<string, string> = { 'x-robots-tag': 'noindex' };

/**
 * Added to the drivers' app's page and files (driver-static.ts), over the page headers above: not
 * for search engines either, and a policy of its own, narrower than the website's: no Stripe, no
 * map tiles yet, no inline styles; the service worker and the manifest from the app itself.
 */
export const DRIVER_HEADERS: Record<string, string> = {
  'x-robots-tag': 'noindex',
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "script-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
  ].join('; '),
};

export function registerSecurityHeaders(app: FastifyInstance, options: { stripe: boolean; mapTiles?: string }) {
  const page = pageHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : page);
    done();
  });
}
