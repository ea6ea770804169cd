/** The lost-property register's rows, always within the caller's company scope. */
import type { Kysely, Selectable } from 'kysely';
import type { LostPropertyKind } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { companyOf, type CompanyScope } from '../../platform/company-scope/index.js';
import type { CaseFilter, CaseRepository } from './case-register.js';
import type { LostPropertyTable } from './cases.tables.js';

export type LostPropertyRow = Selectable<LostPropertyTable>;
export type LostPropertyValues = Pick<LostPropertyRow, 'kind' | 'reported_date' | 'lost_date' | 'place' | 'description' | 'contact_name' | 'contact_details' | 'attempt' | 'outcome' | 'disposal' | 'disposal_date' | 'status'>;
export type LostPropertyFilter = CaseFilter & { kind?: LostPropertyKind | undefined };

export function createLostPropertyRepository(db: Kysely<Database>): CaseRepository<LostPropertyRow, LostPropertyValues, LostPropertyFilter> {
  const scoped = (scope: CompanyScope) => {
    const companyId = companyOf(scope);
    return db.selectFrom('lost_property').$if(companyId !== undefined, (qb) => qb.where('company_id', '=', companyId!));
  };
  const filtered = (scope: CompanyScope, filter: LostPropertyFilter) =>
    scoped(scope)
      .$if(filter.kind !== undefined, (qb) => qb.where('kind', '=', filter.kind!))
      .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
      .$if(filter.from !== undefined, (qb) => qb.where('reported_date', '>=', filter.from!))
      .$if(filter.to !== undefined, (qb) => qb.where('reported_date', '<=', filter.to!));
  return {
    async page(scope, filter, offset, limit) {
      const [rows, count] = await Promise.all([
        filtered(scope, filter).selectAll().orderBy('reported_date', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        filtered(scope, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    find: (scope, id) => scoped(scope).selectAll().where('id', '=', id).executeTakeFirst(),
    inRange: (scope, from, to) => scoped(scope).selectAll().where('reported_date', '>=', from).where('reported_date', '<=', to).orderBy('reported_date').orderBy('id').execute(),
    async insert(trx, values) {
      const row = await trx.insertInto('lost_property').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async update(trx, id, changes) {
      await trx.updateTable('lost_property').set(changes).where('id', '=', id).execute();
    },
  };
}
