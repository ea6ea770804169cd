import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { lockedTransaction } from '../../db/locked-transaction.js';
import type { Database } from '../../db/schema.js';
import type { CaptureMethod, IntentStatus, ProviderIntent } from './card.provider.js';
import type { AcceptedCard, CardBehaviour } from './sandbox-cards.js';
import type { SandboxPaymentIntentsTable } from './payments.tables.js';

export interface SandboxPaymentMethod extends AcceptedCard {
  id: string;
}

export interface SandboxIntent extends Omit<ProviderIntent, 'nextAction'> {
  paymentMethodId: string;
  clientSecret: string | null;
  /** When its 3-D Secure challenge was approved. */
  authenticatedAt: string | null;
  captureMethod: CaptureMethod;
  /** When a manual intent was authorised (ISO, UTC). */
  authorisedAt: string | null;
  /** What its capture took, pence. */
  capturedPence: number | null;
}

export interface SandboxRefund {
  id: string;
  intentId: string;
  amountPence: number;
  status: string;
}

function toIntent(row: Selectable<SandboxPaymentIntentsTable>): SandboxIntent {
  return {
    id: row.id,
    paymentMethodId: row.payment_method_id,
    amountPence: row.amount_pence,
    currency: row.currency,
    status: row.status as IntentStatus,
    failureMessage: row.failure_message,
    chargeId: row.charge_id,
    clientSecret: row.client_secret,
    authenticatedAt: row.authenticated_at,
    captureMethod: row.capture_method === 'manual' ? 'manual' : 'automatic',
    authorisedAt: row.authorised_at,
    capturedPence: row.captured_pence,
  };
}

/** The sandbox provider's own storage: what a remote card provider would keep on its side. */
export function createSandboxRepository(database: Db) {
  return { ...storage(database.kysely), locked: <T>(intentId: string, work: (locked: SandboxStorage) => Promise<T>) => lockedIntent(database, intentId, work) };
}

/**
 * Work on one intent's refunds as the card provider does, in one step: what is left is read and the
 * refund written while the intent is locked, so refunds sent at once never give back more than was taken.
 */
function lockedIntent<T>(database: Db, intentId: string, work: (locked: SandboxStorage) => Promise<T>): Promise<T> {
  return lockedTransaction(database, { table: 'sandbox_payment_intents', id: intentId }, (trx) => work(storage(trx)));
}

type SandboxStorage = ReturnType<typeof storage>;

function storage(db: Kysely<Database>) {
  return {
    async insertPaymentMethod(method: SandboxPaymentMethod, at: Date): Promise<void> {
      await db
        .insertInto('sandbox_payment_methods')
        .values({
          id: method.id,
          brand: method.brand,
          last4: method.last4,
          exp_month: method.expMonth,
          exp_year: method.expYear,
          behaviour: method.behaviour,
          created_at: at.toISOString(),
        })
        .execute();
    },

    async findPaymentMethod(id: string): Promise<SandboxPaymentMethod | null> {
      const row = await db.selectFrom('sandbox_payment_methods').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        brand: row.brand,
        last4: row.last4,
        expMonth: row.exp_month,
        expYear: row.exp_year,
        behaviour: row.behaviour as CardBehaviour,
      };
    },

    async insertIntent(intent: SandboxIntent, at: Date): Promise<void> {
      await db
        .insertInto('sandbox_payment_intents')
        .values({
          id: intent.id,
          payment_method_id: intent.paymentMethodId,
          amount_pence: intent.amountPence,
          currency: intent.currency,
          status: intent.status,
          failure_message: intent.failureMessage,
          charge_id: intent.chargeId,
          client_secret: intent.clientSecret,
          authenticated_at: intent.authenticatedAt,
          capture_method: intent.captureMethod,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        })
        .execute();
    },

    async findIntent(id: string): Promise<SandboxIntent | null> {
      const row = await db.selectFrom('sandbox_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toIntent(row) : null;
    },

    /** Settles an intent once: only one of two racing confirmations changes it. */
    async settleIntent(id: string, outcome: { status: IntentStatus; failureMessage: string | null; chargeId: string | null }, at: Date): Promise<void> {
      await db
        .updateTable('sandbox_payment_intents')
        .set({
          status: outcome.status,
          failure_message: outcome.failureMessage,
          charge_id: outcome.chargeId,
          authorised_at: outcome.status === 'authorised' ? at.toISOString() : null,
          updated_at: at.toISOString(),
        })
        .where('id', '=', id)
        .where('status', '=', 'requires_confirmation')
        .execute();
    },

    /**
     * The visitor's answer to the 3-D Secure challenge, taken once: false when the intent was no
     * longer waiting for it (answered already, by a second tab or a repeated request).
     */
    async answerChallenge(id: string, answer: { status: 'requires_confirmation' } | { status: 'failed'; failureMessage: string }, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_payment_intents')
        .set(
          answer.status === 'requires_confirmation'
            ? { status: answer.status, authenticated_at: at.toISOString(), updated_at: at.toISOString() }
            : { status: answer.status, failure_message: answer.failureMessage, updated_at: at.toISOString() },
        )
        .where('id', '=', id)
        .where('status', '=', 'requires_action')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes an authorised intent once: false when it was not (or no longer) authorised. */
    async captureIntent(id: string, amountPence: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_payment_intents')
        .set({ status: 'succeeded', captured_pence: amountPence, updated_at: at.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'authorised')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Gives up an intent still in one of `from`: false when it had moved on. */
    async cancelIntent(id: string, from: IntentStatus[], failureMessage: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_payment_intents')
        .set({ status: 'cancelled', failure_message: failureMessage, updated_at: at.toISOString() })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async findRefundByKey(key: string): Promise<SandboxRefund | null> {
      const row = await db.selectFrom('sandbox_refunds').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
      return row ? { id: row.id, intentId: row.payment_intent_id, amountPence: row.amount_pence, status: row.status } : null;
    },

    async refundedPence(intentId: string): Promise<number> {
      const row = await db
        .selectFrom('sandbox_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount_pence'), eb.lit(0)).as('total'))
        .where('payment_intent_id', '=', intentId)
        .where('status', '!=', 'failed')
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async insertRefund(refund: SandboxRefund, key: string, at: Date): Promise<void> {
      await db
        .insertInto('sandbox_refunds')
        .values({ id: refund.id, payment_intent_id: refund.intentId, amount_pence: refund.amountPence, status: refund.status, idempotency_key: key, created_at: at.toISOString() })
        .execute();
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
