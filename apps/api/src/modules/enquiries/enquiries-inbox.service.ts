/**
 * The console's enquiries inbox: the list, one enquiry with its thread, replies by mail, status,
 * and (platform admins) giving an enquiry to a company. Each change is one transaction with its
 * audit entry; the caller's scope goes into every query.
 */
import {
  ENQUIRY_BOOKING_MESSAGES,
  OPERATOR_MESSAGES,
  OPERATOR_PAGE_SIZE,
  type EnquiryDetail,
  type EnquiryList,
  type EnquiryListQuery,
  type EnquiryParams,
  type EnquiryStatus,
} from '@kerbside/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import type { MailOutboxWithIds } from '../../platform/outbox/index.js';
import type { SettingsService } from '../settings/index.js';
import { recordAudit } from '../../platform/audit/index.js';
import { type CompanyScope, listedRows, NOT_FOUND, type StaffPrincipal } from '../../platform/company-scope/index.js';
import { createEnquiriesInboxRepository } from './enquiries-inbox.repository.js';
import { announceEnquiryChange, type EnquiryEvents } from './enquiry-events.js';
import { enquiryReplyMail, type ReplySender } from './enquiry-reply-mail.js';
import { contactDetailOf, quoteDetailOf, replyOf, summaryOf } from './enquiry-views.js';

export interface EnquiriesInboxDeps {
  db: Db;
  outbox: MailOutboxWithIds;
  settings: SettingsService;
  now: () => Date;
  /** Tells the consoles their count of new enquiries changed. */
  events?: EnquiryEvents;
}

export function createEnquiriesInboxService(deps: EnquiriesInboxDeps) {
  const repo = createEnquiriesInboxRepository(deps.db.kysely);

  /** The enquiry inside the scope with its thread, or null. */
  async function load(scope: CompanyScope, { kind, id }: EnquiryParams, on: Kysely<Database> = deps.db.kysely): Promise<EnquiryDetail | null> {
    const thread = async () => (await repo.replies(kind, id, on)).map(replyOf);
    if (kind === 'quote') {
      const quote = await repo.findQuote(scope, id, on);
      return quote ? quoteDetailOf(quote, await thread()) : null;
    }
    const message = await repo.findContact(scope, id, on);
    return message ? contactDetailOf(message, await thread()) : null;
  }

  async function detail(scope: CompanyScope, params: EnquiryParams): Promise<Result<EnquiryDetail>> {
    const found = await load(scope, params);
    return found ? ok(found) : fail(404, NOT_FOUND);
  }

  /** The company of the enquiry signs the reply and receives the answers; an enquiry of no company is the platform's. */
  async function senderOf(enquiry: EnquiryDetail, on: Kysely<Database>): Promise<ReplySender> {
    const site = (await deps.settings.current()).settings;
    const siteName = site.Company_Name?.trim() || 'Kerbside';
    const siteEmail = site.FROM_EMAIL?.trim() || undefined;
    const company = enquiry.company ? await repo.company(enquiry.company.id, { activeOnly: false }, on) : null;
    if (!company) return { companyId: null, companyName: siteName, replyTo: siteEmail };
    return { companyId: company.id, companyName: company.company_name, senderName: company.company_name, replyTo: company.email.trim() || siteEmail };
  }

  type Change = (trx: Kysely<Database>, enquiry: EnquiryDetail, at: string) => Promise<Result<null>>;

  /** Finds the enquiry in the scope and applies `change` to it in one transaction; answers the enquiry as it is then. */
  async function change(scope: CompanyScope, params: EnquiryParams, apply: Change): Promise<Result<EnquiryDetail>> {
    let before: number | null = null;
    const done = await deps.db.kysely.transaction().execute(async (trx): Promise<Result<null>> => {
      const enquiry = await load(scope, params, trx);
      if (!enquiry) return fail(404, NOT_FOUND);
      // Offered to the company, not yet taken: its staff take it before they answer it.
      if (!scope.all && enquiry.company === null) return fail(409, ENQUIRY_BOOKING_MESSAGES.takeFirst);
      before = enquiry.company?.id ?? null;
      return apply(trx, enquiry, deps.now().toISOString());
    });
    if (!done.ok) return done;
    const after = await detail(scope, params);
    // The company it was in and the one it is in now (an assignment moves it) count again.
    if (after.ok) await announceEnquiryChange(deps.events, [before, after.value.company?.id ?? null]);
    return after;
  }

  const audit = (trx: Kysely<Database>, staff: StaffPrincipal, enquiry: EnquiryDetail, at: string, action: string, facts: Record<string, unknown>) =>
    recordAudit(trx, {
      companyId: enquiry.company?.id ?? null,
      staffId: staff.id,
      action,
      subjectType: 'enquiry',
      subjectId: enquiry.id,
      detail: { kind: enquiry.kind, ...facts },
      at,
    });

  return {
    async list(scope: CompanyScope, query: EnquiryListQuery): Promise<Result<EnquiryList>> {
      const { items, total } = await repo.list(
        scope,
        { rows: listedRows(scope, query.company_id), kind: query.kind, status: query.status, q: query.q },
        { limit: OPERATOR_PAGE_SIZE, offset: (query.page - 1) * OPERATOR_PAGE_SIZE },
      );
      return ok({ items: items.map(summaryOf), page: query.page, per_page: OPERATOR_PAGE_SIZE, total });
    },

    detail,

    /** The reply in the thread, its mail in the outbox, the enquiry 'replied' and the audit entry: all or nothing. */
    reply(staff: StaffPrincipal, scope: CompanyScope, params: EnquiryParams, body: string): Promise<Result<EnquiryDetail>> {
      return change(scope, params, async (trx, enquiry, at) => {
        if (!enquiry.email) return fail(409, OPERATOR_MESSAGES.enquiryWithoutEmail);
        const mail = enquiryReplyMail({ enquiry, to: enquiry.email, body, sender: await senderOf(enquiry, trx) });
        const mailId = await deps.outbox.enqueueOne(trx, mail);
        const replyId = await repo.insertReply(trx, { kind: enquiry.kind, id: enquiry.id, staffId: staff.id, body, mailId, at });
        await repo.setStatus(trx, scope, enquiry.kind, enquiry.id, 'replied');
        await audit(trx, staff, enquiry, at, 'enquiry.replied', { reply_id: replyId, mail_id: mailId, status_before: enquiry.status });
        return ok(null);
      });
    },

    setStatus(staff: StaffPrincipal, scope: CompanyScope, params: EnquiryParams, status: EnquiryStatus): Promise<Result<EnquiryDetail>> {
      return change(scope, params, async (trx, enquiry, at) => {
        if (enquiry.status === status) return ok(null);
        await repo.setStatus(trx, scope, enquiry.kind, enquiry.id, status);
        await audit(trx, staff, enquiry, at, 'enquiry.status_changed', { from: enquiry.status, to: status });
        return ok(null);
      });
    },

    /** Platform admins only: another role is refused before anything is looked up. */
    async assign(staff: StaffPrincipal, scope: CompanyScope, params: EnquiryParams, companyId: number | null): Promise<Result<EnquiryDetail>> {
      if (staff.role !== 'platform_admin' || !scope.all) return fail(403, OPERATOR_MESSAGES.forbidden);
      return change(scope, params, async (trx, enquiry, at) => {
        if (companyId !== null && !(await repo.company(companyId, { activeOnly: true }, trx))) return fail(422, OPERATOR_MESSAGES.noSuchCompany);
        const from = enquiry.company?.id ?? null;
        if (from === companyId) return ok(null);
        await repo.setCompany(trx, enquiry.kind, enquiry.id, companyId);
        await recordAudit(trx, {
          companyId,
          staffId: staff.id,
          action: 'enquiry.assigned',
          subjectType: 'enquiry',
          subjectId: enquiry.id,
          detail: { kind: enquiry.kind, from, to: companyId },
          at,
        });
        return ok(null);
      });
    },
  };
}

export type EnquiriesInboxService = ReturnType<typeof createEnquiriesInboxService>;