import type { FastifyRequest } from 'fastify';
import type { CompanyScope, StaffPrincipal } from './company-scope.js';

/** Who makes a change from the console, and which companies they reach: what a service needs to check and audit it. */
export interface Actor {
  staff: StaffPrincipal;
  scope: CompanyScope;
}

/** The actor of a request to a staff operation (the staff guard has filled both in). */
export const actorOf = (request: FastifyRequest): Actor => ({ staff: request.staff, scope: request.scope });
