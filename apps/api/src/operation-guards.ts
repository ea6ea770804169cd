/**
 * Who may call each kind of operation (its declared `auth`), for serve-operation.ts: the website's
 * key headers, or a console session of the declared roles. A passenger's bearer token, a booking's
 * link token and Stripe's signature are checked by the operation's own handler, which needs what
 * they name.
 */
import type { OperationDeclaration } from '@kerbside/contract';
import { apiKeyCheck, type ApiKeys } from './http/api-key.js';
import type { OperationGuard, OperationGuards } from './http/serve-operation.js';

export function createOperationGuards(deps: { keys: ApiKeys; staff: (roles: readonly NonNullable<OperationDeclaration['roles']>[number][]) => OperationGuard; checkAnswers: boolean }): OperationGuards {
  const keys: OperationGuard = { onRequest: [apiKeyCheck(deps.keys)] };
  const open: OperationGuard = {};
  return {
    checkAnswers: deps.checkAnswers,
    of(operation) {
      switch (operation.auth) {
        case 'keys':
        case 'keys+bearer':
        case 'keys+optional-bearer':
          return keys;
        case 'staff':
          return deps.staff(operation.roles ?? []);
        case 'none':
        case 'link-token':
        case 'stripe-signature':
          return open;
      }
    },
  };
}
