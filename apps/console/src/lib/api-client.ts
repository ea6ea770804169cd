/**
 * The one HTTP client of the console: calls an operation from its declaration in the contract
 * (`call(JOBS_OPERATIONS.operatorJobAssign, { params, body })`, typed by it). Same-origin JSON calls
 * carrying the staff cookie; every non-GET call carries the session's CSRF token; each answer is
 * parsed with the operation's declared success schema; `{ success: false, message }` becomes an
 * ApiError with that message; a 401 (the session ended or was revoked) tells the app, which shows
 * the sign-in screen.
 */
import { CSRF_HEADER, errorResponseSchema, parseAnswer, requestOf, type AnswerOf, type OperationDeclaration, type OperationCall } from '@kerbside/contract';

const TIMEOUT_MS = 20_000;
/** A picture of a few megabytes on a slow phone connection takes longer than a JSON call. */
const UPLOAD_TIMEOUT_MS = 90_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The whole JSON answer of a refusal, for the few that say more than a message (a 409's clashing jobs). */
    readonly payload: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** How a success is read: the operation's declared schema (throws when the answer does not fit). */
interface AnswerSchema<T> {
  parse(input: unknown): T;
}

let csrfToken: string | null = null;
let onUnauthorized: (() => void) | null = null;

/** The CSRF token of the current session (from sign-in or the session check); null once signed out. */
export function rememberCsrfToken(token: string | null): void {
  csrfToken = token;
}

/** What to do when the server says the session is gone (the app root shows the sign-in screen). */
export function whenUnauthorized(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

interface RequestOptions {
  body?: unknown;
  /** A file sent as it is (a picture upload) instead of a JSON body. */
  file?: Blob;
  signal?: AbortSignal;
}

async function request<T>(method: string, path: string, schema: AnswerSchema<T>, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.file) headers['content-type'] = options.file.type || 'application/octet-stream';
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;
  const timeout = AbortSignal.timeout(options.file ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Could not reach the server. Check your connection and try again.', 0);
  }

  const payload = (await response.json().catch(() => null)) as unknown;
  const failure = payload as { success?: unknown; message?: unknown } | null;
  if (!response.ok || failure?.success === false) {
    if (response.status === 401) onUnauthorized?.();
    const message = typeof failure?.message === 'string' ? failure.message : `Request failed (${response.status})`;
    throw new ApiError(message, response.status, payload);
  }
  try {
    return schema.parse(payload);
  } catch {
    throw new ApiError('The server sent an answer the console does not understand. Reload the page and try again.', response.status);
  }
}

/** An answer read with the operation's declared success schema (a ZodError when it does not fit). */
const answerOf = <O extends OperationDeclaration>(operation: O): AnswerSchema<AnswerOf<O>> => ({ parse: (payload) => parseAnswer(operation, payload) });

/** An abort signal (react-query's, when the screen no longer needs the answer), beside what the operation declares. */
type CallOptions = Pick<RequestOptions, 'signal'>;

/** The input may be left out when the operation needs none. */
type CallArgs<O extends OperationDeclaration> = object extends OperationCall<O> ? [input?: OperationCall<O> & CallOptions] : [input: OperationCall<O> & CallOptions];

/** Calls one operation; resolves with its success answer, parsed and typed by the declaration. */
export function call<O extends OperationDeclaration>(operation: O, ...[input]: CallArgs<O>): Promise<AnswerOf<O>> {
  const given: Partial<OperationCall<O>> & CallOptions = input ?? {};
  const { method, url, body } = requestOf(operation, given);
  return request(method, url, answerOf(operation), { body, signal: given.signal });
}

/** The operations that take a file as the raw body (a vehicle picture, a company logo). */
type UploadOperation = OperationDeclaration & { upload: NonNullable<OperationDeclaration['upload']> };

/** Sends a file as the raw body of an upload operation (a PUT of the picture routes). */
export function upload<O extends UploadOperation>(operation: O, input: Pick<OperationCall<O>, 'params'> & CallOptions, file: Blob): Promise<AnswerOf<O>> {
  const { method, url } = requestOf(operation, { params: input.params });
  return request(method, url, answerOf(operation), { file, signal: input.signal });
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The field problems of a form's failed save (`fields` of the answer), by path, e.g. 'distanceBands.1.upToMiles'. */
export function fieldProblemsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const parsed = errorResponseSchema.safeParse(error.payload);
  const problems: Record<string, string> = {};
  for (const field of parsed.success ? (parsed.data.fields ?? []) : []) problems[field.path] ??= field.message;
  return problems;
}
