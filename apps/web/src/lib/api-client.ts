/**
 * The one HTTP client of the website: calls an operation by its route, generated from its
 * declaration in the contract and typed by it (`call(WEBSITE_ROUTES.calculateDistancePrice, { body,
 * signal })`), adds the API key headers and turns failures into ApiError. The built site carries the
 * routes only (method and path), not the declarations' schemas: in development and the unit tests
 * each answer is checked against its declared schema, loaded apart, so a drift between the server
 * and the contract shows at once.
 */
import { API_KEY_HEADERS, requestOf, type AnswerOf, type DeclarationOf, type OperationCall, type OperationRoute } from '@kerbside/contract';

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

/** The bearer token of a signed-in passenger and an abort signal, beside what the operation declares. */
type CallOptions = Pick<RequestOptions, 'token' | 'signal'>;

type Input<R extends OperationRoute> = OperationCall<DeclarationOf<R>> & CallOptions;

/** The input may be left out when the operation needs none. */
type CallArgs<R extends OperationRoute> = object extends OperationCall<DeclarationOf<R>> ? [input?: Input<R>] : [input: Input<R>];

/** Throws when an answer does not fit its operation's declared schema (development and tests only). */
async function checkInDevelopment(route: OperationRoute, payload: unknown) {
  const { WEBSITE_OPERATIONS, checkAnswer } = await import('@kerbside/contract');
  checkAnswer(WEBSITE_OPERATIONS[route.id as keyof typeof WEBSITE_OPERATIONS], payload);
}

/** Calls one operation; resolves with its success answer, typed by the declaration. */
export async function call<R extends OperationRoute>(route: R, ...[input]: CallArgs<R>): Promise<AnswerOf<DeclarationOf<R>>> {
  const given: Partial<Input<R>> = input ?? {};
  const { method, url, body } = requestOf(route, given);
  const payload = await request<AnswerOf<DeclarationOf<R>>>(method, url, { body, token: given.token, signal: given.signal });
  if (import.meta.env.DEV) await checkInDevelopment(route, payload);
  return payload;
}

/** Calls an operation that answers with a page (a receipt). */
export function callHtml<R extends OperationRoute>(route: R, input: Input<R>): Promise<string> {
  return requestHtml(requestOf(route, input).url, { token: input.token, signal: input.signal });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
