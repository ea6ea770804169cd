/** The console's outbox: a company's mail, its text (unless it may hold a secret), and retrying a failed one. */
import { OPERATOR_MESSAGES, OPERATOR_PAGE_SIZE, type MailDetail, type MailList, type MailListQuery, type MailSummary } from '@kerbside/contract';
import type { Db } from '../../db/database.js';
import { fail, ok, type Result } from '../../http/result.js';
import { retryFailedMessage } from '../../platform/outbox/index.js';
import { type CompanyScope, listedRows, NOT_FOUND, type StaffPrincipal } from '../../platform/company-scope/index.js';
import { createMailConsoleRepository, type ConsoleMailDetailRow, type ConsoleMailRow } from './mail-console.repository.js';
import { consoleMailText, textShownInConsole } from './mail-visibility.js';

function summaryOf(row: ConsoleMailRow): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at,
    sent_at: row.sent_at,
    company: row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' },
  };
}

function detailOf(row: ConsoleMailDetailRow): MailDetail {
  const shown = textShownInConsole(row.kind);
  return {
    ...summaryOf(row),
    reply_to: row.reply_to,
    next_attempt_at: row.next_attempt_at,
    text: shown ? consoleMailText(row.text_body) : null,
    withheld: shown ? null : OPERATOR_MESSAGES.mailWithheld,
  };
}

export function createMailConsoleService(deps: { db: Db; now: () => Date }) {
  const repo = createMailConsoleRepository(deps.db.kysely);

  async function detail(scope: CompanyScope, id: number): Promise<Result<MailDetail>> {
    const row = await repo.find(scope, id);
    return row ? ok(detailOf(row)) : fail(404, NOT_FOUND);
  }

  return {
    async list(scope: CompanyScope, query: MailListQuery): Promise<Result<MailList>> {
      const { items, total } = await repo.list(
        scope,
        { rows: listedRows(scope, query.company_id), status: query.status, q: query.q },
        { limit: OPERATOR_PAGE_SIZE, offset: (query.page - 1) * OPERATOR_PAGE_SIZE },
      );
      return ok({ items: items.map(summaryOf), page: query.page, per_page: OPERATOR_PAGE_SIZE, total });
    },

    detail,

    /** A failed mail goes back to the outbox, tried again at once; one transaction with its audit entry. */
    async retry(staff: StaffPrincipal, scope: CompanyScope, id: number): Promise<Result<MailDetail>> {
      const done = await retryFailedMessage(deps.db.kysely, {
        subject: 'mail',
        id,
        staffId: staff.id,
        now: deps.now(),
        find: (trx) => repo.find(scope, id, trx),
        requeue: (trx, now) => repo.requeueFailed(trx, id, now),
      });
      if (done === 'not-found') return fail(404, NOT_FOUND);
      if (done === 'not-failed') return fail(409, OPERATOR_MESSAGES.mailNotFailed);
      return detail(scope, id);
    },
  };
}

export type MailConsoleService = ReturnType<typeof createMailConsoleService>;
