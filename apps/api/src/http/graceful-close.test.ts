/** Closing the server neither waits a minute for a connection that never sent a request nor for a kept-alive one. */
import Fastify from 'fastify';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closeConnectionsGracefully } from './graceful-close.js';

async function startServer(dropSilent: boolean) {
  const app = Fastify();
  if (dropSilent) closeConnectionsGracefully(app);
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

const openSocket = (port: number) =>
  new Promise<Socket>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
  });

/** Whether app.close() finishes within `limitMs` (which of the two came first, not a clock reading). */
async function closesWithin(app: { close(): Promise<unknown> }, limitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const closed = await Promise.race([app.close().then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), limitMs)))]);
  clearTimeout(timer);
  return closed;
}

describe('closing the server', () => {
  it('drops a connection that has sent nothing instead of waiting for its header timeout', async () => {
    const { app, port } = await startServer(true);
    const socket = await openSocket(port);
    expect(await closesWithin(app, 1_000)).toBe(true);
    socket.destroy();
  });

  it('would wait for it otherwise (the reason this exists)', async () => {
    const { app, port } = await startServer(false);
    const socket = await openSocket(port);
    expect(await closesWithin(app, 1_500)).toBe(false);
    socket.destroy();
    await app.close();
  });

  it('lets a request in flight finish, then closes its connection', async () => {
    const { app, port } = await startServer(true);
    const answer = fetch(`http://127.0.0.1:${port}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = app.close();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ done: true });
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
