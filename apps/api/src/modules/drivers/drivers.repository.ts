/**
 * The only file that touches the drivers table. Every read takes a company scope and filters by it
 * in SQL, so a driver of another company is simply not found. Writes take the caller's transaction.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { normaliseUkMobile } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import type { DriverRow, DriversTable } from '../dispatch/index.js';
import { companyOf, type CompanyScope } from '../../platform/company-scope/index.js';
import type { Insertable, Updateable } from 'kysely';

export type DriverRecord = DriverRow & { company_name: string; document_warning_days: number; photo_sha256: string | null; licence_photo_sha256: string | null };

export interface DriverFilter {
  /** Part of the name, licence number, registration (spaces or not) or mobile (in any usual writing). */
  q?: string | undefined;
  active?: boolean | undefined;
}

export type DriverChanges = Omit<Updateable<DriversTable>, 'id' | 'company_id' | 'created_at'>;

/** `%text%` for LIKE, with LIKE's own characters taken literally (escaped with a backslash). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createDriversRepository(db: Kysely<Database>) {
  function drivers(on: Kysely<Database>, scope: CompanyScope) {
    const company = companyOf(scope);
    return on
      .selectFrom('drivers as d')
      .innerJoin('companies as c', 'c.id', 'd.company_id')
      .leftJoin('media_files as m', (join) => join.onRef('m.id', '=', 'd.photo_media_id').on('m.kind', '=', 'driver'))
      .leftJoin('driver_licence_photos as lp', 'lp.driver_id', 'd.id')
      .selectAll('d')
      .select(['c.company_name', 'c.document_warning_days', 'm.sha256 as photo_sha256', 'lp.sha256 as licence_photo_sha256'])
      .$if(company !== undefined, (qb) => qb.where('d.company_id', '=', company!));
  }

  function matches(q: string): Expression<SqlBool> {
    const lower = q.toLowerCase();
    const like = containing(lower);
    const compact = containing(lower.replace(/\s+/g, ''));
    const mobile = normaliseUkMobile(q);
    return sql<SqlBool>`(lower(d.name) like ${like} escape '\\'
      or lower(d.licence_number) like ${like} escape '\\'
      or replace(lower(d.vehicle_registration), ' ', '') like ${compact} escape '\\'
      or d.mobile like ${mobile ?? like} escape '\\')`;
  }

  return {
    /** Active drivers first, then by name. */
    async list(scope: CompanyScope, filter: DriverFilter): Promise<DriverRecord[]> {
      const { q, active } = filter;
      return drivers(db, scope)
        .$if(active !== undefined, (qb) => qb.where('d.is_active', '=', active ? 1 : 0))
        .$if(q !== undefined && q !== '', (qb) => qb.where(matches(q!)))
        .orderBy('d.is_active', 'desc')
        .orderBy('d.name')
        .orderBy('d.id')
        .execute();
    },

    async find(scope: CompanyScope, id: number, on: Kysely<Database> = db): Promise<DriverRecord | null> {
      return (await drivers(on, scope).where('d.id', '=', id).executeTakeFirst()) ?? null;
    },

    async insert(on: Kysely<Database>, row: Insertable<DriversTable>): Promise<number> {
      const inserted = await on.insertInto('drivers').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async update(on: Kysely<Database>, id: number, changes: DriverChanges): Promise<void> {
      await on.updateTable('drivers').set(changes).where('id', '=', id).execute();
    },

    /** Names of the company's active vehicle categories, in the fleet's order. */
    async categoryNames(companyId: number, on: Kysely<Database> = db): Promise<string[]> {
      const rows = await on
        .selectFrom('vehicle_categories')
        .select('category_name')
        .where('company_id', '=', companyId)
        .where('is_active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map((r) => r.category_name);
    },

    /** Each company in the scope with its active vehicle categories' names. */
    async categoryChoices(scope: CompanyScope): Promise<{ companyId: number; companyName: string; names: string[] }[]> {
      const company = companyOf(scope);
      const rows = await db
        .selectFrom('companies as c')
        .leftJoin('vehicle_categories as v', (join) => join.onRef('v.company_id', '=', 'c.id').on('v.is_active', '=', 1))
        .select(['c.id', 'c.company_name', 'v.category_name'])
        .$if(company !== undefined, (qb) => qb.where('c.id', '=', company!))
        .orderBy('c.company_name')
        .orderBy('c.id')
        .orderBy('v.sort_order')
        .orderBy('v.id')
        .execute();
      const byCompany = new Map<number, { companyId: number; companyName: string; names: string[] }>();
      for (const row of rows) {
        let entry = byCompany.get(row.id);
        if (!entry) byCompany.set(row.id, (entry = { companyId: row.id, companyName: row.company_name, names: [] }));
        if (row.category_name !== null) entry.names.push(row.category_name);
      }
      return [...byCompany.values()];
    },

    async company(id: number): Promise<{ id: number; name: string } | null> {
      const row = await db.selectFrom('companies').select(['id', 'company_name']).where('id', '=', id).executeTakeFirst();
      return row ? { id: row.id, name: row.company_name } : null;
    },
  };
}

export type DriversRepository = ReturnType<typeof createDriversRepository>;
