/**
 * Closing the server waits for every open connection, and Fastify only closes those idle at that
 * moment. Two kinds would hold it for a minute or more: a connection that has sent nothing yet (a
 * client's preconnect, a browser's spare socket), which Node counts as busy until its header
 * timeout, and a keep-alive connection whose request was still being answered, which stays open
 * until its keep-alive timeout. At close the first are dropped, and answers given while closing
 * say `connection: close`.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

export function closeConnectionsGracefully(app: FastifyInstance): void {
  const sockets = new Set<Socket>();
  let closing = false;
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // Before the server's own close, which waits for them.
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
  });
}
