/** The one HTTP client of the website: adds the API key headers and turns failures into ApiError. */
import { API_KEY_HEADERS } from '@kerbside/contract';

const PUBLIC_KEY = import.meta.env.VITE_API_PUBLIC_KEY ?? 'kerbside-web-public';
const SECRET_KEY = import.meta.env.VITE_API_SECRET_KEY ?? 'kerbside-web-secret';
const TIMEOUT_MS = 20_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  body?: unknown;
  token?: string;
  signal?: AbortSignal;
}

/** Sends one call with the key headers (and the bearer token); a network failure becomes ApiError status 0. */
async function send(method: string, path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = {
    [API_KEY_HEADERS.public]: PUBLIC_KEY,
    [API_KEY_HEADERS.secret]: SECRET_KEY,
    accept,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const signal = options.signal
    ? AbortSignal.any([options.signal, AbortSignal.timeout(TIMEOUT_MS)])
    : AbortSignal.timeout(TIMEOUT_MS);

  try {
    return await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(message === 'Failed to fetch' ? 'Could not reach the server. Check your connection and try again.' : message, 0);
  }
}

type Payload = { success?: boolean; message?: string; error?: string } | null;

/** Spec §8: the server's message when there is one, else the error's own message. */
const failureOf = (response: Response, payload: Payload) =>
  new ApiError(payload?.message ?? payload?.error ?? `Request failed (${response.status})`, response.status);

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options, 'application/json');
  const payload = (await response.json().catch(() => null)) as Payload;
  if (!response.ok || payload?.success === false) throw failureOf(response, payload);
  return payload as T;
}

/** A page the API answers as HTML (a receipt); a refusal still comes as the JSON failure envelope. */
async function requestHtml(path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send('GET', path, options, 'text/html');
  if (!response.ok) throw failureOf(response, (await response.json().catch(() => null)) as Payload);
  return response.text();
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  getHtml: (path: string, options?: RequestOptions) => requestHtml(path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body: body ?? {} }),
};

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
