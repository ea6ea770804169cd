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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A `{ latitude, longitude }` on the globe, else null. */
function latLng(value: unknown): { latitude: number; longitude: number } | null {
  if (!isRecord(value)) return null;
  const { latitude, longitude } = value;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/**
 * What Google answers 400 INVALID_ARGUMENT for in a `locationBias` (Places API New): not exactly
 * one of circle and rectangle, a circle radius outside 0–50,000 m, a point off the globe, or a
 * rectangle whose low latitude is above its high one. null when the bias (or its absence) is fine.
 */
export function locationBiasProblem(body: unknown): string | null {
  const bias = isRecord(body) ? body['locationBias'] : undefined;
  if (bias === undefined) return null;
  if (!isRecord(bias)) return 'locationBias must be an object';
  const { circle, rectangle } = bias;
  if ((circle === undefined) === (rectangle === undefined)) return 'locationBias needs exactly one of circle and rectangle';
  if (circle !== undefined) {
    if (!isRecord(circle) || !latLng(circle['center'])) return 'circle.center must be a point';
    const radius = circle['radius'];
    return typeof radius === 'number' && radius >= 0 && radius <= 50_000 ? null : 'circle.radius must be 0 to 50000';
  }
  const low = isRecord(rectangle) ? latLng(rectangle['low']) : null;
  const high = isRecord(rectangle) ? latLng(rectangle['high']) : null;
  if (!low || !high) return 'rectangle.low and rectangle.high must be points';
  return low.latitude <= high.latitude ? null : 'rectangle.low.latitude is above rectangle.high.latitude';
}

const invalidArgument = (message: string) => JSON.stringify({ error: { code: 400, message, status: 'INVALID_ARGUMENT' } });

/**
 * A local stand-in for places.googleapis.com and routes.googleapis.com on 127.0.0.1. Like Google
 * it refuses a request without the expected API key, and a malformed location bias; everything
 * else is recorded and answered with the reply the test set.
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
      const problem = locationBiasProblem(recorded.body);
      const reply: FakeReply =
        recorded.apiKey !== expectedKey
          ? { status: 403, fixture: 'error-permission-denied.json' }
          : problem
            ? { status: 400, raw: invalidArgument(problem) }
            : next;
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
