import type { FastifyInstance } from 'fastify';

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

export const PAGE_HEADERS: Record<string, string> = {
  ...COMMON,
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://*.tile.openstreetmap.org",
    "font-src 'self' data:",
    "connect-src 'self'",
  ].join('; '),
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), payment=(self), geolocation=(self)',
};

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : PAGE_HEADERS);
    done();
  });
}
