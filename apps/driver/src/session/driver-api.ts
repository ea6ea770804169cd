/**
 * The app's one way to the driver API (`/api/driver/v1`): the session cookie goes with every call
 * (same origin, HttpOnly: the app never sees it), a change carries the session's CSRF token, and
 * an answer of 401 from any call means the session has ended (revoked by the office, the driver
 * deactivated, expired): every listener hears it, and the app shows the signed-out screen.
 */
import { CSRF_HEADER } from '@kerbside/contract';
import { clockSkewMs } from '../features/offers/offer-countdown';

const TIMEOUT_MS = 15_000;

export type DriverAnswer<T> =
  | { kind: 'ok'; data: T }
  /** 401: no session any more. */
  | { kind: 'signed-out' }
  /** Any other refusal or fault, with the server's message when it gave one. */
  | { kind: 'failed'; status: number; message: string | null }
  /** No signal, or no answer in time. */
  | { kind: 'offline' };

interface Route {
  method: string;
  path: string;
}

let csrfToken: string | null = null;
/** Server time minus phone time, from the last answer's Date header: offers count down on the server's clock. */
let serverSkewMs = 0;
const signedOutListeners = new Set<() => void>();

/** The CSRF token of the session now open (from sign-in or /me); null once signed out. */
export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function serverClockSkewMs(): number {
  return serverSkewMs;
}

/** Called whenever a driver API call answers 401. Returns the way to stop listening. */
export function whenSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** Every answer: keeps the server's clock, and a 401 tells every listener. True for a 401. */
function heardSignedOut(response: Response): boolean {
  if (response.headers.has('date')) {
    // The header has whole seconds and the answer took time to come: a skew under 2 s is noise.
    const skew = clockSkewMs(response.headers.get('date'), Date.now());
    serverSkewMs = Math.abs(skew) < 2_000 ? 0 : skew;
  }
  if (response.status !== 401) return false;
  csrfToken = null;
  for (const listener of [...signedOutListeners]) listener();
  return true;
}

/** A queued call (outbox): posted with the session's CSRF token; the queue reads the answer itself, a 401 still signs the phone out. */
export async function postQueuedCall(path: string, body: unknown, fetchFn: typeof fetch = fetch): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  const response = await fetchFn(path, { method: 'POST', headers, credentials: 'same-origin', body: JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  heardSignedOut(response);
  return response;
}

export async function driverRequest<T>(route: Route, options: { body?: unknown; fetchFn?: typeof fetch } = {}): Promise<DriverAnswer<T>> {
  const method = route.method.toUpperCase();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await (options.fetchFn ?? fetch)(route.path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'offline' };
  }
  if (heardSignedOut(response)) return { kind: 'signed-out' };
  const payload = (await response.json().catch(() => null)) as { success?: unknown; data?: T; message?: unknown } | null;
  if (!response.ok || payload?.success !== true) {
    return { kind: 'failed', status: response.status, message: typeof payload?.message === 'string' ? payload.message : null };
  }
  return { kind: 'ok', data: payload.data as T };
}
