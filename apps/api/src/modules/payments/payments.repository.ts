import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { IntentStatus, ProviderIntent } from './card.provider.js';

/** Our own record of an intent we created: which provider, for how much, and where it stands. */
export interface PaymentRecord extends Omit<ProviderIntent, 'nextAction' | 'card'> {
  provider: string;
}

export function createPaymentsRepository(db: Kysely<Database>) {
  return {
    async insert(record: PaymentRecord & Pick<ProviderIntent, 'card'>, at: Date, on: Kysely<Database> = db): Promise<void> {
      await on
        .insertInto('payment_intents')
        .values({
          provider_intent_id: record.id,
          provider: record.provider,
          amount_pence: record.amountPence,
          currency: record.currency,
          status: record.status,
          failure_message: record.failureMessage,
          charge_id: record.chargeId,
          card_brand: record.card?.brand ?? null,
          card_last4: record.card?.last4 ?? null,
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        })
        .execute();
    },

    async find(id: string): Promise<PaymentRecord | null> {
      const row = await db.selectFrom('payment_intents').selectAll().where('provider_intent_id', '=', id).executeTakeFirst();
      if (!row) return null;
      return {
        id: row.provider_intent_id,
        provider: row.provider,
        amountPence: row.amount_pence,
        currency: row.currency,
        status: row.status as IntentStatus,
        failureMessage: row.failure_message,
        chargeId: row.charge_id,
      };
    },

    /** Keeps our record in step with what the provider last said (never its amount or currency). */
    async updateState(id: string, state: Pick<ProviderIntent, 'status' | 'failureMessage' | 'chargeId'>, at: Date): Promise<void> {
      await db
        .updateTable('payment_intents')
        .set({ status: state.status, failure_message: state.failureMessage, charge_id: state.chargeId, updated_at: at.toISOString() })
        .where('provider_intent_id', '=', id)
        .execute();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
