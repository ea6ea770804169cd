/**
 * What complaints and lost property do alike: list a page, read one, record one and change one,
 * each change in one transaction with its audit entry (a change keeps each field as it was and
 * as it is). A record whose personal data the retention rule removed is not changed again.
 */
import type { Kysely } from 'kysely';
import { CASE_PAGE_SIZE, type CaseStatus } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type Actor, type CompanyScope, NOT_FOUND } from '../../platform/company-scope/index.js';
import { companyFor, type LinkInput, type LinkValues, linksOf, type LinkedNames, namesOfLinks } from './case-links.js';

export const ANONYMISED = 'This record’s personal data was removed under the retention rule; it can no longer be changed.';

export interface CaseRecord extends LinkValues {
  id: number;
  status: CaseStatus;
  recorded_by: string;
  created_at: string;
  updated_at: string;
  anonymised_at: string | null;
}

export interface CaseFilter {
  status?: CaseStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** What a register stores besides its own fields. */
export type Stamped<V> = V & LinkValues & { recorded_by: string; created_at: string; updated_at: string };

export interface CaseRepository<Row extends CaseRecord, Values, Filter extends CaseFilter> {
  page(scope: CompanyScope, filter: Filter, offset: number, limit: number): Promise<{ rows: Row[]; total: number }>;
  find(scope: CompanyScope, id: number): Promise<Row | undefined>;
  /** Every record dated `from` to `to` (London dates, inclusive), oldest first. */
  inRange(scope: CompanyScope, from: string, to: string): Promise<Row[]>;
  insert(trx: Kysely<Database>, values: Stamped<Values>): Promise<number>;
  update(trx: Kysely<Database>, id: number, changes: Partial<Values & LinkValues> & { updated_at: string }): Promise<void>;
}

export interface RegisterSpec<Row extends CaseRecord, Values, Input extends LinkInput, Json> {
  subject: 'complaint' | 'lost_property';
  /** The register's own columns as the form gives them (null for an optional field left out). */
  values(input: Input): Values;
  json(row: Row, names: LinkedNames): Json;
}

export function createCaseRegister<Row extends CaseRecord, Values extends Record<string, unknown>, Filter extends CaseFilter, Input extends LinkInput, Json>(
  deps: { db: Kysely<Database>; repo: CaseRepository<Row, Values, Filter>; now: () => Date },
  spec: RegisterSpec<Row, Values, Input, Json>,
) {
  const { db, repo } = deps;
  const asJson = async (rows: Row[]) => {
    const names = await namesOfLinks(db, rows);
    return rows.map((row) => spec.json(row, names(row)));
  };
  const current = async (scope: CompanyScope, id: number): Promise<Result<Json>> => {
    const row = await repo.find(scope, id);
    return row ? ok((await asJson([row]))[0]!) : fail(404, NOT_FOUND);
  };
  const audit = (trx: Kysely<Database>, actor: Actor, companyId: number, id: number, verb: string, at: string, detail: Record<string, unknown>) =>
    recordAudit(trx, { companyId, staffId: actor.staff.id, action: `${spec.subject}.${verb}`, subjectType: spec.subject, subjectId: id, detail, at });

  return {
    async list(scope: CompanyScope, filter: Filter, page: number): Promise<{ items: Json[]; total: number }> {
      const { rows, total } = await repo.page(scope, filter, (page - 1) * CASE_PAGE_SIZE, CASE_PAGE_SIZE);
      return { items: await asJson(rows), total };
    },

    get: current,

    /** Every record of the range as JSON, oldest first (the exports). */
    inRange: async (scope: CompanyScope, from: string, to: string): Promise<Json[]> => asJson(await repo.inRange(scope, from, to)),

    async create(actor: Actor, input: Input): Promise<Result<Json>> {
      const company = await companyFor(db, actor, input.company_id);
      if (!company.ok) return company;
      const links = await linksOf(db, company.value, input);
      if (!links.ok) return links;
      const at = deps.now().toISOString();
      const values = spec.values(input);
      const id = await db.transaction().execute(async (trx) => {
        const recordId = await repo.insert(trx, { ...values, ...links.value, recorded_by: actor.staff.name, created_at: at, updated_at: at });
        await audit(trx, actor, company.value, recordId, 'recorded', at, { ...values, booking_id: links.value.booking_id, driver_id: links.value.driver_id });
        return recordId;
      });
      return current(actor.scope, id);
    },

    async update(actor: Actor, id: number, input: Input): Promise<Result<Json>> {
      const before = await repo.find(actor.scope, id);
      if (!before) return fail(404, NOT_FOUND);
      if (before.anonymised_at !== null) return fail(409, ANONYMISED);
      if (input.company_id !== undefined && input.company_id !== before.company_id) return fail(404, NOT_FOUND);
      const links = await linksOf(db, before.company_id, input);
      if (!links.ok) return links;
      const wanted: Record<string, unknown> = { ...spec.values(input), booking_id: links.value.booking_id, driver_id: links.value.driver_id };
      const changes: Record<string, unknown> = {};
      const detail: Record<string, { from: unknown; to: unknown }> = {};
      for (const [field, value] of Object.entries(wanted)) {
        const was = (before as unknown as Record<string, unknown>)[field];
        if (value === was) continue;
        changes[field] = value;
        detail[field] = { from: was, to: value };
      }
      if (Object.keys(changes).length === 0) return current(actor.scope, id);
      const at = deps.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await repo.update(trx, id, { ...(changes as Partial<Values & LinkValues>), updated_at: at });
        await audit(trx, actor, before.company_id, id, 'updated', at, detail);
      });
      return current(actor.scope, id);
    },
  };
}

