/**
 * A route from its declaration in the contract: `serve(app, OPERATIONS.x, handler)`. The method and
 * path, the checks of who may call it (the guards the app provides for its `auth`), the per-address
 * limits its `limits` name, and the parsing of its params, query and body with its schemas all come
 * from the declaration, so no route can be added without them and nothing is written twice. The
 * handler gets the parsed input, typed by the declaration.
 *
 * Bad input is answered as the routes' own parseInput/parseForm calls answered it (decision 0006's liberal rules
 * live in the schemas themselves): a 400 `Invalid request. <field>: <problem>`, and with `form` the
 * problem of every field in `fields`. In development and tests each JSON answer of a success is
 * checked against the declared schema, so an answer that drifts from the contract fails its tests.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler, preValidationAsyncHookHandler, RouteShorthandOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { ApiAuth, OperationDeclaration, BodyOf, ParamsOf, QueryOf } from '@kerbside/contract';
import { DOCUMENTED_LIMITS } from './documented-limits.js';
import { inputFailure, sendFailure, type Failure } from './result.js';

/** What the app adds to a route for one kind of `auth`. */
export interface OperationGuard {
  onRequest?: onRequestHookHandler[];
  /** After the body is read, before the schemas parse it (a passenger's bearer token: a malformed body is still a 400 first). */
  preValidation?: preValidationAsyncHookHandler[];
  onSend?: onSendHookHandler[];
}

export interface OperationGuards {
  /** The guard of each `auth` the app serves; an operation whose `auth` has none cannot be registered. */
  of(operation: OperationDeclaration): OperationGuard | undefined;
  /** true in development and tests: answers are checked against their declared schemas. */
  checkAnswers: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    operationGuards: OperationGuards;
  }
  interface FastifyContextConfig {
    /** The declaration the route was registered from. */
    operation?: OperationDeclaration;
  }
}

/** Registers the guards once, on the plugin every /api route lives in. */
export function provideOperationGuards(app: FastifyInstance, guards: OperationGuards) {
  app.decorate('operationGuards', guards);
}

export type OperationRequest<O extends OperationDeclaration> = FastifyRequest<{ Params: ParamsOf<O>; Querystring: QueryOf<O>; Body: BodyOf<O> }>;
export type OperationHandler<O extends OperationDeclaration> = (request: OperationRequest<O>, reply: FastifyReply) => unknown;

/** Extra route options a few operations need (a raw body parser, a longer body limit). */
export type ServeOptions = Pick<RouteShorthandOptions, 'bodyLimit'> & {
  /** Runs before the body is read (a raw upload's content-type check). */
  preParsing?: RouteShorthandOptions['preParsing'];
  /** Runs once the guard has let the caller in, before the handler (a limit counted per console session). */
  preHandler?: RouteShorthandOptions['preHandler'];
  /** Runs after the guard, before the schemas parse the input: a refusal that does not depend on it (the card sandbox switched off). */
  preValidation?: preValidationAsyncHookHandler;
  /** Runs on every answer before it is serialised (Contact Us adds `error` to its failures). */
  preSerialization?: RouteShorthandOptions['preSerialization'];
  /** How input the schemas refused is answered, when not as the JSON failure (a page a browser opened). */
  sendInvalid?: (request: FastifyRequest, reply: FastifyReply, failure: Failure) => unknown;
};

class InvalidInput extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

const fastifyPath = (path: string) => path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');

function authGuard(app: FastifyInstance, operation: OperationDeclaration): OperationGuard {
  if (operation.auth === 'staff' && !operation.roles?.length) throw new Error(`${operation.id}: a staff operation declares the roles that may call it`);
  const guards = (app as Partial<FastifyInstance>).operationGuards;
  const guard = guards?.of(operation);
  if (!guard) throw new Error(`${operation.id}: no guard for auth '${operation.auth satisfies ApiAuth}' where it is registered`);
  return guard;
}

export function serve<O extends OperationDeclaration>(app: FastifyInstance, operation: O, handler: OperationHandler<O>, options: ServeOptions = {}) {
  const { preValidation, sendInvalid = (_request, reply, failure) => sendFailure(reply, failure), ...routeOptions } = options;
  const guard = authGuard(app, operation);
  const form = operation.form === true;
  const addressLimits = (operation.limits ?? []).filter((name) => DOCUMENTED_LIMITS[name].onRoute).map((name) => DOCUMENTED_LIMITS[name].rule);
  const answer = operation.success.body?.schema;
  const checkAnswers = app.operationGuards.checkAnswers;
  app.route({
    method: operation.method.toUpperCase(),
    url: fastifyPath(operation.path),
    config: { operation, addressLimits },
    onRequest: guard.onRequest,
    onSend: guard.onSend,
    preValidation: [...(guard.preValidation ?? []), ...(preValidation ? [preValidation] : [])],
    ...routeOptions,
    schema: {
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body.schema } : {}),
      ...(answer && checkAnswers ? { response: { [operation.success.status]: answer } } : {}),
    },
    attachValidation: true,
    validatorCompiler: ({ schema, httpPart }) => {
      const zod = schema as ZodType;
      // A form's fields are its body's: a bad path parameter or query is not a field to show.
      const listFields = form && httpPart === 'body';
      // An absent part (no body, no query) reads as {}, as the routes' own parsing always read it.
      return (data: unknown) => {
        const parsed = zod.safeParse(data ?? {});
        return parsed.success ? { value: parsed.data } : { error: new InvalidInput(inputFailure(parsed.error.issues, listFields)) };
      };
    },
    serializerCompiler: ({ schema }) => {
      const zod = schema as ZodType;
      return (data: unknown) => {
        const parsed = zod.safeParse(data);
        if (!parsed.success) throw new Error(`${operation.id}: the answer does not fit its declared schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
        return JSON.stringify(data);
      };
    },
    handler: (request, reply) => {
      const invalid = request.validationError;
      if (invalid) return sendInvalid(request, reply, invalid instanceof InvalidInput ? invalid.failure : { ok: false, status: 400, message: invalid.message });
      return handler(request as unknown as OperationRequest<O>, reply);
    },
  });
}
