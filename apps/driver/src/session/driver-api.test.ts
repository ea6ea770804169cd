import { afterEach, describe, expect, it } from 'vitest';
import { CSRF_HEADER, DRIVER_APP_ROUTES } from '@kerbside/contract';
import { driverRequest, postQueuedCall, rememberCsrfToken, serverClockSkewMs, whenSignedOut } from './driver-api';

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init });
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

afterEach(() => rememberCsrfToken(null));

describe('a call to the driver API', () => {
  it('reads with the cookie and no CSRF token; changes with the CSRF token of the session', async () => {
    rememberCsrfToken('csrf-1');
    const fetch = fakeFetch(() => json(200, { success: true, data: { ok: 1 } }));
    expect(await driverRequest(DRIVER_APP_ROUTES.driverMe, { fetchFn: fetch.fn })).toEqual({ kind: 'ok', data: { ok: 1 } });
    await driverRequest(DRIVER_APP_ROUTES.driverSignOut, { fetchFn: fetch.fn });
    const [read, change] = fetch.calls;
    expect(read?.url).toBe('/api/driver/v1/me');
    expect(read?.init?.method).toBe('GET');
    expect(read?.init?.credentials).toBe('same-origin');
    expect(headersOf(read?.init)[CSRF_HEADER]).toBeUndefined();
    expect(change?.init?.method).toBe('POST');
    expect(headersOf(change?.init)[CSRF_HEADER]).toBe('csrf-1');
  });

  it('on a 401 from any call, tells every listener the session has ended and forgets the CSRF token', async () => {
    rememberCsrfToken('csrf-1');
    let heard = 0;
    const stop = whenSignedOut(() => heard++);
    const refused = fakeFetch(() => json(401, { success: false, message: 'You are signed out.' }));
    expect(await driverRequest(DRIVER_APP_ROUTES.driverMe, { fetchFn: refused.fn })).toEqual({ kind: 'signed-out' });
    expect(heard).toBe(1);
    const after = fakeFetch(() => json(200, { success: true }));
    await driverRequest(DRIVER_APP_ROUTES.driverSignOut, { fetchFn: after.fn });
    expect(headersOf(after.calls[0]?.init)[CSRF_HEADER]).toBeUndefined();
    stop();
    await driverRequest(DRIVER_APP_ROUTES.driverMe, { fetchFn: refused.fn });
    expect(heard).toBe(1);
  });

  it('tells other refusals, faults and no signal apart from a sign-out', async () => {
    let heard = 0;
    const stop = whenSignedOut(() => heard++);
    expect(await driverRequest(DRIVER_APP_ROUTES.driverMe, { fetchFn: fakeFetch(() => json(403, { success: false, message: 'No' })).fn })).toEqual({ kind: 'failed', status: 403, message: 'No' });
    expect(await driverRequest(DRIVER_APP_ROUTES.driverMe, { fetchFn: fakeFetch(() => new Response('<html>', { status: 502 })).fn })).toEqual({ kind: 'failed', status: 502, message: null });
    expect(await driverRequest(DRIVER_APP_ROUTES.driverMe, { fetchFn: fakeFetch(() => json(200, { success: false })).fn })).toMatchObject({ kind: 'failed' });
    expect(await driverRequest(DRIVER_APP_ROUTES.driverMe, { fetchFn: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fn })).toEqual({ kind: 'offline' });
    expect(heard).toBe(0);
    stop();
  });

  it("keeps the server's clock from each answer's Date header (offers count down on it)", async () => {
    const ahead = new Date(Date.now() + 90_000).toUTCString();
    await driverRequest(DRIVER_APP_ROUTES.driverMe, { fetchFn: fakeFetch(() => new Response('{}', { status: 200, headers: { date: ahead } })).fn });
    expect(serverClockSkewMs()).toBeGreaterThan(88_000);
    expect(serverClockSkewMs()).toBeLessThan(91_000);
    // Within the header's whole seconds and the answer's travel: taken as the same clock.
    await driverRequest(DRIVER_APP_ROUTES.driverMe, { fetchFn: fakeFetch(() => new Response('{}', { status: 200, headers: { date: new Date(Date.now() - 900).toUTCString() } })).fn });
    expect(serverClockSkewMs()).toBe(0);
  });

  it("posts a queued call with the session's CSRF token, and a 401 to it signs the phone out", async () => {
    rememberCsrfToken('csrf-2');
    let heard = 0;
    const stop = whenSignedOut(() => heard++);
    const fetch = fakeFetch(() => json(401, { success: false }));
    const response = await postQueuedCall('/api/driver/v1/jobs/3/status', { status: 'arrived' }, fetch.fn);
    expect(response.status).toBe(401);
    expect(headersOf(fetch.calls[0]?.init)[CSRF_HEADER]).toBe('csrf-2');
    expect(fetch.calls[0]?.init?.body).toBe(JSON.stringify({ status: 'arrived' }));
    expect(heard).toBe(1);
    stop();
  });
});
