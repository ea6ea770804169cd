/**
 * Vehicle categories as the console reads and changes them. Every read takes a company scope and
 * filters by it in SQL, so a category of another company is simply not found. Writes take the
 * caller's transaction. (The website's reads are fleet.repository.ts.)
 */
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, VehicleCategoriesTable, VehicleRow } from '../../db/schema.js';
import type { Dialect } from '../../db/database.js';
import { companyOf, type CompanyScope } from '../../platform/company-scope/index.js';

export type CategoryRecord = VehicleRow & { company_name: string };

export type CategoryChanges = Omit<Updateable<VehicleCategoriesTable>, 'id' | 'company_id'>;

export function createVehicleCategoriesRepository(db: Kysely<Database>, dialect: Dialect) {
  function categories(on: Kysely<Database>, scope: CompanyScope) {
    const company = companyOf(scope);
    return on
      .selectFrom('vehicle_categories as v')
      .innerJoin('companies as c', 'c.id', 'v.company_id')
      .selectAll('v')
      .select('c.company_name')
      .$if(company !== undefined, (qb) => qb.where('v.company_id', '=', company!));
  }

  return {
    /** In the website's order: companies by name, then sort order, then id. */
    async list(scope: CompanyScope): Promise<CategoryRecord[]> {
      return categories(db, scope).orderBy('c.company_name').orderBy('c.id').orderBy('v.sort_order').orderBy('v.id').execute();
    },

    async find(scope: CompanyScope, id: number, on: Kysely<Database> = db): Promise<CategoryRecord | null> {
      return (await categories(on, scope).where('v.id', '=', id).executeTakeFirst()) ?? null;
    },

    /**
     * Holds the category's row until the transaction ends (PostgreSQL; SQLite runs one writer at a
     * time), so two uploads for one category cannot both replace the same picture.
     */
    async lock(on: Kysely<Database>, id: number): Promise<void> {
      if (dialect === 'postgres') await sql`select id from vehicle_categories where id = ${id} for update`.execute(on);
    },

    /** Holds the company's row (PostgreSQL), so two changes cannot give one name to two categories at once. */
    async lockCompany(on: Kysely<Database>, companyId: number): Promise<void> {
      if (dialect === 'postgres') await sql`select id from companies where id = ${companyId} for update`.execute(on);
    },

    async nameTaken(on: Kysely<Database>, companyId: number, name: string, exceptId: number | null): Promise<boolean> {
      const row = await on
        .selectFrom('vehicle_categories')
        .select('id')
        .where('company_id', '=', companyId)
        .where(sql<string>`lower(category_name)`, '=', name.toLowerCase())
        .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId!))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** After the company's last category. */
    async nextSortOrder(on: Kysely<Database>, companyId: number): Promise<number> {
      const row = await on
        .selectFrom('vehicle_categories')
        .select((eb) => eb.fn.max('sort_order').as('last'))
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
    },

    async insert(on: Kysely<Database>, row: Omit<VehicleRow, 'id'>): Promise<number> {
      const inserted = await on.insertInto('vehicle_categories').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async update(on: Kysely<Database>, id: number, changes: CategoryChanges): Promise<void> {
      await on.updateTable('vehicle_categories').set(changes).where('id', '=', id).execute();
    },

    /** Drivers name their category in words: a renamed category takes its drivers along. */
    async renameDriversCategory(on: Kysely<Database>, companyId: number, from: string, to: string): Promise<number> {
      const result = await on.updateTable('drivers').set({ vehicle_category: to }).where('company_id', '=', companyId).where('vehicle_category', '=', from).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async company(id: number): Promise<{ id: number; name: string } | null> {
      const row = await db.selectFrom('companies').select(['id', 'company_name']).where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, name: row.company_name } : null;
    },
  };
}

export type VehicleCategoriesRepository = ReturnType<typeof createVehicleCategoriesRepository>;
