/**
 * What both apps' clients need to call an operation from its declaration: the request (method, the
 * path with its parameters filled in, the query string, the body) and the typed answer. No I/O here:
 * each app's client sends the request its own way (key headers, a cookie and CSRF token).
 */
import type { z } from 'zod';
import { pathOf, type AnswerOf, type OperationDeclaration } from './operation.js';

type Query = Record<string, string | number | boolean | null | undefined>;

/** The input of a call, typed by the declaration: params when the path has some, the body when one is declared. */
export type OperationCall<O extends OperationDeclaration> = (O['params'] extends z.ZodType ? { params: { [K in keyof z.input<O['params']>]: string | number } } : { params?: undefined }) &
  (O['query'] extends z.ZodType ? { query?: Query } : { query?: undefined }) &
  (O['body'] extends { schema: z.ZodType } ? { body: z.input<O['body']['schema']> } : { body?: undefined });

export interface OperationRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path and query string. */
  url: string;
  /** JSON to send; undefined: no body. */
  body: unknown;
}

/** `{ q: 'a b', page: 2, skip: undefined }` → '?q=a%20b&page=2' (empty values left out). */
export function queryString(query: Query = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The request of a call. A POST, PUT or PATCH without a declared body still sends `{}`, as JSON calls always have. */
export function requestOf(operation: Pick<OperationDeclaration, 'method' | 'path'> & { body?: unknown }, call: { params?: Record<string, string | number>; query?: Query; body?: unknown }): OperationRequest {
  const method = operation.method.toUpperCase() as OperationRequest['method'];
  const sendsBody = operation.body !== undefined || method === 'POST' || method === 'PUT' || method === 'PATCH';
  return { method, url: pathOf(operation, call.params) + queryString(call.query), body: sendsBody ? (call.body ?? {}) : undefined };
}

/** Throws when an answer does not fit the declared schema of a success (the website checks in development only). */
export function checkAnswer(operation: OperationDeclaration, payload: unknown): void {
  const checked = operation.success.body?.schema.safeParse(payload);
  if (checked && !checked.success) throw new Error(`${operation.id}: the answer does not fit its declared schema: ${checked.error.message}`);
}

/** The answer parsed with the declared schema of a success (throws a ZodError when it does not fit). */
export function parseAnswer<O extends OperationDeclaration>(operation: O, payload: unknown): AnswerOf<O> {
  const schema = operation.success.body?.schema;
  return (schema ? schema.parse(payload) : payload) as AnswerOf<O>;
}
