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

/** How long app.close() takes, given up after `limitMs`. */
async function closeTime(app: { close(): Promise<unknown> }, limitMs: number): Promise<number> {
  const started = Date.now();
  await Promise.race([app.close(), new Promise((resolve) => setTimeout(resolve, limitMs))]);
  return Date.now() - started;
}

describe('closing the server', () => {
  it('drops a connection that has sent nothing instead of waiting for its header timeout', async () => {
    const { app, port } = await startServer(true);
    const socket = await openSocket(port);
    expect(await closeTime(app, 5_000)).toBeLessThan(1_000);
    socket.destroy();
  });

  it('would wait for it otherwise (the reason this exists)', async () => {
    const { app, port } = await startServer(false);
    const socket = await openSocket(port);
    expect(await closeTime(app, 1_500)).toBeGreaterThanOrEqual(1_500);
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
