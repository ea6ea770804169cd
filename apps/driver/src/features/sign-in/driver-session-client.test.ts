import { describe, expect, it } from 'vitest';
import { DRIVER_APP_ROUTES } from '@kerbside/contract';
import { exchangeSignInToken } from './driver-session-client';

/** A fetch that records what it was asked and answers as told. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : url.toString(), init });
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}

const SESSION = {
  driver: { id: 7, name: 'Sam Driver' },
  company: { id: 1, name: 'Riverside Executive Cars' },
  vehicle_registration: 'AB12 CDE',
  csrf_token: 'csrf',
  expires_at: '2026-12-28T10:00:00.000Z',
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('trading a sign-in token for a session', () => {
  it('posts the token once, as JSON, with the same-origin cookie', async () => {
    const fetch = fakeFetch(() => json(200, { success: true, data: SESSION }));
    expect(await exchangeSignInToken('abc', fetch.fn)).toEqual({ signedIn: true, session: SESSION });
    expect(fetch.calls).toHaveLength(1);
    const [call] = fetch.calls;
    expect(call?.url).toBe(DRIVER_APP_ROUTES.driverSignIn.path);
    expect(call?.init?.method).toBe('POST');
    expect(call?.init?.credentials).toBe('same-origin');
    expect(JSON.parse(call?.init?.body as string)).toEqual({ token: 'abc' });
  });

  it('is not signed in on any refusal: expired or used (4xx), no route yet (404), a server fault', async () => {
    for (const status of [400, 401, 404, 410, 429, 500, 503]) {
      const fetch = fakeFetch(() => json(status, { success: false, message: 'No' }));
      expect(await exchangeSignInToken('abc', fetch.fn), String(status)).toEqual({ signedIn: false });
    }
  });

  it('is not signed in when a 200 says it failed or is not JSON', async () => {
    expect(await exchangeSignInToken('abc', fakeFetch(() => json(200, { success: false })).fn)).toEqual({ signedIn: false });
    expect(await exchangeSignInToken('abc', fakeFetch(() => new Response('<html>', { status: 200 })).fn)).toEqual({ signedIn: false });
  });

  it('is not signed in without signal', async () => {
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await exchangeSignInToken('abc', offline.fn)).toEqual({ signedIn: false });
  });
});
