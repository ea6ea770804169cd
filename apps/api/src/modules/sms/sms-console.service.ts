/** The console's texts: a company's text messages, their bodies (links cut), and retrying a failed one. */
import { OPERATOR_PAGE_SIZE, TEXT_CONSOLE_MESSAGES, type TextDetail, type TextList, type TextListQuery, type TextSummary } from '@kerbside/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { retryFailedMessage } from '../../platform/outbox/index.js';
import { type CompanyScope, listedRows, NOT_FOUND, type StaffPrincipal } from '../../platform/company-scope/index.js';
import { createSmsConsoleRepository, type ConsoleTextDetailRow, type ConsoleTextRow } from './sms-console.repository.js';
import { bodyShownInConsole, consoleTextBody, TEXT_WITHHELD } from './sms-visibility.js';

function summaryOf(row: ConsoleTextRow): TextSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_number,
    status: row.status,
    attempts: row.attempts,
    segments: row.segments,
    encoding: row.encoding,
    last_error: row.last_error,
    created_at: row.created_at,
    sent_at: row.sent_at,
    booking_id: row.booking_id,
    company: row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' },
  };
}

function detailOf(row: ConsoleTextDetailRow): TextDetail {
  const shown = bodyShownInConsole(row.kind);
  return {
    ...summaryOf(row),
    sender: row.sender,
    next_attempt_at: row.next_attempt_at,
    provider_status: row.provider_status,
    essential: row.essential === 1,
    body: shown ? consoleTextBody(row.body) : null,
    withheld: shown ? null : TEXT_WITHHELD,
  };
}

export function createSmsConsoleService(deps: { db: Kysely<Database>; now: () => Date }) {
  const repo = createSmsConsoleRepository(deps.db);

  async function detail(scope: CompanyScope, id: number): Promise<Result<TextDetail>> {
    const row = await repo.find(scope, id);
    return row ? ok(detailOf(row)) : fail(404, NOT_FOUND);
  }

  return {
    async list(scope: CompanyScope, query: TextListQuery): Promise<Result<TextList>> {
      const { items, total } = await repo.list(
        scope,
        { rows: listedRows(scope, query.company_id), status: query.status, q: query.q },
        { limit: OPERATOR_PAGE_SIZE, offset: (query.page - 1) * OPERATOR_PAGE_SIZE },
      );
      return ok({ items: items.map(summaryOf), page: query.page, per_page: OPERATOR_PAGE_SIZE, total });
    },

    detail,

    /** A failed text goes back to the outbox, tried again at once; one transaction with its audit entry. */
    async retry(staff: StaffPrincipal, scope: CompanyScope, id: number): Promise<Result<TextDetail>> {
      const done = await retryFailedMessage(deps.db, {
        subject: 'sms',
        id,
        staffId: staff.id,
        now: deps.now(),
        find: (trx) => repo.find(scope, id, trx),
        requeue: (trx, now) => repo.requeueFailed(trx, id, now),
      });
      if (done === 'not-found') return fail(404, NOT_FOUND);
      if (done === 'not-failed') return fail(409, TEXT_CONSOLE_MESSAGES.notFailed);
      return detail(scope, id);
    },
  };
}

export type SmsConsoleService = ReturnType<typeof createSmsConsoleService>;
