import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { staffSessionResponseSchema, staffSignOutResponseSchema } from '@kerbside/contract';
import { api, ApiError, rememberCsrfToken, whenUnauthorized } from './api-client';

/** A real HTTP server answering each path with a fixed status and body, remembering what it was sent. */
const ANSWERS: Record<string, { status: number; body: unknown }> = {
  '/session': {
    status: 200,
    body: { success: true, data: { staff: { id: 1, name: 'Olivia', email: 'o@example.com', role: 'owner', company: null }, csrf_token: 'tok', expires_at: '2026-12-01T21:00:00.000Z' } },
  },
  '/signed-out': { status: 200, body: { success: true, message: 'You have signed out.' } },
  '/refused': { status: 409, body: { success: false, message: 'That job was changed by someone else.' } },
  '/gone': { status: 401, body: { success: false, message: 'Sign in to continue.' } },
  '/odd': { status: 200, body: { success: true, data: { staff: 'nobody' } } },
  '/broken': { status: 502, body: 'Bad gateway' },
};
const received: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const answer = ANSWERS[req.url ?? ''] ?? { status: 404, body: { success: false, message: 'Not found' } };
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      res.writeHead(answer.status, { 'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  received.length = 0;
  rememberCsrfToken(null);
  whenUnauthorized(null);
});

describe('the console API client', () => {
  it('returns the answer parsed by its contract schema', async () => {
    const answer = await api.get(`${base}/session`, staffSessionResponseSchema);
    expect(answer.data.staff.role).toBe('owner');
    expect(answer.data.csrf_token).toBe('tok');
  });

  it('sends the CSRF token with every call that changes something, never with a GET', async () => {
    rememberCsrfToken('secret-123');
    await api.get(`${base}/session`, staffSessionResponseSchema);
    await api.post(`${base}/session`, { email: 'a@b.co', password: 'x' }, staffSessionResponseSchema);
    await api.delete(`${base}/signed-out`, staffSignOutResponseSchema);
    expect(received.map((r) => [r.method, r.headers['x-csrf-token']])).toEqual([
      ['GET', undefined],
      ['POST', 'secret-123'],
      ['DELETE', 'secret-123'],
    ]);
    expect(received[1]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[1]!.body)).toEqual({ email: 'a@b.co', password: 'x' });
  });

  it("turns { success: false, message } into an error carrying the server's message and status", async () => {
    const error = await api.post(`${base}/refused`, {}, staffSignOutResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'That job was changed by someone else.', status: 409 });
    // the whole answer stays with the error, for refusals that say more than a message
    expect((error as ApiError).payload).toEqual(ANSWERS['/refused']!.body);
  });

  it('tells the app on a 401 (back to sign-in), and only then', async () => {
    const unauthorized = vi.fn();
    whenUnauthorized(unauthorized);
    await expect(api.post(`${base}/refused`, {}, staffSignOutResponseSchema)).rejects.toThrow(ApiError);
    expect(unauthorized).not.toHaveBeenCalled();
    await expect(api.get(`${base}/gone`, staffSessionResponseSchema)).rejects.toMatchObject({ message: 'Sign in to continue.', status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
  });

  it('refuses an answer that does not match the contract, and a failure without JSON', async () => {
    await expect(api.get(`${base}/odd`, staffSessionResponseSchema)).rejects.toThrow(/does not understand/);
    await expect(api.get(`${base}/broken`, staffSessionResponseSchema)).rejects.toMatchObject({ message: 'Request failed (502)', status: 502 });
  });

  it('says so when the server cannot be reached', async () => {
    await expect(api.get('http://127.0.0.1:1/session', staffSessionResponseSchema)).rejects.toMatchObject({ status: 0, message: expect.stringMatching(/Could not reach the server/) });
  });
});
