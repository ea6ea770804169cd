import type { FastifyRequest } from 'fastify';

/**
 * Headers a proxy adds to what it relays: the standard one, Via, and the common de facto and vendor
 * ones. The whole X-Forwarded-* family counts too (a proxy may set only X-Forwarded-Proto).
 */
const PROXY_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'client-ip',
  'x-original-forwarded-for',
  'x-proxyuser-ip',
  'x-envoy-external-address',
  'x-azure-clientip',
  'x-appengine-user-ip',
  'cdn-loop',
]);

/** Whether any header says the request came through a proxy (Node gives header names in lower case). */
export function relayedByProxy(headers: FastifyRequest['headers']): boolean {
  return Object.keys(headers).some((name) => name.startsWith('x-forwarded') || PROXY_HEADERS.has(name));
}

/**
 * A connection from this machine, not through a proxy: what may see the stored outbox and use the
 * demo console logins, so even a server bound to a public address shows them to no one else. A
 * proxy on this machine connects from loopback for whoever it relays, so any proxy header counts.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && !relayedByProxy(request.headers);
}
