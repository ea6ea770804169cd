/**
 * Which companies' data a console call may touch. Every repository function that reads or changes
 * company data takes one and filters by it in SQL, so tenancy does not depend on the screens: a row
 * outside the scope is simply not found.
 */
import type { StaffRole } from '@kerbside/contract';

export type CompanyScope = { all: true } | { all: false; companyId: number };

export interface StaffPrincipal {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  /** Null for a platform admin. */
  companyId: number | null;
  companyName: string | null;
}

export function scopeOf(staff: StaffPrincipal): CompanyScope {
  return staff.role === 'platform_admin' || staff.companyId === null ? { all: true } : { all: false, companyId: staff.companyId };
}

/**
 * A platform admin may narrow a list to one company (`?company_id=`); company staff stay in their
 * own whatever they ask for.
 */
export function narrowScope(scope: CompanyScope, companyId: number | undefined): CompanyScope {
  return scope.all && companyId !== undefined ? { all: false, companyId } : scope;
}

/** True when `companyId` (a row's company, null for platform-wide rows) is inside the scope. */
export function inScope(scope: CompanyScope, companyId: number | null): boolean {
  return scope.all || companyId === scope.companyId;
}

/**
 * Whose share a console call counts against when companies share a cap of the server (live
 * streams, exports being prepared): its company's id, or 'platform' for a platform admin.
 */
export function tenantOf(scope: CompanyScope): string {
  return scope.all ? 'platform' : String(scope.companyId);
}

/** The message of every 404 for a row outside the caller's scope, the same as for a missing one. */
export const NOT_FOUND = 'Not found.';

/** The one company a scope is limited to, or undefined for every company (for `$if` filters). */
export function companyOf(scope: CompanyScope): number | undefined {
  return scope.all ? undefined : scope.companyId;
}
