import { PlacesUnavailableError } from './places.provider.js';

export interface GoogleHttpOptions {
  apiKey: string;
  timeoutMs: number;
  fetchImpl: typeof fetch;
}

export interface GoogleRequest {
  /** What we were doing, for error messages: 'Places autocomplete'. */
  what: string;
  method: 'GET' | 'POST';
  url: string;
  fieldMask?: string;
  body?: unknown;
}

/** Status and parsed JSON body of a Google Maps Platform call; throws only for transport trouble. */
export interface GoogleResponse {
  status: number;
  body: unknown;
}

function googleErrorStatus(body: unknown): string {
  const error = (body as { error?: { status?: unknown } } | null)?.error;
  return typeof error?.status === 'string' ? ` ${error.status}` : '';
}

/**
 * Calls a Google Maps Platform REST method. The key travels only in the X-Goog-Api-Key header,
 * never in the URL, so it cannot leak into logs or error messages.
 */
export async function googleRequest(http: GoogleHttpOptions, request: GoogleRequest): Promise<GoogleResponse> {
  const headers: Record<string, string> = { 'X-Goog-Api-Key': http.apiKey, Accept: 'application/json' };
  if (request.fieldMask) headers['X-Goog-FieldMask'] = request.fieldMask;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await http.fetchImpl(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? null : JSON.stringify(request.body),
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new PlacesUnavailableError(
      timedOut
        ? `Google ${request.what} timed out after ${http.timeoutMs} ms`
        : `Google ${request.what} could not be reached`,
      { cause: error },
    );
  }
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) throw new PlacesUnavailableError(`Google ${request.what} returned a malformed body`);
    }
  }
  return { status: response.status, body };
}

/** Throws PlacesUnavailableError for any status but 2xx (and any the caller chose to accept). */
export function expectOk(what: string, response: GoogleResponse, accept: number[] = []): void {
  if ((response.status >= 200 && response.status < 300) || accept.includes(response.status)) return;
  throw new PlacesUnavailableError(`Google ${what} failed: HTTP ${response.status}${googleErrorStatus(response.body)}`);
}

export function malformed(what: string): PlacesUnavailableError {
  return new PlacesUnavailableError(`Google ${what} returned a malformed body`);
}
