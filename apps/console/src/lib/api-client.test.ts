import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DRIVER_OPERATIONS, FLEET_OPERATIONS, JOBS_OPERATIONS, MAIL_OPERATIONS, SESSION_OPERATIONS } from '@kerbside/contract';
import { ApiError, call, rememberCsrfToken, upload, whenUnauthorized } from './api-client';

const SESSION = { staff: { id: 1, name: 'Olivia', email: 'o@example.com', role: 'owner', company: null }, csrf_token: 'tok', expires_at: '2026-12-01T21:00:00.000Z' };
const LOGO = { company: { id: 3, name: 'Riverside Cars' }, logo: { url: '/media/logos/logo-3-9c1f0a2b.webp', width: 240, height: 80 } };

/** A real HTTP server answering each method and path with a fixed status and body, remembering what it was sent. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  'GET /api/operator/v1/session': { status: 200, body: { success: true, data: SESSION } },
  'POST /api/operator/v1/session': { status: 200, body: { success: true, data: SESSION } },
  'DELETE /api/operator/v1/session': { status: 200, body: { success: true, message: 'You have signed out.' } },
  'GET /api/operator/v1/drivers?q=a%20b&company_id=3': { status: 200, body: { success: true, data: [] } },
  'PUT /api/operator/v1/companies/3/logo': { status: 200, body: { success: true, data: LOGO } },
  'POST /api/operator/v1/jobs/12/assign': { status: 409, body: { success: false, message: 'That job was changed by someone else.' } },
  'GET /api/operator/v1/mail/4': { status: 401, body: { success: false, message: 'Sign in to continue.' } },
  'GET /api/operator/v1/mail/5': { status: 200, body: { success: true, data: { id: 'five' } } },
  'GET /api/operator/v1/mail/6': { status: 502, body: 'Bad gateway' },
};
const received: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;
let base: string;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const answer = ANSWERS[`${req.method} ${req.url}`] ?? { status: 404, body: { success: false, message: 'Not found' } };
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The console calls same-origin paths; here they go to the test server.
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => realFetch(base + path, init));
});
afterAll(() => {
  vi.unstubAllGlobals();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  received.length = 0;
  rememberCsrfToken(null);
  whenUnauthorized(null);
});

describe('the console API client', () => {
  it("returns the answer parsed by the operation's declared schema", async () => {
    const answer = await call(SESSION_OPERATIONS.operatorSession);
    expect(answer.data.staff.role).toBe('owner');
    expect(answer.data.csrf_token).toBe('tok');
  });

  it('sends the CSRF token with every call that changes something, never with a GET', async () => {
    rememberCsrfToken('secret-123');
    await call(SESSION_OPERATIONS.operatorSession);
    await call(SESSION_OPERATIONS.operatorSignIn, { body: { email: 'a@b.co', password: 'x' } });
    await call(SESSION_OPERATIONS.operatorSignOut);
    expect(received.map((r) => [r.method, r.headers['x-csrf-token']])).toEqual([
      ['GET', undefined],
      ['POST', 'secret-123'],
      ['DELETE', 'secret-123'],
    ]);
    expect(received[1]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[1]!.body)).toEqual({ email: 'a@b.co', password: 'x' });
    expect(received[2]!.body).toBe('');
  });

  it('fills the path parameters in and builds the query string, leaving empty values out', async () => {
    await call(DRIVER_OPERATIONS.operatorListDrivers, { query: { q: 'a b', active: undefined, company_id: 3, cursor: '' } });
    await call(JOBS_OPERATIONS.operatorJobAssign, { params: { id: 12 }, body: { driver_id: 7, confirm_overlap: false } }).catch(() => null);
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/operator/v1/drivers?q=a%20b&company_id=3', 'POST /api/operator/v1/jobs/12/assign']);
    expect(JSON.parse(received[1]!.body)).toEqual({ driver_id: 7, confirm_overlap: false });
  });

  it('uploads a file as the raw body of a PUT, with its type and the CSRF token', async () => {
    rememberCsrfToken('secret-123');
    const logo = await upload(FLEET_OPERATIONS.operatorPutCompanyLogo, { params: { id: 3 } }, new Blob(['picture bytes'], { type: 'image/png' }));
    expect(logo.data).toEqual(LOGO);
    expect(received).toMatchObject([{ method: 'PUT', path: '/api/operator/v1/companies/3/logo', body: 'picture bytes', headers: { 'content-type': 'image/png', 'x-csrf-token': 'secret-123' } }]);
  });

  it("turns { success: false, message } into an error carrying the server's message and status", async () => {
    const error = await call(JOBS_OPERATIONS.operatorJobAssign, { params: { id: 12 }, body: { driver_id: 7 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'That job was changed by someone else.', status: 409 });
    // the whole answer stays with the error, for refusals that say more than a message
    expect((error as ApiError).payload).toEqual(ANSWERS['POST /api/operator/v1/jobs/12/assign']!.body);
  });

  it('tells the app on a 401 (back to sign-in), and only then', async () => {
    const unauthorized = vi.fn();
    whenUnauthorized(unauthorized);
    await expect(call(JOBS_OPERATIONS.operatorJobAssign, { params: { id: 12 }, body: { driver_id: 7 } })).rejects.toThrow(ApiError);
    expect(unauthorized).not.toHaveBeenCalled();
    await expect(call(MAIL_OPERATIONS.operatorGetMail, { params: { id: 4 } })).rejects.toMatchObject({ message: 'Sign in to continue.', status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('refuses an answer that does not fit the declaration, and a failure without JSON', async () => {
    await expect(call(MAIL_OPERATIONS.operatorGetMail, { params: { id: 5 } })).rejects.toMatchObject({ message: expect.stringMatching(/does not understand/), status: 200 });
    await expect(call(MAIL_OPERATIONS.operatorGetMail, { params: { id: 6 } })).rejects.toMatchObject({ message: 'Request failed (502)', status: 502 });
  });

  it('says so when the server cannot be reached', async () => {
    const reachable = base;
    base = 'http://127.0.0.1:1';
    try {
      await expect(call(SESSION_OPERATIONS.operatorSession)).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/Could not reach the server/) });
    } finally {
      base = reachable;
    }
  });
});
