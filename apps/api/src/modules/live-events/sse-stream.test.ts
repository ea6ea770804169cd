/** The event stream over a tiny real Fastify server, read by a real HTTP client. */
import Fastify from 'fastify';
import type { JobListItem } from '@kerbside/contract';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCompression } from '../../http/compression.js';
import { registerSecurityHeaders } from '../../http/security-headers.js';
import { createInProcessLiveEvents, type LiveEvents } from '../../platform/live-events/index.js';
import { captureLog, waitUntil } from '../../platform/live-events/live-events-test-kit.js';
import { addressStreamsMessage, createEventStreams, sessionStreamsMessage, TOO_MANY_STREAMS_MESSAGE, type EventStreamsOptions } from './sse-stream.js';

const servers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of servers.splice(0)) await close();
});

/**
 * A server whose GET /api/events?company=N streams that company's events, held by `session` and
 * `address` when given (else by a session and an address of the request's own).
 */
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
  let requests = 0;
  app.get<{ Querystring: { company: string; session?: string; address?: string; expires?: string } }>('/api/events', (request, reply) => {
    requests += 1;
    const { company, session, address, expires } = request.query;
    const holder = { sessionId: Number(session ?? 1_000 + requests), tenant: company, address: address ?? `address-${requests}`, sessionExpiresAt: expires };
    return streams.stream(request, reply, holder, (companyId) => companyId === Number(company));
  });
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

/** The JSON body of a refused stream, once it has all come. */
async function refusalOf(stream: OpenStream): Promise<unknown> {
  await waitUntil(() => stream.ended(), 'the refusal to end');
  expect(stream.headers['content-type']).toMatch(/^application\/json/);
  return JSON.parse(stream.text());
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
        'id: 1\nevent: job.created\ndata: {"type":"job.created","company_id":1,"job_ids":[12],"rows":[]}\n\n' +
        'id: 2\nevent: job.updated\ndata: {"type":"job.updated","company_id":1,"job_ids":[12],"rows":[]}\n\n',
    );
    expect(two.text()).toBe('retry: 3000\n: live events\n\nid: 1\nevent: job.created\ndata: {"type":"job.created","company_id":2,"job_ids":[10,11],"rows":[]}\n\n');
    one.close();
    two.close();
  });

  it("carries the event's rows, read once for every stream, each stream only its company's, in the bus's order", async () => {
    const reads: number[][] = [];
    const row = (id: number, company_id: number) => ({ id, company_id }) as unknown as JobListItem;
    const server = await startServer({
      boardRows: async (ids) => {
        reads.push([...ids]);
        // The first read is slow: the second event must still leave after it.
        if (ids[0] === 12) await new Promise((resolve) => setTimeout(resolve, 50));
        // A row of another company among them (a read gone wrong) is never sent to this one.
        return ids.map((id) => row(id, id === 13 ? 2 : 1));
      },
    });
    const streams = await Promise.all([1, 1, 2].map((company) => openStream(`${server.url}/api/events?company=${company}`)));
    await waitUntil(() => server.subscribers() === 3, 'the streams to subscribe');
    await server.bus.publish({ type: 'job.created', company_id: 1, job_ids: [12, 13] });
    await server.bus.publish({ type: 'job.updated', company_id: 1, job_ids: [14] });
    await streams[0]!.waitFor(/event: job\.updated/, 'both events');
    await streams[1]!.waitFor(/event: job\.updated/, 'both events');
    const dataOf = (text: string) => text.split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6)) as { rows: Array<{ id: number }> });
    for (const stream of streams.slice(0, 2)) expect(dataOf(stream.text()).map((d) => d.rows.map((r) => r.id))).toEqual([[12], [14]]);
    expect(streams[2]!.text()).not.toMatch(/event:/);
    expect(reads).toEqual([[12, 13], [14]]);
    streams.forEach((s) => s.close());
  });

  it('sends the event without rows when they cannot be read, so the boards refetch', async () => {
    const server = await startServer({ boardRows: () => Promise.reject(new Error('database away')) });
    const stream = await openStream(`${server.url}/api/events?company=1`);
    await waitUntil(() => server.subscribers() === 1, 'the stream to subscribe');
    await server.bus.publish({ type: 'job.updated', company_id: 1, job_ids: [7] });
    await stream.waitFor(/event: job\.updated/, 'the event');
    expect(stream.text()).toContain('data: {"type":"job.updated","company_id":1,"job_ids":[7],"rows":[]}');
    stream.close();
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

  it("refuses a session's stream past its cap with 429, while other sessions still open theirs", async () => {
    const server = await startServer({ maxPerSession: 2 });
    const url = `${server.url}/api/events?company=1&session=7`;
    const [first, second] = [await openStream(url), await openStream(url)];
    const third = await openStream(url);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(third.headers['retry-after']).toBe('30');
    expect(await refusalOf(third)).toEqual({ success: false, message: sessionStreamsMessage(2) });
    expect(sessionStreamsMessage(2)).toBe('The console is open in 2 tabs or windows with this sign-in already. Close one of them to get live updates here.');
    expect((await openStream(`${server.url}/api/events?company=1&session=8`)).status).toBe(200);
    first.close();
    await waitUntil(() => server.streams.open === 2, 'the first stream to be let go');
    expect((await openStream(url)).status).toBe(200);
  });

  it('refuses an address past its cap with 429, whatever sessions it uses', async () => {
    const server = await startServer({ maxPerAddress: 2 });
    const from = (session: number, address = '203.0.113.9') => openStream(`${server.url}/api/events?company=1&session=${session}&address=${address}`);
    expect([(await from(1)).status, (await from(2)).status]).toEqual([200, 200]);
    const third = await from(3);
    expect(third.status).toBe(429);
    expect(await refusalOf(third)).toEqual({ success: false, message: addressStreamsMessage(2) });
    expect(addressStreamsMessage(2)).toBe('2 live connections are open from your network already. Close the board in another tab or on another computer to get live updates here.');
    expect((await from(3, '198.51.100.4')).status).toBe(200);
  });

  it("shares a full server fairly: a company below its share takes the place of the biggest holder's oldest stream", async () => {
    const server = await startServer({ maxStreams: 4 });
    const open = (company: number) => openStream(`${server.url}/api/events?company=${company}`);
    // Company 1 alone may use the whole server.
    const ones = [await open(1), await open(1), await open(1), await open(1)];
    expect(ones.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    // Company 2 has a share of 2 (4 streams, 2 companies): it gets in, and company 1's oldest stream ends.
    const two = await open(2);
    expect(two.status).toBe(200);
    await waitUntil(() => ones[0]!.ended(), "company 1's oldest stream to end");
    expect(ones.slice(1).some((s) => s.ended())).toBe(false);
    // Company 1 holds 3, above its share: refused while the server is full.
    const again = await open(1);
    expect(again.status).toBe(503);
    expect(again.headers['retry-after']).toBe('3');
    expect(await refusalOf(again)).toEqual({ success: false, message: TOO_MANY_STREAMS_MESSAGE });
    // Company 2 gets its second at company 1's expense, then is at its share too.
    expect((await open(2)).status).toBe(200);
    await waitUntil(() => ones[1]!.ended(), "company 1's next oldest stream to end");
    expect((await open(2)).status).toBe(503);
    // A third company's share is 1 (4 / 3): it still gets in, from the company holding the most.
    expect((await open(3)).status).toBe(200);
    await waitUntil(() => server.streams.open === 4 && [ones[2], ones[3]].filter((s) => s!.ended()).length === 1, 'one more stream of company 1 to end');
    expect(two.ended()).toBe(false);
  });

  it("ends a session's streams at once when told, and no one else's", async () => {
    const server = await startServer();
    const mine = [await openStream(`${server.url}/api/events?company=1&session=5`), await openStream(`${server.url}/api/events?company=1&session=5`)];
    const colleague = await openStream(`${server.url}/api/events?company=1&session=6`);
    await waitUntil(() => server.streams.open === 3, 'the streams to open');
    expect(server.streams.endSessions([5, 99])).toBe(2);
    await waitUntil(() => mine.every((s) => s.ended()), 'both streams of the session to end', 500);
    expect(server.streams.open).toBe(1);
    expect(colleague.ended()).toBe(false);
  });

  it('ends a stream when its session expires, if that comes before its longest life', async () => {
    const server = await startServer();
    const expires = new Date(Date.now() + 300).toISOString();
    const stream = await openStream(`${server.url}/api/events?company=1&expires=${encodeURIComponent(expires)}`);
    expect(stream.status).toBe(200);
    await waitUntil(() => stream.ended(), 'the stream to end with its session', 2_000);
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
