/** The event stream over a tiny real Fastify server, read by a real HTTP client. */
import Fastify from 'fastify';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCompression } from '../../http/compression.js';
import { registerSecurityHeaders } from '../../http/security-headers.js';
import { createInProcessLiveEvents, type LiveEvents } from './live-events.js';
import { captureLog, waitUntil } from './live-events-test-kit.js';
import { createEventStreams, TOO_MANY_STREAMS_MESSAGE, type EventStreamsOptions } from './sse-stream.js';

const servers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of servers.splice(0)) await close();
});

/** A server whose GET /api/events?company=N streams that company's events. */
async function startServer(options: EventStreamsOptions = {}) {
  const bus = createInProcessLiveEvents(captureLog().log);
  let subscribers = 0;
  // The bus as the streams see it, counting live subscriptions.
  const counted: LiveEvents = {
    ...bus,
    subscribe(listener) {
      subscribers += 1;
      const off = bus.subscribe(listener);
      return () => {
        subscribers -= 1;
        off();
      };
    },
  };
  const streams = createEventStreams(counted, options);
  const app = Fastify();
  registerSecurityHeaders(app, { stripe: false });
  registerCompression(app);
  app.addHook('preClose', async () => streams.closeAll());
  app.get<{ Querystring: { company: string } }>('/api/events', (request, reply) =>
    streams.stream(request, reply, (e) => e.company_id === Number(request.query.company)),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const close = () => app.close();
  servers.push(close);
  return { url, bus, streams, close, subscribers: () => subscribers };
}

interface OpenStream {
  status: number;
  headers: IncomingHttpHeaders;
  text(): string;
  ended(): boolean;
  waitFor(pattern: RegExp, what: string): Promise<void>;
  close(): void;
}

/** A GET that keeps reading: resolves once the answer's headers are in. */
function openStream(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (res) => {
      let body = '';
      let ended = false;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => (ended = true));
      res.on('error', () => (ended = true));
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => body,
        ended: () => ended,
        waitFor: (pattern, what) => waitUntil(() => pattern.test(body), what, 3_000),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the live-events stream', () => {
  it('answers an event stream nothing buffers or compresses, keeping the security headers', async () => {
    const server = await startServer();
    const stream = await openStream(`${server.url}/api/events?company=1`);
    expect(stream.status).toBe(200);
    expect(stream.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['content-length']).toBeUndefined();
    await stream.waitFor(/: live events\n\n$/, 'the opening lines');
    expect(stream.text()).toBe('retry: 3000\n: live events\n\n');
    stream.close();
  });

  it("sends only the events the filter lets through, each with an id, its type and its data", async () => {
    const server = await startServer();
    const one = await openStream(`${server.url}/api/events?company=1`);
    const two = await openStream(`${server.url}/api/events?company=2`);
    await waitUntil(() => server.subscribers() === 2, 'both streams to subscribe');
    await server.bus.publish({ type: 'job.created', company_id: 2, job_ids: [10, 11] });
    await server.bus.publish({ type: 'job.created', company_id: 1, job_ids: [12] });
    await server.bus.publish({ type: 'job.updated', company_id: 1, job_ids: [12] });
    await one.waitFor(/event: job\.updated/, 'the second event of company 1');
    await two.waitFor(/event: job\.created/, 'the event of company 2');
    expect(one.text()).toBe(
      'retry: 3000\n: live events\n\n' +
        'id: 1\nevent: job.created\ndata: {"type":"job.created","company_id":1,"job_ids":[12]}\n\n' +
        'id: 2\nevent: job.updated\ndata: {"type":"job.updated","company_id":1,"job_ids":[12]}\n\n',
    );
    expect(two.text()).toBe('retry: 3000\n: live events\n\nid: 1\nevent: job.created\ndata: {"type":"job.created","company_id":2,"job_ids":[10,11]}\n\n');
    one.close();
    two.close();
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const server = await startServer({ heartbeatMs: 100 });
    const stream = await openStream(`${server.url}/api/events?company=1`);
    await stream.waitFor(/(: ping\n\n){2}$/, 'two heartbeats');
    stream.close();
  });

  it('unsubscribes and stops its timers when the client goes away', async () => {
    const server = await startServer({ heartbeatMs: 50 });
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    const stream = await openStream(`${server.url}/api/events?company=1`);
    await waitUntil(() => server.streams.open === 1 && server.subscribers() === 1, 'the stream to open');
    expect(timers()).toBe(before + 2); // heartbeat and expiry
    stream.close();
    await waitUntil(() => server.streams.open === 0 && server.subscribers() === 0, 'the stream to be let go');
    expect(timers()).toBe(before);
  });

  it('answers 503 with JSON over the cap, and opens again once a stream has gone', async () => {
    const server = await startServer({ maxStreams: 2 });
    const first = await openStream(`${server.url}/api/events?company=1`);
    const second = await openStream(`${server.url}/api/events?company=1`);
    const third = await openStream(`${server.url}/api/events?company=1`);
    expect(third.status).toBe(503);
    expect(third.headers['content-type']).toMatch(/^application\/json/);
    expect(third.headers['retry-after']).toBe('3');
    await waitUntil(() => third.ended(), 'the refusal to end');
    expect(JSON.parse(third.text())).toEqual({ success: false, message: TOO_MANY_STREAMS_MESSAGE });
    first.close();
    await waitUntil(() => server.streams.open === 1, 'the first stream to be let go');
    const fourth = await openStream(`${server.url}/api/events?company=1`);
    expect(fourth.status).toBe(200);
    second.close();
    fourth.close();
  });

  it('ends a stream after its longest life, so the client reconnects and signs in afresh', async () => {
    const server = await startServer({ maxAgeMs: 200 });
    const stream = await openStream(`${server.url}/api/events?company=1`);
    await waitUntil(() => stream.ended(), 'the stream to end', 2_000);
    expect(server.streams.open).toBe(0);
    expect(server.subscribers()).toBe(0);
  });

  it('ends every stream when the server closes, instead of waiting for the clients', async () => {
    const server = await startServer();
    const stream = await openStream(`${server.url}/api/events?company=1`);
    await waitUntil(() => server.streams.open === 1, 'the stream to open');
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    await waitUntil(() => stream.ended(), 'the client to see the end');
    expect(server.subscribers()).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const server = await startServer();
    const head = await openStream(`${server.url}/api/events?company=1`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await waitUntil(() => head.ended(), 'the HEAD answer to end');
    expect(server.streams.open).toBe(0);
  });
});
