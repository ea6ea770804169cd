import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../audit/index.js';

/** What the console's Retry needs of a mail or a text: its company, kind and how it failed. */
export interface FailedMessage {
  company_id: number | null;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

/**
 * The console's Retry of a failed mail or text, in one transaction with its audit entry
 * (`mail.retried` / `sms.retried`): `requeue` puts it back in its outbox, due now. 'not-failed'
 * when it is not failed, or stopped being so before the requeue took it.
 */
export async function retryFailedMessage(
  db: Kysely<Database>,
  retry: {
    subject: 'mail' | 'sms';
    id: number;
    staffId: number;
    now: Date;
    find: (trx: Kysely<Database>) => Promise<FailedMessage | null | undefined>;
    requeue: (trx: Kysely<Database>, now: Date) => Promise<boolean>;
  },
): Promise<'retried' | 'not-found' | 'not-failed'> {
  return db.transaction().execute(async (trx) => {
    const message = await retry.find(trx);
    if (!message) return 'not-found';
    if (message.status !== 'failed' || !(await retry.requeue(trx, retry.now))) return 'not-failed';
    await recordAudit(trx, {
      companyId: message.company_id,
      staffId: retry.staffId,
      action: `${retry.subject}.retried`,
      subjectType: retry.subject,
      subjectId: retry.id,
      detail: { kind: message.kind, failed_attempts: message.attempts, last_error: message.last_error },
      at: retry.now.toISOString(),
    });
    return 'retried';
  });
}
