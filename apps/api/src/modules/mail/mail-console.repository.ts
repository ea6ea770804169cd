/** The console's reads and retries of the outbox; every query is limited to the caller's scope in SQL. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/contains-text.js';
import type { CompanyScope, ListedRows } from '../../platform/company-scope/index.js';
import type { MailStatus } from './mail.tables.js';
import { PLATFORM_MAIL_KINDS } from './mail-visibility.js';

export interface ConsoleMailRow {
  id: number;
  kind: string;
  company_id: number | null;
  company_name: string | null;
  to_address: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface ConsoleMailDetailRow extends ConsoleMailRow {
  reply_to: string | null;
  next_attempt_at: string;
  text_body: string;
}

export interface MailListFilter {
  rows: ListedRows;
  status?: MailStatus;
  q?: string;
}

const SUMMARY_COLUMNS = [
  'm.id',
  'm.kind',
  'm.company_id',
  'c.company_name',
  'm.to_address',
  'm.subject',
  'm.status',
  'm.attempts',
  'm.last_error',
  'm.created_at',
  'm.sent_at',
] as const;

export function createMailConsoleRepository(db: Kysely<Database>) {
  /** The outbox as the caller may see it: company staff, their company's mail and never the platform's kinds. */
  function visible(scope: CompanyScope, on: Kysely<Database> = db) {
    const all = on.selectFrom('mail_outbox as m').leftJoin('companies as c', 'c.id', 'm.company_id');
    return scope.all ? all : all.where('m.company_id', '=', scope.companyId).where('m.kind', 'not in', PLATFORM_MAIL_KINDS);
  }

  function filtered(scope: CompanyScope, { rows, status, q }: MailListFilter) {
    let query = visible(scope);
    if (rows.only === 'company') query = query.where('m.company_id', '=', rows.companyId);
    if (rows.only === 'none') query = query.where('m.company_id', 'is', null);
    if (status) query = query.where('m.status', '=', status);
    if (q) query = query.where((eb) => eb.or([containsText(eb.ref('m.to_address'), q), containsText(eb.ref('m.subject'), q)]));
    return query;
  }

  return {
    /** A page of mail, newest first, and how many match in all. */
    async list(scope: CompanyScope, filter: MailListFilter, page: { limit: number; offset: number }): Promise<{ items: ConsoleMailRow[]; total: number }> {
      const items = await filtered(scope, filter).select(SUMMARY_COLUMNS).orderBy('m.id', 'desc').limit(page.limit).offset(page.offset).execute();
      const count = await filtered(scope, filter)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(count.n) };
    },

    /** One mail inside the scope, or null (another company's answers the same as a missing one). */
    async find(scope: CompanyScope, id: number, on: Kysely<Database> = db): Promise<ConsoleMailDetailRow | null> {
      const row = await visible(scope, on)
        .select([...SUMMARY_COLUMNS, 'm.reply_to', 'm.next_attempt_at', 'm.text_body'])
        .where('m.id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * A failed mail back to pending, due now, with its tries counted afresh; false when it was not
     * failed (any more). The sender gives up by age, so the retry is one more try: if it fails, the
     * mail is failed again with the new error.
     */
    async requeueFailed(trx: Kysely<Database>, id: number, now: Date): Promise<boolean> {
      const result = await trx
        .updateTable('mail_outbox')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now.toISOString(), claimed_at: null })
        .where('id', '=', id)
        .where('status', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type MailConsoleRepository = ReturnType<typeof createMailConsoleRepository>;
