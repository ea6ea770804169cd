import type { FastifyReply } from 'fastify';
import type { core } from 'zod';

/** Expected failures travel as values; only the unexpected throws. */
export type FailStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;
/** A form field's problem: `path` as the request body's keys joined by '.', e.g. 'distanceBands.1.upToMiles'. */
export interface FieldProblem {
  path: string;
  message: string;
}
export type Failure = {
  ok: false;
  status: FailStatus;
  message: string;
  retryAfterSeconds?: number;
  fields?: FieldProblem[];
  /** More of the answer beside `message`, as the contract declares it (e.g. a 409's `booking` as it is now). */
  data?: Record<string, unknown>;
};
export type Result<T> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (status: FailStatus, message: string): Result<never> => ({
  ok: false,
  status,
  message,
});
/** A 429: the answer carries Retry-After with the seconds to wait. */
export const limited = (retryAfterSeconds: number, message: string): Failure => ({
  ok: false,
  status: 429,
  message,
  retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
});

/**
 * The 400 of input a schema refused (serve-operation.ts): the first problem in the message as
 * `Invalid request. <field>: <problem>`; with `form` (a console form), every field's in `fields`.
 */
export function inputFailure(issues: readonly core.$ZodIssue[], form: boolean): Failure {
  if (form) return invalidFields(issues.slice(0, 50).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
  const issue = issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return fail(400, `Invalid request. ${where}${issue?.message ?? 'Check the fields and try again.'}`) as Failure;
}

/** A 400 for a form's field problems, worded like parseForm's: the first one in the message, all of them in `fields`. */
export function invalidFields(fields: FieldProblem[]): Failure {
  const first = fields[0];
  const where = first?.path ? `${first.path}: ` : '';
  return { ok: false, status: 400, message: `Invalid request. ${where}${first?.message ?? 'Check the fields and try again.'}`, fields };
}

/** A failure of one form field (a name already taken…): `message` for the page, `fieldMessage` beside the field. */
export const fieldFailure = (status: FailStatus, path: string, message: string, fieldMessage = message): Failure => ({
  ok: false,
  status,
  message,
  fields: [{ path, message: fieldMessage }],
});

export function sendResult<T>(reply: FastifyReply, result: Result<T>, wrap: (value: T) => unknown = (data) => ({ success: true, data })) {
  if (!result.ok) return sendFailure(reply, result);
  return reply.send(wrap(result.value));
}

export function sendFailure(reply: FastifyReply, failure: Failure) {
  if (failure.retryAfterSeconds !== undefined) reply.header('retry-after', String(failure.retryAfterSeconds));
  const body = { ...failure.data, success: false, message: failure.message, ...(failure.fields ? { fields: failure.fields } : {}) };
  return reply.code(failure.status).send(body);
}
