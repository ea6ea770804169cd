import type { Db } from '../../db/database.js';
import type { ClaimedText } from './sms-transport.js';
import type { SmsStatus } from './sms.tables.js';

const ERROR_MAX_CHARS = 1_000;

export interface SmsOutboxSummary {
  /** Not yet handed over nor given up ('pending' or 'sending'). */
  pending: number;
  /** Pending texts that have failed at least once. */
  retrying: number;
  /** Given up (or refused by the provider) at or after the `failedSince` asked for. */
  failedSince: number;
  oldestPendingCreatedAt: Date | null;
}

/** What Twilio's status callbacks may move a handed-over text to. */
export type ReportedStatus = 'sent' | 'delivered' | 'undelivered' | 'failed';

export type SmsDeliveryRepository = ReturnType<typeof createSmsDeliveryRepository>;

/** The sender's and the callbacks' reads and writes of `sms_outbox` and `sms_opt_outs`. */
export function createSmsDeliveryRepository({ kysely: db, dialect }: Db) {
  /**
   * An UPDATE of due pending texts, longest due first, at most `limit`, in one statement: the mail
   * outbox's claim (mail-outbox.repository.ts). On PostgreSQL the MATERIALIZED CTE locks the rows it
   * picks and skips rows another instance holds, so two senders never claim the same text; SQLite
   * has one writer at a time.
   */
  function updateDue(at: string, limit: number) {
    const update = db
      .with(
        (cte) => cte('due').materialized(),
        (qb) => {
          const due = qb
            .selectFrom('sms_outbox')
            .select('id')
            .where('status', '=', 'pending')
            .where('next_attempt_at', '<=', at)
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit);
          return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
        },
      )
      .updateTable('sms_outbox')
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'));
    return dialect === 'postgres' ? update.where('status', '=', 'pending') : update;
  }

  return {
    /** Claims due pending texts (status 'sending') for one sender to hand over. */
    async claimDue(now: Date, limit: number): Promise<ClaimedText[]> {
      const at = now.toISOString();
      const rows = await updateDue(at, limit)
        .set({ status: 'sending', claimed_at: at })
        .returning(['id', 'kind', 'to_number', 'sender', 'body', 'attempts', 'created_at', 'essential'])
        .execute();
      return rows
        .map((r) => ({ id: r.id, kind: r.kind, to: r.to_number, sender: r.sender, body: r.body, attempts: r.attempts, createdAt: new Date(r.created_at), essential: r.essential === 1 }))
        .sort((a, b) => a.id - b.id);
    },

    /**
     * The stored outbox's delivery, one statement and no claim: due texts become 'stored', or
     * 'opted_out' when not essential and their number replied STOP. Returns the count.
     */
    async storeDue(now: Date, limit: number): Promise<number> {
      const result = await updateDue(now.toISOString(), limit)
        .set((eb) => ({
          status: eb
            .case()
            .when(eb.and([eb('essential', '=', 0), eb('to_number', 'in', eb.selectFrom('sms_opt_outs').select('number'))]))
            .then(eb.val<SmsStatus>('opted_out'))
            .else(eb.val<SmsStatus>('stored'))
            .end(),
          claimed_at: null,
        }))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Of these numbers, those that replied STOP. */
    async optedOut(numbers: readonly string[]): Promise<Set<string>> {
      if (numbers.length === 0) return new Set();
      const rows = await db.selectFrom('sms_opt_outs').select('number').where('number', 'in', [...new Set(numbers)]).execute();
      return new Set(rows.map((r) => r.number));
    },

    /** Claims left by a sender that died mid-send go back to pending (they may be handed over twice). */
    async releaseStale(claimedBefore: Date): Promise<number> {
      const result = await db
        .updateTable('sms_outbox')
        .set({ status: 'pending', claimed_at: null })
        .where('status', '=', 'sending')
        .where('claimed_at', '<', claimedBefore.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Handed over: Twilio's SID and first status. Only this sender's claim (still 'sending') moves. */
    async markSent(id: number, provider: { id: string; status: string }, at: Date): Promise<void> {
      await db
        .updateTable('sms_outbox')
        .set({ status: 'sent', provider_id: provider.id, provider_status: provider.status, sent_at: at.toISOString(), claimed_at: null, last_error: null })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
    },

    /** Not sent: 'opted_out' (a non-essential text to a number that replied STOP). */
    async markOptedOut(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.updateTable('sms_outbox').set({ status: 'opted_out', claimed_at: null }).where('id', 'in', [...ids]).where('status', '=', 'sending').execute();
    },

    async markAttemptFailed(id: number, outcome: { attempts: number; status: 'pending' | 'failed'; nextAttemptAt: Date; error: string }): Promise<void> {
      await db
        .updateTable('sms_outbox')
        .set({
          status: outcome.status,
          attempts: outcome.attempts,
          next_attempt_at: outcome.nextAttemptAt.toISOString(),
          last_error: outcome.error.slice(0, ERROR_MAX_CHARS),
          claimed_at: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
    },

    async optOut(number: string, at: Date): Promise<void> {
      await db
        .insertInto('sms_opt_outs')
        .values({ number, opted_out_at: at.toISOString() })
        .onConflict((oc) => oc.column('number').doNothing())
        .execute();
    },

    async optIn(number: string): Promise<void> {
      await db.deleteFrom('sms_opt_outs').where('number', '=', number).execute();
    },

    /**
     * A status callback: the text Twilio knows by this SID moves on, unless it was delivered
     * already (callbacks may arrive out of order; a delivered text stays delivered). True when a
     * text has this SID.
     */
    async recordStatus(providerId: string, reported: { status: ReportedStatus | null; providerStatus: string; error: string | null }): Promise<boolean> {
      const row = await db.selectFrom('sms_outbox').select(['id', 'status']).where('provider_id', '=', providerId).executeTakeFirst();
      if (!row) return false;
      if (row.status === 'delivered') return true;
      await db
        .updateTable('sms_outbox')
        .set({
          provider_status: reported.providerStatus,
          ...(reported.status ? { status: reported.status } : {}),
          ...(reported.error ? { last_error: reported.error } : {}),
        })
        .where('id', '=', row.id)
        .where('status', '!=', 'delivered')
        .execute();
      return true;
    },

    /** Counts for the health summary, never a number or a body. 'sending' counts as pending. */
    async statusSummary(failedSince: Date): Promise<SmsOutboxSummary> {
      const unsent = await db
        .selectFrom('sms_outbox')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('pending'),
          eb.fn.count<number | string>(eb.case().when('attempts', '>', 0).then(1).end()).as('retrying'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirstOrThrow();
      const failed = await db
        .selectFrom('sms_outbox')
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

    /** The newest texts, for the development outbox. */
    async listRecent(options: { limit: number; to?: string; kind?: string }) {
      let query = db
        .selectFrom('sms_outbox')
        .select(['id', 'kind', 'company_id', 'booking_id', 'job_id', 'to_number', 'sender', 'body', 'segments', 'encoding', 'essential', 'status', 'attempts', 'next_attempt_at', 'last_error', 'provider_id', 'provider_status', 'created_at', 'sent_at'])
        .orderBy('id', 'desc')
        .limit(options.limit);
      if (options.to) query = query.where('to_number', '=', options.to);
      if (options.kind) query = query.where('kind', '=', options.kind);
      const rows = await query.execute();
      return rows.map(({ to_number, essential, ...rest }) => ({ ...rest, to: to_number, essential: essential === 1 }));
    },
  };
}
