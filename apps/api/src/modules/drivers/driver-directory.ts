/**
 * What other modules may read of a driver, through this module's index.ts: the driver app's
 * sign-in links and sessions ask who a link or a session is for. Read only, through the drivers
 * repository (still the only file that touches the table), scoped as it scopes.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import { createDriversRepository, type DriverRecord } from './drivers.repository.js';

export interface DriverProfile {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  email: string | null;
  active: boolean;
  vehicleRegistration: string;
}

const profileOf = (row: DriverRecord): DriverProfile => ({
  id: row.id,
  companyId: row.company_id,
  companyName: row.company_name,
  name: row.name,
  email: row.email,
  active: row.is_active === 1,
  vehicleRegistration: row.vehicle_registration,
});

const EVERY_COMPANY: CompanyScope = { all: true };

export function createDriverDirectory(db: Kysely<Database>) {
  const repo = createDriversRepository(db);
  return {
    /** The driver in the scope, active or not; null for another company's (not found). */
    async inScope(scope: CompanyScope, id: number): Promise<DriverProfile | null> {
      const row = await repo.find(scope, id);
      return row ? profileOf(row) : null;
    },

    /** The driver if active, whatever the company: the caller holds a link or a session that names them. */
    async active(id: number, on: Kysely<Database> = db): Promise<DriverProfile | null> {
      const row = await repo.find(EVERY_COMPANY, id, on);
      return row?.is_active === 1 ? profileOf(row) : null;
    },
  };
}

export type DriverDirectory = ReturnType<typeof createDriverDirectory>;
