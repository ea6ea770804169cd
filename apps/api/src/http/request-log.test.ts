import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { loggingOptions, registerRequestLog } from './request-log.js';

const lines: Array<Record<string, unknown>> = [];
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify({
    ...loggingOptions('info', { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app, { level: 'info' });
  registerErrorHandler(app);
  app.get('/api/v1/places/autocomplete', async () => ({ success: true, data: [] }));
  app.get('/api/v1/get_booking/:passenger_id', async () => ({ success: true }));
  app.post('/api/v1/booking', async () => {
    // What a PostgreSQL unique violation carries: the row's values in `detail`.
    throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (email)=(ada@example.com) already exists.' });
  });
  app.get('/fleet', async () => 'page');
  app.get('/*', async () => 'the website');
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('request ids', () => {
  it('answers with the X-Request-Id the caller sent and logs under it', async () => {
    const res = await fetch(`${url}/api/v1/places/autocomplete?input=10+Downing+Street`, { headers: { 'x-request-id': 'edge-42.a' } });
    expect(res.headers.get('x-request-id')).toBe('edge-42.a');
    expect(requestLines().at(-1)).toMatchObject({ reqId: 'edge-42.a', route: '/api/v1/places/autocomplete', status: 200 });
  });

  it('makes a new id when none is sent, or when the one sent could forge a line or a header', async () => {
    for (const sent of [undefined, 'a"b', 'x'.repeat(129), 'id with spaces']) {
      const res = await fetch(`${url}/fleet`, { headers: sent === undefined ? {} : { 'x-request-id': sent } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('request log lines carry no personal data', () => {
  it('name the route pattern of an /api call, never its query or ids', async () => {
    await fetch(`${url}/api/v1/places/autocomplete?input=221B+Baker+Street&lat=51.52&lon=-0.15`);
    await fetch(`${url}/api/v1/get_booking/77?page=2`);
    const text = JSON.stringify(requestLines());
    expect(text).not.toMatch(/Baker|51\.52|\/77|page=2/);
    expect(requestLines().map((l) => l.route)).toContain('/api/v1/get_booking/:passenger_id');
  });

  it('give a page its path without the query string', async () => {
    await fetch(`${url}/fleet?email=ada@example.com`);
    expect(requestLines().at(-1)).toMatchObject({ route: '/fleet', path: '/fleet' });
    expect(JSON.stringify(requestLines())).not.toContain('ada@example.com');
  });

  it("leave out a booking link's token from a page's path", async () => {
    await fetch(`${url}/manage-booking/AAAAAQAAAABsecretTokenValue0123?x=1`);
    expect(requestLines().at(-1)).toMatchObject({ path: '/manage-booking/…' });
    // The receipt's link is an /api route: only its pattern is logged, never its query.
    await fetch(`${url}/api/v1/manage-booking/receipt?token=AAAAAQAAAABsecretTokenValue0123`);
    expect(JSON.stringify(requestLines())).not.toContain('secretToken');
  });

  it('log an unexpected error with its message and stack but not the values of the row', async () => {
    const res = await fetch(`${url}/api/v1/booking`, { method: 'POST' });
    expect(res.status).toBe(500);
    const error = lines.find((l) => l.msg === 'Unhandled error');
    expect(error?.err).toMatchObject({ type: 'Error', code: '23505', message: 'duplicate key value violates unique constraint' });
    expect(JSON.stringify(error)).not.toContain('ada@example.com');
  });
});
