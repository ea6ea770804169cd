/** The complaints register's rows, always within the caller's company scope. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { companyOf, type CompanyScope } from '../../platform/company-scope/index.js';
import type { CaseFilter, CaseRepository } from './case-register.js';
import type { ComplaintsTable } from './cases.tables.js';

export type ComplaintRow = Selectable<ComplaintsTable>;
export type ComplaintValues = Pick<ComplaintRow, 'received_date' | 'received_time' | 'received_via' | 'complainant_name' | 'complainant_contact' | 'category' | 'details' | 'action_taken' | 'outcome' | 'status' | 'resolved_date'>;

export function createComplaintsRepository(db: Kysely<Database>): CaseRepository<ComplaintRow, ComplaintValues, CaseFilter> {
  const scoped = (scope: CompanyScope) => {
    const companyId = companyOf(scope);
    return db.selectFrom('complaints').$if(companyId !== undefined, (qb) => qb.where('company_id', '=', companyId!));
  };
  const filtered = (scope: CompanyScope, filter: CaseFilter) =>
    scoped(scope)
      .$if(filter.status !== undefined, (qb) => qb.where('status', '=', filter.status!))
      .$if(filter.from !== undefined, (qb) => qb.where('received_date', '>=', filter.from!))
      .$if(filter.to !== undefined, (qb) => qb.where('received_date', '<=', filter.to!));
  return {
    async page(scope, filter, offset, limit) {
      const [rows, count] = await Promise.all([
        filtered(scope, filter).selectAll().orderBy('received_date', 'desc').orderBy('received_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        filtered(scope, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    find: (scope, id) => scoped(scope).selectAll().where('id', '=', id).executeTakeFirst(),
    inRange: (scope, from, to) =>
      scoped(scope).selectAll().where('received_date', '>=', from).where('received_date', '<=', to).orderBy('received_date').orderBy('received_time').orderBy('id').execute(),
    async insert(trx, values) {
      const row = await trx.insertInto('complaints').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    async update(trx, id, changes) {
      await trx.updateTable('complaints').set(changes).where('id', '=', id).execute();
    },
  };
}
