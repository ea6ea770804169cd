import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, as the test will assert it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  apiKey: string | undefined;
  fieldMask: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** A fixture file name under __fixtures__/google, or a raw string body. */
  fixture?: string;
  raw?: string;
  delayMs?: number;
}

export interface FakeGoogle {
  url: string;
  calls: RecordedRequest[];
  /** Answer the next requests with this reply (the last one set stays in force). */
  reply(reply: FakeReply): void;
  close(): Promise<void>;
}

export function fixture(name: string): string {
  return readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * A local stand-in for places.googleapis.com and routes.googleapis.com on 127.0.0.1. Like Google
 * it refuses a request without the expected API key; everything else is recorded and answered
 * with the reply the test set.
 */
export async function startFakeGoogle(expectedKey: string): Promise<FakeGoogle> {
  const calls: RecordedRequest[] = [];
  let next: FakeReply = { status: 200, fixture: 'empty.json' };
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value.join(',') : value;
      };
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        apiKey: header('x-goog-api-key'),
        fieldMask: header('x-goog-fieldmask'),
        contentType: header('content-type'),
        body: await readBody(request),
      };
      calls.push(recorded);
      const reply = recorded.apiKey === expectedKey ? next : { status: 403, fixture: 'error-permission-denied.json' };
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (response.destroyed) return;
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(reply.raw ?? fixture(reply.fixture ?? 'empty.json'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    reply: (reply) => {
      next = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
