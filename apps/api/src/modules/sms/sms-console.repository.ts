/** The console's reads and retries of the text outbox; every query is limited to the caller's scope in SQL. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/contains-text.js';
import type { CompanyScope, ListedRows } from '../../platform/company-scope/index.js';
import type { SmsStatus } from './sms.tables.js';

export interface TextListFilter {
  rows: ListedRows;
  status?: SmsStatus;
  q?: string;
}

const SUMMARY_COLUMNS = [
  's.id',
  's.kind',
  's.company_id',
  'c.company_name',
  's.booking_id',
  's.to_number',
  's.status',
  's.attempts',
  's.segments',
  's.encoding',
  's.last_error',
  's.created_at',
  's.sent_at',
] as const;

const DETAIL_COLUMNS = [...SUMMARY_COLUMNS, 's.sender', 's.next_attempt_at', 's.provider_status', 's.essential', 's.body'] as const;

export function createSmsConsoleRepository(db: Kysely<Database>) {
  /** The texts the caller may see: company staff, their company's only. */
  function visible(scope: CompanyScope, on: Kysely<Database> = db) {
    const all = on.selectFrom('sms_outbox as s').leftJoin('companies as c', 'c.id', 's.company_id');
    return scope.all ? all : all.where('s.company_id', '=', scope.companyId);
  }

  function filtered(scope: CompanyScope, { rows, status, q }: TextListFilter) {
    let query = visible(scope);
    if (rows.only === 'company') query = query.where('s.company_id', '=', rows.companyId);
    if (rows.only === 'none') query = query.where('s.company_id', 'is', null);
    if (status) query = query.where('s.status', '=', status);
    // Numbers are stored E.164: '07700 900' is searched as '7700900'.
    const digits = q?.replace(/\D/g, '').replace(/^0+/, '') ?? '';
    if (q) query = query.where((eb) => containsText(eb.ref('s.to_number'), digits === '' ? q : digits));
    return query;
  }

  return {
    /** A page of texts, newest first, and how many match in all. */
    async list(scope: CompanyScope, filter: TextListFilter, page: { limit: number; offset: number }) {
      const items = await filtered(scope, filter).select(SUMMARY_COLUMNS).orderBy('s.id', 'desc').limit(page.limit).offset(page.offset).execute();
      const count = await filtered(scope, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(count.n) };
    },

    /** One text inside the scope, or null (another company's answers the same as a missing one). */
    async find(scope: CompanyScope, id: number, on: Kysely<Database> = db) {
      return (await visible(scope, on).select(DETAIL_COLUMNS).where('s.id', '=', id).executeTakeFirst()) ?? null;
    },

    /** A failed text back to pending, due now, its tries counted afresh; false when it was not failed (any more). */
    async requeueFailed(trx: Kysely<Database>, id: number, now: Date): Promise<boolean> {
      const result = await trx
        .updateTable('sms_outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), claimed_at: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type SmsConsoleRepository = ReturnType<typeof createSmsConsoleRepository>;
export type ConsoleTextRow = Awaited<ReturnType<SmsConsoleRepository['list']>>['items'][number];
export type ConsoleTextDetailRow = NonNullable<Awaited<ReturnType<SmsConsoleRepository['find']>>>;
