import type { FastifyRequest } from 'fastify';

/**
 * A connection from this machine, not through a proxy: what may see the stored outbox and use the
 * demo console logins, so even a server bound to a public address shows them to no one else.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}
