/**
 * The console's reads and changes of enquiries. Every function takes the caller's scope and filters
 * by it in SQL: an enquiry of another company is simply not found.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { EnquiryKind, EnquiryStatus } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';
import { containsText } from '../../db/contains-text.js';
import type { CompanyScope, ListedRows } from '../../platform/company-scope/index.js';

/** One row of the inbox list: the two forms' fields under common names. */
export interface InboxRow {
  kind: EnquiryKind;
  id: number;
  status: EnquiryStatus;
  name: string;
  email: string;
  phone: string;
  /** Quote: pick-up date; contact: query reason. */
  topic: string;
  /** Quote: pick-up time; contact: booking number. */
  topic2: string;
  /** Quote: pick-up address; contact: the start of the comments. */
  line: string;
  /** Quote: drop-off address; contact: ''. */
  line2: string;
  company_id: number | null;
  company_name: string | null;
  created_at: string;
  replies: number | string;
}

export interface InboxFilter {
  rows: ListedRows;
  kind?: EnquiryKind;
  status?: EnquiryStatus;
  q?: string;
}

export interface ReplyRow {
  id: number;
  staff_id: number | null;
  staff_name: string | null;
  body: string;
  created_at: string;
  mail_id: number | null;
  mail_to: string | null;
  mail_status: string | null;
}

const TABLES = { quote: 'quote_requests', contact: 'contact_messages' } as const;

/** 'Q-12', 'c 7', 'C12': a reference typed into the search box (nine digits at most: ids are 32-bit). */
const REFERENCE = /^([QC])\s*-?\s*(\d{1,9})$/i;

/** How many replies an enquiry's thread has: a subquery of the list's row `e`. */
const repliesOf = (kind: EnquiryKind) =>
  sql<number | string>`(select count(*) from enquiry_replies r where r.enquiry_kind = ${kind} and r.enquiry_id = e.id)`.as('replies');

/**
 * A company's staff see their company's quote requests and those offered to it that no company has
 * taken yet (issue 24 §3); a request another company took is not theirs to see.
 */
export function quoteVisibleTo(eb: ExpressionBuilder<Database & { e: Database['quote_requests'] }, 'e'>, companyId: number) {
  return eb.or([
    eb('e.company_id', '=', companyId),
    eb.and([
      eb('e.company_id', 'is', null),
      eb.exists(eb.selectFrom('quote_request_offers as o').select('o.company_id').whereRef('o.quote_request_id', '=', 'e.id').where('o.company_id', '=', companyId)),
    ]),
  ]);
}

export function createEnquiriesInboxRepository(db: Kysely<Database>) {
  function quotes(scope: CompanyScope, filter: InboxFilter, reference: { id: number } | null) {
    let query = db.selectFrom('quote_requests as e').leftJoin('companies as c', 'c.id', 'e.company_id');
    if (!scope.all) query = query.where((eb) => quoteVisibleTo(eb, scope.companyId));
    const rows = filter.rows;
    if (rows.only === 'company') query = query.where((eb) => quoteVisibleTo(eb, rows.companyId));
    if (filter.rows.only === 'none') query = query.where('e.company_id', 'is', null);
    if (filter.status) query = query.where('e.status', '=', filter.status);
    const q = filter.q;
    if (reference) query = query.where('e.id', '=', reference.id);
    else if (q) {
      query = query.where((eb) =>
        eb.or(['e.passenger_name', 'e.passenger_email', 'e.passenger_phone', 'e.pickup_address', 'e.dropoff_address'].map((c) => containsText(eb.ref(c as 'e.passenger_name'), q))),
      );
    }
    return query.select([
      sql<EnquiryKind>`'quote'`.as('kind'),
      // Named as they are so the union's ORDER BY finds them (SQLite matches result names, not columns).
      'e.id as id',
      'e.status',
      'e.passenger_name as name',
      'e.passenger_email as email',
      'e.passenger_phone as phone',
      'e.pickup_date as topic',
      'e.pickup_time as topic2',
      'e.pickup_address as line',
      'e.dropoff_address as line2',
      'e.company_id',
      'c.company_name',
      'e.created_at as created_at',
      repliesOf('quote'),
    ]);
  }

  function contacts(scope: CompanyScope, filter: InboxFilter, reference: { id: number } | null) {
    let query = db.selectFrom('contact_messages as e').leftJoin('companies as c', 'c.id', 'e.company_id');
    if (!scope.all) query = query.where('e.company_id', '=', scope.companyId);
    if (filter.rows.only === 'company') query = query.where('e.company_id', '=', filter.rows.companyId);
    if (filter.rows.only === 'none') query = query.where('e.company_id', 'is', null);
    if (filter.status) query = query.where('e.status', '=', filter.status);
    const q = filter.q;
    if (reference) query = query.where('e.id', '=', reference.id);
    else if (q) {
      query = query.where((eb) =>
        eb.or([
          containsText(sql<string>`${eb.ref('e.first_name')} || ' ' || ${eb.ref('e.last_name')}`, q),
          ...['e.email', 'e.telephone', 'e.booking_number', 'e.comments'].map((c) => containsText(eb.ref(c as 'e.email'), q)),
        ]),
      );
    }
    return query.select((eb) => [
      sql<EnquiryKind>`'contact'`.as('kind'),
      // Named as they are so the union's ORDER BY finds them (SQLite matches result names, not columns).
      'e.id as id',
      'e.status',
      sql<string>`trim(${eb.ref('e.first_name')} || ' ' || ${eb.ref('e.last_name')})`.as('name'),
      'e.email',
      'e.telephone as phone',
      'e.query_reason as topic',
      'e.booking_number as topic2',
      sql<string>`substr(${eb.ref('e.comments')}, 1, 300)`.as('line'),
      sql<string>`''`.as('line2'),
      'e.company_id',
      'c.company_name',
      'e.created_at as created_at',
      repliesOf('contact'),
    ]);
  }

  /** The list's parts: one query per kind asked for (a typed reference asks for its own kind). */
  function parts(scope: CompanyScope, filter: InboxFilter) {
    const match = filter.q ? REFERENCE.exec(filter.q) : null;
    const referenceKind: EnquiryKind | undefined = match ? (match[1]?.toUpperCase() === 'Q' ? 'quote' : 'contact') : undefined;
    const reference = match ? { id: Number(match[2]) } : null;
    const kinds = (['quote', 'contact'] as const).filter((k) => (!filter.kind || filter.kind === k) && (!referenceKind || referenceKind === k));
    return kinds.map((k) => (k === 'quote' ? quotes(scope, filter, reference) : contacts(scope, filter, reference)));
  }

  return {
    /** A page of both kinds, newest first, and how many match in all. */
    async list(scope: CompanyScope, filter: InboxFilter, page: { limit: number; offset: number }): Promise<{ items: InboxRow[]; total: number }> {
      const [first, second] = parts(scope, filter);
      if (!first) return { items: [], total: 0 };
      const all = second ? first.unionAll(second) : first;
      const items = await all.orderBy('created_at', 'desc').orderBy('kind').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
      const counted = await db
        .selectFrom(all.as('u'))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return { items, total: Number(counted.n) };
    },

    async findQuote(scope: CompanyScope, id: number, on: Kysely<Database> = db) {
      let query = on
        .selectFrom('quote_requests as e')
        .leftJoin('companies as c', 'c.id', 'e.company_id')
        .leftJoin('bookings as b', 'b.id', 'e.booking_id')
        .selectAll('e')
        .select(['c.company_name', 'b.booking_number'])
        .where('e.id', '=', id);
      if (!scope.all) query = query.where((eb) => quoteVisibleTo(eb, scope.companyId));
      return (await query.executeTakeFirst()) ?? null;
    },

    async findContact(scope: CompanyScope, id: number, on: Kysely<Database> = db) {
      let query = on.selectFrom('contact_messages as e').leftJoin('companies as c', 'c.id', 'e.company_id').selectAll('e').select('c.company_name').where('e.id', '=', id);
      if (!scope.all) query = query.where('e.company_id', '=', scope.companyId);
      return (await query.executeTakeFirst()) ?? null;
    },

    /** The thread, oldest first, with who wrote each reply and what became of its mail. */
    async replies(kind: EnquiryKind, id: number, on: Kysely<Database> = db): Promise<ReplyRow[]> {
      return on
        .selectFrom('enquiry_replies as r')
        .leftJoin('staff as s', 's.id', 'r.staff_id')
        .leftJoin('mail_outbox as m', 'm.id', 'r.mail_id')
        .select(['r.id', 'r.staff_id', 's.name as staff_name', 'r.body', 'r.created_at', 'r.mail_id', 'm.to_address as mail_to', 'm.status as mail_status'])
        .where('r.enquiry_kind', '=', kind)
        .where('r.enquiry_id', '=', id)
        .orderBy('r.id')
        .execute();
    },

    async insertReply(trx: Kysely<Database>, reply: { kind: EnquiryKind; id: number; staffId: number; body: string; mailId: number | null; at: string }): Promise<number> {
      const row = await trx
        .insertInto('enquiry_replies')
        .values({ enquiry_kind: reply.kind, enquiry_id: reply.id, staff_id: reply.staffId, body: reply.body, mail_id: reply.mailId, created_at: reply.at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Sets the status of an enquiry inside the scope; false when there is none. */
    async setStatus(trx: Kysely<Database>, scope: CompanyScope, kind: EnquiryKind, id: number, status: EnquiryStatus): Promise<boolean> {
      let query = trx.updateTable(TABLES[kind]).set({ status }).where('id', '=', id);
      if (!scope.all) query = query.where('company_id', '=', scope.companyId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Moves an enquiry to a company (null: the platform's inbox). Platform admins only: the caller checks. */
    async setCompany(trx: Kysely<Database>, kind: EnquiryKind, id: number, companyId: number | null): Promise<boolean> {
      const result = await trx.updateTable(TABLES[kind]).set({ company_id: companyId }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A company's name and email, for the mail of a reply; `activeOnly` for a company to assign to. */
    async company(id: number, options: { activeOnly: boolean }, on: Kysely<Database> = db): Promise<{ id: number; company_name: string; email: string } | null> {
      const row = await on
        .selectFrom('companies')
        .select(['id', 'company_name', 'email'])
        .where('id', '=', id)
        .$if(options.activeOnly, (qb) => qb.where('is_active', '=', 1))
        .executeTakeFirst();
      return row ?? null;
    },
  };
}

export type EnquiriesInboxRepository = ReturnType<typeof createEnquiriesInboxRepository>;
