import { API_KEY_HEADERS, WEBSITE_ROUTES } from '@kerbside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './api-client';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The browser's fetch, answering `answer` and keeping what was sent. */
function answering(status: number, answer: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the website's client", () => {
  it("sends an operation's method and path, its parameters encoded, its query, the key headers and the bearer token", async () => {
    const sent = answering(200, { success: true, data: [], pagination: { page: 1, per_page: 10, total: 0, pages: 0 } });
    await call(WEBSITE_ROUTES.listPassengerBookings, { params: { passenger_id: '7/x' }, query: { page: 2, search: '' }, token: 't0ken' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/v1/get_booking/7%2Fx?page=2', method: 'GET', body: undefined });
    expect(sent[0]!.headers).toMatchObject({ [API_KEY_HEADERS.public]: expect.any(String), [API_KEY_HEADERS.secret]: expect.any(String), authorization: 'Bearer t0ken' });
  });

  it('sends a declared body as JSON', async () => {
    const sent = answering(200, { success: true, message: 'Thank you.' });
    const message = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', telephone: '07700900123', queryReason: 'Other' as const, comments: 'Hello' };
    await call(WEBSITE_ROUTES.sendContactMessage, { body: message }).catch(() => {});
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/contact-us', body: message });
    expect(sent[0]!.headers['content-type']).toBe('application/json');
  });

  it("turns a refusal into an ApiError with the server's message and status", async () => {
    answering(429, { success: false, message: 'Too many requests. Please wait a minute.' });
    const refused = await call(WEBSITE_ROUTES.getSettings).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ message: 'Too many requests. Please wait a minute.', status: 429 });
  });

  it('in development, refuses an answer that does not fit the declared schema', async () => {
    answering(200, { success: true, data: { not: 'settings' } });
    await expect(call(WEBSITE_ROUTES.getSettings)).rejects.toThrow(/getSettings: the answer does not fit its declared schema/);
  });
});
