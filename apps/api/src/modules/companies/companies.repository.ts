/**
 * The only file of this module that touches the companies table. Reads take a company scope and
 * filter by it in SQL, so another company is simply not found. Writes take the caller's transaction.
 */
import type { Kysely, Updateable } from 'kysely';
import type { CompaniesTable, CompanyRow, Database } from '../../db/schema.js';
import { companyOf, type CompanyScope } from '../../platform/company-scope/index.js';

export type CompanyChanges = Omit<Updateable<CompaniesTable>, 'id' | 'is_active'>;

export function createCompaniesRepository(db: Kysely<Database>) {
  function companies(on: Kysely<Database>, scope: CompanyScope) {
    const company = companyOf(scope);
    return on
      .selectFrom('companies')
      .selectAll()
      .$if(company !== undefined, (qb) => qb.where('id', '=', company!));
  }

  return {
    /** By name (then id), active or not. */
    async list(scope: CompanyScope): Promise<CompanyRow[]> {
      return companies(db, scope).orderBy('company_name').orderBy('id').execute();
    },

    async find(scope: CompanyScope, id: number, on: Kysely<Database> = db): Promise<CompanyRow | null> {
      return (await companies(on, scope).where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The id and name of a company the scope reaches, or null (another company is not found). */
    async named(scope: CompanyScope, id: number): Promise<{ id: number; name: string } | null> {
      const row = await companies(db, scope).clearSelect().select(['id', 'company_name']).where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, name: row.company_name } : null;
    },

    /** Another company already called this (ignoring case). */
    async nameTaken(name: string, exceptId: number, on: Kysely<Database> = db): Promise<boolean> {
      const row = await on
        .selectFrom('companies')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['company_name']), '=', name.toLowerCase()))
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async update(on: Kysely<Database>, id: number, changes: CompanyChanges): Promise<void> {
      await on.updateTable('companies').set(changes).where('id', '=', id).execute();
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
