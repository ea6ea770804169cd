/**
 * Test support: a local server that answers the Messages API as Twilio documents it
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource): 201 with
 * the new message (a `SM…` SID, status 'queued'), or Twilio's error body `{ code, message,
 * more_info, status }`. Each request is recorded with its credentials and form. Imported by tests
 * and the bench only.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one request. */
export type FakeTwilioAnswer = 'accept' | 'invalidNumber' | 'notMobile' | 'unsubscribed' | 'rateLimited' | 'serverError';

export interface FakeTwilioRequest {
  /** The Basic credentials, decoded: 'AC…:token'. */
  auth: string;
  path: string;
  form: Record<string, string>;
  /** What was answered. */
  answer: FakeTwilioAnswer;
  sid: string | null;
}

export interface FakeTwilio {
  /** For TWILIO_API_URL. */
  url: string;
  requests: FakeTwilioRequest[];
  /** The answer to a text to this number, every time (default 'accept'). */
  answerTo: Map<string, FakeTwilioAnswer>;
  /** Answers for the next requests, whatever their number, taken in order before answerTo. */
  next: FakeTwilioAnswer[];
  /** Seconds in a 429's Retry-After (default 1). */
  retryAfterSeconds: number;
  /** Milliseconds each answer takes (default 0). */
  delayMs: number;
  waitForCount(n: number, timeoutMs?: number): Promise<FakeTwilioRequest[]>;
  close(): Promise<void>;
}

const ERRORS: Record<Exclude<FakeTwilioAnswer, 'accept'>, { status: number; code: number; message: (to: string) => string }> = {
  invalidNumber: { status: 400, code: 21211, message: (to) => `The 'To' number ${to} is not a valid phone number.` },
  notMobile: { status: 400, code: 21614, message: (to) => `'To' number ${to} is not a mobile number` },
  unsubscribed: { status: 400, code: 21610, message: () => 'Attempt to send to unsubscribed recipient' },
  rateLimited: { status: 429, code: 20429, message: () => 'Too Many Requests' },
  serverError: { status: 500, code: 20500, message: () => 'Internal Server Error' },
};

const sid = (prefix: string) => prefix + randomBytes(16).toString('hex');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const fake: FakeTwilio = {
    url: '',
    requests: [],
    answerTo: new Map(),
    next: [],
    retryAfterSeconds: 1,
    delayMs: 0,
    async waitForCount(n, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (fake.requests.length < n) {
        if (Date.now() > until) throw new Error(`fake Twilio: expected ${n} requests, got ${fake.requests.length}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return fake.requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(path);
      if (request.method !== 'POST' || !match) return sendJson(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const auth = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(body));
      if (!auth.startsWith(`${match[1]}:`)) return sendJson(response, 401, { code: 20003, message: 'Authentication Error - invalid username', status: 401 });
      const to = form.To ?? '';
      const answer = fake.next.shift() ?? fake.answerTo.get(to) ?? 'accept';
      const record: FakeTwilioRequest = { auth, path, form, answer, sid: null };
      if (fake.delayMs > 0) await new Promise((r) => setTimeout(r, fake.delayMs));
      if (answer === 'accept') {
        record.sid = sid('SM');
        fake.requests.push(record);
        return sendJson(response, 201, {
          sid: record.sid,
          account_sid: match[1],
          to,
          from: form.From ?? null,
          messaging_service_sid: form.MessagingServiceSid ?? null,
          body: form.Body,
          status: 'queued',
          num_segments: '1',
          direction: 'outbound-api',
          api_version: '2010-04-01',
          date_created: new Date().toUTCString(),
          error_code: null,
          error_message: null,
          uri: `/2010-04-01/Accounts/${match[1]}/Messages/${record.sid}.json`,
        });
      }
      fake.requests.push(record);
      const error = ERRORS[answer];
      return sendJson(
        response,
        error.status,
        { code: error.code, message: error.message(to), more_info: `https://www.twilio.com/docs/errors/${error.code}`, status: error.status },
        answer === 'rateLimited' ? { 'retry-after': String(fake.retryAfterSeconds) } : {},
      );
    })().catch((err: unknown) => {
      response.destroy(err instanceof Error ? err : undefined);
    });
  });
  const port = await new Promise<number>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port));
  });
  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}
