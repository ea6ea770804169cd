import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { createInsertCache, type InsertCache } from '../../db/insert-cache.js';
import type { Database } from '../../db/schema.js';
import { attachmentsColumn, readAttachments, summaryOf, type AttachmentSummary } from './mail-attachments.js';
import type { MailStatus } from './mail.tables.js';
import type { MailAttachment, OutgoingMail } from '../../platform/outbox/index.js';

/** A mail claimed by one sender (status 'sending'), ready to hand to the transport. */
export interface ClaimedMail {
  id: number;
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** The display name to send under; null: the site's own. */
  senderName: string | null;
  attachments: MailAttachment[];
  attempts: number;
  /** When it was queued: the retry rule gives up by age. */
  createdAt: Date;
}

export interface OutboxEntry {
  id: number;
  kind: string;
  to: string;
  reply_to: string | null;
  subject: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  text: string;
  /** Names, types and sizes; the content is at /api/dev/outbox/:id/attachments/:index. */
  attachments: AttachmentSummary[];
}

export interface OutboxSummary {
  /** Not yet delivered nor given up ('pending' or 'sending'). */
  pending: number;
  /** Pending mail that has failed at least once. */
  retrying: number;
  /** Given up at or after the `failedSince` asked for. */
  failedSince: number;
  oldestPendingCreatedAt: Date | null;
}

const ERROR_MAX_CHARS = 1_000;

/**
 * Inserts pending mails with the caller's handle: a transaction makes them commit with their cause.
 * A long-lived `inserts` cache saves rebuilding the same INSERT for every booking.
 */
export async function insertPendingMails(
  db: Kysely<Database>,
  mails: readonly OutgoingMail[],
  now: Date,
  inserts: InsertCache = createInsertCache(),
): Promise<void> {
  const at = now.toISOString();
  await inserts.insert(db, 'mail_outbox', mails.map((mail) => pendingRow(mail, at)));
}

export const insertPendingMail = (db: Kysely<Database>, mail: OutgoingMail, now: Date) => insertPendingMails(db, [mail], now);

/** One pending mail, as insertPendingMails stores it; returns its id. */
export function insertPendingMailReturningId(db: Kysely<Database>, mail: OutgoingMail, now: Date, inserts: InsertCache = createInsertCache()): Promise<number> {
  return inserts.insertReturningId(db, 'mail_outbox', pendingRow(mail, now.toISOString()));
}

function pendingRow(mail: OutgoingMail, at: string) {
  return {
    kind: mail.kind,
    company_id: mail.companyId ?? null,
    to_address: mail.to,
    reply_to: mail.replyTo ?? null,
    sender_name: mail.senderName ?? null,
    subject: mail.subject,
    attachments: attachmentsColumn(mail.attachments),
    text_body: mail.text,
    html_body: mail.html,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

export function createOutboxRepository({ kysely: db, dialect }: Db) {
  /**
   * An UPDATE of due pending mail, longest due first, at most `limit` rows, in one statement. On
   * PostgreSQL the CTE locks the rows it picks and skips rows another instance holds, so two senders
   * never share a row. The CTE is MATERIALIZED because a plain `id IN (SELECT … LIMIT n FOR UPDATE
   * SKIP LOCKED)` may be re-run per row by the planner and pick more than n. SQLite has one writer
   * at a time, so the statement is atomic there without locks.
   *
   * Both steps stay cheap however much mail waits: the order is the `mail_outbox_due` index's own
   * (status, next_attempt_at, then id), so the CTE reads `limit` index entries instead of sorting
   * every pending row, and SQLite updates the picked rows by id (a second `status = 'pending'` test,
   * kept on PostgreSQL, would make it walk every pending row).
   */
  function updateDue(at: string, limit: number) {
    const update = db
      .with(
        (cte) => cte('due').materialized(),
        (qb) => {
          const due = qb
            .selectFrom('mail_outbox')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', at)
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit);
          return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
        },
      )
      .updateTable('mail_outbox')
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'));
    return dialect === 'postgres' ? update.where('status', '=', 'pending') : update;
  }

  return {
    /** Claims due pending mail (status 'sending') for one sender to deliver. */
    async claimDue(now: Date, limit: number): Promise<ClaimedMail[]> {
      const at = now.toISOString();
      const rows = await updateDue(at, limit)
        .set({ status: 'sending', claimed_at: at })
        .returning(['id', 'kind', 'to_address', 'reply_to', 'sender_name', 'subject', 'text_body', 'html_body', 'attachments', 'attempts', 'created_at'])
        .execute();
      return rows
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          to: r.to_address,
          replyTo: r.reply_to,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          senderName: r.sender_name,
          attachments: readAttachments(r.attachments),
          attempts: r.attempts,
          createdAt: new Date(r.created_at),
        }))
        .sort((a, b) => a.id - b.id);
    },

    /** The stored outbox's delivery: due pending mail becomes 'stored' at once, with no claim. Returns the count. */
    async storeDue(now: Date, limit: number): Promise<number> {
      const result = await updateDue(now.toISOString(), limit)
        .set({ status: 'stored', sent_at: null, claimed_at: null, last_error: null })
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Claims left by a sender that died mid-send go back to pending (they may be sent twice). */
    async releaseStale(claimedBefore: Date): Promise<number> {
      const result = await db
        .updateTable('mail_outbox')
        .set({ status: 'pending', claimed_at: null })
        .where('status', '=', 'sending')
        .where('claimed_at', '<', claimedBefore.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async markDelivered(id: number, status: 'sent' | 'stored', at: Date): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({ status, sent_at: status === 'sent' ? at.toISOString() : null, claimed_at: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markAttemptFailed(
      id: number,
      outcome: { attempts: number; status: 'pending' | 'failed'; nextAttemptAt: Date; error: string },
    ): Promise<void> {
      await db
        .updateTable('mail_outbox')
        .set({
          status: outcome.status,
          attempts: outcome.attempts,
          next_attempt_at: outcome.nextAttemptAt.toISOString(),
          last_error: outcome.error.slice(0, ERROR_MAX_CHARS),
          claimed_at: null,
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Counts for the health summary, no addresses or contents. 'sending' counts as pending (not yet
     * delivered, not given up). Both queries walk the `mail_outbox_due` index (status, then
     * next_attempt_at, which a given-up mail keeps as its given-up time), never the sent mail.
     */
    async statusSummary(failedSince: Date): Promise<OutboxSummary> {
      const unsent = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('pending'),
          eb.fn.count<number | string>(eb.case().when('attempts', '>', 0).then(1).end()).as('retrying'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirstOrThrow();
      const failed = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('status', '=', 'failed')
        .where('next_attempt_at', '>=', failedSince.toISOString())
        .executeTakeFirstOrThrow();
      return {
        pending: Number(unsent.pending),
        retrying: Number(unsent.retrying),
        failedSince: Number(failed.count),
        oldestPendingCreatedAt: unsent.oldest ? new Date(unsent.oldest) : null,
      };
    },

    async listRecent(options: { limit: number; to?: string; kind?: string }): Promise<OutboxEntry[]> {
      let query = db
        .selectFrom('mail_outbox')
        .select([
          'id',
          'kind',
          'to_address',
          'reply_to',
          'subject',
          'status',
          'attempts',
          'next_attempt_at',
          'last_error',
          'created_at',
          'sent_at',
          'text_body',
          'attachments',
        ])
        .orderBy('id', 'desc')
        .limit(options.limit);
      if (options.to) query = query.where('to_address', '=', options.to);
      if (options.kind) query = query.where('kind', '=', options.kind);
      const rows = await query.execute();
      return rows.map(({ to_address, text_body, attachments, ...rest }) => ({
        ...rest,
        to: to_address,
        text: text_body,
        attachments: readAttachments(attachments).map(summaryOf),
      }));
    },

    /** One attachment of a mail, by its place in the list; undefined when there is none. */
    async findAttachment(id: number, index: number): Promise<MailAttachment | undefined> {
      const row = await db.selectFrom('mail_outbox').select('attachments').where('id', '=', id).executeTakeFirst();
      return row ? readAttachments(row.attachments)[index] : undefined;
    },

    async findHtml(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('mail_outbox').select('html_body').where('id', '=', id).executeTakeFirst();
      return row?.html_body;
    },
  };
}
