/**
 * Who may call each kind of operation (its declared `auth`), for serve-operation.ts: the website's
 * key headers, a signed-in passenger's bearer token, or a console session of the declared roles.
 * A booking's link token and Stripe's and Twilio's signatures are checked by the operation's own handler, which
 * needs what they name; so is the optional bearer token of validate-token, whose absence is an answer.
 */
import type { FastifyInstance } from 'fastify';
import type { OperationDeclaration } from '@kerbside/contract';
import { apiKeyCheck, type ApiKeys } from './http/api-key.js';
import { sendFailure, type Result } from './http/result.js';
import { provideOperationGuards, type OperationGuard, type OperationGuards } from './http/serve-operation.js';

/** The session of a passenger's bearer token: whose it is and the token's row. */
export interface PassengerSession {
  passengerId: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard of a 'keys+bearer' operation; its handler may rely on it. */
    passengerSession: PassengerSession;
  }
}

type GuardDeps = {
  keys: ApiKeys;
  /** The session of an `Authorization: Bearer …` header, or its 401 (accounts module). */
  bearer: (authorization: string | undefined) => Promise<Result<PassengerSession>>;
  staff: (roles: readonly NonNullable<OperationDeclaration['roles']>[number][]) => OperationGuard;
  /** The driver app's session cookie and CSRF header (driver-sessions module). */
  driver: OperationGuard;
  checkAnswers: boolean;
};

/** Gives the /api plugin its guards, and the request the passenger session a bearer guard fills in (null until then, so every request keeps one shape). */
export function registerOperationGuards(api: FastifyInstance, deps: GuardDeps) {
  api.decorateRequest('passengerSession', null as never);
  api.decorateRequest('driverSession', null as never);
  provideOperationGuards(api, createOperationGuards(deps));
}

function createOperationGuards(deps: GuardDeps): OperationGuards {
  const keys: OperationGuard = { onRequest: [apiKeyCheck(deps.keys)] };
  const keysAndBearer: OperationGuard = {
    onRequest: keys.onRequest,
    // After the body is read and before it is parsed, where the handlers checked it: a malformed
    // body is a 400 first, a body that does not fit the schema comes after the 401.
    preValidation: [
      async (request, reply) => {
        const session = await deps.bearer(request.headers.authorization);
        if (!session.ok) return sendFailure(reply, session);
        request.passengerSession = session.value;
      },
    ],
  };
  const open: OperationGuard = {};
  return {
    checkAnswers: deps.checkAnswers,
    of(operation) {
      switch (operation.auth) {
        case 'keys':
        case 'keys+optional-bearer':
          return keys;
        case 'keys+bearer':
          return keysAndBearer;
        case 'staff':
          return deps.staff(operation.roles ?? []);
        case 'driver':
          return deps.driver;
        case 'none':
        case 'link-token':
        case 'stripe-signature':
        case 'twilio-signature':
          return open;
      }
    },
  };
}
